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
	console.log( counts );
}
const failed = results.filter( ( line ) => line.startsWith( '✘' ) ).length;
console.log(
	`npm test steps: ${ results.length - failed } passed, ${ failed } failed`
);
process.exit( failed || results.length < steps.length ? 1 : 0 );
