/**
 * Boots the test WordPress once per run: a fresh native-PHP site on WordPress 7.1 (MariaDB,
 * WP_DEBUG and SCRIPT_DEBUG on, demo content) with the real WooCommerce, Storefront and the demo
 * store, then logs the admin in once and saves the session. Where 7.1 or WooCommerce cannot be
 * found (tools/wp/resolve.cjs says why in one line), CI fails; a local run goes on with what it
 * has and the specs that need the missing part say they were skipped.
 */
import { execFileSync } from 'child_process';
import { existsSync, readFileSync } from 'fs';
import { request } from '@playwright/test';
import { RequestUtils } from '@wordpress/e2e-test-utils-playwright';
import { BASE_URL, E2E_PORT, ROOT, STORAGE_STATE_PATH } from './env';
import {
	WORDPRESS,
	createNativeSite,
	newestAvailable,
	serveNative,
} from '../../tools/wp/sites.cjs';
import { startMariaDB } from '../../tools/wp/mariadb.cjs';

export default async function globalSetup() {
	// VITRINE_E2E_ON=6.5 runs a project on the minimum instead (say, the attack suite).
	let version = process.env.CI ? WORDPRESS.current : newestAvailable();
	if ( process.env.VITRINE_E2E_ON === WORDPRESS.minimum ) {
		version = WORDPRESS.minimum;
	}
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
	} );
	// WooCommerce 11 needs WordPress 6.9, so a run on the minimum has no shop by design.
	if ( process.env.CI && version !== WORDPRESS.minimum && ! site.shop ) {
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
	process.env.VITRINE_DEBUG_LOG = site.debugLog;
	process.env.VITRINE_E2E_SITE_DIR = site.siteDir;
	process.env.VITRINE_E2E_WORDPRESS = site.version;
	process.env.VITRINE_E2E_SHOP = site.shop ? '1' : '';

	const context = await request.newContext( { baseURL: BASE_URL } );
	const requestUtils = new RequestUtils( context, {
		storageStatePath: STORAGE_STATE_PATH,
	} );
	await requestUtils.setupRest();
	await context.dispose();

	return async () => {
		server.stop();
		mariadb.stop();
		// Requests that name no worker (REST calls of the tests' request helpers) log here; each
		// worker's pages log to their own file, which its tests watch (tests/e2e/fixtures.ts).
		const untagged = existsSync( site.debugLog )
			? readFileSync( site.debugLog, 'utf8' )
			: '';
		if ( untagged ) {
			throw new Error(
				`WordPress's debug log has lines from the tests' own requests:\n${ untagged.slice( 0, 4000 ) }`
			);
		}
	};
}
