import path from 'path';
import { defineConfig } from '@playwright/test';
import { firefoxLaunch, hasFirefox } from '../../tools/engines/engines.cjs';
import { hasWebKit } from '../../tools/engines/webkit.cjs';
import type { BrowserMedia } from './engines';
import {
	BASE_URL,
	CHROMIUM,
	MINIMUM_STORAGE_STATE_PATH,
	MINIMUM_URL,
	ROOT,
	STORAGE_STATE_PATH,
} from './env';

/** The projects on the minimum's site, with its administrator's session. */
const MINIMUM = {
	baseURL: MINIMUM_URL,
	storageState: MINIMUM_STORAGE_STATE_PATH,
};

/**
 * The specs of what visitors meet on served pages, run in Firefox too: each block's behaviour,
 * colour mode and skins before the first paint, dialogs and focus, the lightbox, menus, the shop's
 * Mini-Cart. (The page sweep, the themes' and the optimisers' repeat checks these prove, over
 * every theme, width and mode, in Chromium.) Not yet the classic shop pages' and the Cart and
 * Checkout blocks' specs (shop, block-cart): Playwright's `fill()` over BiDi appends to a number
 * field instead of replacing its value, and they are a third of the run's time (docs/browsers.md).
 */
const FIREFOX_SPECS = [
	'color-mode',
	'countdown',
	'counter',
	'demo-pages',
	'islands',
	'mini-cart',
	'mobile-menu',
	'offcanvas',
	'portfolio',
	'progress-bars',
	'rtl',
	'search-overlay',
	'skill-circles',
	'slider-matrix',
	'sliders',
	'sticky',
	'style-switcher',
];

/** The specs that run in every engine, WebKit included (tests/e2e/engine-page.ts). */
const CROSS_ENGINE = 'cross-engine/**/*.spec.ts';

/**
 * Whether Debian's Firefox ESR and WebKitGTK (WebKitWebDriver, MiniBrowser, Xvfb) are here.
 * .ci/run installs them, and CI fails without them; a developer's machine without one runs the
 * rest, and is told.
 */
const FIREFOX = hasFirefox();
const WEBKIT = hasWebKit();
for ( const [ here, engine, packages ] of [
	[ FIREFOX, 'Firefox ESR', 'firefox-esr' ],
	[ WEBKIT, 'WebKitGTK', 'webkit2gtk-driver xvfb' ],
] as const ) {
	if ( ! here && process.env.CI ) {
		throw new Error(
			`${ engine } is missing: .ci/run installs it (apt-get install ${ packages }).`
		);
	}
	if ( ! here && process.env.TEST_WORKER_INDEX === undefined ) {
		console.warn(
			`${ engine } is not installed (apt-get install ${ packages }): its project does not run.`
		);
	}
}

/** The project options the fixtures read (tests/e2e/engines.ts). */
type EngineOptions = { browserMedia?: BrowserMedia; engine?: string };

export default defineConfig< EngineOptions >( {
	testDir: '.',
	globalSetup: require.resolve( './global-setup' ),
	// Two cores: two workers, and WordPress booted once per run in global setup.
	workers: 2,
	fullyParallel: true,
	forbidOnly: !! process.env.CI,
	// One retry in CI tells a flaky test (failed, then passed) from a broken one, and a flaky
	// test still fails the run: find its cause, never retry it away. npm test prints the count.
	retries: process.env.CI ? 1 : 0,
	failOnFlakyTests: !! process.env.CI,
	timeout: 90_000,
	expect: { timeout: 10_000 },
	reporter: [
		[ 'list' ],
		// Read by tools/test-all.mjs for npm test's summary (passed, flaky, failed, skipped).
		[
			'json',
			{ outputFile: path.join( ROOT, 'artifacts/e2e-results.json' ) },
		],
	],
	outputDir: path.join( ROOT, 'artifacts/test-results' ),
	use: {
		baseURL: BASE_URL,
		headless: true,
		viewport: { width: 1280, height: 800 },
		locale: 'en-US',
		storageState: STORAGE_STATE_PATH,
		actionTimeout: 15_000,
		// A trace (DOM snapshots and a screencast of every action) costs a quarter of the run's
		// time, so it is recorded on the retry of a failed test only: CI's one retry brings it.
		// Locally, `--trace on`.
		trace: 'on-first-retry',
		screenshot: 'only-on-failure',
		launchOptions: CHROMIUM,
	},
	projects: [
		// Site-wide settings, changed one test at a time (each puts back what it changed), and the
		// tests that read the settings wait for them: first, on one worker, while the other starts
		// the smoke tests, whose sites are their own. (Queued after the smoke and release tests,
		// they ran alone for a minute while the other worker had nothing it could start.)
		{
			name: 'site-settings',
			testMatch: 'settings/**/*.spec.ts',
			workers: 1,
		},
		// Then, since they are the longest tests, each booting a site of its own (Playground's
		// take minutes): started last, they would keep one worker busy while the other waited.
		// `npm start` itself, and the live preview on the oldest and newest PHP.
		{ name: 'smoke', testMatch: 'smoke/**/*.spec.ts' },
		// The plugin as it ships: vitrine.zip uploaded, used and deleted on a bare WordPress 7.1.
		{ name: 'release', testMatch: 'release/**/*.spec.ts' },
		// The site-wide tests that have a meaning on the minimum's own site (tests/e2e/global-setup.ts):
		// the Site Editor's header and footer parts in its default theme, Twenty Twenty-Four, the
		// mobile menu's breakpoint, and every demo page clean. One at a time, as on 7.1; after the
		// attack suite there (a saved header part would be in its pages, and its posts in the demo
		// pages' post slider), before the editor tests (whose pages would show it). Listed before
		// the 7.1 specs, so it starts with them, on one worker, and the phase ends on their short
		// tests.
		{
			name: 'site-settings-6.5',
			dependencies: [ 'security-6.5' ],
			testMatch: [
				'settings/site-editor.spec.ts',
				'settings/menu-breakpoint.spec.ts',
				'minimum/demo-pages.spec.ts',
			],
			workers: 1,
			use: MINIMUM,
		},
		// The whole suite on WordPress 7.1, the shop specs on the real WooCommerce
		// (tests/e2e/global-setup.ts).
		{
			name: 'wordpress-7.1',
			testMatch: [ 'specs/**/*.spec.ts', CROSS_ENGINE ],
			dependencies: [ 'site-settings' ],
		},
		// The editor as site editors on the minimum meet it: blocks inserted empty, the canvas
		// against the page (its Image editor sizes pictures its own way) on the minimum's own demo
		// pages, the transforms from core blocks and the inserter's previews. After the attack
		// suite there, whose posts would be a new post slider's latest, and the site-wide tests.
		// Beside the 7.1 attack suite, listed before it: its longer tests start the phase and the
		// attack suite's short ones end it.
		{
			name: 'editor-6.5',
			dependencies: [ 'site-settings-6.5' ],
			testMatch: [
				'specs/inserted-blocks.spec.ts',
				'specs/editor-matches-page.spec.ts',
				'specs/transforms.spec.ts',
				'specs/inserter-previews.spec.ts',
				// Sliders under a finger: their engine on the minimum's own markup and scripts.
				'specs/slider-touch.spec.ts',
				// The islands manifest, read from the minimum's own script registry.
				'specs/islands-manifest.spec.ts',
			],
			use: MINIMUM,
		},
		// The attack suite (SPEC §7): hostile values in every block, saved by low roles. After
		// the block specs: its posts would become the post slider's latest posts.
		{
			name: 'security',
			testMatch: 'security/**/*.spec.ts',
			dependencies: [
				'wordpress-7.1',
				...( FIREFOX ? [ 'firefox', 'firefox-reduced-motion' ] : [] ),
				...( WEBKIT ? [ 'webkit' ] : [] ),
			],
		},
		// What visitors meet, again in Firefox (Debian's ESR over WebDriver BiDi: tools/engines/):
		// every spec of served pages' behaviour, from the same files. The editor's specs and the
		// sweeps that repeat proven checks over every theme, width and mode stay in Chromium; a
		// test that needs what Firefox's driver cannot give is skipped with the reason
		// (tests/e2e/engines.ts). After the site-wide settings, as the 7.1 specs.
		...( FIREFOX
			? [
					{
						name: 'firefox',
						testMatch: [
							...FIREFOX_SPECS.map(
								( spec ) => `specs/${ spec }.spec.ts`
							),
							CROSS_ENGINE,
						],
						dependencies: [ 'site-settings' ],
						use: {
							browserName: 'firefox' as const,
							channel: 'moz-firefox',
							launchOptions: firefoxLaunch(),
							browserMedia: {
								reducedMotion: 'no-preference' as const,
								other: 'firefox-reduced-motion',
							},
						},
					},
					// The same specs in a Firefox whose preferences reduce motion: its BiDi cannot
					// emulate it for one page, so each Firefox runs the tests whose pages ask for its
					// own preference and skips the others as they ask (tests/e2e/engines.ts), at
					// once. Here that runs the reduced-motion tests, and the colour mode's and the
					// sliders' breakpoints', whose pages it settles; the few tests that open no page
					// run in both.
					{
						name: 'firefox-reduced-motion',
						testMatch: FIREFOX_SPECS.map(
							( spec ) => `specs/${ spec }.spec.ts`
						),
						dependencies: [ 'site-settings' ],
						use: {
							browserName: 'firefox' as const,
							channel: 'moz-firefox',
							launchOptions: firefoxLaunch( {
								reducedMotion: true,
							} ),
							browserMedia: {
								reducedMotion: 'reduce' as const,
								other: 'firefox',
							},
						},
					},
				]
			: [] ),
		// The specs that run in every engine, in WebKit: WebKitGTK's MiniBrowser through
		// WebKitWebDriver, on a virtual display of each worker's own (tools/engines/webkit.cjs).
		...( WEBKIT
			? [
					{
						name: 'webkit',
						testMatch: CROSS_ENGINE,
						dependencies: [ 'site-settings' ],
						use: { engine: 'webkit' },
					},
				]
			: [] ),
		// The attack suite again on the minimum (its site is its own), whose kses and editor read
		// hostile input differently. It waits for nothing, and its short tests fill the first
		// phase's end.
		{
			name: 'security-6.5',
			testMatch: 'minimum/attack.spec.ts',
			use: MINIMUM,
		},
	],
} );
