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

export { TEST_CHROMIUM as CHROMIUM } from '../../tools/chromium.cjs';
