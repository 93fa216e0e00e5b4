/**
 * What a visitor's browser receives and sees, measured with Playwright: Vitrine's JS and CSS
 * (gzip) before the first interaction and later, React's arrival, what started before the load
 * event, and layout shifts across load and a slow scroll.
 */
import { request } from 'node:http';
import { gzipSync } from 'node:zlib';
import { median } from './lighthouse.mjs';

const REACT = /\/vendor\/react|\/dist\/element(\.min)?\.js/;
// The e2e test doubles under tests/ stand in for WooCommerce's scripts: not Vitrine's bytes.
export const isVitrine = ( url ) =>
	url.includes( '/plugins/vitrine/' ) &&
	! url.includes( '/plugins/vitrine/tests/' );

// After the load event: what would start on its own without input has started by then.
const IDLE_MS = 1500;

/**
 * Loads a page at one width, waits for load and idle ("before"), then scrolls slowly to the end
 * and reaches every block by pointer and focus ("later").
 *
 * @param {import('@playwright/test').Browser} browser Chromium.
 * @param {string}                             url     The page.
 * @param {number}                             width   Viewport width (px).
 * @param {boolean}                            reach   Whether to reach every block afterwards.
 */
export async function measurePage( browser, url, width, reach = true ) {
	const context = await browser.newContext( {
		viewport: { width, height: width < 600 ? 844 : 800 },
	} );
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
		[ '/plugins/vitrine/build/', REACT.source ]
	);
	// Code printed in the page: the loader and data, and the stylesheets WordPress inlines.
	const inlineCode = ( selector ) =>
		page.evaluate(
			( within ) =>
				Array.from( document.querySelectorAll( within ) ).map(
					( element ) => element.textContent ?? ''
				),
			selector
		);
	const inline = await inlineCode( 'script[id^="vitrine"]:not([src])' );
	const inlineCss = await inlineCode( 'style[id^="vitrine"]' );
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
		? await page.locator( '[class*="wp-block-vitrine-"]' ).all()
		: [] ) {
		await block.hover( { trial: false, timeout: 1000 } ).catch( () => {} );
	}
	await page.waitForLoadState( 'networkidle' );
	const rows = ( await Promise.all( assets ) ).filter( Boolean );
	await context.close();
	const sum = ( filter ) =>
		rows.filter( filter ).reduce( ( total, row ) => total + row.gzip, 0 );
	const gzipEach = ( codes ) =>
		codes.reduce( ( total, code ) => total + gzipSync( code ).length, 0 );
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
		inlineCssGzip: gzipEach( inlineCss ),
		reactBeforeInteraction: rows.some(
			( r ) => r.phase === 'before' && REACT.test( r.url )
		),
		startedBeforeLoad: early,
		files: rows
			.filter( ( row ) => isVitrine( row.url ) )
			.map( ( row ) => ( {
				file: new URL( row.url ).pathname.replace(
					/^.*\/plugins\/vitrine\//,
					''
				),
				phase: row.phase,
				gzip: row.gzip,
			} ) ),
	};
}

/**
 * Server time with Vitrine active and inactive (`?vitrine=off`), straight from PHP (no proxy),
 * alternating, median of `runs` each.
 *
 * @param {string} url      The page, at the site's address.
 * @param {number} upstream PHP's port.
 * @param {number} runs     Requests per side.
 */
export async function serverTime( url, upstream, runs ) {
	const address = new URL( url );
	const time = ( path ) =>
		new Promise( ( resolve, reject ) => {
			const started = performance.now();
			request(
				{
					host: '127.0.0.1',
					port: upstream,
					path,
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
	const on = `${ address.pathname }${ address.search }`;
	const off = `${ on }${ on.includes( '?' ) ? '&' : '?' }vitrine=off`;
	await time( on );
	await time( off );
	const active = [];
	const inactive = [];
	for ( let run = 0; run < runs; run++ ) {
		active.push( await time( on ) );
		inactive.push( await time( off ) );
	}
	const activeMs = median( active );
	const inactiveMs = median( inactive );
	return {
		activeMs: Number( activeMs.toFixed( 1 ) ),
		inactiveMs: Number( inactiveMs.toFixed( 1 ) ),
		ratio: Number( ( activeMs / inactiveMs ).toFixed( 3 ) ),
	};
}
