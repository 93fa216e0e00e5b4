/**
 * `npm test`: lint, types, build, unit, PHP and end-to-end tests. The end-to-end run starts as
 * soon as the build is done and the other steps run beside it, one at a time (two at a time before
 * it starts and after it ends): the machine has two cores, and each step keeps about one busy, the
 * end-to-end run about two. Each other step's output is printed whole when it ends, after the
 * end-to-end run's when they overlap, so two steps never interleave; at the first failure no new
 * step starts, the end-to-end run is stopped, and the failed step's output is printed last, where
 * the cause is seen.
 */
import { spawn } from 'node:child_process';
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
 * The steps: [ npm script, the steps it must wait for ], in the order they start (each as soon as
 * the machine has room for it and what it waits for has passed). The end-to-end run, which needs
 * the build, starts as soon as the build is done, and the other steps run one at a time beside it:
 * its two workers leave about a sixth of the two cores idle while they wait on pages and sites,
 * which the lints, the unit and PHP tests and the multi-server smoke run fill (run before it, they
 * held the end-to-end run back by three and a half minutes). The quick checks come first, so a
 * mistake they catch stops the run early.
 */
const STEPS = [
	[ 'build', [] ],
	[ 'lint:js', [] ],
	[ 'test:e2e', [ 'build' ] ],
	[ 'typecheck', [] ],
	[ 'lint:css', [] ],
	[ 'lint:php', [] ],
	[ 'test:unit', [] ],
	// The PHP tests read build/ (the blocks' manifest and compiled views).
	[ 'test:php', [ 'build' ] ],
	// The multi-server smoke run (npm run bench:scale --smoke) serves the built blocks.
	[ 'test:scale', [ 'build' ] ],
];

/** One Playwright run, which boots the 7.1 site and the minimum's; its output goes out as it comes. */
const E2E_STEP = 'test:e2e';

/**
 * Room, in cores' worth of work: each step but the end-to-end run keeps about one core busy, the
 * end-to-end run (two Playwright workers) two, and no more than two other steps run at once.
 */
const ROOM = 3;
const weight = ( name ) => ( name === E2E_STEP ? 2 : 1 );

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
 * Runs one npm script: the end-to-end run with its output on the terminal as it comes, every
 * other step with its output kept until it ends.
 * @param {string} script The npm script.
 * @return {{ child: import('node:child_process').ChildProcess, ended: Promise<{ status: number, output: string }> }} The process, and its exit code and output.
 */
function runStep( script ) {
	const live = script === E2E_STEP;
	const child = spawn( 'npm', [ 'run', '-s', script ], {
		// Colours as on a terminal, though the output goes through a pipe (none in CI's log).
		env:
			process.stdout.isTTY && ! live
				? { ...process.env, FORCE_COLOR: '1' }
				: process.env,
		stdio: live ? 'inherit' : 'pipe',
		// Its own process group, so that a failure elsewhere can stop the whole run at once.
		detached: live,
	} );
	let output = '';
	child.stdout?.on( 'data', ( chunk ) => ( output += chunk ) );
	child.stderr?.on( 'data', ( chunk ) => ( output += chunk ) );
	const ended = new Promise( ( done ) =>
		child.on( 'close', ( status ) =>
			done( { status: status ?? 1, output } )
		)
	);
	return { child, ended };
}

/**
 * Every step, as many at once as there is room for, each after the steps it waits for. While the
 * end-to-end run prints, the other steps' output waits for its end, so two never interleave; at
 * the first failure no new step starts, a running end-to-end run is stopped (as Ctrl+C does:
 * Playwright stops its sites), and the failed step's output comes last.
 * @param {string[]} results Where each step's line goes.
 * @return {Promise<boolean>} Whether every step passed.
 */
async function runSteps( results ) {
	const waiting = [ ...STEPS ];
	const passed = new Set();
	const running = new Map();
	const failures = [];
	const held = [];
	let e2e = null;
	const used = () =>
		[ ...running.keys() ].reduce(
			( sum, name ) => sum + weight( name ),
			0
		);
	const print = ( text ) =>
		e2e ? held.push( text ) : process.stdout.write( text );
	const others = () =>
		[ ...running.keys() ].filter( ( name ) => name !== E2E_STEP ).length;
	const fits = ( name ) =>
		used() + weight( name ) <= ROOM &&
		( name === E2E_STEP || others() < 2 );
	const stopE2e = () => {
		if ( e2e ) {
			process.kill( -e2e.pid, 'SIGINT' );
		}
	};
	// Ctrl+C reaches the terminal's process group; the end-to-end run has its own.
	process.on( 'SIGINT', () => {
		failures.push( '\nStopped (Ctrl+C).\n' );
		stopE2e();
	} );
	const startNext = () => {
		for ( const step of [ ...waiting ] ) {
			const [ name, after ] = step;
			if ( failures.length ) {
				return;
			}
			if ( ! after.every( ( other ) => passed.has( other ) ) ) {
				continue;
			}
			// In order: a step that is ready but has no room holds back the ones after it.
			if ( ! fits( name ) ) {
				return;
			}
			waiting.splice( waiting.indexOf( step ), 1 );
			start( name );
		}
	};
	const start = ( name ) => {
		const started = Date.now();
		print( `▶ ${ name }\n` );
		const step = runStep( name );
		if ( name === E2E_STEP ) {
			e2e = step.child;
		}
		running.set(
			name,
			step.ended.then( ( { status, output } ) => {
				running.delete( name );
				if ( name === E2E_STEP ) {
					e2e = null;
					held.splice( 0 ).forEach( ( text ) =>
						process.stdout.write( text )
					);
				}
				results.push( stepLine( name, status, started ) );
				if ( status === 0 ) {
					passed.add( name );
					print( output ? `\n── ${ name }\n${ output }` : '' );
				} else if ( name !== E2E_STEP || ! failures.length ) {
					// (An end-to-end run stopped for another step's failure printed why.)
					failures.push(
						name === E2E_STEP
							? `\n── ${ name } failed (above)\n`
							: `\n── ${ name } failed\n${ output }`
					);
					stopE2e();
				}
				startNext();
			} )
		);
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

const results = [];
rmSync( E2E_RESULTS, { force: true } );
await runSteps( results );
const total = STEPS.length;
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
