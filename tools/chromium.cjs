/**
 * How Debian's Chromium is started for tests and the benchmark: headless-friendly, and making no
 * request of its own to the closed network (a browser download is never attempted).
 */
const { existsSync } = require( 'fs' );

const ARGS = [
	'--no-sandbox',
	'--disable-gpu',
	'--disable-quic',
	'--no-first-run',
	'--disable-background-networking',
	'--disable-component-update',
	'--disable-sync',
];

/** The browser visitors run: the benchmark measures with it. */
const CHROMIUM = {
	executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
	args: ARGS,
};

/**
 * Debian's chromium-headless-shell: the same Chromium (Blink, V8, the same version as the
 * browser) built without the browser's window and profile machinery. The e2e suite, which never
 * shows a window, runs on it where it is installed (.ci/run installs it): it took a quarter less
 * processor time than the whole browser for the same tests on two cores.
 */
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
const TEST_CHROMIUM =
	! process.env.CHROMIUM_PATH && existsSync( HEADLESS_SHELL )
		? { executablePath: HEADLESS_SHELL, args: ARGS }
		: CHROMIUM;

module.exports = { CHROMIUM, TEST_CHROMIUM };
