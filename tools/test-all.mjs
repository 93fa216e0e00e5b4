/**
 * `npm test`: lint, types, build, unit and PHP tests, two at a time (the machine has two cores and
 * each of them uses about one), then the end-to-end tests, which need the build. Each step's
 * output is printed whole when it ends, so two steps never interleave; at the first failure no
 * new step starts, and the failed step's output is printed last, where the cause is seen.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import nodeVersion from './node-version.cjs';

const { unsupportedNode } = nodeVersion;

/** What Playwright's JSON reporter writes (tests/e2e/playwright.config.ts). */
const E2E_RESULTS = 'artifacts/e2e-results.json';

/**
 * The end-to-end run's counts, flaky tests (failed, then passed on the retry) apart.
 * @param {any} results The run's results.
 * @return {string} One line.
 */
function e2eCounts( { stats } ) {
	return `e2e: ${ stats.expected } passed, ${ stats.flaky } flaky, ${ stats.unexpected } failed, ${ stats.skipped } skipped`;
}

/**
 * Where the end-to-end run's time went: each project's spec files' test time (summed over its
 * tests and their retries, so on two workers the run's wall time is about half the total),
 * longest first.
 * @param {any} run The run's results.
 * @return {string[]} Lines.
 */
function e2eTimes( run ) {
	const totals = new Map();
	const walk = ( suite, file ) => {
		for ( const spec of suite.specs ?? [] ) {
			for ( const { projectName, results } of spec.tests ) {
				const key = `${ projectName } ${ file }`;
				const time = results.reduce(
					( sum, r ) => sum + r.duration,
					0
				);
				totals.set( key, ( totals.get( key ) ?? 0 ) + time );
			}
		}
		for ( const child of suite.suites ?? [] ) {
			walk( child, file );
		}
	};
	for ( const suite of run.suites ) {
		walk( suite, suite.file );
	}
	const all = [ ...totals.values() ].reduce( ( sum, time ) => sum + time, 0 );
	return [
		`e2e test time by spec (${ ( all / 1000 ).toFixed( 0 ) } s in all):`,
		...[ ...totals ]
			.sort( ( a, b ) => b[ 1 ] - a[ 1 ] )
			.map(
				( [ key, time ] ) =>
					`${ ( time / 1000 ).toFixed( 0 ).padStart( 6 ) } s  ${ key }`
			),
	];
}

/**
 * Steps before the end-to-end tests: [ npm script, the steps it must wait for ], in the order they
 * start (each as soon as a slot is free and what it waits for has passed). `build` first and the
 * multi-server smoke run, the longest, at once after it: the short steps fill the other slot
 * meanwhile, instead of leaving it idle while the smoke run ends the phase alone.
 */
const STATIC_STEPS = [
	[ 'build', [] ],
	[ 'lint:js', [] ],
	// The multi-server smoke run (npm run bench:scale --smoke) serves the built blocks.
	[ 'test:scale', [ 'build' ] ],
	[ 'typecheck', [] ],
	// The PHP tests read build/ (the blocks' manifest and compiled views).
	[ 'test:php', [ 'build' ] ],
	[ 'test:unit', [] ],
	[ 'lint:php', [] ],
	[ 'lint:css', [] ],
];
const AT_ONCE = 2;

/**
 * A step's line in the summary.
 * @param {string} name    The step.
 * @param {number} status  Its exit code.
 * @param {number} started When it started (ms).
 */
const stepLine = ( name, status, started ) =>
	`${ status === 0 ? '✔' : '✘' } ${ name } (${ (
		( Date.now() - started ) /
		1000
	).toFixed( 1 ) } s)`;

/**
 * Runs one npm script, its output kept until it ends.
 * @param {string} script The npm script.
 * @return {Promise<{ status: number, output: string }>} Its exit code and output.
 */
function runQuiet( script ) {
	return new Promise( ( done ) => {
		const child = spawn( 'npm', [ 'run', '-s', script ], {
			// Colours as on a terminal, though the output goes through a pipe (none in CI's log).
			env: process.stdout.isTTY
				? { ...process.env, FORCE_COLOR: '1' }
				: process.env,
		} );
		let output = '';
		child.stdout.on( 'data', ( chunk ) => ( output += chunk ) );
		child.stderr.on( 'data', ( chunk ) => ( output += chunk ) );
		child.on( 'close', ( status ) =>
			done( { status: status ?? 1, output } )
		);
	} );
}

/**
 * The static steps, AT_ONCE at a time, each after the steps it waits for.
 * @param {string[]} results Where each step's line goes.
 * @return {Promise<boolean>} Whether every step passed.
 */
async function runStaticSteps( results ) {
	const waiting = [ ...STATIC_STEPS ];
	const passed = new Set();
	const running = new Map();
	const failures = [];
	const startNext = () => {
		if ( failures.length ) {
			return;
		}
		while ( running.size < AT_ONCE ) {
			const at = waiting.findIndex( ( [ , after ] ) =>
				after.every( ( name ) => passed.has( name ) )
			);
			if ( at < 0 ) {
				return;
			}
			const [ name ] = waiting.splice( at, 1 )[ 0 ];
			const started = Date.now();
			console.log( `▶ ${ name }` );
			running.set(
				name,
				runQuiet( name ).then( ( { status, output } ) => {
					running.delete( name );
					results.push( stepLine( name, status, started ) );
					if ( status === 0 ) {
						passed.add( name );
						process.stdout.write(
							output ? `\n── ${ name }\n${ output }` : ''
						);
					} else {
						failures.push( `\n── ${ name } failed\n${ output }` );
					}
					startNext();
				} )
			);
		}
	};
	startNext();
	while ( running.size ) {
		await Promise.race( running.values() );
	}
	failures.forEach( ( output ) => process.stdout.write( output ) );
	return ! failures.length && ! waiting.length;
}

if ( unsupportedNode() ) {
	console.error( unsupportedNode() );
	process.exit( 1 );
}

/** After the static steps: one Playwright run, which boots the 7.1 site and the minimum's. */
const E2E_STEP = 'test:e2e';

const results = [];
rmSync( E2E_RESULTS, { force: true } );
if ( await runStaticSteps( results ) ) {
	const started = Date.now();
	console.log( `\n▶ ${ E2E_STEP }` );
	const { status } = spawnSync( 'npm', [ 'run', '-s', E2E_STEP ], {
		stdio: 'inherit',
	} );
	results.push( stepLine( E2E_STEP, status, started ) );
}
const total = STATIC_STEPS.length + 1;
console.log( `\n${ results.join( '\n' ) }` );
if ( existsSync( E2E_RESULTS ) ) {
	const e2e = JSON.parse( readFileSync( E2E_RESULTS, 'utf8' ) );
	console.log( `${ e2eTimes( e2e ).join( '\n' ) }\n${ e2eCounts( e2e ) }` );
}
const failed = results.filter( ( line ) => line.startsWith( '✘' ) ).length;
console.log(
	`npm test steps: ${ results.length - failed } passed, ${ failed } failed`
);
process.exit( failed || results.length < total ? 1 : 0 );
