/**
 * `npm run bench`: what each demo page costs, measured on native PHP (no timings in tests).
 *
 * For every published page: bytes of JS and CSS (raw and gzip), Vitrine's own and everyone
 * else's; Lighthouse mobile performance, accessibility, LCP, TBT and CLS; and the server's time
 * with Vitrine active and with it inactive for the same content (median of 30 each).
 * Writes bench/results.json and prints a table. `--no-lighthouse` skips the slow part.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import sites from './wp/sites.cjs';
import chromiumOptions from './chromium.cjs';

const { CHROMIUM } = chromiumOptions;

const PORT = 8893;
const RUNS = 30;
const withLighthouse = ! process.argv.includes( '--no-lighthouse' );
// The e2e test doubles under tests/ stand in for WooCommerce's scripts: not Vitrine's bytes.
const isVitrine = ( url ) =>
	url.includes( '/plugins/vitrine/' ) &&
	! url.includes( '/plugins/vitrine/tests/' );

function median( values ) {
	const sorted = [ ...values ].sort( ( a, b ) => a - b );
	const middle = Math.floor( sorted.length / 2 );
	return sorted.length % 2
		? sorted[ middle ]
		: ( sorted[ middle - 1 ] + sorted[ middle ] ) / 2;
}

/**
 * Starts recording the scripts and stylesheets a page receives from now on.
 * @param {import("@playwright/test").Page} page The page.
 * @return {() => Promise<Array<{url: string, kind: string, raw: number, gzip: number}>>} The rows so far.
 */
function recordAssets( page ) {
	const assets = [];
	page.on( 'response', ( response ) => {
		const type = response.request().resourceType();
		if ( type === 'script' || type === 'stylesheet' ) {
			assets.push(
				response
					.body()
					.then( ( body ) => ( {
						url: response.url(),
						kind: type === 'script' ? 'js' : 'css',
						raw: body.length,
						gzip: gzipSync( body ).length,
					} ) )
					// Redirects and aborted loads have no body: nothing was transferred.
					.catch( () => null )
			);
		}
	} );
	return async () => ( await Promise.all( assets ) ).filter( Boolean );
}

async function measureBytes( browser, url ) {
	const page = await browser.newPage();
	const recorded = recordAssets( page );
	await page.goto( url, { waitUntil: 'networkidle' } );
	// WordPress inlines small block stylesheets; count Vitrine's inline CSS as its own.
	const inline = await page.evaluate( () =>
		Array.from( document.querySelectorAll( 'style[id^="vitrine"]' ) ).map(
			( style ) => style.textContent ?? ''
		)
	);
	await page.close();
	const rows = await recorded();
	for ( const css of inline ) {
		rows.push( {
			url: 'inline',
			kind: 'css',
			raw: Buffer.byteLength( css ),
			gzip: gzipSync( css ).length,
			vitrine: true,
		} );
	}
	const sum = ( filter, key ) =>
		rows.filter( filter ).reduce( ( total, row ) => total + row[ key ], 0 );
	const own = ( row ) => row.vitrine || isVitrine( row.url );
	const result = {};
	for ( const kind of [ 'js', 'css' ] ) {
		result[ kind ] = {
			vitrine: {
				raw: sum( ( r ) => r.kind === kind && own( r ), 'raw' ),
				gzip: sum( ( r ) => r.kind === kind && own( r ), 'gzip' ),
			},
			other: {
				raw: sum( ( r ) => r.kind === kind && ! own( r ), 'raw' ),
				gzip: sum( ( r ) => r.kind === kind && ! own( r ), 'gzip' ),
			},
		};
	}
	// Each of Vitrine's files, so budgets can name one (the portfolio's view script…).
	result.vitrineFiles = rows
		.filter( ( row ) => isVitrine( row.url ) )
		.map( ( row ) => ( {
			file: new URL( row.url ).pathname.replace(
				/^.*\/plugins\/vitrine\//,
				''
			),
			gzip: row.gzip,
		} ) );
	return result;
}

/**
 * What opening the lightbox adds (GA-2: it loads on first open, not with the page): Vitrine's
 * JS and CSS requested after a click on the first portfolio image.
 * @param {import("@playwright/test").Browser} browser Chromium.
 * @param {string}                             url     A page with a portfolio.
 */
async function measureLightboxOpen( browser, url ) {
	const page = await browser.newPage();
	await page.goto( url, { waitUntil: 'networkidle' } );
	const recorded = recordAssets( page );
	await page.locator( '.vitrine-portfolio__open' ).first().click();
	await page.locator( '#glightbox-body' ).waitFor();
	await page.waitForLoadState( 'networkidle' );
	const sizes = ( await recorded() )
		.filter( ( row ) => isVitrine( row.url ) )
		.map( ( row ) => row.gzip );
	await page.close();
	return { files: sizes.length, gzip: sizes.reduce( ( a, b ) => a + b, 0 ) };
}

/** Budgets the issues set, checked against what was measured (a line each, never a test). */
const BUDGETS = [
	{
		what: 'portfolio view script on page load (GA-1)',
		page: '/demo/portfolio/',
		limitKb: 8,
		measure: ( result ) =>
			result.bytes.vitrineFiles
				.filter( ( f ) =>
					f.file.startsWith( 'build/blocks/portfolio/view' )
				)
				.reduce( ( total, f ) => total + f.gzip, 0 ),
	},
	{
		what: 'lightbox JS and CSS, loaded on first open (GA-2)',
		page: '/demo/portfolio/',
		limitKb: 24,
		measure: ( result ) => result.lightboxOpen?.gzip ?? 0,
	},
	// A page with one kind of slider: all of Vitrine's JS on load, Swiper's modules included.
	...[
		'hero-slider',
		'post-slider',
		'testimonials',
		'logo-slider',
		'services-slider',
	].map( ( slider ) => ( {
		what: `Vitrine JS with a ${ slider } (SL-1..SL-6)`,
		page: `/demo/${ slider }/`,
		limitKb: 35,
		measure: ( result ) => result.bytes.js.vitrine.gzip,
	} ) ),
	// Issue 6: every chrome script together, on the page that holds them all. The files the
	// header page loads, plus the two printed inline in every page (colour mode, preloader).
	{
		what: 'all site-chrome scripts, inline ones included (issue 6)',
		page: '/demo/header/',
		limitKb: 6,
		measure: ( result ) =>
			result.bytes.vitrineFiles
				.filter( ( f ) =>
					/^build\/(view\/[^/]+|blocks\/(color-mode-switch|search-overlay|offcanvas)\/view)\.js/.test(
						f.file
					)
				)
				.reduce( ( total, f ) => total + f.gzip, 0 ) +
			[ 'view/color-mode-head.js', 'view/preloader.js' ].reduce(
				( total, file ) =>
					total +
					gzipSync(
						readFileSync( join( sites.ROOT, 'build', file ) )
					).length,
				0
			),
	},
	// Issue 7: the shop module in each Shop scripts mode, on the page with the most helpers.
	...[
		[ 'woocommerce', "Keep WooCommerce's" ],
		[ 'vitrine', "Use Vitrine's, in place of woocommerce.js" ],
	].map( ( [ mode, label ] ) => ( {
		what: `shop module and its styles, ${ label } (issue 7)`,
		page: `/vitrine-wc-fixture/${ mode }/storefront--checkout/`,
		limitKb: 6,
		measure: ( result ) =>
			result.bytes.vitrineFiles
				.filter( ( f ) => f.file.startsWith( 'build/view/shop-' ) )
				.reduce( ( total, f ) => total + f.gzip, 0 ),
	} ) ),
];

function lighthouse( url ) {
	const out = join(
		sites.ROOT,
		'bench/lighthouse',
		`${ encodeURIComponent( url ) }.json`
	);
	mkdirSync( join( sites.ROOT, 'bench/lighthouse' ), { recursive: true } );
	const result = spawnSync(
		process.execPath,
		[
			join( sites.ROOT, 'node_modules/lighthouse/cli/index.js' ),
			url,
			'--quiet',
			'--output=json',
			`--output-path=${ out }`,
			'--only-categories=performance,accessibility',
			`--chrome-flags=--headless=new ${ CHROMIUM.args.join( ' ' ) }`,
		],
		{
			env: { ...process.env, CHROME_PATH: CHROMIUM.executablePath },
			encoding: 'utf8',
		}
	);
	if ( result.status !== 0 ) {
		return {
			error: ( result.stderr || '' )
				.split( '\n' )
				.slice( -3 )
				.join( ' ' ),
		};
	}
	const report = JSON.parse( readFileSync( out, 'utf8' ) );
	const audit = ( id ) => report.audits[ id ].numericValue;
	return {
		performance: report.categories.performance.score,
		accessibility: report.categories.accessibility.score,
		lcpMs: Math.round( audit( 'largest-contentful-paint' ) ),
		tbtMs: Math.round( audit( 'total-blocking-time' ) ),
		cls: Number( audit( 'cumulative-layout-shift' ).toFixed( 3 ) ),
	};
}

async function serverTime( url ) {
	const time = async ( target ) => {
		const started = performance.now();
		const response = await fetch( target );
		await response.text();
		return performance.now() - started;
	};
	const off = `${ url }${ url.includes( '?' ) ? '&' : '?' }vitrine=off`;
	await time( url );
	await time( off );
	const on = [];
	const without = [];
	for ( let run = 0; run < RUNS; run++ ) {
		on.push( await time( url ) );
		without.push( await time( off ) );
	}
	return {
		activeMs: Number( median( on ).toFixed( 1 ) ),
		inactiveMs: Number( median( without ).toFixed( 1 ) ),
	};
}

const kb = ( bytes ) => ( bytes / 1024 ).toFixed( 1 );

spawnSync( 'npm', [ 'run', '-s', 'build' ], {
	cwd: sites.ROOT,
	stdio: 'inherit',
} );
const site = await sites.serveNative(
	sites.createNativeSite( {
		name: 'bench',
		port: PORT,
		debug: false,
		bench: true,
		// The WooCommerce fixture pages, with test doubles of WooCommerce's scripts.
		testMuPlugins: 'tests/e2e/mu-plugins',
	} ),
	{ port: PORT, workers: 2 }
);
try {
	const pages = await (
		await fetch(
			`${ site.url }/wp-json/wp/v2/pages?per_page=100&_fields=link`
		)
	).json();
	// Shop pages in both Shop scripts modes. WooCommerce cannot be installed here, so these are
	// the real WooCommerce pages the tests use; only Vitrine's bytes on them are WooCommerce's
	// real cost (the "other JS" column holds test doubles of WooCommerce's scripts).
	for ( const mode of [ 'woocommerce', 'vitrine' ] ) {
		for ( const fixture of [
			'storefront--cart',
			'storefront--checkout',
		] ) {
			pages.push( {
				link: `${ site.url }/vitrine-wc-fixture/${ mode }/${ fixture }/`,
				fixture: true,
			} );
		}
	}
	const browser = await chromium.launch( CHROMIUM );
	const results = [];
	for ( const { link, fixture } of pages ) {
		const path = new URL( link ).pathname;
		process.stdout.write( `measuring ${ path }…\n` );
		results.push( {
			page: path,
			bytes: await measureBytes( browser, link ),
			...( path === '/demo/portfolio/' && {
				lightboxOpen: await measureLightboxOpen( browser, link ),
			} ),
			server: await serverTime( link ),
			lighthouse: withLighthouse && ! fixture ? lighthouse( link ) : null,
		} );
	}
	await browser.close();
	const machine = {
		node: process.version,
		php: execFileSync( 'php', [ '-r', 'echo PHP_VERSION;' ], {
			encoding: 'utf8',
		} ),
		wordpress: '6.5.5',
		date: new Date().toISOString(),
	};
	writeFileSync(
		join( sites.ROOT, 'bench/results.json' ),
		JSON.stringify( { machine, results }, null, '\t' ) + '\n'
	);

	console.log(
		'\n| page | Vitrine JS gzip | Vitrine CSS gzip | other JS gzip | other CSS gzip | server on / off (ms) | LH perf | LH a11y | LCP ms | TBT ms | CLS |'
	);
	console.log( '|---|---|---|---|---|---|---|---|---|---|---|' );
	for ( const { page, bytes, server, lighthouse: lh } of results ) {
		const cells =
			lh && ! lh.error
				? [
						lh.performance,
						lh.accessibility,
						lh.lcpMs,
						lh.tbtMs,
						lh.cls,
					]
				: [ '–', '–', '–', '–', '–' ];
		console.log(
			`| ${ page } | ${ kb( bytes.js.vitrine.gzip ) } KB | ${ kb( bytes.css.vitrine.gzip ) } KB | ${ kb( bytes.js.other.gzip ) } KB | ${ kb( bytes.css.other.gzip ) } KB | ${ server.activeMs } / ${ server.inactiveMs } | ${ cells.join( ' | ' ) } |`
		);
	}
	console.log( '\n| budget | page | measured gzip | limit |' );
	console.log( '|---|---|---|---|' );
	for ( const budget of BUDGETS ) {
		const result = results.find( ( r ) => r.page === budget.page );
		const bytes = result ? budget.measure( result ) : NaN;
		const verdict = bytes <= budget.limitKb * 1024 ? 'within' : 'OVER';
		console.log(
			`| ${ budget.what } | ${ budget.page } | ${ kb( bytes ) } KB (${ verdict }) | ${ budget.limitKb } KB |`
		);
	}
	console.log( '\nWritten to bench/results.json' );
} finally {
	site.stop();
}
