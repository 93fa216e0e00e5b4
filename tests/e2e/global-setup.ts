/**
 * Boots the test WordPress once per run: a fresh native-PHP site (6.5.5, SQLite, WP_DEBUG and
 * SCRIPT_DEBUG on, demo content), then logs the admin in once and saves the session.
 */
import { request } from '@playwright/test';
import { RequestUtils } from '@wordpress/e2e-test-utils-playwright';
import { BASE_URL, E2E_PORT, STORAGE_STATE_PATH } from './env';
import { createNativeSite, serveNative } from '../../tools/wp/sites.cjs';

export default async function globalSetup() {
	const site = createNativeSite( {
		name: 'e2e',
		port: E2E_PORT,
		// Serves the WooCommerce fixture pages with test doubles of its scripts.
		testMuPlugins: 'tests/e2e/mu-plugins',
	} );
	const server = await serveNative( site, { port: E2E_PORT, workers: 4 } );
	process.env.VITRINE_DEBUG_LOG = site.debugLog;

	const context = await request.newContext( { baseURL: BASE_URL } );
	const requestUtils = new RequestUtils( context, {
		storageStatePath: STORAGE_STATE_PATH,
	} );
	await requestUtils.setupRest();
	await context.dispose();

	return async () => server.stop();
}
