/**
 * `npm start`: builds Vitrine if needed, boots WordPress offline with the demo content, prints
 * the URL and stays up until Ctrl+C.
 * - default: Playground (PHP in WebAssembly, SQLite, no Docker), the browser logged in as admin;
 *   WordPress 7.1 with WooCommerce and the demo store when tools/wp/resolve.cjs finds them;
 * - `--native`: Debian's PHP (much faster), same content, visitors from this machine logged in.
 * PORT sets the port (default 9400).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import sites from './wp/sites.cjs';
import nodeVersion from './node-version.cjs';
import commands from './has-command.cjs';

const { unsupportedNode } = nodeVersion;
const { hasCommand } = commands;

const native = process.argv.includes( '--native' );
const port = Number( process.env.PORT || 9400 );

function newest( dir ) {
	let time = 0;
	for ( const entry of readdirSync( dir, { withFileTypes: true } ) ) {
		const path = join( dir, entry.name );
		time = Math.max(
			time,
			entry.isDirectory() ? newest( path ) : statSync( path ).mtimeMs
		);
	}
	return time;
}

function ensureBuild() {
	const stamp = join( sites.ROOT, 'build/blocks' );
	if (
		existsSync( stamp ) &&
		newest( join( sites.ROOT, 'build' ) ) >=
			newest( join( sites.ROOT, 'src' ) )
	) {
		return;
	}
	console.log( 'Building Vitrine…' );
	const { status } = spawnSync( 'npm', [ 'run', '-s', 'build' ], {
		cwd: sites.ROOT,
		stdio: 'inherit',
	} );
	if ( status !== 0 ) {
		fail(
			'The build failed (its first error is above). Run npm install first if node_modules is missing.'
		);
	}
}

/**
 * Ends `npm start` with one sentence, never a stack trace (set VITRINE_DEBUG=1 for the trace).
 * @param {string} message What went wrong and what to do.
 * @param {Error}  [error] The error behind it.
 */
function fail( message, error ) {
	console.error( `\n${ message }` );
	if ( error && process.env.VITRINE_DEBUG ) {
		console.error( error );
	}
	process.exit( 1 );
}

if ( unsupportedNode() ) {
	fail( unsupportedNode() );
}

if ( native && ! hasCommand( 'php' ) ) {
	fail(
		'npm run start:native needs PHP 8.2 with SQLite (on Debian: apt-get install php8.2-cli php8.2-sqlite3 php8.2-mbstring php8.2-xml php8.2-intl php8.2-gd); npm start runs without it.'
	);
}
ensureBuild();
let site;
try {
	if ( native ) {
		const created = sites.createNativeSite( {
			name: 'demo',
			port,
			debug: false,
			autologin: true,
			shop: true,
		} );
		site = await sites.serveNative( created, { port, workers: 4 } );
	} else {
		console.log(
			'Starting WordPress in Playground (offline, 20 to 60 s)…'
		);
		site = await sites.startPlayground( { port, login: true } );
	}
} catch ( error ) {
	const reason = String( error?.message ?? error ).split( '\n' )[ 0 ];
	fail(
		`The demo did not start: ${ reason } (run again with VITRINE_DEBUG=1 to see where).`,
		error
	);
}
console.log( `\nVitrine demo is running at ${ site.url }/` );
console.log(
	`  every block: ${ site.url }/demo/   admin: ${ site.url }/wp-admin/ (admin / password)`
);
console.log(
	site.shop
		? `  shop: ${ site.url }/shop/   cart: ${ site.url }/cart/   checkout: ${ site.url }/checkout/   (WordPress ${ site.version }, WooCommerce)`
		: `  WordPress ${ site.version }, no shop: set VITRINE_WOOCOMMERCE_ZIP and VITRINE_STOREFRONT_ZIP (zips or URLs) to add WooCommerce and Storefront`
);
console.log( 'Press Ctrl+C to stop.' );

const stop = () => {
	site.stop();
	process.exit( 0 );
};
process.on( 'SIGINT', stop );
process.on( 'SIGTERM', stop );
