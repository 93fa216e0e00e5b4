/**
 * Finds the third-party packages the local sites run: WordPress, WooCommerce and Storefront,
 * Kadence Blocks, the peer the benchmark measures Vitrine against, and Redis Object Cache, the
 * multi-server setup's object cache (neither is a dependency).
 *
 * Each comes, in this order, from:
 * 1. its environment variable (a local zip or an http(s) URL): VITRINE_WP_ZIP,
 *    VITRINE_WOOCOMMERCE_ZIP, VITRINE_STOREFRONT_ZIP, VITRINE_KADENCE_ZIP, VITRINE_AUTOPTIMIZE_ZIP,
 *    VITRINE_REDIS_CACHE_ZIP;
 * 2. the cache in .wp/downloads (what an earlier run downloaded, so a second run is offline);
 * 3. WordPress.org, when this machine is online;
 * otherwise it is unavailable, and `resolve()` says so in one line.
 *
 * A zip is unpacked once into .wp/packages/<name>-<version>/ and reused by every site.
 */
const { execFileSync } = require( 'node:child_process' );
const {
	existsSync,
	mkdirSync,
	readFileSync,
	readdirSync,
	renameSync,
	rmSync,
} = require( 'node:fs' );
const { basename, join, resolve } = require( 'node:path' );
const { unzip, unpackOnce } = require( './unzip.cjs' );

const ROOT = resolve( __dirname, '../..' );
const DOWNLOADS = join( ROOT, '.wp/downloads' );
const PACKAGES = join( ROOT, '.wp/packages' );

/**
 * The `Version:` of a plugin's main file or a theme's style.css header.
 *
 * @param {string} file The file.
 * @return {string|undefined} The version.
 */
const headerVersion = ( file ) =>
	/^[\s*]*Version:\s*(\S+)/m.exec( readFileSync( file, 'utf8' ) )?.[ 1 ];

/**
 * What we run, and where a machine with internet gets the same release.
 * `folder` is the zip's top folder; `version` reads the release's version from the unpacked tree.
 */
const PACKAGES_WE_RUN = {
	wordpress: {
		label: 'WordPress 7.1',
		variable: 'VITRINE_WP_ZIP',
		url: 'https://downloads.wordpress.org/release/wordpress-7.1.zip',
		folder: 'wordpress',
		version: ( dir ) =>
			/\$wp_version\s*=\s*'([^']+)'/.exec(
				readFileSync( join( dir, 'wp-includes/version.php' ), 'utf8' )
			)?.[ 1 ],
	},
	woocommerce: {
		label: 'WooCommerce 11.0.1',
		variable: 'VITRINE_WOOCOMMERCE_ZIP',
		url: 'https://downloads.wordpress.org/plugin/woocommerce.11.0.1.zip',
		folder: 'woocommerce',
		version: ( dir ) => headerVersion( join( dir, 'woocommerce.php' ) ),
	},
	storefront: {
		label: 'Storefront 4.6.2',
		variable: 'VITRINE_STOREFRONT_ZIP',
		url: 'https://downloads.wordpress.org/theme/storefront.4.6.2.zip',
		folder: 'storefront',
		version: ( dir ) => headerVersion( join( dir, 'style.css' ) ),
	},
	// Themes site owners run beside Storefront (tests/e2e/specs/themes.spec.ts): a classic theme
	// with its own responsive menu and colours as CSS variables, and a block theme with its own
	// palette slugs. Never dependencies.
	generatepress: {
		label: 'GeneratePress 3.6.0',
		variable: 'VITRINE_GENERATEPRESS_ZIP',
		url: 'https://downloads.wordpress.org/theme/generatepress.3.6.0.zip',
		folder: 'generatepress',
		version: ( dir ) => headerVersion( join( dir, 'style.css' ) ),
	},
	ollie: {
		label: 'Ollie 1.6.0',
		variable: 'VITRINE_OLLIE_ZIP',
		url: 'https://downloads.wordpress.org/theme/ollie.1.6.0.zip',
		folder: 'ollie',
		version: ( dir ) => headerVersion( join( dir, 'style.css' ) ),
	},
	kadence: {
		label: 'Kadence Blocks 3.6.2',
		variable: 'VITRINE_KADENCE_ZIP',
		url: 'https://downloads.wordpress.org/plugin/kadence-blocks.3.6.2.zip',
		folder: 'kadence-blocks',
		version: ( dir ) => headerVersion( join( dir, 'kadence-blocks.php' ) ),
	},
	// An optimisation plugin as site owners run it (tests/e2e/specs/optimisers.spec.ts): it moves
	// and aggregates scripts, never a dependency.
	autoptimize: {
		label: 'Autoptimize 3.1.11',
		variable: 'VITRINE_AUTOPTIMIZE_ZIP',
		url: 'https://downloads.wordpress.org/plugin/autoptimize.3.1.11.zip',
		folder: 'autoptimize',
		version: ( dir ) => headerVersion( join( dir, 'autoptimize.php' ) ),
	},
	litespeed: {
		label: 'LiteSpeed Cache 7.9',
		variable: 'VITRINE_LITESPEED_ZIP',
		url: 'https://downloads.wordpress.org/plugin/litespeed-cache.7.9.zip',
		folder: 'litespeed-cache',
		version: ( dir ) => headerVersion( join( dir, 'litespeed-cache.php' ) ),
	},
	w3tc: {
		label: 'W3 Total Cache 2.10.2',
		variable: 'VITRINE_W3TC_ZIP',
		url: 'https://downloads.wordpress.org/plugin/w3-total-cache.2.10.2.zip',
		folder: 'w3-total-cache',
		version: ( dir ) => headerVersion( join( dir, 'w3-total-cache.php' ) ),
	},
	wpsc: {
		label: 'WP Super Cache 1.12.3',
		variable: 'VITRINE_WPSC_ZIP',
		url: 'https://downloads.wordpress.org/plugin/wp-super-cache.1.12.3.zip',
		folder: 'wp-super-cache',
		// Its main file's header says the next release's alpha; its readme says the release.
		version: ( dir ) =>
			/^Stable tag:\s*(\S+)/m.exec(
				readFileSync( join( dir, 'readme.txt' ), 'utf8' )
			)?.[ 1 ],
	},
	// The persistent object cache of the multi-server setup (npm run scale), never a dependency.
	redisCache: {
		label: 'Redis Object Cache 2.5.3',
		variable: 'VITRINE_REDIS_CACHE_ZIP',
		url: 'https://downloads.wordpress.org/plugin/redis-cache.2.5.3.zip',
		folder: 'redis-cache',
		version: ( dir ) => headerVersion( join( dir, 'redis-cache.php' ) ),
	},
};

class Unavailable extends Error {}

/**
 * Downloads a URL into the cache (synchronously, through a child Node, so sites can be made from
 * synchronous code). Fails within 20 s when the machine is offline.
 *
 * @param {string} url    Where from.
 * @param {string} target Where to.
 */
function download( url, target ) {
	mkdirSync( DOWNLOADS, { recursive: true } );
	const partial = `${ target }.part`;
	const script = `
		const { writeFileSync } = require( 'node:fs' );
		fetch( process.argv[ 1 ], { signal: AbortSignal.timeout( 120000 ) } )
			.then( ( response ) => {
				if ( ! response.ok ) throw new Error( 'HTTP ' + response.status );
				return response.arrayBuffer();
			} )
			.then( ( body ) => writeFileSync( process.argv[ 2 ], Buffer.from( body ) ) )
			.catch( ( error ) => { console.error( error.cause?.code || error.message ); process.exit( 1 ); } );`;
	try {
		execFileSync( process.execPath, [ '-e', script, url, partial ], {
			stdio: 'pipe',
			timeout: 150_000,
		} );
	} catch ( error ) {
		rmSync( partial, { force: true } );
		throw new Unavailable(
			`${ url } could not be downloaded (${
				String( error.stderr || '' ).trim() || error.message
			})`
		);
	}
	renameSync( partial, target );
}

/**
 * The zip for a package: from its variable, the cache, or a download.
 *
 * @param {keyof PACKAGES_WE_RUN} name The package.
 * @return {string} A local zip's path.
 */
function zipFor( name ) {
	const spec = PACKAGES_WE_RUN[ name ];
	const source = process.env[ spec.variable ] || '';
	if ( source && ! /^https?:\/\//.test( source ) ) {
		if ( ! existsSync( source ) ) {
			throw new Unavailable(
				`${ spec.variable } names ${ source }, which does not exist`
			);
		}
		return resolve( source );
	}
	const url = source || spec.url;
	const cached = join( DOWNLOADS, basename( new URL( url ).pathname ) );
	if ( ! existsSync( cached ) ) {
		download( url, cached );
	}
	return cached;
}

/**
 * Unpacks a package once and returns its folder (the zip's top folder, such as `wordpress/`).
 *
 * @param {keyof PACKAGES_WE_RUN} name The package.
 * @return {{ dir: string, version: string }} Where it is and which release it is.
 * @throws {Unavailable} With one line that says why and what to set.
 */
function resolvePackage( name ) {
	const spec = PACKAGES_WE_RUN[ name ];
	let zip;
	try {
		zip = zipFor( name );
	} catch ( error ) {
		if ( error instanceof Unavailable ) {
			throw new Unavailable(
				`${ spec.label } is unavailable: ${ error.message }. Set ${ spec.variable } to its zip (a path or URL), or run once online.`
			);
		}
		throw error;
	}
	const id = basename( zip, '.zip' );
	const target = join( PACKAGES, id );
	unpackOnce(
		target,
		( folder ) => {
			unzip( zip, folder );
			if ( ! existsSync( join( folder, spec.folder ) ) ) {
				throw new Unavailable(
					`${ spec.label } is unavailable: ${ zip } holds ${ readdirSync(
						folder
					).join( ', ' ) }, not ${ spec.folder }/`
				);
			}
		},
		zip
	);
	const dir = join( target, spec.folder );
	return { dir, version: spec.version( dir ) || 'unknown' };
}

/**
 * Like resolvePackage(), but returns null instead of throwing when it is unavailable, after
 * printing the one line that says why (once per package and process).
 *
 * @param {keyof PACKAGES_WE_RUN} name The package.
 * @return {{ dir: string, version: string } | null} The package, or null.
 */
const reported = new Set();
function findPackage( name ) {
	try {
		return resolvePackage( name );
	} catch ( error ) {
		if ( ! ( error instanceof Unavailable ) ) {
			throw error;
		}
		if ( ! reported.has( name ) ) {
			reported.add( name );
			console.warn( error.message );
		}
		return null;
	}
}

module.exports = {
	PACKAGES_WE_RUN,
	Unavailable,
	resolvePackage,
	findPackage,
	zipFor,
};
