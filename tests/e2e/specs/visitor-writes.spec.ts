/**
 * CM-5 SW-1 a visitor's page view writes nothing to the database: every published page the
 * site's sitemap lists (the shop's too), each followed by the home page, as a logged-out visitor
 * once the site is warm. Each option write of an autoloaded option drops every server's cached
 * `alloptions` behind a shared object cache (docs/scaling.md), and two at once race: the dark
 * styles were kept per page's colour CSS and rewritten on nearly every view.
 *
 * The e2e site logs the option writes of the requests that carry this test's probe header
 * (tests/e2e/mu-plugins/vitrine-test-option-writes.php); other tests' visitors never count here.
 */
import { existsSync, readFileSync } from 'fs';
import path from 'path';
import { request as http } from '@playwright/test';
import { BASE_URL } from '../env';
import { expect, test } from '../fixtures';
import { switchCookies } from '../switches';

const LOG = process.env.VITRINE_DEBUG_LOG
	? path.join(
			path.dirname( process.env.VITRINE_DEBUG_LOG ),
			'vitrine-option-writes.log'
		)
	: '';

/**
 * The options this probe's requests wrote so far.
 * @param probe The probe's name.
 */
function writesOf( probe: string ): string[] {
	return LOG && existsSync( LOG )
		? readFileSync( LOG, 'utf8' )
				.split( '\n' )
				.filter( ( line ) => line.startsWith( `${ probe } ` ) )
				.map( ( line ) => line.slice( probe.length + 1 ) )
		: [];
}

/**
 * Every address the sitemap lists, its sub-sitemaps followed.
 * @param get Fetches an address's text.
 */
async function sitemap( get: ( url: string ) => Promise< string > ) {
	const locations = ( xml: string ) =>
		[ ...xml.matchAll( /<loc>([^<]+)<\/loc>/g ) ].map( ( [ , url ] ) =>
			url.replace( /&amp;/g, '&' )
		);
	const pages: string[] = [];
	for ( const part of locations( await get( '/wp-sitemap.xml' ) ) ) {
		pages.push( ...locations( await get( new URL( part ).pathname ) ) );
	}
	return pages.map( ( url ) => {
		const { pathname, search } = new URL( url );
		return pathname + search;
	} );
}

for ( const shop of [ false, true ] ) {
	test( `CM-5 SW-1 ${
		shop ? 'with the shop, ' : ''
	}every published page, each followed by the home page, writes none of Vitrine's options once the site is warm`, async () => {
		test.skip( ! LOG, 'the e2e site names no debug log' );
		const probe = `probe${ shop ? 'shop' : 'site' }${ Date.now() }`;
		const cookies = switchCookies( shop ? { woocommerce: 'on' } : {} );
		const visitor = await http.newContext( {
			baseURL: BASE_URL,
			extraHTTPHeaders: {
				'X-Vitrine-Probe': probe,
				Cookie: cookies
					.map( ( { name, value } ) => `${ name }=${ value }` )
					.join( '; ' ),
			},
		} );
		const get = async ( url: string ) => {
			const answer = await visitor.get( url, { maxRedirects: 0 } );
			expect( answer.status(), url ).toBeLessThan( 400 );
			return answer.text();
		};
		const pages = await sitemap( get );
		expect( pages.length ).toBeGreaterThan( 20 );
		if ( shop ) {
			expect( pages.some( ( url ) => url.includes( '/product/' ) ) ).toBe(
				true
			);
		}
		// Warm: the home page, as any first visitor after a change would see it.
		await get( '/' );
		const warm = writesOf( probe ).length;
		for ( const url of pages ) {
			await get( url );
			await get( '/' );
		}
		const written = writesOf( probe ).slice( warm );
		expect(
			written.filter( ( option ) => /vitrine/i.test( option ) ),
			`Vitrine's options written by ${ pages.length * 2 } page views`
		).toEqual( [] );
		await visitor.dispose();
	} );
}
