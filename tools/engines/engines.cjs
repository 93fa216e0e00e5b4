/**
 * How the other engines visitors use start for the tests: Firefox (Debian's ESR, driven by
 * Playwright over WebDriver BiDi through tools/engines/firefox-bidi.cjs).
 */
const { existsSync } = require( 'fs' );
const path = require( 'path' );

/** Debian's Firefox ESR (.ci/run installs it). */
const FIREFOX_BINARY = process.env.VITRINE_FIREFOX || '/usr/bin/firefox-esr';

/**
 * Firefox's launch options. Its BiDi has no media emulation yet, so what a test would emulate is
 * set by preference for the whole browser: `reducedMotion` as the visitor's system asks.
 *
 * @param {{ reducedMotion?: boolean }} [media] The media features this browser reports.
 */
function firefoxLaunch( { reducedMotion = false } = {} ) {
	return {
		executablePath: path.join( __dirname, 'firefox-bidi.cjs' ),
		firefoxUserPrefs: {
			'ui.prefersReducedMotion': reducedMotion ? 1 : 0,
			// Light, whatever the machine's theme (2 would follow the system).
			'layout.css.prefers-color-scheme.content-override': 1,
			// A mouse, as on a desktop: headless Firefox finds no pointer and reports
			// `(hover: none)`, as a phone does (a fine pointer, 2, that hovers, 4).
			'ui.primaryPointerCapabilities': 6,
			'ui.allPointerCapabilities': 6,
			// No request of its own to the closed network.
			'app.update.enabled': false,
			'browser.shell.checkDefaultBrowser': false,
			'datareporting.policy.dataSubmissionEnabled': false,
			'toolkit.telemetry.enabled': false,
			'network.captive-portal-service.enabled': false,
			'network.connectivity-service.enabled': false,
		},
	};
}

const hasFirefox = () => existsSync( FIREFOX_BINARY );

module.exports = { FIREFOX_BINARY, firefoxLaunch, hasFirefox };
