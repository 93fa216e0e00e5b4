/**
 * Boots the test WordPress once per run: a fresh native-PHP site on WordPress 7.1 (MariaDB,
 * WP_DEBUG on, React's development build on the front end, demo content; tools/wp/sites.cjs says
 * why not SCRIPT_DEBUG) with the real WooCommerce, Storefront and the demo
 * store, and beside it a site on the 6.5.5 minimum (the same database server, no shop: WooCommerce
 * 11 needs 6.9) for the projects that run there; then logs the admin of each in once and saves the
 * sessions. Where 7.1 or WooCommerce cannot be found (tools/wp/resolve.cjs says why in one line),
 * CI fails; a local run goes on with what it has and the specs that need the missing part say they
 * were skipped.
 */
import { execFileSync } from 'child_process';
import { existsSync, readFileSync } from 'fs';
import { request } from '@playwright/test';
import { RequestUtils } from '@wordpress/e2e-test-utils-playwright';
import {
	BASE_URL,
	E2E_PORT,
	MINIMUM_PORT,
	MINIMUM_STORAGE_STATE_PATH,
	MINIMUM_URL,
	ROOT,
	STORAGE_STATE_PATH,
	pointUtilsAt,
} from './env';
import {
	WORDPRESS,
	createNativeSite,
	newestAvailable,
	serveNative,
} from '../../tools/wp/sites.cjs';
import { startMariaDB } from '../../tools/wp/mariadb.cjs';

/**
 * Logs a site's administrator in through REST once and saves the session where the projects on
 * that site read it (the e2e utils pointed at the site meanwhile: see pointUtilsAt()).
 *
 * @param baseURL          The site.
 * @param storageStatePath Where the session is saved.
 */
async function logInAdmin( baseURL: string, storageStatePath: string ) {
	pointUtilsAt( baseURL );
	const context = await request.newContext( { baseURL } );
	const requestUtils = new RequestUtils( context, {
		baseURL,
		storageStatePath,
	} );
	await requestUtils.setupRest();
	await context.dispose();
	pointUtilsAt( BASE_URL );
}

/**
 * What the tests' own requests (REST calls that name no worker) logged on a site: each worker's
 * pages log to their own file, which its tests watch (tests/e2e/fixtures.ts).
 *
 * @param site          The site.
 * @param site.debugLog Its debug log.
 */
function untaggedLog( site: { debugLog: string } ): string {
	return existsSync( site.debugLog )
		? readFileSync( site.debugLog, 'utf8' )
		: '';
}

export default async function globalSetup() {
	const version = process.env.CI ? WORDPRESS.current : newestAvailable();
	// The plugin as it ships, once per run, for the specs that install it (release/, the live
	// preview in smoke/): wp-scripts' own command, as a release is made (package.json `files`
	// says what goes in).
	execFileSync( 'npm', [ 'run', '-s', 'plugin-zip' ], {
		cwd: ROOT,
		stdio: 'pipe',
	} );
	// The real database: WooCommerce's stock reservation at checkout is MySQL-only SQL
	// (FOR UPDATE, INTERVAL), which SQLite rejects.
	const mariadb = await startMariaDB( { name: 'e2e', port: 8896 } );
	const site = createNativeSite( {
		mariadb,
		name: 'e2e',
		port: E2E_PORT,
		version,
		shop: true,
		// Per-context switches: theme, Shop scripts mode, Vitrine on or off, coming soon.
		testMuPlugins: 'tests/e2e/mu-plugins',
		// A theme that gives dark mode nothing to darken (tests/e2e/specs/themes.spec.ts).
		testThemes: 'tests/e2e/themes',
	} );
	if ( process.env.CI && ! site.shop ) {
		throw new Error(
			'WooCommerce or Storefront is unavailable (see the line above); CI must test the real shop.'
		);
	}
	console.log(
		`e2e site: WordPress ${ site.version } on ${ site.database }${
			site.shop ? ', WooCommerce and Storefront' : ', no shop'
		}`
	);
	const server = await serveNative( site, { port: E2E_PORT, workers: 4 } );
	if ( site.shop ) {
		// LiteSpeed Cache writes its options on its first request, as on activation, and leaves
		// that request unoptimised: made here, so the optimiser specs meet it set up.
		await fetch( BASE_URL, {
			headers: { cookie: 'vitrine_test_optimiser=litespeed_delay' },
		} );
	}
	process.env.VITRINE_DEBUG_LOG = site.debugLog;
	process.env.VITRINE_E2E_SITE_DIR = site.siteDir;
	process.env.VITRINE_E2E_WORDPRESS = site.version;
	process.env.VITRINE_E2E_SHOP = site.shop ? '1' : '';
	await logInAdmin( BASE_URL, STORAGE_STATE_PATH );

	// The minimum, with the same test switches and must-use plugins; two PHP workers, for the
	// one project that runs there at a time.
	const minimum = createNativeSite( {
		mariadb,
		name: 'e2e-minimum',
		port: MINIMUM_PORT,
		version: WORDPRESS.minimum,
		testMuPlugins: 'tests/e2e/mu-plugins',
	} );
	console.log( `e2e site on the minimum: WordPress ${ minimum.version }` );
	const minimumServer = await serveNative( minimum, {
		port: MINIMUM_PORT,
		workers: 2,
	} );
	process.env.VITRINE_DEBUG_LOG_MINIMUM = minimum.debugLog;
	await logInAdmin( MINIMUM_URL, MINIMUM_STORAGE_STATE_PATH );

	return async () => {
		server.stop();
		minimumServer.stop();
		mariadb.stop();
		const untagged = [ site, minimum ]
			.map( untaggedLog )
			.filter( Boolean )
			.join( '\n' );
		if ( untagged ) {
			throw new Error(
				`WordPress's debug log has lines from the tests' own requests:\n${ untagged.slice( 0, 4000 ) }`
			);
		}
	};
}
