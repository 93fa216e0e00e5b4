/**
 * Hostile cookies and URL hashes (SPEC §7, CM-5, SW-1, WC-2): every cookie Vitrine reads and the
 * portfolio's filter hash, set to the attack values. Pages are served byte for byte the same
 * whatever the cookies (so any page cache stays right and no cookie reaches the markup), and in
 * the browser nothing runs, nothing logs an error, and the page still shows a colour mode.
 */
import { request } from '@playwright/test';
import { expect, LOGGED_OUT, openGuardedPage, test } from '../fixtures';
import { BASE_URL } from '../env';
import { DARK_COOKIE, LIGHT_COOKIE } from '../../../src/shared/color-mode';
import { SKIN_COOKIE } from '../../../src/view/skins/skins';
import { HOSTILE_TEXT } from './hostile-values';
import { activeMarkup, watchForAttacks } from './guards';
import { networkSettled } from '../network';

/**
 * Pages whose views read the cookies: every block's page holds the site chrome's switchers and
 * the style switcher, whose page is served byte-compared too.
 */
const COOKIE_PAGES = [ '/demo/all-blocks/', '/demo/style-switcher/' ];
/** Where the browser meets the cookies: the page of every block reads every one of them. */
const COOKIE_PAGES_IN_BROWSER = [ '/demo/all-blocks/' ];

/**
 * Cookie values can hold neither `;` nor `,` nor spaces: each attack value without them (Vitrine
 * never decodes a cookie, so encoded forms read as plain text), and one near the size limit.
 */
const COOKIE_VALUES = [
	...Object.values( HOSTILE_TEXT ).map( ( value ) =>
		value.replace( /[;,\s]/g, '' )
	),
	'x'.repeat( 3000 ),
].filter( ( value ) => value !== '' );

const HASHES = [
	...Object.values( HOSTILE_TEXT ).map(
		( value ) => `#portfolio=${ encodeURIComponent( value ) }`
	),
	...[
		'"><img src=x onerror=alert(1)>',
		'javascript:alert(1)',
		'=&=&portfolio',
	].map( ( value ) => `#${ encodeURIComponent( value ) }` ),
	'#portfolio=' + 'a-'.repeat( 2000 ),
];

/**
 * Pages whose views read the hash, and the hashes tried there. The portfolio's filter reads what
 * the hash says: every value, on its page. Elsewhere only the islands loader reads it, for its
 * length (any hash starts the views that start on interaction, src/lifecycle), and the home
 * page's portfolio reads it as on its own page: there, markup, a script URL and the longest.
 */
const HASH_PAGES: Array< [ string, string[] ] > = [
	[ '/demo/portfolio/', HASHES ],
	[
		'/',
		HASHES.filter(
			( hash ) =>
				/onerror|javascript/.test( decodeURIComponent( hash ) ) ||
				hash.length > 1000
		),
	],
];

/**
 * Every cookie Vitrine reads, with one hostile value (the store notice's for any id).
 * @param value The hostile value.
 */
function hostileCookies( value: string ) {
	return [
		LIGHT_COOKIE,
		DARK_COOKIE,
		SKIN_COOKIE,
		'store_notice0',
		'store_notice',
	].map( ( name ) => ( { name, value, url: BASE_URL } ) );
}

async function served( path: string, cookie?: string ): Promise< string > {
	const context = await request.newContext( {
		baseURL: BASE_URL,
		storageState: LOGGED_OUT,
		extraHTTPHeaders: cookie ? { cookie } : {},
	} );
	const response = await context.get( path );
	expect( response.status(), path ).toBe( 200 );
	const html = await response.text();
	await context.dispose();
	return html;
}

/**
 * Whether a page with the cookies is the page without them. The page without them is fetched once
 * and kept; where the two differ it is fetched again, and the page with the cookies after it,
 * until the page itself held still (the attack suite publishes and deletes posts meanwhile, and
 * the home page's post slider lists the latest).
 *
 * @param path     The page.
 * @param cookie   The Cookie header.
 * @param baseline The pages without cookies fetched so far, by path.
 * @return The page with the cookies and the page without them, the same if all is well.
 */
async function withAndWithout(
	path: string,
	cookie: string,
	baseline: Map< string, string >
) {
	for ( let attempt = 0; attempt < 5; attempt++ ) {
		const before = baseline.get( path ) ?? ( await served( path ) );
		const withCookies = await served( path, cookie );
		if ( withCookies === before ) {
			baseline.set( path, before );
			return { withCookies, without: before };
		}
		// Either the cookies changed the page or the page changed: look again without them.
		const after = await served( path );
		baseline.set( path, after );
		if ( after === before ) {
			return { withCookies, without: before };
		}
	}
	throw new Error( `${ path } changed on every attempt` );
}

test.describe( 'Hostile cookies and hashes (SPEC §7)', () => {
	test( '§7 CM-5 SW-1 pages are byte-identical whatever Vitrine’s cookies hold', async () => {
		const baseline = new Map< string, string >();
		for ( const path of COOKIE_PAGES ) {
			// A request header holds printable ASCII only (browsers send the rest percent-encoded).
			for ( const value of COOKIE_VALUES.filter( ( text ) =>
				/^[\x21-\x7e]+$/.test( text )
			) ) {
				const cookie = hostileCookies( value )
					.map( ( { name } ) => `${ name }=${ value }` )
					.join( '; ' );
				const pages = await withAndWithout( path, cookie, baseline );
				expect( pages.withCookies, `${ path } with ${ value }` ).toBe(
					pages.without
				);
			}
		}
	} );

	test( `§7 CM-5 SW-1 WC-2 ${ COOKIE_VALUES.length } hostile values in every cookie Vitrine reads: no script, no error, a colour mode still applies`, async ( {
		browser,
	} ) => {
		test.setTimeout( 240_000 );
		const problems: string[] = [];
		for ( const value of COOKIE_VALUES ) {
			const { page, close } = await openGuardedPage( browser );
			await watchForAttacks( page, problems );
			// Written the way a script on the site would, so any value a browser keeps gets in,
			// from a light document of the site's origin (its robots.txt) rather than a page.
			await page.goto( '/robots.txt' );
			await page.evaluate(
				( cookies ) =>
					cookies.forEach( ( { name, value: text } ) => {
						document.cookie = `${ name }=${ text }; path=/`;
					} ),
				hostileCookies( value )
			);
			for ( const path of COOKIE_PAGES_IN_BROWSER ) {
				await page.goto( path );
				await expect( page.locator( 'body' ) ).toHaveClass(
					/active-(light|dark)-mode/
				);
				problems.push(
					...( await activeMarkup( page ) ).map(
						( active ) => `${ path } ${ value }: ${ active }`
					)
				);
			}
			await close();
		}
		expect( problems ).toEqual( [] );
	} );

	// One test per page, so that the two run side by side.
	for ( const [ path, hashes ] of HASH_PAGES ) {
		test( `§7 ${ hashes.length } hostile URL hashes on ${ path }, which reads one: no script, no error, the portfolio still runs`, async ( {
			browser,
		} ) => {
			test.setTimeout( 180_000 );
			const problems: string[] = [];
			const { page, close } = await openGuardedPage( browser );
			await watchForAttacks( page, problems );
			for ( const hash of hashes ) {
				// A new document each time: the hash is read when the views start.
				await page.goto( 'about:blank' );
				await page.goto( `${ path }${ hash }` );
				if ( path.includes( 'portfolio' ) ) {
					// A hash starts the portfolio's view at once (src/lifecycle): it has run.
					await expect(
						page.locator( '.wp-block-vitrine-portfolio' ).first()
					).toHaveAttribute( 'data-vitrine-hydrated', 'true' );
				} else {
					// Every view the page starts by itself has loaded.
					await networkSettled( page );
				}
				problems.push(
					...( await activeMarkup( page ) ).map(
						( active ) => `${ path }${ hash }: ${ active }`
					)
				);
			}
			await close();
			expect( problems ).toEqual( [] );
		} );
	}
} );
