/**
 * The Node.js check that `npm start` and `npm test` make first: the versions the project is
 * tested on are package.json's `engines.node` (a `>=major.minor.patch` floor); an older Node gets
 * one sentence that says what to install, not a stack trace from deep in a dependency.
 */
const { readFileSync } = require( 'node:fs' );
const { join } = require( 'node:path' );

/**
 * A version's numbers, for comparing.
 * @param {string} version "24.18.0", with or without a leading "v" or ">=".
 * @return {number[]} [major, minor, patch].
 */
function numbers( version ) {
	return version
		.replace( /^[^\d]*/, '' )
		.split( '.' )
		.map( ( part ) => Number.parseInt( part, 10 ) || 0 );
}

/**
 * Whether a version is older than a floor.
 * @param {string} version The version.
 * @param {string} floor   The oldest supported.
 */
function isOlder( version, floor ) {
	const [ a, b ] = [ numbers( version ), numbers( floor ) ];
	for ( let i = 0; i < 3; i++ ) {
		if ( ( a[ i ] ?? 0 ) !== ( b[ i ] ?? 0 ) ) {
			return ( a[ i ] ?? 0 ) < ( b[ i ] ?? 0 );
		}
	}
	return false;
}

/**
 * One sentence when this Node is older than the project supports, or ''.
 * @param {string} version This Node's version (process.version unless told).
 */
function unsupportedNode( version = process.version ) {
	const { engines } = JSON.parse(
		readFileSync( join( __dirname, '../package.json' ), 'utf8' )
	);
	const floor = engines.node.replace( /^>=\s*/, '' );
	return isOlder( version, floor )
		? `Vitrine needs Node.js ${ floor } or newer (this is ${ version.replace(
				/^v/,
				''
			) }): install Node.js 24 LTS, then run npm install again.`
		: '';
}

module.exports = { isOlder, unsupportedNode };
