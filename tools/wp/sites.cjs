/**
 * Local WordPress sites for the demo, the tests and the benchmark, all offline:
 * - trees: WordPress 7.1 (and WooCommerce, Storefront) found by ./resolve.cjs, or the bundled
 *   6.5.5 from @wp-playground/wordpress-builds, with the static files its trimmed zip leaves out
 *   copied back in;
 * - native sites: a tree on Debian's PHP, served by `php -S`, on SQLite or on MariaDB;
 * - Playground: a tree on PHP compiled to WebAssembly (what `npm start` runs).
 */
const { spawn, execFileSync } = require( 'node:child_process' );
const {
	cpSync,
	existsSync,
	mkdirSync,
	readFileSync,
	readdirSync,
	renameSync,
	rmSync,
	symlinkSync,
	writeFileSync,
} = require( 'node:fs' );
const { basename, dirname, join, resolve } = require( 'node:path' );
const { createServer } = require( 'node:net' );
const { createHash } = require( 'node:crypto' );
const { homedir } = require( 'node:os' );
const { findPackage, resolvePackage, zipFor } = require( './resolve.cjs' );
const { unzip, unpackOnce } = require( './unzip.cjs' );

const ROOT = resolve( __dirname, '../..' );
const WORK = join( ROOT, '.wp' );
/**
 * Where native sites live: outside the project, as a real install is outside the plugin. Vitrine
 * is linked into each site as plugins/vitrine, and WordPress maps every path under a linked
 * plugin's real folder through that plugin's URL: a site inside the project had WooCommerce's
 * files served as /wp-content/plugins/vitrine/.wp/sites/…/woocommerce/…. One folder per clone
 * (a hash of its path), so two checkouts never share a site; VITRINE_SITES_DIR moves it.
 */
const SITES =
	process.env.VITRINE_SITES_DIR ||
	join(
		homedir(),
		'.cache/vitrine/sites',
		createHash( 'sha1' ).update( ROOT ).digest( 'hex' ).slice( 0, 10 )
	);
const BUILDS_PKG = dirname(
	require.resolve( '@wp-playground/wordpress-builds/package.json' )
);
const CLI_PKG = dirname( require.resolve( '@wp-playground/cli/package.json' ) );

/**
 * The WordPress versions we prove: the release users run (the primary target) and the minimum
 * the plugin header claims.
 *
 * @type {{ current: '7.1', minimum: '6.5' }}
 */
const WORDPRESS = { current: '7.1', minimum: '6.5' };

function run( command, args, options = {} ) {
	return execFileSync( command, args, {
		stdio: 'pipe',
		encoding: 'utf8',
		...options,
	} );
}

/**
 * The bundled 6.5.5, unzipped once into .wp/trees/wp-6.5 with its static files restored.
 *
 * @return {string} The tree's path.
 */
function bundledTree() {
	const build = 'wp-6.5';
	return unpackOnce(
		join( WORK, 'trees', build ),
		( folder ) => {
			unzip(
				join( BUILDS_PKG, 'src/wordpress', `${ build }.zip` ),
				folder
			);
			cpSync( join( BUILDS_PKG, 'public', build ), folder, {
				recursive: true,
			} );
		},
		build
	);
}

/**
 * A WordPress tree of the given version.
 *
 * @param {'7.1'|'6.5'} version Which WordPress.
 * @return {string} The tree's path.
 * @throws {Error} When 7.1 is unavailable (the message says what to set).
 */
function prepareTree( version = WORDPRESS.current ) {
	if ( version === WORDPRESS.minimum ) {
		return bundledTree();
	}
	if ( version === WORDPRESS.current ) {
		return resolvePackage( 'wordpress' ).dir;
	}
	throw new Error( `Unknown WordPress version "${ version }"` );
}

/**
 * The newest WordPress this machine has: 7.1 when the resolver finds it, else the bundled 6.5.5
 * (after one line that says why).
 *
 * @return {'7.1'|'6.5'} The version.
 */
function newestAvailable() {
	return findPackage( 'wordpress' ) ? WORDPRESS.current : WORDPRESS.minimum;
}

function installSqlite( siteDir ) {
	const plugins = join( siteDir, 'wp-content/plugins' );
	const target = join( plugins, 'sqlite-database-integration' );
	const unpacked = join( plugins, 'plugin-sqlite-database-integration' );
	unzip( join( CLI_PKG, 'sqlite-database-integration.zip' ), plugins );
	renameSync( unpacked, target );
	const dropIn = readFileSync( join( target, 'db.copy' ), 'utf8' )
		.replaceAll( '{SQLITE_IMPLEMENTATION_FOLDER_PATH}', target )
		.replaceAll(
			'{SQLITE_PLUGIN}',
			'sqlite-database-integration/load.php'
		);
	writeFileSync( join( siteDir, 'wp-content/db.php' ), dropIn );
	// The bundled tree's pre-installed database: every site installs a fresh one instead.
	rmSync( join( siteDir, 'wp-content/database' ), {
		recursive: true,
		force: true,
	} );
	mkdirSync( join( siteDir, 'wp-content/database' ) );
}

function writeConfig(
	siteDir,
	url,
	{ debug, scriptDebug, autologin, bench, database, extraConstants = {} }
) {
	const constants = {
		...( database
			? {
					DB_NAME: database.name,
					DB_USER: database.user,
					DB_PASSWORD: database.password,
					DB_HOST: database.host,
				}
			: {
					DB_NAME: 'wordpress',
					DB_USER: '',
					DB_PASSWORD: '',
					DB_HOST: '',
					DB_DIR: join( siteDir, 'wp-content/database/' ),
					DB_FILE: '.ht.sqlite',
				} ),
		WP_HOME: url,
		WP_SITEURL: url,
		WP_ENVIRONMENT_TYPE: 'local',
		WP_DEBUG: debug,
		WP_DEBUG_LOG: debug ? join( siteDir, 'debug.log' ) : false,
		WP_DEBUG_DISPLAY: false,
		SCRIPT_DEBUG: scriptDebug,
		DISABLE_WP_CRON: true,
		AUTOMATIC_UPDATER_DISABLED: true,
		WP_AUTO_UPDATE_CORE: false,
		VITRINE_DEMO_AUTOLOGIN: autologin,
		VITRINE_BENCH: bench,
		...extraConstants,
	};
	for ( const key of [ 'AUTH', 'SECURE_AUTH', 'LOGGED_IN', 'NONCE' ] ) {
		constants[ `${ key }_KEY` ] = `vitrine-local-${ key }-key`;
		constants[ `${ key }_SALT` ] = `vitrine-local-${ key }-salt`;
	}
	const lines = Object.entries( constants ).map(
		( [ key, value ] ) =>
			`define( '${ key }', ${ JSON.stringify( value ) } );`
	);
	writeFileSync(
		join( siteDir, 'wp-config.php' ),
		`<?php\n// Written by tools/wp/sites.cjs for a local site.\n${ lines.join( '\n' ) }\n$table_prefix = 'wp_';\nif ( ! defined( 'ABSPATH' ) ) { define( 'ABSPATH', __DIR__ . '/' ); }\nrequire_once ABSPATH . 'wp-settings.php';\n`
	);
}

/**
 * Links WooCommerce and Storefront into a site when the resolver finds them (WooCommerce 11
 * needs WordPress 6.9 or later, so never on the minimum).
 *
 * @param {string} siteDir Site folder.
 * @return {boolean} Whether the shop is there.
 */
function addShop( siteDir ) {
	const woocommerce = findPackage( 'woocommerce' );
	const storefront = findPackage( 'storefront' );
	if ( ! woocommerce || ! storefront ) {
		return false;
	}
	symlinkSync(
		woocommerce.dir,
		join( siteDir, 'wp-content/plugins/woocommerce' ),
		'dir'
	);
	symlinkSync(
		storefront.dir,
		join( siteDir, 'wp-content/themes/storefront' ),
		'dir'
	);
	return true;
}

/**
 * Links a plugin or theme the resolver finds into a site, installed but never a dependency: Kadence
 * Blocks is the peer `npm run bench` measures (active only where tools/wp/mu-plugins/vitrine-local.php
 * says so), Autoptimize an optimiser and GeneratePress and Ollie themes site owners run (active
 * only for the requests whose test switch asks for them, tests/e2e/mu-plugins/vitrine-test-switches.php).
 *
 * @param {string}                                                                    siteDir Site folder.
 * @param {'kadence'|'autoptimize'|'litespeed'|'w3tc'|'wpsc'|'generatepress'|'ollie'} name    The resolver's package.
 * @param {'plugins'|'themes'}                                                        [kind]  Where it goes.
 * @return {boolean} Whether it is there.
 */
function addPackage( siteDir, name, kind = 'plugins' ) {
	const found = findPackage( name );
	if ( found ) {
		symlinkSync(
			found.dir,
			join( siteDir, 'wp-content', kind, basename( found.dir ) ),
			'dir'
		);
	}
	return Boolean( found );
}

/**
 * W3 Total Cache's settings as a site owner saves them on its Minify screen (its settings live in
 * `wp-content/w3tc-config/master.php`, JSON after a PHP exit): minify on, automatic, for HTML with
 * its inline CSS and JS, JS and CSS; served through PHP (no rewrite rules: the built-in server
 * has none). The plugin itself is active only for the requests whose test switch asks for it.
 *
 * @param {string} siteDir Site folder.
 */
function configureW3tc( siteDir ) {
	const folder = join( siteDir, 'wp-content/w3tc-config' );
	mkdirSync( folder, { recursive: true } );
	const settings = {
		'minify.enabled': true,
		'minify.engine': 'file',
		'minify.auto': true,
		'minify.rewrite': false,
		'minify.html.enable': true,
		'minify.html.inline.css': true,
		'minify.html.inline.js': true,
		'minify.js.enable': true,
		'minify.css.enable': true,
	};
	writeFileSync(
		join( folder, 'master.php' ),
		`<?php exit; ?>${ JSON.stringify( settings ) }`
	);
}

/**
 * WP Super Cache as a site owner turns it on (Settings → WP Super Cache → Caching On, "Simple": cached
 * pages served by PHP; its screen writes `$wp_cache_slash_check` for permalinks that end in a
 * slash, without which it never serves them), for the test site's requests whose switch asks for
 * it: its drop-in (`wp-content/advanced-cache.php`, read before any plugin) runs for those alone, so
 * the contexts that choose a theme or a mode by cookie never get another context's cached page.
 *
 * @param {string} siteDir   Site folder.
 * @param {string} pluginDir The plugin's folder.
 */
function configureWpSuperCache( siteDir, pluginDir ) {
	const sample = readFileSync(
		join( pluginDir, 'wp-cache-config-sample.php' ),
		'utf8'
	);
	writeFileSync(
		join( siteDir, 'wp-content/wp-cache-config.php' ),
		sample
			.replace( /^\$cache_enabled = false;/m, '$cache_enabled = true;' )
			.replace( /\?>\s*$/, '$wp_cache_slash_check = 1;\n' )
	);
	writeFileSync(
		join( siteDir, 'wp-content/advanced-cache.php' ),
		`<?php
// Written by tools/wp/sites.cjs for the test site: WP Super Cache's drop-in, for the requests whose
// test switch asks for it (tests/e2e/mu-plugins/vitrine-test-switches.php).
if ( isset( $_COOKIE['vitrine_test_optimiser'] ) && 'wpsc_simple' === $_COOKIE['vitrine_test_optimiser'] ) {
	define( 'WPCACHEHOME', ${ JSON.stringify( pluginDir + '/' ) } );
	include WPCACHEHOME . 'advanced-cache.php';
}
`
	);
}

/**
 * Creates a fresh native-PHP site in SITES/<name> (outside the project): WordPress, its database, the local
 * must-use plugins, Vitrine (linked, so a rebuild shows at once), installed and seeded with the
 * demo; with `shop`, WooCommerce and Storefront too, and the demo store.
 *
 * @param {Object}      options
 * @param {string}      options.name             Folder name under SITES.
 * @param {number}      options.port             Port it will be served on (part of its URL).
 * @param {'7.1'|'6.5'} [options.version]        WordPress version.
 * @param {boolean}     [options.shop]           Add WooCommerce and Storefront, and seed the store.
 * @param {Object}      [options.mariadb]        A server from ./mariadb.cjs; SQLite without it.
 * @param {boolean}     [options.debug]          WP_DEBUG, its log, and SCRIPT_DEBUG unless the
 *                                               test plugins bring development builds.
 * @param {boolean}     [options.autologin]      Log visitors from this machine in as admin.
 * @param {boolean}     [options.bench]          Allow ?vitrine=off for the benchmark.
 * @param {boolean}     [options.kadence]        Link Kadence Blocks in (the bench's peer).
 * @param {string}      [options.testMuPlugins]  A folder of extra must-use plugins (test-only).
 * @param {string}      [options.testThemes]     A folder of test-only themes, linked in (fixtures a
 *                                               test switch picks, never the site's own theme).
 * @param {boolean}     [options.vitrine]        False: a bare site (no Vitrine, no demo), to install
 *                                               the plugin into as a site owner does.
 * @param {Object}      [options.extraConstants] More wp-config.php constants (the multi-server
 *                                               setup's object cache).
 * @param {boolean}     [options.seed]           False: Vitrine active without the demo content.
 * @return {{siteDir: string, url: string, debugLog: string, version: string, shop: boolean, kadence: boolean, database: string}} The site.
 */
function createNativeSite( {
	name,
	port,
	version = WORDPRESS.current,
	shop = false,
	mariadb = null,
	debug = true,
	autologin = false,
	bench = false,
	kadence = false,
	testMuPlugins = null,
	testThemes = null,
	vitrine = true,
	extraConstants = {},
	seed = true,
} ) {
	const tree = prepareTree( version );
	const siteDir = join( SITES, name );
	const url = `http://127.0.0.1:${ port }`;
	rmSync( siteDir, { recursive: true, force: true } );
	mkdirSync( dirname( siteDir ), { recursive: true } );
	cpSync( tree, siteDir, { recursive: true } );
	let database = null;
	if ( mariadb ) {
		database = {
			name: `vitrine_${ name.replace( /\W/g, '_' ) }`,
			...mariadb,
		};
		mariadb.createDatabase( database.name );
	} else {
		installSqlite( siteDir );
	}
	// The e2e site's scripts are minified, as sites serve them: SCRIPT_DEBUG's development copy of
	// every WordPress package cost a quarter of the suite's time on two cores. Its must-use plugin
	// serves the development builds of React and of the Interactivity API on the front end, where
	// they report hydration mismatches (tests/e2e/mu-plugins/vitrine-test-development-builds.php).
	// The sites a spec boots on its own (the minimum, the release) open a few pages: SCRIPT_DEBUG.
	const scriptDebug = debug && ! testMuPlugins;
	// The test site's page cache, for the requests whose switch asks for it (configureWpSuperCache()).
	const pageCache =
		shop && testMuPlugins && version !== WORDPRESS.minimum
			? findPackage( 'wpsc' )
			: null;
	writeConfig( siteDir, url, {
		debug,
		scriptDebug,
		autologin,
		bench,
		database,
		extraConstants: {
			...extraConstants,
			...( pageCache ? { WP_CACHE: true } : {} ),
		},
	} );
	const muPlugins = join( siteDir, 'wp-content/mu-plugins' );
	mkdirSync( muPlugins, { recursive: true } );
	for ( const folder of [ 'tools/wp/mu-plugins', testMuPlugins ] ) {
		for ( const file of folder
			? readdirSync( join( ROOT, folder ) )
			: [] ) {
			// A bare site keeps only what makes it work offline (no demo menus or store).
			if ( vitrine || file === 'vitrine-local.php' ) {
				cpSync( join( ROOT, folder, file ), join( muPlugins, file ) );
			}
		}
	}
	for ( const theme of testThemes
		? readdirSync( join( ROOT, testThemes ) )
		: [] ) {
		symlinkSync(
			join( ROOT, testThemes, theme ),
			join( siteDir, 'wp-content/themes', theme ),
			'dir'
		);
	}
	if ( vitrine ) {
		symlinkSync(
			ROOT,
			join( siteDir, 'wp-content/plugins/vitrine' ),
			'dir'
		);
	}
	const withShop =
		shop && version !== WORDPRESS.minimum && addShop( siteDir );
	if ( withShop ) {
		addPackage( siteDir, 'autoptimize' );
		addPackage( siteDir, 'litespeed' );
		if ( addPackage( siteDir, 'w3tc' ) ) {
			configureW3tc( siteDir );
		}
		if ( pageCache && addPackage( siteDir, 'wpsc' ) ) {
			configureWpSuperCache( siteDir, pageCache.dir );
		}
		addPackage( siteDir, 'generatepress', 'themes' );
		addPackage( siteDir, 'ollie', 'themes' );
	}
	const withKadence =
		kadence &&
		version !== WORDPRESS.minimum &&
		addPackage( siteDir, 'kadence' );
	const cli = join( ROOT, 'tools/wp/cli.php' );
	run( 'php', [ cli, 'install', siteDir ] );
	if ( vitrine && seed ) {
		run( 'php', [ cli, 'seed', siteDir ] );
	}
	if ( withShop ) {
		// Two processes: WooCommerce must boot as an active plugin before its store is seeded.
		run( 'php', [ cli, 'activate-shop', siteDir ] );
		run( 'php', [ cli, 'seed-shop', siteDir ] );
	}
	// What installing and seeding logged (WooCommerce's first boot logs a notice and a query on
	// a table it has yet to create) stays apart: the tests watch what requests write.
	const debugLog = join( siteDir, 'debug.log' );
	if ( existsSync( debugLog ) ) {
		renameSync( debugLog, join( siteDir, 'setup-debug.log' ) );
	}
	return {
		siteDir,
		url,
		debugLog,
		version,
		shop: withShop,
		kadence: withKadence,
		database: mariadb ? 'MariaDB' : 'SQLite',
	};
}

async function waitForHttp( url, timeoutMs, process ) {
	const deadline = Date.now() + timeoutMs;
	while ( Date.now() < deadline ) {
		if ( process && process.exitCode !== null ) {
			throw new Error(
				`The server exited with code ${ process.exitCode }`
			);
		}
		try {
			const response = await fetch( url, { redirect: 'manual' } );
			if ( response.status < 500 ) {
				return;
			}
		} catch {}
		await new Promise( ( done ) => setTimeout( done, 250 ) );
	}
	throw new Error( `${ url } did not answer within ${ timeoutMs } ms` );
}

/**
 * Serves a native site with PHP's built-in server (several workers, for parallel tests).
 *
 * @param {{ siteDir: string, url: string, debugLog?: string }} site
 * @param {{ port: number, workers?: number, quiet?: boolean }} options
 */
async function serveNative( site, { port, workers = 4, quiet = true } ) {
	await assertPortFree( port );
	const server = spawn(
		'php',
		[
			// PHP's command line leaves OPcache off, and the built-in server is the command line:
			// without it every request compiled WordPress and WooCommerce again (a tenth of each
			// request's time). Its workers fork from one process and share the cache; files are
			// still checked for changes, as a host's defaults do.
			'-d',
			'opcache.enable_cli=1',
			'-S',
			`127.0.0.1:${ port }`,
			'-t',
			site.siteDir,
			join( ROOT, 'tools/wp/router.php' ),
		],
		{
			env: { ...process.env, PHP_CLI_SERVER_WORKERS: String( workers ) },
			stdio: quiet ? 'ignore' : 'inherit',
			// Its own process group: PHP's workers are children that must stop with it.
			detached: true,
		}
	);
	const stop = () => {
		try {
			process.kill( -server.pid, 'SIGTERM' );
		} catch {
			// Already gone.
		}
	};
	process.once( 'exit', stop );
	await waitForHttp( `${ site.url }/wp-login.php`, 20_000, server );
	return { ...site, stop };
}

/**
 * Refuses a port something already listens on: tests would otherwise talk to a stale site.
 *
 * @param {number} port Port.
 */
function assertPortFree( port ) {
	return new Promise( ( resolvePort, reject ) => {
		const probe = createServer();
		probe.once( 'error', () =>
			reject(
				new Error(
					`Port ${ port } is already in use (a server left from an earlier run?). Stop it, or choose another port.`
				)
			)
		);
		probe.listen( port, '127.0.0.1', () => probe.close( resolvePort ) );
	} );
}

/** The plugin directory's live preview: the blueprint its Preview button boots. */
const PREVIEW_BLUEPRINT = join(
	ROOT,
	'.wordpress-org/blueprints/blueprint.json'
);

/**
 * The live preview's steps made to run offline: each plugin the blueprint installs from
 * WordPress.org comes from a local zip instead, copied into a folder the site mounts as
 * /vitrine-zips (Vitrine from the given zip, the others from ./resolve.cjs); every other step runs
 * as the directory runs it.
 *
 * @param {string} folder  The folder for the zips.
 * @param {string} vitrine Vitrine's zip (`npm run plugin-zip`).
 * @return {Object[]} The steps.
 */
function offlinePreviewSteps( folder, vitrine ) {
	const { steps } = JSON.parse( readFileSync( PREVIEW_BLUEPRINT, 'utf8' ) );
	mkdirSync( folder, { recursive: true } );
	for ( const step of steps ) {
		const { resource, slug } = step.pluginData ?? {};
		if ( resource !== 'wordpress.org/plugins' ) {
			continue;
		}
		cpSync(
			slug === 'vitrine' ? vitrine : zipFor( slug ),
			join( folder, `${ slug }.zip` )
		);
		step.pluginData = {
			resource: 'vfs',
			path: `/vitrine-zips/${ slug }.zip`,
		};
	}
	return steps;
}

/**
 * Boots WordPress in Playground (PHP in WebAssembly) with Vitrine and the demo seeded:
 * WordPress 7.1 when the resolver finds it, with WooCommerce, Storefront and the demo store when it
 * finds those too; else the bundled 6.5.5 (the resolver says in one line what is missing).
 *
 * @param {Object}                 options
 * @param {number}                 options.port       Port to serve on.
 * @param {boolean}                [options.login]    Log the browser in as admin.
 * @param {(text: string) => void} [options.onOutput] Receives Playground's output.
 * @param {string}                 [options.php]      PHP version (Playground's choices; 8.2 unless told).
 * @param {string}                 [options.preview]  Boot the live preview's blueprint instead of
 *                                                    mounting the working tree as plugins/vitrine
 *                                                    (PREVIEW_BLUEPRINT, offline: Vitrine from this zip,
 *                                                    WooCommerce from the resolver's), then add the
 *                                                    testers' block pages from the working tree.
 * @param {string}                 [options.home]     Folder for this site's WordPress and database
 *                                                    (.wp/playground/<version> unless told: a new one
 *                                                    is a new site).
 * @param {string}                 [options.debugDir] With WP_DEBUG on, PHP's notices are logged to
 *                                                    debug.log in this folder (never displayed).
 * @param {Object[]}               [options.steps]    More blueprint steps, run once the demo is
 *                                                    seeded (the working tree is at
 *                                                    /vitrine-source with a preview).
 * @return {Promise<{url: string, version: string, shop: boolean, stop: () => void, output: () => string}>} The running site.
 */
async function startPlayground( {
	port,
	login = true,
	onOutput,
	php: phpVersion = '8.2',
	preview,
	home = join( WORK, 'playground', newestAvailable() ),
	debugDir,
	steps = [],
} ) {
	const version = newestAvailable();
	const wordpress = join( home, 'wordpress' );
	if ( ! existsSync( join( wordpress, 'wp-load.php' ) ) ) {
		mkdirSync( home, { recursive: true } );
		cpSync( prepareTree( version ), wordpress, { recursive: true } );
	}
	const woocommerce =
		version === WORDPRESS.current ? findPackage( 'woocommerce' ) : null;
	const storefront = woocommerce ? findPackage( 'storefront' ) : null;
	const shop = Boolean( woocommerce && storefront );
	if ( preview && ! shop ) {
		throw new Error(
			'The live preview installs WooCommerce: WordPress 7.1, WooCommerce and Storefront must be found'
		);
	}
	const plugins = '/wordpress/wp-content/plugins';
	// The demo's seed and pictures come from the working tree, wherever the plugin is.
	const source = preview ? '/vitrine-source' : `${ plugins }/vitrine`;
	const zips = join( home, 'zips' );
	const php = ( code ) => `<?php require '/wordpress/wp-load.php'; ${ code }`;
	const seedTesters = {
		step: 'runPHP',
		code: php(
			`require_once '${ source }/tools/demo/seed.php'; vitrine_demo_seed( '${ source }' );`
		),
	};
	const demo = preview
		? [ ...offlinePreviewSteps( zips, preview ), seedTesters ]
		: [
				{
					step: 'activatePlugin',
					pluginPath: `${ plugins }/vitrine/plugin.php`,
				},
				seedTesters,
				...( shop
					? [
							{
								step: 'activatePlugin',
								pluginPath: `${ plugins }/woocommerce/woocommerce.php`,
							},
							{
								step: 'runPHP',
								code: php(
									`require_once '${ source }/demo/shop.php'; vitrine_demo_shop();`
								),
							},
						]
					: [] ),
			];
	const blueprint = {
		preferredVersions: { php: phpVersion, wp: version },
		login,
		landingPage: '/',
		steps: [
			...( debugDir
				? [
						{
							step: 'defineWpConfigConsts',
							consts: {
								WP_DEBUG: true,
								WP_DEBUG_LOG: '/vitrine-debug/debug.log',
								WP_DEBUG_DISPLAY: false,
							},
						},
						// The PHP this site runs on, for the caller to check.
						{
							step: 'runPHP',
							code: `<?php file_put_contents( '/vitrine-debug/php-version.txt', PHP_VERSION );`,
						},
					]
				: [] ),
			...demo,
			...steps,
		],
	};
	const blueprintFile = join( home, 'blueprint.json' );
	writeFileSync( blueprintFile, JSON.stringify( blueprint, null, '\t' ) );
	const server = spawn(
		process.execPath,
		[
			join( CLI_PKG, 'wp-playground.js' ),
			'server',
			'--wordpress-install-mode=install-from-existing-files',
			`--mount-before-install=${ wordpress }:/wordpress`,
			// The working tree is the plugin; the preview installs it from its zip instead, so that
			// deleting the plugin deletes a folder (a mount point cannot be removed).
			...( preview
				? [ `--mount=${ ROOT }:/vitrine-source` ]
				: [
						`--mount=${ ROOT }:/wordpress/wp-content/plugins/vitrine`,
					] ),
			...( debugDir ? [ `--mount=${ debugDir }:/vitrine-debug` ] : [] ),
			`--mount=${ join( ROOT, 'tools/wp/mu-plugins' ) }:/wordpress/wp-content/mu-plugins`,
			// The preview installs WooCommerce from its zip, as the directory does.
			...( preview ? [ `--mount=${ zips }:/vitrine-zips` ] : [] ),
			...( shop && ! preview
				? [ `--mount=${ woocommerce.dir }:${ plugins }/woocommerce` ]
				: [] ),
			...( shop
				? [
						`--mount=${ storefront.dir }:/wordpress/wp-content/themes/storefront`,
					]
				: [] ),
			`--blueprint=${ blueprintFile }`,
			`--php=${ phpVersion }`,
			`--port=${ port }`,
		],
		{ stdio: [ 'ignore', 'pipe', 'pipe' ] }
	);
	let output = '';
	const collect = ( chunk ) => {
		output += chunk;
		onOutput?.( String( chunk ) );
	};
	server.stdout.on( 'data', collect );
	server.stderr.on( 'data', collect );
	const url = `http://127.0.0.1:${ port }`;
	const deadline = Date.now() + 180_000;
	while ( ! output.includes( 'Ready!' ) ) {
		if ( server.exitCode !== null || Date.now() > deadline ) {
			server.kill();
			throw new Error( `Playground did not start:\n${ output }` );
		}
		await new Promise( ( done ) => setTimeout( done, 250 ) );
	}
	return {
		url,
		version,
		shop,
		stop: () => server.kill(),
		output: () => output,
	};
}

module.exports = {
	ROOT,
	SITES,
	WORDPRESS,
	prepareTree,
	newestAvailable,
	createNativeSite,
	serveNative,
	startPlayground,
	PREVIEW_BLUEPRINT,
};
