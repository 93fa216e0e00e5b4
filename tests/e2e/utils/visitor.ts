/**
 * Steps a visitor's page takes: scrolling, reaching blocks, waiting for their views, a fake
 * clock, the requests it makes.
 */
import type {
	Browser,
	BrowserContextOptions,
	Locator,
	Page,
} from '@playwright/test';
import { expect, openGuardedPage } from '../fixtures';
import { BASE_URL } from '../env';
import { LIGHT_COOKIE } from '../../../src/shared/color-mode';
import { networkSettled } from '../network';

/** A visitor's choice of dark under the light default (CM-2), as the colour-mode cookie keeps it. */
export const DARK_CHOICE = { name: LIGHT_COOKIE, value: 'dark', url: BASE_URL };

/**
 * Scrolls down the whole page and back up in wheel steps, as a reader does: every view that
 * starts near the viewport (src/lifecycle) has started once it returns.
 *
 * @param page The page.
 */
async function scrollThrough( page: Page ) {
	const height = await page.evaluate( () => document.body.scrollHeight );
	for ( let y = 0; y < height; y += 400 ) {
		await page.mouse.wheel( 0, 400 );
		// A wait outside the page: a test may have frozen its clock, and with it every frame.
		await page.waitForTimeout( 50 );
	}
	await page.evaluate( () => window.scrollTo( 0, 0 ) );
}

/**
 * Starts the views of blocks that start on interaction (src/lifecycle), the way a visitor
 * does: by focusing a control inside the first one.
 *
 * @param page     The page.
 * @param selector The blocks' wrapper selector.
 */
async function focusToStart( page: Page, selector: string ) {
	await page
		.locator( selector )
		.first()
		.locator( 'button, a[href]' )
		.first()
		.focus();
}

/**
 * Opens a URL in a guarded page under reduced motion, scrolls through it and returns the view
 * scripts it requested: blocks that only animate must request none.
 *
 * @param browser The browser.
 * @param url     The page to open.
 * @param view    What the view script's address contains.
 * @return The page, the matching requests and close().
 */
async function openReducedMotion(
	browser: Browser,
	url: string,
	view: RegExp
) {
	const opened = await openGuardedPage( browser, {
		reducedMotion: 'reduce',
	} );
	const requested: string[] = [];
	opened.page.on( 'request', ( request ) => {
		if ( view.test( request.url() ) ) {
			requested.push( request.url() );
		}
	} );
	await opened.page.goto( url, { waitUntil: 'load' } );
	await scrollThrough( opened.page );
	return { ...opened, requested };
}

/**
 * Waits until every block matching the selector is hydrated.
 *
 * @param page     The page.
 * @param selector The blocks' wrapper selector.
 * @param count    How many there are.
 */
async function waitForHydration( page: Page, selector: string, count: number ) {
	await expect(
		page.locator( `${ selector }[data-vitrine-hydrated="true"]` )
	).toHaveCount( count );
}

/**
 * Waits until the appear motion (src/shared/appear-motion.ts) has taken charge of every block
 * matching the selector: each says where its animation stands, before any React.
 *
 * @param page     The page.
 * @param selector The blocks' wrapper selector.
 * @param count    How many there are.
 */
async function waitForMotion( page: Page, selector: string, count: number ) {
	await expect(
		page.locator( `${ selector }[data-vitrine-motion]` )
	).toHaveCount( count );
}

/**
 * The skin the page's stylesheets apply (SW-1: each skin names itself in a custom property).
 * @param page The page.
 */
function shownSkin( page: Page ): Promise< string > {
	return page.evaluate( () =>
		getComputedStyle( document.documentElement )
			.getPropertyValue( '--vitrine-skin' )
			.trim()
	);
}

/**
 * The addresses a page requests from now on that match a pattern (a live list).
 *
 * @param page    The page.
 * @param pattern What the addresses contain.
 */
function recordRequests( page: Page, pattern: RegExp ): string[] {
	const requested: string[] = [];
	page.on( 'request', ( request ) => {
		if ( pattern.test( request.url() ) ) {
			requested.push( request.url() );
		}
	} );
	return requested;
}

/**
 * A pointer passing over every block the selector finds, without resting on any (a hover would
 * hold a slider's autoplay): each view that waits for a visitor starts. The islands loader
 * listens in the capture phase, so the event need not bubble.
 *
 * @param page     The page.
 * @param selector The blocks' wrapper selector.
 */
async function reachBlocks( page: Page, selector: string ) {
	await page.waitForLoadState( 'load' );
	await page
		.locator( selector )
		.evaluateAll( ( blocks ) =>
			blocks.forEach( ( block ) =>
				block.dispatchEvent( new PointerEvent( 'pointerover' ) )
			)
		);
}

/**
 * Reaches a block with the pointer, as a visitor does, and waits for its React view to hydrate
 * (blocks that only animate start it so: src/shared/appear-motion.ts).
 *
 * @param block The block's wrapper.
 */
async function hydrateByPointer( block: Locator ) {
	await block.hover();
	await expect( block ).toHaveAttribute( 'data-vitrine-hydrated', 'true' );
}

/**
 * Opens a post and waits until the given blocks on it have hydrated.
 *
 * @param page     The page to open it in.
 * @param postId   The post.
 * @param selector The blocks' wrapper selector.
 * @param count    How many there are.
 * @param startOn  How their view starts: `near` (on its own), `focus` (see focusToStart) or
 *                 `pointer` (a view that waits for a visitor: see reachBlocks).
 * @return The blocks.
 */
async function visitPost(
	page: Page,
	postId: number,
	selector: string,
	count = 1,
	startOn: 'near' | 'focus' | 'pointer' = 'near'
): Promise< Locator > {
	await page.goto( `/?p=${ postId }` );
	if ( startOn === 'focus' ) {
		await focusToStart( page, selector );
	}
	if ( startOn === 'pointer' ) {
		await reachBlocks( page, selector );
	}
	await waitForHydration( page, selector, count );
	return page.locator( selector );
}

/**
 * Opens a URL in a guarded page of its own (see openGuardedPage) and waits for hydration.
 *
 * @param browser  The browser.
 * @param url      The page to open.
 * @param selector The blocks' wrapper selector.
 * @param count    How many blocks hydrate.
 * @param options  Context options, such as reduced motion.
 * @param startOn  How their view starts: `near` (on its own), `focus` (see focusToStart) or
 *                 `pointer` (see reachBlocks).
 * @return The page and its close().
 */
async function openHydrated(
	browser: Browser,
	url: string,
	selector: string,
	count: number,
	options: BrowserContextOptions,
	startOn: 'near' | 'focus' | 'pointer' = 'near'
) {
	const opened = await openGuardedPage( browser, options );
	await opened.page.goto( url );
	if ( startOn === 'focus' ) {
		await focusToStart( opened.page, selector );
	}
	if ( startOn === 'pointer' ) {
		await reachBlocks( opened.page, selector );
	}
	await waitForHydration( opened.page, selector, count );
	return opened;
}

/**
 * Starts every view on the page the way visitors do: each block scrolled into view, then a pointer
 * over each block that starts on interaction; returns once every view's scripts have run, none
 * is left hydrating and at least one has hydrated.
 *
 * @param page   The visitor's page.
 * @param blocks The blocks to scroll to (the post's top-level Vitrine blocks unless told).
 */
async function startEveryView(
	page: Page,
	blocks = ':is(.wp-block-post-content, .entry-content) > [class*="wp-block-vitrine-"]'
) {
	// Each block into view in turn, inside the page (a megabyte of text makes a page too tall to
	// scroll through step by step).
	await page.evaluate( async ( selector ) => {
		for ( const block of Array.from(
			document.querySelectorAll( selector )
		) ) {
			block.scrollIntoView();
			await new Promise( ( resolve ) => setTimeout( resolve, 50 ) );
		}
	}, blocks );
	const interactive: string[] = await page.evaluate( () => {
		const manifest = JSON.parse(
			document.getElementById( 'vitrine-islands' )?.textContent ?? '{}'
		);
		return ( manifest.i ?? [] )
			.filter( ( island: string[] ) => island[ 1 ] === 'interaction' )
			.map( ( island: string[] ) => island[ 0 ] );
	} );
	// The loader listens in the capture phase, so a pointer passing over each block is enough.
	await page.evaluate( ( selectors ) => {
		for ( const selector of selectors ) {
			document
				.querySelectorAll( selector )
				.forEach( ( block ) =>
					block.dispatchEvent( new PointerEvent( 'pointerover' ) )
				);
		}
	}, interactive );
	// Every view chain started has run (a page of guarded pages tracks them: fixtures.ts), once
	// the frames that deliver the scrolls' intersections have passed.
	await page.evaluate(
		() =>
			new Promise( ( done ) =>
				requestAnimationFrame( () => requestAnimationFrame( done ) )
			)
	);
	await page.waitForFunction( () => {
		const loading = (
			window as unknown as { vitrineScriptsLoading?: Set< unknown > }
		 ).vitrineScriptsLoading;
		if ( ! loading ) {
			throw new Error(
				'startEveryView needs a guarded page (openGuardedPage or the visitor fixture)'
			);
		}
		return loading.size === 0;
	} );
	await networkSettled( page );
	await expect(
		page.locator( '[data-vitrine-hydrated="pending"]' )
	).toHaveCount( 0 );
	await expect(
		page.locator( '[data-vitrine-hydrated="true"]' ).first()
	).toBeAttached();
}

/**
 * Playwright's fake clock (`page.clock.install`) for a page, keeping the browser's navigation
 * timing entry: WordPress 7.1's Interactivity runtime (core's navigation block on every demo page)
 * reads it to know whether the DOM is ready, and the fake clock's `performance` has none.
 *
 * @param page    The page, before it loads.
 * @param options What `page.clock.install` takes.
 */
async function installClock(
	page: Page,
	options?: Parameters< Page[ 'clock' ][ 'install' ] >[ 0 ]
) {
	await page.addInitScript( () => {
		( window as unknown as { vitrineEntries: unknown } ).vitrineEntries =
			performance.getEntriesByType.bind( performance );
	} );
	await page.clock.install( options );
	await page.addInitScript( () => {
		performance.getEntriesByType = (
			window as unknown as {
				vitrineEntries: typeof performance.getEntriesByType;
			}
		 ).vitrineEntries;
	} );
}

/**
 * The `visitorUtils` fixture (fixtures.ts): a visitor's steps above, each on the page it is given
 * (the visitor's, one with JavaScript off, a phone's), and pages of their own from the browser.
 */
export class VisitorUtils {
	constructor( private readonly browser: Browser ) {}

	scrollThrough = scrollThrough;
	focusToStart = focusToStart;
	waitForHydration = waitForHydration;
	waitForMotion = waitForMotion;
	shownSkin = shownSkin;
	recordRequests = recordRequests;
	reachBlocks = reachBlocks;
	hydrateByPointer = hydrateByPointer;
	visitPost = visitPost;
	startEveryView = startEveryView;
	installClock = installClock;

	/**
	 * A guarded page of its own under reduced motion, scrolled through (see openReducedMotion).
	 * @param url  The page to open.
	 * @param view What the view script's address contains.
	 */
	openReducedMotion( url: string, view: RegExp ) {
		return openReducedMotion( this.browser, url, view );
	}

	/**
	 * A guarded page of its own, its blocks hydrated (see openHydrated).
	 * @param url      The page to open.
	 * @param selector The blocks' wrapper selector.
	 * @param count    How many blocks hydrate.
	 * @param options  Context options, such as reduced motion.
	 * @param startOn  How their view starts.
	 */
	openHydrated(
		url: string,
		selector: string,
		count: number,
		options: BrowserContextOptions,
		startOn?: 'near' | 'focus' | 'pointer'
	) {
		return openHydrated(
			this.browser,
			url,
			selector,
			count,
			options,
			startOn
		);
	}
}
