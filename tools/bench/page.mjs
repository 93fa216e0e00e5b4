/**
 * What a visitor's browser receives and sees, measured with Playwright: Vitrine's JS and CSS
 * (gzip) before the first interaction and later, React's arrival, what started before the load
 * event, and layout shifts across load and a slow scroll.
 */
import { request } from 'node:http';
import { gzipSync } from 'node:zlib';
import { median } from './lighthouse.mjs';

const REACT = /\/vendor\/react|\/dist\/element(\.min)?\.js/;

/**
 * Whether a file is the block plugin's own: Vitrine's, or the peer's the bench measures it
 * against (`kadence-blocks`). The e2e test doubles under Vitrine's tests/ stand in for
 * WooCommerce's scripts: not Vitrine's bytes.
 *
 * @param {string} url    The file.
 * @param {string} plugin The plugin's folder.
 */
export const isOwn = ( url, plugin = 'vitrine' ) =>
	url.includes( `/plugins/${ plugin }/` ) &&
	! url.includes( '/plugins/vitrine/tests/' );

// Where each plugin's inline code is printed: WordPress names it after the script or style
// handle, and each plugin's handles start with its own prefix.
const INLINE_PREFIX = { vitrine: 'vitrine', 'kadence-blocks': 'kadence|kb-' };

// After the load event: what would start on its own without input has started by then.
const IDLE_MS = 1500;

/**
 * Loads a page at one width, waits for load and idle ("before"), then scrolls slowly to the end
 * and reaches every block by pointer and focus ("later").
 *
 * @param {import('@playwright/test').Browser}   browser           Chromium.
 * @param {string}                               url               The page.
 * @param {number}                               width             Viewport width (px).
 * @param {Object}                               [options]
 * @param {boolean}                              [options.reach]   Whether to reach every block afterwards.
 * @param {Array<{name: string, value: string}>} [options.cookies] The visitor's cookies (a shop's cart).
 * @param {string}                               [options.plugin]  Whose bytes are the page's own.
 */
export async function measurePage(
	browser,
	url,
	width,
	{ reach = true, cookies = [], plugin = 'vitrine' } = {}
) {
	const isVitrine = ( file ) => isOwn( file, plugin );
	const prefix = INLINE_PREFIX[ plugin ];
	const context = await browser.newContext( {
		viewport: { width, height: width < 600 ? 844 : 800 },
	} );
	await context.addCookies(
		cookies.map( ( cookie ) => ( { ...cookie, url } ) )
	);
	const page = await context.newPage();
	await page.addInitScript( () => {
		window.vitrineShift = 0;
		new PerformanceObserver( ( list ) => {
			for ( const entry of list.getEntries() ) {
				if ( ! entry.hadRecentInput ) {
					window.vitrineShift += entry.value;
				}
			}
		} ).observe( { type: 'layout-shift', buffered: true } );
	} );
	let phase = 'before';
	const assets = [];
	page.on( 'response', ( response ) => {
		const type = response.request().resourceType();
		if ( type !== 'script' && type !== 'stylesheet' ) {
			return;
		}
		const when = phase;
		assets.push(
			response
				.body()
				.then( ( body ) => ( {
					url: response.url(),
					kind: type === 'script' ? 'js' : 'css',
					phase: when,
					gzip: gzipSync( body ).length,
				} ) )
				.catch( () => null )
		);
	} );
	await page.goto( url, { waitUntil: 'load' } );
	await page.waitForTimeout( IDLE_MS );
	const early = await page.evaluate(
		( sources ) => {
			const [ vitrine, react ] = sources.map( ( s ) => new RegExp( s ) );
			const [ navigation ] = performance.getEntriesByType( 'navigation' );
			return performance
				.getEntriesByType( 'resource' )
				.filter(
					( entry ) =>
						entry.startTime < navigation.loadEventStart &&
						/\.js(\?|$)/.test( entry.name ) &&
						( vitrine.test( entry.name ) ||
							react.test( entry.name ) )
				)
				.map( ( entry ) => entry.name.replace( /\?.*$/, '' ) );
		},
		[
			plugin === 'vitrine'
				? '/plugins/vitrine/build/'
				: `/plugins/${ plugin }/`,
			REACT.source,
		]
	);
	// Code printed in the page: the loader and data, and the stylesheets WordPress inlines.
	const inlineCode = ( selector ) =>
		page.evaluate(
			( within ) =>
				Array.from( document.querySelectorAll( within ) ).map(
					( element ) => [ element.id, element.textContent ?? '' ]
				),
			selector
		);
	const owned = ( tag ) =>
		prefix
			.split( '|' )
			.map( ( start ) => `${ tag }[id^="${ start }"]:not([src])` )
			.join( ',' );
	const inline = await inlineCode( owned( 'script' ) );
	const inlineCss = await inlineCode( owned( 'style' ) );
	phase = 'later';
	const height = await page.evaluate( () => document.body.scrollHeight );
	for ( let y = 0; y < height; y += 200 ) {
		await page.mouse.wheel( 0, 200 );
		await page.waitForTimeout( 60 );
	}
	await page.waitForTimeout( 500 );
	const cls = await page.evaluate( () => window.vitrineShift );
	// Reaching each block, as a visitor's pointer or keyboard does, starts the rest.
	for ( const block of reach
		? await page
				.locator(
					plugin === 'vitrine'
						? '[class*="wp-block-vitrine-"]'
						: '[class*="wp-block-kadence-"]'
				)
				.all()
		: [] ) {
		await block.hover( { trial: false, timeout: 1000 } ).catch( () => {} );
	}
	await page.waitForLoadState( 'networkidle' );
	const rows = ( await Promise.all( assets ) ).filter( Boolean );
	await context.close();
	const sum = ( filter ) =>
		rows.filter( filter ).reduce( ( total, row ) => total + row.gzip, 0 );
	const gzipEach = ( codes ) =>
		codes.reduce(
			( total, [ , code ] ) => total + gzipSync( code ).length,
			0
		);
	const bytes = {};
	for ( const kind of [ 'js', 'css' ] ) {
		bytes[ kind ] = {
			before: sum(
				( r ) =>
					r.kind === kind &&
					r.phase === 'before' &&
					isVitrine( r.url )
			),
			later: sum(
				( r ) =>
					r.kind === kind && r.phase === 'later' && isVitrine( r.url )
			),
			other: sum( ( r ) => r.kind === kind && ! isVitrine( r.url ) ),
		};
	}
	return {
		cls: Number( cls.toFixed( 4 ) ),
		bytes,
		inlineJsGzip: gzipEach( inline ),
		// Each inline script by its id (the site-wide chrome is told apart by it).
		inlineJs: Object.fromEntries(
			inline.map( ( [ id, code ] ) => [ id, gzipSync( code ).length ] )
		),
		inlineCssGzip: gzipEach( inlineCss ),
		// Each inline stylesheet by its id, as the scripts above.
		inlineCss: Object.fromEntries(
			inlineCss.map( ( [ id, code ] ) => [ id, gzipSync( code ).length ] )
		),
		// Every script before the first interaction, whoever's (the theme and WordPress are the
		// same on both sides of a comparison), and the plugin's inline code.
		jsBeforeInteraction:
			sum( ( r ) => r.kind === 'js' && r.phase === 'before' ) +
			gzipEach( inline ),
		reactBeforeInteraction: rows.some(
			( r ) => r.phase === 'before' && REACT.test( r.url )
		),
		startedBeforeLoad: early,
		// Every script the page loaded, Vitrine's or not (the shop pages tell jQuery's apart).
		scripts: rows
			.filter( ( row ) => row.kind === 'js' )
			.map( ( row ) => new URL( row.url ).pathname ),
		files: rows
			.filter( ( row ) => isVitrine( row.url ) )
			.map( ( row ) => ( {
				file: new URL( row.url ).pathname.replace(
					/^.*\/plugins\/[^/]+\//,
					''
				),
				phase: row.phase,
				gzip: row.gzip,
			} ) ),
	};
}

/**
 * Server time of two addresses of the same site, straight from PHP (no proxy), in turns (so that
 * a slower moment of the machine charges both), each turn's order the last one's reversed, the median of `runs`
 * requests each: the server budget compares a page with its floor (the same content in
 * core blocks, Vitrine active), and a page without Vitrine's blocks with Vitrine active and
 * inactive (`?vitrine=off`).
 *
 * @param {string} url      The page measured, at the site's address.
 * @param {string} base     The page it is compared with (its floor, or `?vitrine=off`).
 * @param {number} upstream PHP's port.
 * @param {number} runs     Requests per side.
 * @return {Promise<{ms: number, baseMs: number, ratio: number}>} Medians and their ratio.
 */
export async function serverTime( url, base, upstream, runs ) {
	const time = ( address ) =>
		new Promise( ( resolve, reject ) => {
			const started = performance.now();
			request(
				{
					host: '127.0.0.1',
					port: upstream,
					path: `${ address.pathname }${ address.search }`,
					headers: { host: address.host },
				},
				( response ) => {
					response.resume();
					response.on( 'end', () =>
						resolve( performance.now() - started )
					);
				}
			)
				.on( 'error', reject )
				.end();
		} );
	const page = new URL( url );
	const other = new URL( base );
	// Once each first: the object and opcode caches warm.
	await time( page );
	await time( other );
	const pageMs = [];
	const baseMs = [];
	// Which goes first alternates: the request right after another is the slower one here (about
	// a tenth, either way round), so a fixed order would charge one side.
	for ( let run = 0; run < runs; run++ ) {
		if ( run % 2 === 0 ) {
			pageMs.push( await time( page ) );
			baseMs.push( await time( other ) );
		} else {
			baseMs.push( await time( other ) );
			pageMs.push( await time( page ) );
		}
	}
	const ms = median( pageMs );
	const baseMedian = median( baseMs );
	return {
		ms: Number( ms.toFixed( 1 ) ),
		baseMs: Number( baseMedian.toFixed( 1 ) ),
		ratio: Number( ( ms / baseMedian ).toFixed( 3 ) ),
	};
}

/**
 * The same page with Vitrine inactive (the bench site's `?vitrine=off`), or with Kadence Blocks
 * active in its place (`?vitrine=kadence`).
 * @param {string}          url       The page.
 * @param {'off'|'kadence'} [instead] What serves it instead of Vitrine.
 */
export function withVitrineOff( url, instead = 'off' ) {
	const off = new URL( url );
	off.searchParams.set( 'vitrine', instead );
	return off.href;
}
