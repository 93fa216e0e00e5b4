/**
 * Where the test site lives and how Chromium starts. Set before anything imports the WordPress
 * e2e utils, which read WP_BASE_URL when they load.
 */
import path from 'path';

export const ROOT = path.resolve( __dirname, '../..' );
export const E2E_PORT = Number( process.env.VITRINE_E2E_PORT || 8890 );

process.env.WP_BASE_URL ??= `http://127.0.0.1:${ E2E_PORT }`;
process.env.WP_ARTIFACTS_PATH ??= path.join( ROOT, 'artifacts' );
process.env.STORAGE_STATE_PATH ??= path.join(
	process.env.WP_ARTIFACTS_PATH,
	'storage-states/admin.json'
);

export const BASE_URL = process.env.WP_BASE_URL;
export const STORAGE_STATE_PATH = process.env.STORAGE_STATE_PATH;

/**
 * The second test site, on the minimum the plugin header claims (WordPress 6.5.5, no shop), booted
 * by the same global setup for the projects that run there (the attack suite's second run), and
 * its administrator's session.
 */
export const MINIMUM_PORT = 8899;
export const MINIMUM_URL = `http://127.0.0.1:${ MINIMUM_PORT }`;
export const MINIMUM_STORAGE_STATE_PATH = path.join(
	process.env.WP_ARTIFACTS_PATH,
	'storage-states/admin-minimum.json'
);

/**
 * Points WordPress's e2e utils at a site. They read WP_BASE_URL once, as they load, and look for
 * the REST API's root there whatever base URL a RequestUtils is given, so the minimum's project
 * sets it in its own workers (tests/e2e/fixtures.ts) and the global setup while it logs in there.
 *
 * @param baseURL The site.
 */
export function pointUtilsAt( baseURL: string ) {
	const config = require(
		path.join(
			path.dirname(
				require.resolve( '@wordpress/e2e-test-utils-playwright' )
			),
			'config.js'
		)
	);
	config.WP_BASE_URL = baseURL;
}

export { TEST_CHROMIUM as CHROMIUM } from '../../tools/chromium.cjs';
