/**
 * `npm test`: lint, types, build, unit, PHP and end-to-end tests, in that order (cheapest first),
 * stopping at the first failure so the cause is the last thing on screen.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import nodeVersion from './node-version.cjs';

const { unsupportedNode } = nodeVersion;

// Written by Playwright's JSON reporter (tests/e2e/playwright.config.ts).
const E2E_RESULTS = 'artifacts/e2e-results.json';

/**
 * The end-to-end run's counts, flaky tests (failed, then passed on the retry) apart.
 * @return {string} One line, or '' when the run wrote no results.
 */
function e2eCounts() {
	if ( ! existsSync( E2E_RESULTS ) ) {
		return '';
	}
	const { stats } = JSON.parse( readFileSync( E2E_RESULTS, 'utf8' ) );
	return `e2e: ${ stats.expected } passed, ${ stats.flaky } flaky, ${ stats.unexpected } failed, ${ stats.skipped } skipped`;
}

/**
 * Where the end-to-end run's time went: each spec file's test time (summed over its tests and
 * their retries, so on two workers the run's wall time is about half the total), longest first.
 * @return {string[]} Lines, or none when the run wrote no results.
 */
function e2eTimes() {
	if ( ! existsSync( E2E_RESULTS ) ) {
		return [];
	}
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
	for ( const suite of JSON.parse( readFileSync( E2E_RESULTS, 'utf8' ) )
		.suites ) {
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

const steps = [
	[ 'lint:js', 'npm', [ 'run', '-s', 'lint:js' ] ],
	[ 'lint:css', 'npm', [ 'run', '-s', 'lint:css' ] ],
	[ 'lint:php', 'npm', [ 'run', '-s', 'lint:php' ] ],
	[ 'typecheck', 'npm', [ 'run', '-s', 'typecheck' ] ],
	[ 'build', 'npm', [ 'run', '-s', 'build' ] ],
	[ 'test:unit', 'npm', [ 'run', '-s', 'test:unit' ] ],
	[ 'test:php', 'npm', [ 'run', '-s', 'test:php' ] ],
	[ 'test:e2e', 'npm', [ 'run', '-s', 'test:e2e' ] ],
];

if ( unsupportedNode() ) {
	console.error( unsupportedNode() );
	process.exit( 1 );
}

const results = [];
rmSync( E2E_RESULTS, { force: true } );
for ( const [ name, command, args ] of steps ) {
	const started = Date.now();
	console.log( `\n▶ ${ name }` );
	const { status } = spawnSync( command, args, { stdio: 'inherit' } );
	const seconds = ( ( Date.now() - started ) / 1000 ).toFixed( 1 );
	results.push( `${ status === 0 ? '✔' : '✘' } ${ name } (${ seconds } s)` );
	if ( status !== 0 ) {
		break;
	}
}
console.log( `\n${ results.join( '\n' ) }` );
const counts = e2eCounts();
if ( counts ) {
	console.log( `${ e2eTimes().join( '\n' ) }\n${ counts }` );
}
const failed = results.filter( ( line ) => line.startsWith( '✘' ) ).length;
console.log(
	`npm test steps: ${ results.length - failed } passed, ${ failed } failed`
);
process.exit( failed || results.length < steps.length ? 1 : 0 );
