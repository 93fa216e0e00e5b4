/**
 * `npm run bench:kadence`: builds each bench section with Kadence Blocks in the real editor, once,
 * and saves its markup as bench/kadence/<slug>.html (capture.spec.ts). Not part of `npm test`:
 * the fixtures are committed, and `npm run bench` publishes them beside Vitrine's.
 */
import path from 'path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM, CAPTURE_URL, ROOT, STORAGE_STATE } from './env';

export default defineConfig( {
	testDir: '.',
	testMatch: 'capture.spec.ts',
	globalSetup: require.resolve( './global-setup' ),
	workers: 1,
	timeout: 120_000,
	reporter: 'list',
	outputDir: path.join( ROOT, 'artifacts/kadence-capture' ),
	use: {
		baseURL: CAPTURE_URL,
		viewport: { width: 1400, height: 900 },
		storageState: STORAGE_STATE,
		launchOptions: CHROMIUM,
	},
} );
