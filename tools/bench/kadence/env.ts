/**
 * Where the capture site lives. Set before the WordPress e2e utils load: they read these.
 */
import path from 'path';

export const ROOT = path.resolve( __dirname, '../../..' );
export const CAPTURE_PORT = 8897;
export const CAPTURE_URL = `http://127.0.0.1:${ CAPTURE_PORT }`;
export const STORAGE_STATE = path.join(
	ROOT,
	'artifacts/storage-states/kadence-capture.json'
);

process.env.WP_BASE_URL = CAPTURE_URL;
process.env.STORAGE_STATE_PATH = STORAGE_STATE;
process.env.WP_ARTIFACTS_PATH ??= path.join( ROOT, 'artifacts' );

export { TEST_CHROMIUM as CHROMIUM } from '../../chromium.cjs';
