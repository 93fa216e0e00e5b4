/**
 * `npm run lint:php`: `php -l` on every PHP file we ship or run, then PHP_CodeSniffer with the
 * WordPress Coding Standards as phpcs.xml.dist configures them (zero errors, zero warnings).
 *
 * PHP_CodeSniffer comes from Composer's `vendor/bin/phpcs` when `composer install` ran (online),
 * otherwise from the vendored release in ../shared/vendor/phpcs-*.tar.gz, unpacked once into
 * .wp/phpcs. CI fails without either; a local run says what to install and skips the sniffs.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import {
	existsSync,
	mkdirSync,
	readFileSync,
	readdirSync,
	statSync,
} from 'node:fs';
import { join, resolve } from 'node:path';

const ROOT = resolve( import.meta.dirname, '..' );
// What the coding standard checks (phpcs.xml.dist's <file> entries), and the PHP unit tests.
const roots = [
	...[
		...readFileSync( join( ROOT, 'phpcs.xml.dist' ), 'utf8' ).matchAll(
			/<file>([^<]+)<\/file>/g
		),
	].map( ( [ , root ] ) => root ),
	'tests/php',
];

function phpFiles( path, files = [] ) {
	if ( statSync( path ).isDirectory() ) {
		readdirSync( path ).forEach( ( entry ) =>
			phpFiles( join( path, entry ), files )
		);
	} else if ( path.endsWith( '.php' ) ) {
		files.push( path );
	}
	return files;
}

function syntaxErrors() {
	const files = roots.flatMap( ( root ) => phpFiles( join( ROOT, root ) ) );
	let failed = 0;
	for ( const file of files ) {
		try {
			execFileSync( 'php', [ '-l', file ], { stdio: 'pipe' } );
		} catch ( error ) {
			failed++;
			process.stderr.write(
				String( error.stdout ) + String( error.stderr )
			);
		}
	}
	console.log(
		`php -l: ${ files.length - failed } of ${ files.length } files clean`
	);
	return failed;
}

/**
 * The phpcs command and the arguments that make it find the WordPress standards.
 *
 * @return {{ bin: string, args: string[] } | null} Null when neither source is there.
 */
function findPhpcs() {
	const composer = join( ROOT, 'vendor/bin/phpcs' );
	if ( existsSync( composer ) ) {
		return { bin: composer, args: [] };
	}
	const vendor = join( ROOT, '../shared/vendor' );
	const archive =
		existsSync( vendor ) &&
		readdirSync( vendor ).find( ( name ) =>
			/^phpcs-.*\.tar\.gz$/.test( name )
		);
	if ( ! archive ) {
		return null;
	}
	const dir = join( ROOT, '.wp/phpcs', archive.replace( /\.tar\.gz$/, '' ) );
	if ( ! existsSync( join( dir, 'php_codesniffer/bin/phpcs' ) ) ) {
		mkdirSync( dir, { recursive: true } );
		execFileSync( 'tar', [ '-xzf', join( vendor, archive ), '-C', dir ] );
	}
	const standards = [ 'wpcs', 'phpcsutils/PHPCSUtils', 'phpcsextra' ]
		.map( ( path ) => join( dir, path ) )
		.join( ',' );
	return {
		bin: join( dir, 'php_codesniffer/bin/phpcs' ),
		args: [ '--runtime-set', 'installed_paths', standards ],
	};
}

let failed = syntaxErrors();
const phpcs = findPhpcs();
if ( phpcs ) {
	const result = spawnSync(
		'php',
		[ phpcs.bin, ...phpcs.args, '-q', '--no-colors', '--report=full' ],
		{ cwd: ROOT, stdio: 'inherit' }
	);
	console.log(
		`WordPress Coding Standards (phpcs.xml.dist): ${
			result.status === 0 ? 'no errors, no warnings' : 'see above'
		}`
	);
	failed += result.status === 0 ? 0 : 1;
} else {
	console.error(
		'PHP_CodeSniffer was not found: run `composer install` (see README), or put phpcs-*.tar.gz in ../shared/vendor.'
	);
	failed += process.env.CI ? 1 : 0;
}
process.exit( failed ? 1 : 0 );
