/**
 * The engines the visitor-facing specs run in (tests/e2e/playwright.config.ts), and what a spec
 * needs of its engine's driver beyond loading and working pages. Where a driver cannot give it,
 * the test is skipped there with the reason below, which Playwright's report shows and
 * docs/browsers.md lists: never run with a capability silently missing (a reduced-motion test
 * run with motion would prove nothing).
 */
import type { BrowserContextOptions, Page } from '@playwright/test';
import { test } from '@playwright/test';

/** What a test may need of its engine's driver. */
export type Need =
	/** The block editor: its specs are the site editor's, not the visitor's, and stay in Chromium. */
	| 'editor'
	/** Touch input (a finger's start, moves and end, as a phone's screen sends them). */
	| 'touch'
	/** Media features emulated for one page (reduced motion, a dark colour scheme). */
	| 'media'
	/** A page with JavaScript turned off. */
	| 'no-script';

/** Per engine, what its driver cannot give, and why. Chromium (through CDP) gives everything. */
const CANNOT: Record< string, Partial< Record< Need, string > > > = {
	firefox: {
		editor: 'the editor specs run in Chromium (docs/browsers.md)',
		touch: "the sliders' finger sends touches through Chromium's DevTools protocol",
		media: 'Firefox ESR 153\'s WebDriver BiDi has no media emulation (its preferences give "no preference" and light)',
		'no-script':
			"Firefox's WebDriver BiDi cannot turn script off for one context",
	},
};

/**
 * The running test's engine.
 */
export function engine(): string {
	return test.info().project.use.browserName ?? 'chromium';
}

/**
 * Skips the running test where its engine's driver cannot give what it needs.
 *
 * @param wanted What the test needs.
 */
export function needs( ...wanted: Need[] ) {
	for ( const need of wanted ) {
		const why = CANNOT[ engine() ]?.[ need ];
		if ( why ) {
			test.info().skip( true, `${ engine() }: ${ why }` );
		}
	}
}

/**
 * What a new context's options need of the driver.
 *
 * @param options The context's options.
 */
export function contextNeeds( options: BrowserContextOptions ): Need[] {
	return [
		...( options.hasTouch ? [ 'touch' as const ] : [] ),
		...( options.javaScriptEnabled === false
			? [ 'no-script' as const ]
			: [] ),
		...( options.reducedMotion === 'reduce' ||
		options.colorScheme === 'dark' ||
		options.forcedColors === 'active'
			? [ 'media' as const ]
			: [] ),
	];
}

/**
 * Makes a page's media emulation a need: emulating what the engine's browser already reports
 * (no reduced motion, light) is kept, anything else skips the test where the driver cannot.
 *
 * @param page The page.
 */
export function guardMediaEmulation( page: Page ) {
	const emulate = page.emulateMedia.bind( page );
	page.emulateMedia = async ( options = {} ) => {
		needs( ...contextNeeds( options as BrowserContextOptions ) );
		return emulate( options );
	};
}
