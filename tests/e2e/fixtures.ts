/**
 * The project's `test`: WordPress's e2e fixtures, plus guards every test gets for free.
 * - Any console error or warning, or uncaught page error, on any page a test opens fails it
 *   (React reports hydration mismatches only that way, in its development build).
 * - Any new line in WordPress's debug log (PHP notice, warning, deprecation) fails it: each
 *   worker's requests carry `X-Vitrine-Worker`, and the test site logs them to a file of that
 *   worker's own (tests/e2e/mu-plugins), so another worker's requests never land in a test's
 *   window; what untagged requests log fails the run at its end (global-setup.ts).
 * - `visitor` is a page in a logged-out context; `noScript` one with JavaScript disabled.
 * - `test.use( { inDefaultTheme: true } )` shows a spec's pages (the administrator's, the
 *   visitor's) in the theme a new site on the project's WordPress gets (default-theme.ts).
 * - The project's helpers, by who acts (utils/), as WordPress's own are reached (`admin`,
 *   `editor`, `requestUtils`): `visitorUtils`, `editorUtils`, `a11yUtils`, `contentUtils`,
 *   `userUtils`, `pluginUtils`. A step that acts on a page takes it (a test has several: the
 *   visitor's, one without JavaScript, a phone's), except the editor's, which act on `page`;
 *   the rest they need (the browser, REST, WordPress's editor helpers) comes with the fixture.
 */
/* eslint-disable react-hooks/rules-of-hooks -- Playwright fixtures call `use()`, which is not React's hook. */
import { existsSync, readFileSync, statSync } from 'fs';
import path from 'path';
import type { Browser, BrowserContextOptions, Page } from '@playwright/test';
import {
	RequestUtils,
	test as base,
	expect,
} from '@wordpress/e2e-test-utils-playwright';
import { MINIMUM_URL, pointUtilsAt } from './env';
import { useDefaultTheme } from './default-theme';
import { engine, guardMediaEmulation, needs, needsFor } from './engines';
import { trackRequests } from './network';
import { A11yUtils } from './utils/a11y';
import { ContentUtils } from './utils/content';
import { EditorUtils } from './utils/editor';
import { PluginUtils } from './utils/plugins';
import { UserUtils } from './utils/users';
import { VisitorUtils } from './utils/visitor';
import {
	playwrightEnginePage,
	webDriverEnginePage,
	type EnginePage,
} from './engine-page';
import { startWebKit } from '../../tools/engines/webkit.cjs';

export { expect };

type Problems = string[];

/**
 * A console message known to be noise: a part of its text, or a pattern it matches (where the part
 * alone would say too little, as when only the stack names whose code printed it).
 */
export type Noise = string | RegExp;

/** Console messages that WordPress itself prints and that say nothing about our code. */
const KNOWN_CORE_NOISE = [
	// The e2e utils' own list: jQuery Migrate, and a duplicate #_wpnonce in wp-admin.
	'JQMIGRATE',
	'elements with non-unique id #_wpnonce',
	// WordPress 7.1's post editor warns about core's own global-styles custom properties on
	// every load, with Vitrine and WooCommerce both inactive (checked on the test site).
	'global-styles-css-custom-properties-inline-css was added to the iframe incorrectly',
	// WooCommerce 11.0.1's Mini-Cart markup (hooked into block themes' headers) uses the
	// `data-wp-init--…` form that WordPress 7.1's Interactivity runtime warns about; the same
	// with Vitrine inactive.
	'The usage of data-wp-init--mark-as-hydrated (two hyphens for unique ID) is deprecated',
];

/**
 * Watches a page for the problems every test fails on: console errors and warnings (but known core
 * noise), page errors and 5xx answers, each pushed to `problems`.
 *
 * @param page      The page.
 * @param problems  Where they go.
 * @param tolerated Console messages that are known, documented core noise for this page.
 */
export function watchPage(
	page: Page,
	problems: Problems,
	tolerated: Noise[] = []
): void {
	trackRequests( page );
	page.on( 'console', ( message ) => {
		const type = message.type();
		const text = message.text();
		if (
			( type === 'error' || type === 'warning' ) &&
			! [ ...KNOWN_CORE_NOISE, ...tolerated ].some( ( noise ) =>
				typeof noise === 'string'
					? text.includes( noise )
					: noise.test( text )
			)
		) {
			const source = message.location().url;
			problems.push(
				`console.${ type } on ${ page.url() }: ${ text }${ source ? ` (${ source })` : '' }`
			);
		}
	} );
	page.on( 'response', ( response ) => {
		if ( response.status() >= 500 ) {
			problems.push(
				`HTTP ${ response.status() } for ${ response.url() }`
			);
		}
	} );
	page.on( 'pageerror', ( error ) => {
		problems.push( `page error on ${ page.url() }: ${ error.message }` );
	} );
}

export const LOGGED_OUT = { cookies: [], origins: [] };

/**
 * Runs in each guarded page before its own scripts: keeps the scripts added to <head> with a
 * `src` (the islands loader's view chains) in `window.vitrineScriptsLoading` until each has run,
 * so that startEveryView (utils/visitor.ts) waits for a view whose chain is still running on a busy main
 * thread, rather than taking a quiet network for a finished start. The loader adds a chain's next
 * script from the previous one's load handler, before this one's runs: the set never empties
 * while a chain goes on.
 */
function trackViewScripts() {
	const loading = new Set< HTMLScriptElement >();
	(
		window as unknown as { vitrineScriptsLoading: typeof loading }
	 ).vitrineScriptsLoading = loading;
	const track = ( records: MutationRecord[] ) =>
		records.forEach( ( record ) =>
			record.addedNodes.forEach( ( node ) => {
				if ( node instanceof HTMLScriptElement && node.src ) {
					loading.add( node );
					const ran = () => loading.delete( node );
					node.addEventListener( 'load', ran );
					node.addEventListener( 'error', ran );
				}
			} )
		);
	const watchHead = () => {
		if ( ! document.head ) {
			return false;
		}
		new MutationObserver( track ).observe( document.head, {
			childList: true,
		} );
		return true;
	};
	if ( ! watchHead() ) {
		const untilHead = new MutationObserver( () => {
			if ( watchHead() ) {
				untilHead.disconnect();
			}
		} );
		untilHead.observe( document, { childList: true, subtree: true } );
	}
}

/**
 * A page in a context of its own (logged out unless `options` say otherwise), watched like every
 * other page; `close()` closes it and fails the test on anything it saw.
 *
 * @param browser   The browser.
 * @param options   Context options (storage state, base URL, reduced motion, JavaScript).
 * @param tolerated Console messages that are known, documented core noise for this page.
 */
export async function openGuardedPage(
	browser: Browser,
	options: BrowserContextOptions = {},
	tolerated: Noise[] = []
): Promise< { page: Page; close: () => Promise< void > } > {
	needsFor( options );
	const context = await browser.newContext( {
		storageState: LOGGED_OUT,
		...options,
	} );
	await context.addInitScript( trackViewScripts );
	const page = await context.newPage();
	guardMediaEmulation( page );
	const problems: Problems = [];
	watchPage( page, problems, tolerated );
	return {
		page,
		close: async () => {
			await context.close();
			expect(
				problems,
				'console errors, warnings or page errors'
			).toEqual( [] );
		},
	};
}

async function guardedPage(
	browser: Browser,
	options: BrowserContextOptions,
	use: ( page: Page ) => Promise< void >,
	theme: { inDefaultTheme: boolean; baseURL?: string }
) {
	const { page, close } = await openGuardedPage( browser, options );
	if ( theme.inDefaultTheme ) {
		await useDefaultTheme( page.context(), theme.baseURL );
	}
	await use( page );
	await close();
}

/**
 * The debug log of one worker's requests (see the mu-plugin's X-Vitrine-Worker) on a project's
 * site, or '' when the site keeps none.
 * @param worker  The worker's index.
 * @param baseURL The project's site (the 7.1 site's unless it is the minimum's).
 */
export function workerDebugLog( worker: number, baseURL?: string ): string {
	const log =
		baseURL === MINIMUM_URL
			? process.env.VITRINE_DEBUG_LOG_MINIMUM
			: process.env.VITRINE_DEBUG_LOG;
	return log
		? path.join( path.dirname( log ), `debug-worker-${ worker }.log` )
		: '';
}

const WORKER = { scope: 'worker' } as const;

function debugLogSize( log: string ): number {
	return log && existsSync( log ) ? statSync( log ).size : 0;
}

export const test = base.extend<
	{
		inDefaultTheme: boolean;
		visitor: Page;
		noScript: Page;
		enginePage: EnginePage;
		phpLog: void;
		editorUtils: EditorUtils;
	},
	{
		a11yUtils: A11yUtils;
		contentUtils: ContentUtils;
		pluginUtils: PluginUtils;
		userUtils: UserUtils;
		visitorUtils: VisitorUtils;
		webKit: Awaited< ReturnType< typeof startWebKit > > | null;
	}
>( {
	inDefaultTheme: [ false, { option: true } ],
	// One per worker, as WordPress's `requestUtils` is (a worker's own fixtures use them too);
	// only the editor's steps, which act in the test's editor, are per test.
	a11yUtils: [ async ( {}, use ) => use( new A11yUtils() ), WORKER ],
	contentUtils: [
		async ( { requestUtils }, use ) =>
			use( new ContentUtils( requestUtils ) ),
		WORKER,
	],
	pluginUtils: [ async ( {}, use ) => use( new PluginUtils() ), WORKER ],
	userUtils: [
		async ( { requestUtils }, use ) => use( new UserUtils( requestUtils ) ),
		WORKER,
	],
	visitorUtils: [
		async ( { browser }, use ) => use( new VisitorUtils( browser ) ),
		WORKER,
	],
	// The block editor's specs run in Chromium (tests/e2e/engines.ts).
	editor: async ( { editor }, use ) => {
		needs( 'editor' );
		await use( editor );
	},
	editorUtils: async (
		{ admin, editor, page, contentUtils, visitorUtils },
		use
	) =>
		use(
			new EditorUtils( {
				admin,
				editor,
				page,
				contentUtils,
				visitorUtils,
			} )
		),
	// The administrator's REST helpers on the project's own site, with its saved session (the
	// utils' own fixture reads one session file, the 7.1 site's, for every project).
	requestUtils: [
		async ( {}, use, workerInfo ) => {
			const { baseURL, storageState } = workerInfo.project.use;
			if ( baseURL ) {
				pointUtilsAt( baseURL );
			}
			await use(
				await RequestUtils.setup( {
					baseURL,
					// A path in every project (the config's `use`, or the minimum's own).
					storageStatePath: storageState as string,
				} )
			);
		},
		// As the utils register it (an override must keep the scope and `auto`, which the
		// override's type leaves out).
		{ scope: 'worker', auto: true } as { scope: 'worker' },
	],
	// Every request of this worker's browser contexts names the worker (see phpLog).
	extraHTTPHeaders: async ( { extraHTTPHeaders }, use, testInfo ) => {
		await use( {
			...extraHTTPHeaders,
			'X-Vitrine-Worker': String( testInfo.workerIndex ),
		} );
	},
	page: async ( { page, inDefaultTheme, baseURL }, use ) => {
		if ( inDefaultTheme ) {
			await useDefaultTheme( page.context(), baseURL );
		}
		const problems: Problems = [];
		watchPage( page, problems );
		guardMediaEmulation( page );
		await use( page );
		expect( problems, 'console errors, warnings or page errors' ).toEqual(
			[]
		);
	},
	visitor: async ( { browser, inDefaultTheme, baseURL }, use ) => {
		await guardedPage( browser, {}, use, { inDefaultTheme, baseURL } );
	},
	// WebKitGTK's driver on a display of its own, in the WebKit project's workers only.
	webKit: [
		async ( {}, use, workerInfo ) => {
			if ( engine( workerInfo.project ) !== 'webkit' ) {
				await use( null );
				return;
			}
			const webKit = await startWebKit();
			await use( webKit );
			webKit.stop();
		},
		WORKER,
	],
	// A visitor's page in the project's engine (tests/e2e/engine-page.ts): in WebKit a MiniBrowser
	// window of its own (its own cookies), elsewhere the guarded visitor page.
	enginePage: async ( { browser, webKit, baseURL }, use, testInfo ) => {
		if ( webKit ) {
			const session = await webKit.session( {
				width: 1280,
				height: 800,
			} );
			await use( webDriverEnginePage( session ) );
			await session.close();
			return;
		}
		await guardedPage(
			browser,
			{},
			( page ) =>
				use( playwrightEnginePage( page, engine( testInfo.project ) ) ),
			{ inDefaultTheme: false, baseURL }
		);
	},
	noScript: async ( { browser, inDefaultTheme, baseURL }, use ) => {
		await guardedPage( browser, { javaScriptEnabled: false }, use, {
			inDefaultTheme,
			baseURL,
		} );
	},
	phpLog: [
		async ( {}, use, testInfo ) => {
			const log = workerDebugLog(
				testInfo.workerIndex,
				testInfo.project.use.baseURL
			);
			const before = debugLogSize( log );
			await use();
			const added =
				log && existsSync( log )
					? readFileSync( log, 'utf8' ).slice( before )
					: '';
			expect( added, 'new lines in the WordPress debug log' ).toBe( '' );
		},
		{ auto: true },
	],
} );
