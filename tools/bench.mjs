/**
 * `npm run bench`: what each demo page costs, against its floor, measured on native PHP behind a
 * gzip layer, as real hosts serve. Timings and budgets live here, never in tests.
 *
 * - The site: WordPress 7.1 with Twenty Twenty-Five when tools/wp/resolve.cjs finds it (6.5.5
 *   otherwise, and the output says so), on MariaDB (SQLite when it is not installed, and the
 *   output says so), no WP_DEBUG, the demo content.
 * - Floor pages: for every page with Vitrine blocks, the same visible content (text, images at
 *   their shown size on Lighthouse's mobile screen) in core blocks only, on the same site
 *   (bench/floor.mjs).
 * - Per page: LCP as the browser observes it under Lighthouse's mobile conditions applied for
 *   real, in interleaved turns with the floor, the median of the turns' ratios and its 95 %
 *   interval, more turns while wider than ± 0.02 up to a cap (bench/observed.mjs); one
 *   Lighthouse mobile report of each for the score and TBT, one desktop report; Vitrine's JS and
 *   CSS gzip before the first interaction and later; layout shift from an observer across load
 *   and a slow scroll at 390 and 1280 px; server time against its floor, Vitrine active on both
 *   (median of 30 requests each, in turns).
 * - Side by side with Kadence Blocks, section by section, Vitrine's site-wide chrome in a row of
 *   its own (bench/side-by-side.mjs).
 * - First response: each interactive block's first tap, to the first frame that shows it, the
 *   first time and after hydration, beside Kadence's (bench/first-response.mjs).
 * - Server time of a page without Vitrine's blocks (the home page's floor), Vitrine active
 *   against inactive (median of 60 each, in turns): what the plugin costs where it shows nothing.
 * Prints a table and every budget line, met or missed, writes bench/results.json and rewrites
 * the cost table in docs/performance.md (tools/bench/report.mjs).
 * - Load: 50 visitors on the home page for 60 s, then 20 visitors posting comments for
 *   30 s, with requests per second, p50/p95/p99, errors, and comments accepted vs created.
 * `--quick` runs Lighthouse once per page and two observed turns against the floor (for trying a
 * change, not for the README); `--only=/demo/header/,/` measures those pages alone and writes
 * nothing (`shop` in the list: the shop pages; `kadence`: the side-by-side sections;
 * `first-response`: the first taps); `--load`
 * runs the load step alone and writes it into the last results (`npm run bench:load`).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import sites from './wp/sites.cjs';
import chromiumOptions from './chromium.cjs';
import { startGzipProxy } from './bench/gzip-proxy.mjs';
import { createBenchSite } from './bench/site.mjs';
import { CAPTURE_SCREEN, captureVisibleContent } from './bench/floor.mjs';
import { startLighthouse } from './bench/lighthouse.mjs';
import { measurePage, serverTime, withVitrineOff } from './bench/page.mjs';
import { blockScripts } from './bench/scripts.mjs';
import { budgetLines } from './bench/budgets.mjs';
import {
	budgetTable,
	firstResponseLines,
	report,
	sideBySideLines,
	writeReadme,
} from './bench/report.mjs';
import { commenters, visitors } from './bench/load.mjs';
import { measureShop } from './bench/shop.mjs';
import { measureSideBySide } from './bench/side-by-side.mjs';
import { CAP, observedAgainst, TARGET } from './bench/observed.mjs';
import { measureFirstResponse } from './bench/first-response.mjs';

const { CHROMIUM } = chromiumOptions;
const PORT = 8893;
const UPSTREAM = 8894;
const SERVER_RUNS = 30;
// What Vitrine costs a page without its blocks is a few per cent at most: more requests.
const SERVER_RUNS_WITHOUT_BLOCKS = 60;
const QUICK = process.argv.includes( '--quick' );
const REPORTS = QUICK ? 1 : 3;
// Lighthouse in turns with the floor, for the score column (LCP is observed: bench/observed.mjs).
const FLOOR_TURNS = 1;
// Observed LCP: turns with the floor until the ratio's interval is ± TARGET, up to the cap.
const OBSERVED = QUICK ? { minTurns: 2, cap: 2 } : {};
const LOAD_ONLY = process.argv.includes( '--load' );
// `--only=/a/,/b/`: those pages alone, printed and not written (for trying a change on a page).
const ONLY = process.argv
	.find( ( arg ) => arg.startsWith( '--only=' ) )
	?.slice( '--only='.length )
	.split( ',' );
const VISITORS = { concurrency: 50, seconds: 60 };
const COMMENTERS = { concurrency: 20, seconds: 30 };
const started = Date.now();

/**
 * The observed LCP ratio in the fields the report reads (the ratio and its interval), with the
 * run's detail beside them.
 * @param {Object} observed bench/observed.mjs's result.
 */
const observedRatio = ( observed ) => ( {
	lcpOverFloor: observed.ratio,
	lcpOverFloorSpread: observed.interval,
	observed,
} );

spawnSync( 'npm', [ 'run', '-s', 'build' ], {
	cwd: sites.ROOT,
	stdio: 'inherit',
} );
const { mariadb, created } = await createBenchSite( PORT );
const cli = join( sites.ROOT, 'tools/wp/cli.php' );
// Prints the theme it measures on.
const theme = execFileSync( 'php', [ cli, 'bench-prepare', created.siteDir ], {
	encoding: 'utf8',
} );
// The product and the block cart and checkout pages the shop measurement visits.
const shopPages = created.shop
	? JSON.parse(
			execFileSync( 'php', [ cli, 'bench-shop', created.siteDir ], {
				encoding: 'utf8',
			} )
		)
	: null;
// Each section's Vitrine page and Kadence page (none when Kadence Blocks is unavailable).
const sideBySidePages = JSON.parse(
	execFileSync( 'php', [ cli, 'bench-side-by-side', created.siteDir ], {
		encoding: 'utf8',
	} )
);
const proxy = await startGzipProxy( PORT, UPSTREAM );
const site = await sites.serveNative( created, { port: UPSTREAM, workers: 2 } );
const browser = await chromium.launch( CHROMIUM );
/**
 * The load step: visitors on the home page, then commenters on the bench's post.
 */
async function measureLoad() {
	const comments = () =>
		JSON.parse(
			execFileSync( 'php', [ cli, 'bench-comments', created.siteDir ], {
				encoding: 'utf8',
			} )
		);
	process.stdout.write( 'load: visitors…\n' );
	const read = await visitors( `${ site.url }/`, VISITORS );
	process.stdout.write( 'load: comments…\n' );
	const posted = await commenters(
		site.url,
		comments().id,
		() => comments().comments,
		COMMENTERS
	);
	return {
		where: `${ created.database }, PHP's built-in server with 2 workers behind the gzip layer, on this machine`,
		visitors: { ...VISITORS, ...read },
		commenters: { ...COMMENTERS, ...posted },
	};
}

if ( LOAD_ONLY ) {
	// `npm run bench:load`: the load step alone, written into the last results.
	try {
		const file = join( sites.ROOT, 'bench/results.json' );
		const data = JSON.parse( readFileSync( file, 'utf8' ) );
		data.load = await measureLoad();
		writeFileSync( file, JSON.stringify( data, null, '\t' ) + '\n' );
		console.log( report( data ) );
		writeReadme( data );
	} finally {
		await browser.close();
		site.stop();
		proxy.close();
		mariadb?.stop();
	}
	process.exit( 0 );
}

const lighthouse = await startLighthouse();
try {
	const listed = await (
		await fetch(
			`${ site.url }/wp-json/wp/v2/pages?per_page=100&_fields=link`
		)
	).json();
	// The shop front (/store/) lists WooCommerce's products, and WooCommerce is on for the shop
	// measurement's visitors only: it is not one of the marketing pages measured here.
	// The side-by-side pages are measured against Kadence's, not against floors.
	const links = [
		...new Set( [ `${ site.url }/`, ...listed.map( ( p ) => p.link ) ] ),
	].filter(
		( link ) =>
			! /^\/(store|vitrine|kadence)\//.test( new URL( link ).pathname )
	);
	// Capture each page's visible Vitrine content, then publish the floors in one PHP run.
	const captured = [];
	for ( const link of links ) {
		const page = await browser.newPage( CAPTURE_SCREEN );
		await page.goto( link, { waitUntil: 'load' } );
		const { blocks, hidden } = await page.evaluate( captureVisibleContent );
		await page.close();
		if ( blocks.length ) {
			captured.push( {
				path: new URL( link ).pathname,
				blocks,
				hidden,
			} );
		}
	}
	const floors = JSON.parse(
		execFileSync( 'php', [ cli, 'bench-floors', created.siteDir ], {
			input: JSON.stringify( captured ),
			encoding: 'utf8',
		} )
	);
	const pages = captured
		.map( ( { path } ) => path )
		.filter( ( path ) => ! ONLY || ONLY.includes( path ) );
	const results = [];
	for ( const path of pages ) {
		const url = `${ site.url }${ path }`;
		process.stdout.write( `measuring ${ path }…\n` );
		const wide = await measurePage( browser, url, 1280 );
		const narrow = await measurePage( browser, url, 390, {
			reach: false,
		} );
		const againstFloor = floors[ path ]
			? {
					...( await lighthouse.measureAgainstFloor(
						url,
						floors[ path ],
						FLOOR_TURNS
					) ),
					...observedRatio(
						await observedAgainst(
							browser,
							url,
							floors[ path ],
							OBSERVED
						)
					),
				}
			: {
					mobile: await lighthouse.measure( url, 'mobile', REPORTS ),
					floorMobile: null,
					lcpOverFloor: null,
					lcpOverFloorSpread: null,
				};
		results.push( {
			page: path,
			floor: floors[ path ] ? new URL( floors[ path ] ).pathname : null,
			lighthouse: {
				...againstFloor,
				// One desktop report: three would take the bench past 15 minutes on two cores.
				desktop: await lighthouse.measure( url, 'desktop', 1 ),
			},
			cls: { 390: narrow.cls, 1280: wide.cls },
			bytes: wide.bytes,
			inlineJsGzip: wide.inlineJsGzip,
			inlineCssGzip: wide.inlineCssGzip,
			reactBeforeInteraction: wide.reactBeforeInteraction,
			startedBeforeLoad: wide.startedBeforeLoad,
			files: wide.files,
			// (b) The page against its floor, Vitrine active on both.
			server: floors[ path ]
				? await serverTime( url, floors[ path ], UPSTREAM, SERVER_RUNS )
				: null,
		} );
	}
	// WooCommerce's product, cart and checkout, classic and block, in both Shop scripts modes.
	const shop =
		shopPages && ( ! ONLY || ONLY.includes( 'shop' ) )
			? await measureShop( {
					browser,
					lighthouse,
					site: site.url,
					pages: shopPages,
					reports: 1,
				} )
			: [];
	// Vitrine and Kadence Blocks, section by section (`kadence` in --only: these alone).
	const sideBySide =
		! ONLY || ONLY.includes( 'kadence' )
			? await measureSideBySide( {
					browser,
					lighthouse,
					site: site.url,
					pages: sideBySidePages,
					turns: FLOOR_TURNS,
					upstream: UPSTREAM,
					serverRuns: SERVER_RUNS,
				} )
			: [];
	// The first input on each interactive block, and the same after hydration, beside Kadence.
	const firstResponse =
		! ONLY || ONLY.includes( 'first-response' )
			? await measureFirstResponse( {
					browser,
					site: site.url,
					kadence: Object.keys( sideBySidePages ).length > 0,
				} )
			: [];
	// (a) What Vitrine costs a page that holds none of its blocks: the home page's floor (the
	// studio's home in core blocks), Vitrine active against inactive.
	const withoutBlocks = floors[ '/' ]
		? {
				page: new URL( floors[ '/' ] ).pathname,
				...( await serverTime(
					floors[ '/' ],
					withVitrineOff( floors[ '/' ] ),
					UPSTREAM,
					SERVER_RUNS_WITHOUT_BLOCKS
				) ),
				// The peer's figure on the same page: Kadence Blocks in Vitrine's place.
				kadence: Object.keys( sideBySidePages ).length
					? await serverTime(
							withVitrineOff( floors[ '/' ], 'kadence' ),
							withVitrineOff( floors[ '/' ] ),
							UPSTREAM,
							SERVER_RUNS_WITHOUT_BLOCKS
						)
					: null,
			}
		: null;
	const loaderGzip = gzipSync(
		readFileSync( join( sites.ROOT, 'build/view/islands.js' ) )
	).length;
	const scripts = blockScripts( sites.ROOT );
	const machine = {
		node: process.version,
		php: execFileSync( 'php', [ '-r', 'echo PHP_VERSION;' ], {
			encoding: 'utf8',
		} ),
		wordpress: site.version,
		database: created.database,
		theme,
		compression: 'gzip (level 6) for HTML, CSS, JS, JSON and SVG',
		lighthouseReports: REPORTS,
		floorTurns: FLOOR_TURNS,
		observed: {
			minTurns: OBSERVED.minTurns ?? 6,
			cap: OBSERVED.cap ?? CAP,
			target: TARGET,
		},
		minutes: Number( ( ( Date.now() - started ) / 60000 ).toFixed( 1 ) ),
		date: new Date().toISOString(),
	};
	const budgets = budgetLines( {
		results,
		shop,
		loaderGzip,
		withoutBlocks,
		sideBySide,
		firstResponse,
	} );
	if ( ONLY ) {
		console.log( `\n${ budgetTable( budgets ) }` );
		console.log( sideBySideLines( sideBySide ).join( '\n' ) );
		console.log( firstResponseLines( firstResponse ).join( '\n' ) );
	} else {
		const load = await measureLoad();
		const data = {
			machine,
			loaderGzip,
			scripts,
			results,
			withoutBlocks,
			shop,
			sideBySide,
			firstResponse,
			budgets,
			load,
		};
		mkdirSync( join( sites.ROOT, 'bench' ), { recursive: true } );
		writeFileSync(
			join( sites.ROOT, 'bench/results.json' ),
			JSON.stringify( data, null, '\t' ) + '\n'
		);
		console.log( `\n${ budgetTable( budgets ) }\n\n${ report( data ) }` );
		writeReadme( data );
		console.log(
			`\nWritten to bench/results.json and the cost table in docs/performance.md in ${ machine.minutes } min.`
		);
	}
} finally {
	lighthouse.stop();
	await browser.close();
	site.stop();
	proxy.close();
	mariadb?.stop();
}
