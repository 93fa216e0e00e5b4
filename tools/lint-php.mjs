/**
 * PHP lint: `php -l` on every PHP file we ship or run (the WordPress coding-standards sniffs
 * need Composer, which this machine cannot reach; see README).
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const roots = [
	'plugin.php',
	'uninstall.php',
	'includes',
	'src',
	'patterns',
	'tools',
	'tests/php',
];
const files = [];
function walk( path ) {
	if ( statSync( path ).isDirectory() ) {
		readdirSync( path ).forEach( ( entry ) => walk( join( path, entry ) ) );
	} else if ( path.endsWith( '.php' ) ) {
		files.push( path );
	}
}
roots.forEach( walk );

let failed = 0;
for ( const file of files ) {
	try {
		execFileSync( 'php', [ '-l', file ], { stdio: 'pipe' } );
	} catch ( error ) {
		failed++;
		process.stderr.write( String( error.stdout ) + String( error.stderr ) );
	}
}
console.log(
	`php -l: ${ files.length - failed } of ${ files.length } files clean`
);
process.exit( failed ? 1 : 0 );
