/**
 * What must work the same in every engine visitors use, from one spec, in Chromium, Firefox and
 * WebKit (tests/e2e/engine-page.ts): each dialog closes on Escape whatever holds focus in it, and
 * focus goes back to its button; a swatch and the colour switch answer a click, with no request,
 * and the next page keeps what was chosen; a returning visitor's kept skin and dark mode are in
 * the page from its first paint, with no request for them. The block specs (tests/e2e/specs/) prove the
 * rest in Chromium and Firefox; WebKit, which Playwright cannot drive here, gets these through
 * WebDriver (docs/browsers.md).
 */
import { expect, test } from '../fixtures';
import { luminance } from '../colors';
import type { EnginePage } from '../engine-page';

/**
 * Whether the first element matching a selector is shown (not hidden, not transparent).
 *
 * @param selector A CSS selector.
 */
const shown = ( selector: string ) => {
	const element = document.querySelector( selector );
	return Boolean(
		element &&
		element.getClientRects().length &&
		getComputedStyle( element ).visibility !== 'hidden' &&
		getComputedStyle( element ).opacity !== '0'
	);
};

/**
 * Whether focus is on the first element matching a selector.
 *
 * @param selector A CSS selector.
 */
const focusedOn = ( selector: string ) => {
	const element = document.querySelector( selector );
	return Boolean(
		element && element.ownerDocument.activeElement === element
	);
};

/** The skin the page shows (the custom property every skin sets). */
const shownSkin = () =>
	getComputedStyle( document.documentElement )
		.getPropertyValue( '--vitrine-skin' )
		.trim();

/** The site's skin stylesheets the page has fetched. */
const skinRequests = () =>
	performance
		.getEntriesByType( 'resource' )
		.map( ( entry ) => entry.name )
		.filter( ( name ) => /\/skins\/[^/]+\.css/.test( name ) );

/**
 * Opens a dialog from its button, checks where focus went, does what the test does inside, and
 * presses Escape: the dialog closes, and focus goes back to its button where the dialog is
 * Vitrine's.
 *
 * @param enginePage     The visitor's page.
 * @param dialog         What is opened.
 * @param dialog.page    Its demo page.
 * @param dialog.opener  The button that opens it.
 * @param dialog.shown   What shows while it is open.
 * @param dialog.focus   Where focus goes as it opens (none: not checked).
 * @param dialog.inside  What the visitor does before Escape.
 * @param dialog.returns Whether focus goes back to the button.
 */
async function escapeCloses(
	enginePage: EnginePage,
	dialog: {
		page: string;
		opener: string;
		shown: string;
		focus?: string;
		inside?: () => Promise< void >;
		returns: boolean;
	}
) {
	await enginePage.goto( dialog.page );
	await enginePage.click( dialog.opener );
	await expect
		.poll( () => enginePage.evaluate( shown, dialog.shown ) )
		.toBe( true );
	if ( dialog.focus ) {
		await expect
			.poll( () => enginePage.evaluate( focusedOn, dialog.focus ) )
			.toBe( true );
	}
	await dialog.inside?.();
	await enginePage.press( 'Escape' );
	await expect
		.poll( () => enginePage.evaluate( shown, dialog.shown ) )
		.toBe( false );
	if ( dialog.returns ) {
		expect( await enginePage.evaluate( focusedOn, dialog.opener ) ).toBe(
			true
		);
	}
}

test( 'SE-1 in every engine, Escape in the search field closes the overlay, the words kept, and focus goes back to its button', async ( {
	enginePage,
} ) => {
	const field = '.vitrine-search-overlay__panel input[name="s"]';
	await escapeCloses( enginePage, {
		page: '/demo/search-overlay/',
		opener: '.vitrine-search-overlay__open',
		shown: '.vitrine-search-overlay__panel',
		focus: field,
		// In WebKit a search field's own Escape clears it and keeps the key from the page: the
		// dialog takes the key first (src/shared/dialog.ts).
		inside: () => enginePage.type( 'harbour' ),
		returns: true,
	} );
	expect(
		await enginePage.evaluate(
			( selector: string ) =>
				( document.querySelector( selector ) as HTMLInputElement )
					.value,
			field
		)
	).toBe( 'harbour' );
} );

test( 'SP-1 in every engine, Escape closes the side panel from its close button, and focus goes back to its button', async ( {
	enginePage,
} ) => {
	await escapeCloses( enginePage, {
		page: '/demo/offcanvas/',
		opener: '.vitrine-offcanvas__open',
		shown: '.vitrine-offcanvas__dialog[open]',
		focus: '.vitrine-offcanvas__dialog[open] .vitrine-offcanvas__close',
		returns: true,
	} );
} );

test( 'GA-2 in every engine, an item opens the lightbox and Escape closes it', async ( {
	enginePage,
} ) => {
	// GLightbox's own dialog, which keeps focus where it was.
	await escapeCloses( enginePage, {
		page: '/demo/portfolio/',
		opener: '.vitrine-portfolio__open',
		shown: '#glightbox-body',
		returns: false,
	} );
} );

test( 'SW-1 in every engine, a returning visitor’s kept skin is in the page before its first paint, with no request for it', async ( {
	enginePage,
} ) => {
	await enginePage.addCookie( 'jss_selected', 'ocean' );
	await enginePage.goto( '/demo/style-switcher/' );
	// The attribute is set by the inline head script, before the body is parsed: the first paint
	// has it.
	expect(
		await enginePage.evaluate(
			() => document.documentElement.dataset.vitrineSkin
		)
	).toBe( 'ocean' );
	expect( await enginePage.evaluate( shownSkin ) ).toBe( '"ocean"' );
	expect( await enginePage.evaluate( skinRequests ) ).toEqual( [] );
} );

test( 'SW-1 in every engine, a click on a swatch re-skins the page with no request, and the next page keeps the skin', async ( {
	enginePage,
} ) => {
	await enginePage.goto( '/demo/style-switcher/' );
	expect( await enginePage.evaluate( shownSkin ) ).toBe( '"classic"' );
	await enginePage.click(
		'.vitrine-style-switcher__swatch[data-theme="ocean"]'
	);
	await expect
		.poll( () => enginePage.evaluate( shownSkin ) )
		.toBe( '"ocean"' );
	expect( await enginePage.evaluate( skinRequests ) ).toEqual( [] );
	await enginePage.goto( '/demo/header/' );
	expect( await enginePage.evaluate( shownSkin ) ).toBe( '"ocean"' );
} );

test( 'CM-2 CM-4 in every engine, the switch’s dark button turns the page dark, and the next page is dark from its first paint', async ( {
	enginePage,
} ) => {
	await enginePage.goto( '/demo/color-mode/' );
	await enginePage.click( '.my_switcher .setColor.dark' );
	await expect
		.poll( () => enginePage.evaluate( () => document.body.className ) )
		.toContain( 'active-dark-mode' );
	await enginePage.goto( '/demo/header/' );
	expect(
		await enginePage.evaluate(
			() => document.documentElement.dataset.vitrineColorMode
		)
	).toBe( 'dark' );
} );

test( 'CM-5 in every engine, a visitor who chose dark gets a dark page from its first paint', async ( {
	enginePage,
} ) => {
	await enginePage.addCookie( 'client_light_mode_style_cookie', 'dark' );
	await enginePage.goto( '/demo/color-mode/' );
	const page = await enginePage.evaluate( () => ( {
		mode: document.documentElement.dataset.vitrineColorMode,
		classes: document.body.className,
		background: getComputedStyle( document.body ).backgroundColor,
	} ) );
	expect( page.mode ).toBe( 'dark' );
	expect( page.classes ).toContain( 'active-dark-mode' );
	expect( luminance( page.background ) ).toBeLessThan( 0.1 );
} );
