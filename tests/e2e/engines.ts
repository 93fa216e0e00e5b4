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
		touch: "the sliders' finger sends touches through Chromium's DevTools protocol, and Playwright's touchscreen over BiDi reaches no Firefox page",
		media: "Firefox ESR 153's WebDriver BiDi has no media emulation",
		'no-script':
			"Firefox's WebDriver BiDi cannot turn script off for one context",
	},
};

/**
 * Where the driver cannot emulate media features, the ones the project's browser reports as
 * started (its preferences): a test gets a page with other features in the project whose browser
 * reports them, and is skipped in the others.
 */
export type BrowserMedia = {
	reducedMotion: 'reduce' | 'no-preference';
	/** The project that runs what this one skips. */
	other: string;
};

/**
 * A project's engine: its `engine` option where Playwright's own browser is not the one tested
 * (WebKit, driven through WebDriver), else Playwright's browser.
 *
 * @param project     The project (the running test's unless given).
 * @param project.use Its options.
 */
export function engine(
	project: { use: object } = test.info().project
): string {
	const use = project.use as { engine?: string; browserName?: string };
	return use.engine ?? use.browserName ?? 'chromium';
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
 * Skips the running test where its engine's driver cannot give what a new context's (or a
 * page's media emulation's) options ask: touch, script off, a dark colour scheme or forced
 * colours, or a motion preference other than the one the project's browser reports.
 *
 * @param options The context's options.
 */
export function needsFor( options: BrowserContextOptions ) {
	needs(
		...( options.hasTouch ? [ 'touch' as const ] : [] ),
		...( options.javaScriptEnabled === false
			? [ 'no-script' as const ]
			: [] ),
		...( options.colorScheme === 'dark' || options.forcedColors === 'active'
			? [ 'media' as const ]
			: [] )
	);
	const media = test.info().project.use as { browserMedia?: BrowserMedia };
	const motion = options.reducedMotion ?? 'no-preference';
	if ( media.browserMedia && media.browserMedia.reducedMotion !== motion ) {
		test.info().skip(
			true,
			`${ engine() }: ${ CANNOT[ engine() ]?.media }; this browser reports ${
				media.browserMedia.reducedMotion
			} motion, the ${ media.browserMedia.other } project's ${ motion }`
		);
	}
}

/**
 * Makes a page's media emulation a need (needsFor()): emulating what the engine's browser
 * already reports is kept, anything else skips the test where the driver cannot.
 *
 * @param page The page.
 */
export function guardMediaEmulation( page: Page ) {
	const emulate = page.emulateMedia.bind( page );
	page.emulateMedia = async ( options = {} ) => {
		needsFor( options as BrowserContextOptions );
		return emulate( options );
	};
}
