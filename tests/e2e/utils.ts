/**
 * Steps several block specs take the same way.
 */
import { readFileSync } from 'fs';
import AxeBuilder from '@axe-core/playwright';
import path from 'path';
import type {
	APIRequestContext,
	Browser,
	BrowserContextOptions,
	Locator,
	Page,
} from '@playwright/test';
import { RequestUtils } from '@wordpress/e2e-test-utils-playwright';
import type { Admin, Editor } from '@wordpress/e2e-test-utils-playwright';
import { expect, openGuardedPage } from './fixtures';
import { BASE_URL, ROOT } from './env';
import { LIGHT_COOKIE } from '../../src/shared/color-mode';
import { networkSettled } from './network';

import { insertFromInserter } from './inserter';

export { insertFromInserter };
export { switchCookies } from './switches';

/** A visitor's choice of dark under the light default (CM-2), as the colour-mode cookie keeps it. */
export const DARK_CHOICE = { name: LIGHT_COOKIE, value: 'dark', url: BASE_URL };

/**
 * Every published page's address, as the REST API lists them (the demo's and the shop's), after
 * checking the site has more than a couple.
 *
 * @param requestUtils WordPress's REST helpers.
 */
export async function publishedPageLinks(
	requestUtils: RequestUtils
): Promise< string[] > {
	const pages: Array< { link: string } > = await requestUtils.rest( {
		path: '/wp/v2/pages',
		params: { per_page: 100, status: 'publish', _fields: 'link' },
	} );
	expect( pages.length ).toBeGreaterThan( 2 );
	return pages.map( ( { link } ) => link );
}

/**
 * Publishes a post whose content is one of a block's saved-markup fixtures.
 *
 * @param requestUtils WordPress's REST helpers.
 * @param block        Block folder name, such as `counter`.
 * @param fixture      Fixture name, such as `hostile`.
 */
export async function publishFixture(
	requestUtils: RequestUtils,
	block: string,
	fixture: string
) {
	const content = readFileSync(
		path.join(
			ROOT,
			`src/blocks/${ block }/test/fixtures/${ fixture }.html`
		),
		'utf8'
	);
	return requestUtils.createPost( {
		title: `${ block } ${ fixture }`,
		content,
		status: 'publish',
		date_gmt: new Date().toISOString(),
	} );
}

/**
 * Scrolls down the whole page and back up in wheel steps, as a reader does: every view that
 * starts near the viewport (src/view/islands) has started once it returns.
 *
 * @param page The page.
 */
export async function scrollThrough( page: Page ) {
	const height = await page.evaluate( () => document.body.scrollHeight );
	for ( let y = 0; y < height; y += 400 ) {
		await page.mouse.wheel( 0, 400 );
		// A wait outside the page: a test may have frozen its clock, and with it every frame.
		await page.waitForTimeout( 50 );
	}
	await page.evaluate( () => window.scrollTo( 0, 0 ) );
}

/**
 * Starts the views of blocks that start on interaction (src/view/islands), the way a visitor
 * does: by focusing a control inside the first one.
 *
 * @param page     The page.
 * @param selector The blocks' wrapper selector.
 */
export async function focusToStart( page: Page, selector: string ) {
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
export async function openReducedMotion(
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
export async function waitForHydration(
	page: Page,
	selector: string,
	count: number
) {
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
export async function waitForMotion(
	page: Page,
	selector: string,
	count: number
) {
	await expect(
		page.locator( `${ selector }[data-vitrine-motion]` )
	).toHaveCount( count );
}

/**
 * The skin the page's stylesheets apply (SW-1: each skin names itself in a custom property).
 * @param page The page.
 */
export function shownSkin( page: Page ): Promise< string > {
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
export function recordRequests( page: Page, pattern: RegExp ): string[] {
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
export async function reachBlocks( page: Page, selector: string ) {
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
export async function hydrateByPointer( block: Locator ) {
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
export async function visitPost(
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
export async function openHydrated(
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
 * Publishes the post being edited, reloads the editor and checks the saved markup still
 * validates against save() (WordPress would otherwise offer to "attempt recovery").
 *
 * @param editor   WordPress's editor helpers.
 * @param page     The editor page.
 * @param reopened Something that must be visible in the reopened editor.
 * @return The post's ID.
 */
export async function publishAndReopen(
	editor: Editor,
	page: Page,
	reopened: Locator
) {
	const postId = await editor.publishPost();
	expect( postId, 'the published post’s ID' ).toBeTruthy();
	await page.reload();
	await expect( reopened ).toBeVisible();
	await expect(
		editor.canvas.getByText( 'unexpected or invalid content' )
	).toHaveCount( 0 );
	return postId as number;
}

/**
 * Opens a post in the editor and checks that the block explains each change it made to hostile
 * attributes, and that its markup still validates.
 *
 * @param admin    WordPress's admin helpers.
 * @param editor   WordPress's editor helpers.
 * @param postId   The post.
 * @param messages The explanations expected on the canvas.
 */
export async function expectEditorExplains(
	admin: Admin,
	editor: Editor,
	postId: number,
	messages: string[]
) {
	await admin.editPost( postId );
	for ( const message of messages ) {
		await expect( editor.canvas.getByText( message ) ).toBeVisible();
	}
	await expect(
		editor.canvas.getByText( 'unexpected or invalid content' )
	).toHaveCount( 0 );
}

/**
 * Starts a new post with one block inserted through the inserter, and opens its settings.
 *
 * @param admin     WordPress's admin helpers.
 * @param editor    WordPress's editor helpers.
 * @param page      The editor page.
 * @param title     The block's title in the inserter.
 * @param postTitle The new post's title.
 * @return The settings sidebar.
 */
export async function startPostWithBlock(
	admin: Admin,
	editor: Editor,
	page: Page,
	title: string,
	postTitle: string
): Promise< Locator > {
	await admin.createNewPost( { title: postTitle } );
	await insertFromInserter( page, title );
	await editor.openDocumentSettingsSidebar();
	return page.getByRole( 'region', { name: 'Editor settings' } );
}

/**
 * Adds an item in the shared labelled-values panel (bars, circles) and fills it in.
 *
 * @param sidebar   The settings sidebar.
 * @param addButton The add button's name ("Add bar").
 * @param label     The new item's label.
 * @param value     The new item's value, as typed.
 */
export async function addLabelledValue(
	sidebar: Locator,
	addButton: string,
	label: string,
	value: string
) {
	await sidebar.getByRole( 'button', { name: addButton } ).click();
	await sidebar
		.getByRole( 'textbox', { name: 'Label' } )
		.last()
		.fill( label );
	await sidebar
		.getByRole( 'spinbutton', { name: 'Value (%)' } )
		.last()
		.fill( value );
}

/**
 * Publishes a block's `hostile` fixture, checks that the editor explains each change it made, and
 * opens the post as a visitor once the block has hydrated.
 *
 * @param pages              The test's pages and helpers.
 * @param pages.admin        WordPress's admin helpers.
 * @param pages.editor       WordPress's editor helpers.
 * @param pages.requestUtils WordPress's REST helpers.
 * @param pages.visitor      The logged-out visitor's page.
 * @param block              Block folder name, such as `counter`.
 * @param messages           The explanations expected on the canvas.
 * @param startOn            How its view starts (see visitPost).
 * @return The block as the visitor sees it.
 */
export async function visitHostileFixture(
	{
		admin,
		editor,
		requestUtils,
		visitor,
	}: {
		admin: Admin;
		editor: Editor;
		requestUtils: RequestUtils;
		visitor: Page;
	},
	block: string,
	messages: string[],
	startOn: 'near' | 'focus' | 'pointer' = 'near'
): Promise< Locator > {
	const post = await publishFixture( requestUtils, block, 'hostile' );
	await expectEditorExplains( admin, editor, post.id, messages );
	return visitPost(
		visitor,
		post.id,
		`.wp-block-vitrine-${ block }`,
		1,
		startOn
	);
}

/**
 * The violations of axe's WCAG 2.2 AA rules, each with the elements it found, so a failure says
 * what to fix.
 *
 * @param page     The page, in the state to check (a dialog open, a filter chosen…).
 * @param include  Only these elements (selectors), when the rest of the page is someone else's.
 * @param skipping Rules left out, when what they check is someone else's (say why at the call).
 * @param only     These rules alone (contrast on another theme's content), not every WCAG rule.
 */
export async function axeViolations(
	page: Page,
	include: string[] = [],
	skipping: string[] = [],
	only: string[] = []
): Promise< string[] > {
	const builder = new AxeBuilder( { page } )
		// Only violations are read: axe skips collecting the elements that pass each rule.
		// (First: options() replaces what withTags() and withRules() set.)
		.options( { resultTypes: [ 'violations' ] } )
		// axe.run() in the page itself: the default opens a blank page to merge each frame's
		// results, which doubled every check's time. Our pages hold no cross-origin frame, the one
		// thing that needs it.
		.setLegacyMode( true );
	if ( only.length ) {
		builder.withRules( only );
	} else {
		builder.withTags( [
			'wcag2a',
			'wcag2aa',
			'wcag21a',
			'wcag21aa',
			'wcag22aa',
		] );
	}
	include.forEach( ( selector ) => builder.include( selector ) );
	if ( skipping.length ) {
		builder.disableRules( skipping );
	}
	const results = await builder.analyze();
	return results.violations.map(
		( violation ) =>
			`${ violation.id }: ${ violation.nodes
				.map( ( node ) => node.target.join( ' ' ) )
				.join( ', ' ) }`
	);
}

/**
 * Expects axe's WCAG 2.2 AA rules to find nothing (axeViolations()).
 *
 * @param page     The page, in the state to check.
 * @param include  Only these elements (selectors).
 * @param skipping Rules left out (say why at the call).
 */
export async function expectNoAxeViolations(
	page: Page,
	include: string[] = [],
	skipping: string[] = []
) {
	expect( await axeViolations( page, include, skipping ) ).toEqual( [] );
}

/**
 * A modal dialog's keys (SE-1, SP-1): Tab and Shift+Tab never leave it, and Escape closes it
 * with focus back on the button that opened it.
 *
 * @param page   The page.
 * @param dialog The open dialog.
 * @param opener The button that opened it.
 */
export async function expectModalKeys(
	page: Page,
	dialog: Locator,
	opener: Locator
) {
	for ( const key of [ 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab' ] ) {
		await page.keyboard.press( key );
		expect(
			await dialog.evaluate( ( element ) =>
				element.contains( element.ownerDocument.activeElement )
			),
			`focus inside the dialog after ${ key }`
		).toBe( true );
	}
	await page.keyboard.press( 'Escape' );
	await expect( dialog ).toBeHidden();
	await expect( opener ).toBeFocused();
	await expect( opener ).toHaveAttribute( 'aria-expanded', 'false' );
}

/**
 * Playwright's fake clock (`page.clock.install`) for a page, keeping the browser's navigation
 * timing entry: WordPress 7.1's Interactivity runtime (core's navigation block on every demo page)
 * reads it to know whether the DOM is ready, and the fake clock's `performance` has none.
 *
 * @param page    The page, before it loads.
 * @param options What `page.clock.install` takes.
 */
export async function installClock(
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
 * A new user with a role, logged in for REST calls (a unique name, so parallel workers and
 * repeated runs never collide).
 *
 * @param requestUtils The administrator's REST helpers.
 * @param role         The role, such as `contributor`.
 * @return That user's REST helpers.
 */
export async function userWithRole(
	requestUtils: RequestUtils,
	role: string
): Promise< RequestUtils > {
	const username = `${ role }-${ process.pid }-${ Date.now() }`;
	const password = `${ username }-password`;
	await requestUtils.createUser( {
		username,
		email: `${ username }@example.org`,
		password,
		roles: [ role ],
	} );
	// On the administrator's site (the project's).
	const user = await RequestUtils.setup( {
		user: { username, password },
		baseURL: requestUtils.baseURL,
	} );
	// Logged in without landing on the dashboard: its activity list asks about WooCommerce's
	// order notes while the test switches keep WooCommerce off, and core logs notices for that.
	user.login = () =>
		logInForRest( user.request, username, password, user.baseURL! );
	await user.setupRest();
	return user;
}

/**
 * Logs a user in through wp-login.php's form, sent by a request context (no browser, no
 * dashboard), and returns a REST nonce of that session for the X-WP-Nonce header.
 *
 * @param request  A request context whose base URL is the site.
 * @param username The user.
 * @param password The password.
 * @param home     Where the form would send the user (not followed).
 */
export async function logInForRest(
	request: APIRequestContext,
	username: string,
	password: string,
	home: string
): Promise< string > {
	const response = await request.post( 'wp-login.php', {
		form: { log: username, pwd: password, redirect_to: home },
		maxRedirects: 0,
	} );
	expect( response.status(), 'wp-login.php accepts the password' ).toBe(
		302
	);
	await response.dispose();
	const nonce = await request.get(
		'wp-admin/admin-ajax.php?action=rest-nonce',
		{ failOnStatusCode: true }
	);
	return nonce.text();
}

/**
 * Logs the local sites' administrator in through the login form, as a site owner does (sites
 * of their own, such as the minimum's or the release test's, have no saved session).
 *
 * @param page       A page whose base URL is the site.
 * @param redirectTo Where the form sends the administrator (the dashboard unless told).
 */
export async function logInThroughForm( page: Page, redirectTo = '' ) {
	await page.goto(
		`/wp-login.php${
			redirectTo
				? `?redirect_to=${ encodeURIComponent( redirectTo ) }`
				: ''
		}`
	);
	// WordPress focuses and selects the username field 200 ms after the page runs its script
	// (wp_attempt_focus()): typed before that, the password could land in the username field on
	// a busy machine, and the form would not submit (seen once in CI). Fill once it has.
	const username = page.getByLabel( 'Username or Email Address' );
	await expect( username ).toBeFocused();
	await username.fill( 'admin' );
	await page.getByLabel( 'Password', { exact: true } ).fill( 'password' );
	// Enter, as a person does. The keyboard's Enter does not wait for the navigation it starts:
	// the form's answer is awaited, and a refused login says why at once.
	const [ answer ] = await Promise.all( [
		page.waitForResponse(
			( response ) =>
				response.request().method() === 'POST' &&
				new URL( response.url() ).pathname.endsWith( '/wp-login.php' ),
			{ timeout: 60_000 }
		),
		page.keyboard.press( 'Enter' ),
	] );
	if ( answer.status() !== 302 ) {
		throw new Error(
			`The login form answered ${ answer.status() }: ${ await page
				.locator( '#login_error' )
				.textContent()
				.catch( () => '' ) }`
		);
	}
	// Logged in once the dashboard's answer starts (the path, not the whole URL: the form's own
	// redirect_to holds "wp-admin" too). Not its load event: that waits for every script and
	// picture of a dashboard the caller leaves at once, which a fresh site under a busy start of
	// the suite once took more than a minute to finish.
	await page.waitForURL( ( url ) => url.pathname.startsWith( '/wp-admin/' ), {
		timeout: 60_000,
		waitUntil: 'commit',
	} );
}

/**
 * Deactivates Vitrine and deletes it through the Plugins screen, as a site owner does (its
 * uninstall.php runs then). The owner's way: with updates.js ready, the row asks in a dialog and
 * deletes by AJAX. Clicking before it is ready opens core's no-JavaScript confirmation screen
 * instead, whose admin header logs a core deprecation on PHP 8.1+ (it has no title): the click
 * waits for the script, so that one path is tested every time.
 *
 * @param page An administrator's page whose base URL is the site.
 */
export async function deactivateAndDeleteVitrine( page: Page ) {
	await page.goto( '/wp-admin/plugins.php' );
	const row = page.locator( 'tr[data-plugin="vitrine/plugin.php"]' );
	await row.getByRole( 'link', { name: 'Deactivate Vitrine' } ).click();
	await expect( page.getByText( 'Plugin deactivated.' ) ).toBeVisible();
	// updates.js delegates the click from the plugins form once jQuery is ready.
	await page.waitForFunction( () => {
		const { jQuery } = window as unknown as {
			jQuery?: { _data: ( element: Element, key: string ) => unknown };
		};
		const form = document.getElementById( 'bulk-action-form' );
		const events =
			jQuery && form
				? ( jQuery._data( form, 'events' ) as
						{ click?: unknown[] } | undefined )
				: undefined;
		return Boolean( events?.click?.length );
	} );
	page.once( 'dialog', ( dialog ) => dialog.accept() );
	await row.getByRole( 'link', { name: 'Delete Vitrine' } ).click();
	await expect(
		page.getByText( 'Vitrine was successfully deleted.' )
	).toBeVisible();
}

/**
 * Starts every view on the page the way visitors do: each block scrolled into view, then a pointer
 * over each block that starts on interaction; returns once every view's scripts have run, none
 * is left hydrating and at least one has hydrated.
 *
 * @param page   The visitor's page.
 * @param blocks The blocks to scroll to (the post's top-level Vitrine blocks unless told).
 */
export async function startEveryView(
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
 * Puts stored content in the open editor, as opening its post does: the editor's parser
 * validates each block, and the canvas renders each block's edit component.
 *
 * @param page    The editor.
 * @param content The post's stored content.
 */
export async function openInEditor( page: Page, content: string ) {
	await page.evaluate( ( raw ) => {
		const { wp } = window as unknown as {
			wp: {
				blocks: { parse: ( raw: string ) => unknown[] };
				data: {
					dispatch: ( store: string ) => {
						resetBlocks: ( blocks: unknown[] ) => void;
					};
				};
			};
		};
		wp.data
			.dispatch( 'core/block-editor' )
			.resetBlocks( wp.blocks.parse( raw ) );
	}, content );
}

type EditorBlock = {
	name: string;
	isValid: boolean;
	innerBlocks: EditorBlock[];
};

/**
 * The names of the invalid blocks under each top-level block of the editor, in order.
 *
 * @param page The editor.
 */
export function invalidBlocks( page: Page ): Promise< string[][] > {
	return page.evaluate( () => {
		const { wp } = window as unknown as {
			wp: {
				data: {
					select: ( store: string ) => {
						getBlocks: () => EditorBlock[];
					};
				};
			};
		};
		const invalid = ( block: EditorBlock ): string[] => [
			...( block.isValid ? [] : [ block.name ] ),
			...block.innerBlocks.flatMap( invalid ),
		];
		return wp.data.select( 'core/block-editor' ).getBlocks().map( invalid );
	} );
}
