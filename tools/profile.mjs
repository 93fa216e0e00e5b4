/**
 * `npm run profile`: where Vitrine's PHP time goes on a page, by a sampling profiler, not by
 * guesses (the plugin's cost where it shows nothing: docs/performance.md). The bench's site (the same
 * WordPress, database and content as `npm run bench`) serves the page in turns with Vitrine
 * active and inactive, each request sampled every 100 µs by Excimer (tools/wp/profile.php);
 * the report gives each series' time per request and, with Vitrine active, the time under each
 * of Vitrine's functions that WordPress called (inclusive: what they call counts to them).
 *
 * Needs PHP's Excimer extension (Debian's php-excimer). `--path=/a-page/` (by default a demo page
 * without Vitrine's blocks), `--requests=200` of each series, `--peer=kadence` to profile Kadence
 * Blocks the same way.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';
import sites from './wp/sites.cjs';
import { createBenchSite } from './bench/site.mjs';

const PORT = 8895;
const PERIOD_MS = 0.1;
const arg = ( name, fallback ) =>
	process.argv
		.find( ( value ) => value.startsWith( `--${ name }=` ) )
		?.slice( name.length + 3 ) ?? fallback;
const PATH = arg( 'path', '/inside-the-studio/' );
// `--peer=kadence`: the active series serves Kadence Blocks in Vitrine's place, for the peer's
// cost on the same page (the bench site's `?vitrine=kadence`).
const PEER = arg( 'peer', '' );
const REQUESTS = Number( arg( 'requests', '200' ) );
// A frame of Vitrine's own code: its namespaced functions, or a closure in its files.
const VITRINE = /^Vitrine\\|\/plugins\/vitrine\//;

if (
	! execFileSync( 'php', [ '-m' ], { encoding: 'utf8' } ).includes(
		'excimer'
	)
) {
	console.error(
		"PHP's Excimer extension is not loaded: install Debian's php-excimer."
	);
	process.exit( 1 );
}

const dir = mkdtempSync( join( tmpdir(), 'vitrine-profile-' ) );
process.env.VITRINE_PROFILE_DIR = dir;
const { mariadb, created } = await createBenchSite( PORT );
// The router starts the profiler (tools/wp/profile.php) when VITRINE_PROFILE_DIR is set.
const site = await sites.serveNative( created, { port: PORT, workers: 1 } );

/**
 * One request of a series.
 * @param {'on'|'off'} series Vitrine active or not.
 * @param {boolean}    sample Whether the profiler samples it.
 */
async function visit( series, sample ) {
	const url = new URL( `${ site.url }${ PATH }` );
	if ( series === 'off' || PEER ) {
		url.searchParams.set( 'vitrine', series === 'off' ? 'off' : PEER );
	}
	const response = await fetch( url, {
		headers: sample ? { cookie: `vitrine_profile=${ series }` } : {},
	} );
	await response.text();
	if ( response.status !== 200 ) {
		throw new Error( `${ url } answered ${ response.status }` );
	}
}

/**
 * A series' collapsed stacks: each stack's frames and its samples.
 * @param {'on'|'off'} series Vitrine active or not.
 */
function stacks( series ) {
	const file = join( dir, `${ series }.collapsed` );
	return existsSync( file )
		? readFileSync( file, 'utf8' )
				.split( '\n' )
				.filter( Boolean )
				.map( ( line ) => {
					const at = line.lastIndexOf( ' ' );
					return {
						frames: line.slice( 0, at ).split( ';' ),
						samples: Number( line.slice( at + 1 ) ),
					};
				} )
		: [];
}

try {
	// Warm OPcache and WordPress's caches first.
	for ( let warm = 0; warm < 20; warm++ ) {
		await visit( 'on', false );
		await visit( 'off', false );
	}
	for ( let turn = 0; turn < REQUESTS; turn++ ) {
		// Each turn's order the last one's reversed: a slower moment charges both.
		const order = turn % 2 ? [ 'off', 'on' ] : [ 'on', 'off' ];
		for ( const series of order ) {
			await visit( series, true );
		}
	}
	const perRequest = ( samples ) =>
		( ( samples * PERIOD_MS ) / REQUESTS ).toFixed( 2 );
	const total = ( series ) =>
		stacks( series ).reduce( ( sum, { samples } ) => sum + samples, 0 );
	const under = new Map();
	let vitrine = 0;
	for ( const { frames, samples } of stacks( 'on' ) ) {
		const outer = frames.find( ( frame ) => VITRINE.test( frame ) );
		if ( outer ) {
			vitrine += samples;
			under.set( outer, ( under.get( outer ) ?? 0 ) + samples );
		}
	}
	console.log(
		`${ PATH }, ${ REQUESTS } requests of each, sampled every ${ PERIOD_MS } ms (${ created.database }):`
	);
	console.log(
		`- ${ PEER || 'Vitrine' } active: ${ perRequest( total( 'on' ) ) } ms a request`
	);
	console.log(
		`- ${ PEER ? 'neither' : 'Vitrine' } inactive: ${ perRequest( total( 'off' ) ) } ms a request`
	);
	console.log(
		`- under Vitrine's functions, with it active: ${ perRequest(
			vitrine
		) } ms a request`
	);
	console.log( '\n| ms a request | Vitrine function (outermost) |' );
	console.log( '|---|---|' );
	for ( const [ frame, samples ] of [ ...under ].sort(
		( a, b ) => b[ 1 ] - a[ 1 ]
	) ) {
		if ( samples * PERIOD_MS >= REQUESTS * 0.01 ) {
			console.log( `| ${ perRequest( samples ) } | \`${ frame }\` |` );
		}
	}
	// Where the difference goes, Vitrine's functions or not: each frame's inclusive time with
	// Vitrine active less without, the largest first (a frame counted once per stack).
	const inclusive = ( series ) => {
		const times = new Map();
		for ( const { frames, samples } of stacks( series ) ) {
			for ( const frame of new Set( frames ) ) {
				times.set( frame, ( times.get( frame ) ?? 0 ) + samples );
			}
		}
		return times;
	};
	const on = inclusive( 'on' );
	const off = inclusive( 'off' );
	const differences = [ ...new Set( [ ...on.keys(), ...off.keys() ] ) ]
		.map( ( frame ) => [
			frame,
			( on.get( frame ) ?? 0 ) - ( off.get( frame ) ?? 0 ),
		] )
		.filter( ( [ , samples ] ) => samples * PERIOD_MS >= REQUESTS * 0.05 )
		.sort( ( a, b ) => b[ 1 ] - a[ 1 ] )
		.slice( 0, 40 );
	console.log(
		'\n| ms a request, active less inactive | frame (inclusive) |'
	);
	console.log( '|---|---|' );
	for ( const [ frame, samples ] of differences ) {
		console.log( `| ${ perRequest( samples ) } | \`${ frame }\` |` );
	}
} finally {
	site.stop();
	mariadb?.stop();
	rmSync( dir, { recursive: true, force: true } );
}
