/**
 * Vitrine behind the optimisation plugins site owners install: the real plugin, active for these
 * requests only and set as its settings screen sets it (the `optimiser` test switch,
 * tests/e2e/mu-plugins/vitrine-test-switches.php). On each setup one visitor passes through the
 * demo as the first visit of a stranger: the blocks must answer as they do without the plugin,
 * from the first click, and a returning dark visitor's first paint must be dark.
 */
import type { Browser, Page } from '@playwright/test';
import { BASE_URL } from '../env';
import { luminance } from '../colors';
import { expect, openGuardedPage, test } from '../fixtures';
import { Finger, openPhone } from '../touch';

// As tests/e2e/specs/color-mode.spec.ts: the light default's cookie choosing dark.
const LIGHT_COOKIE = 'client_light_mode_style_cookie';

/**
 * The setups, each with what shows that the plugin did its work on the page (so a test can never
 * pass because the plugin sat idle).
 */
const SETUPS = [
	{
		optimiser: 'autoptimize_inline',
		name: 'Autoptimize 3.1.11, JS aggregated with "Also aggregate inline JS"',
		// WordPress's scripts and another plugin's inline script are in Autoptimize's file.
		ran: ( html: string ) => {
			expect( html ).toMatch(
				/<script[^>]+src="[^"]*\/cache\/autoptimize\//
			);
			expect( html ).not.toContain( 'id="vitrine-test-optimiser-probe"' );
		},
	},
	{
		optimiser: 'autoptimize_defer',
		name: 'Autoptimize 3.1.11, "Do not aggregate but defer" with "Also defer inline JS"',
		ran: ( html: string ) =>
			expect( html ).toMatch(
				/<script defer id="vitrine-test-optimiser-probe" src="data:/
			),
	},
	{
		optimiser: 'litespeed_delay',
		name: 'LiteSpeed Cache 7.9, JS combined with inline JS and "Load JS Deferred: Delayed"',
		ran: ( html: string ) =>
			expect( html ).toMatch(
				/<script[^>]+type="litespeed\/javascript"[^>]+data-src="[^"]*\/litespeed\/js\//
			),
	},
	{
		optimiser: 'w3tc_minify',
		name: 'W3 Total Cache 2.10.2, minify of HTML (with inline CSS and JS), JS and CSS',
		// Its HTML minifier drops the quotes around attribute values.
		ran: ( html: string ) =>
			expect( html ).toContain(
				'<script id=vitrine-test-optimiser-probe>'
			),
	},
];

/**
 * A logged-out visitor whose requests run the optimiser, failing the test on any console error.
 * @param browser   The browser.
 * @param optimiser The switch's value.
 * @param phone     A phone with a touch screen, for the swipe.
 */
async function behind( browser: Browser, optimiser: string, phone = false ) {
	const visitor = phone
		? await openPhone( browser, 'ltr' )
		: await openGuardedPage( browser );
	await visitor.page
		.context()
		.addCookies( [
			{ name: 'vitrine_test_optimiser', value: optimiser, url: BASE_URL },
		] );
	return visitor;
}

/**
 * The label of a slider's shown slide.
 * @param page The page.
 * @param name The slider's name.
 */
const shownSlide = ( page: Page, name: string ) =>
	page
		.getByRole( 'region', { name, exact: true } )
		.locator( '.vitrine-slider__slide--current' );

test.describe( 'Optimisation plugins', () => {
	// The plugins are installed beside WooCommerce on the 7.1 site (tools/wp/sites.cjs).
	test.skip( ! process.env.VITRINE_E2E_SHOP, 'the shop site is unavailable' );

	for ( const { optimiser, name, ran } of SETUPS ) {
		test( `SL-1 SL-6 ST-1 GA-1 GA-2 SP-1 SE-1 ${ name }: with no input the hero autoplays and counters count; the first click moves a slider, filters the portfolio and opens its lightbox, the side panel and search; no console error`, async ( {
			browser,
		} ) => {
			const { page, close } = await behind( browser, optimiser );
			// Every figure a counter shows, recorded as it changes.
			await page.addInitScript( () => {
				const seen = new Set< string >();
				( window as unknown as { counted: Set< string > } ).counted =
					seen;
				new MutationObserver( () =>
					document
						.querySelectorAll( '.vitrine-counter__number' )
						.forEach( ( number ) =>
							seen.add( number.textContent ?? '' )
						)
				).observe( document, {
					subtree: true,
					childList: true,
					characterData: true,
				} );
			} );

			// No input at all: the hero turns by itself.
			ran( await ( await page.goto( '/demo/hero-slider/' ) )!.text() );
			const hero = page.locator( '.vitrine-slider--hero' ).first();
			const first = await hero
				.locator( '.vitrine-slider__slide--current' )
				.getAttribute( 'aria-label' );
			await expect(
				hero.locator( '.vitrine-slider__slide--current' )
			).not.toHaveAttribute( 'aria-label', first!, { timeout: 15_000 } );

			// The counter below the fold counts up when scrolled to, with no other input.
			await page.goto( '/demo/counter/' );
			const below = page
				.locator( '.wp-block-vitrine-counter' )
				.filter( { hasText: 'Orders shipped' } )
				.last();
			await below.evaluate( ( block ) =>
				block.scrollIntoView( { block: 'center' } )
			);
			await expect(
				below.locator( '.vitrine-counter__number' )
			).toHaveText( '12,840' );
			const counted = await page.evaluate( () => [
				...( window as unknown as { counted: Set< string > } ).counted,
			] );
			expect(
				counted.some(
					( figure ) => ! [ '0', '12,840' ].includes( figure )
				)
			).toBe( true );

			// The first click on a slider's arrow moves it.
			await page.goto( '/demo/testimonials/' );
			await page
				.getByRole( 'region', { name: 'Testimonials', exact: true } )
				.getByRole( 'button', { name: 'Next slide' } )
				.click();
			await expect( shownSlide( page, 'Testimonials' ) ).toHaveAttribute(
				'aria-label',
				'Slide 2 of 4'
			);

			// The first click on a filter filters; the next opens the lightbox.
			await page.goto( '/demo/portfolio/' );
			const web = page.locator( '[data-filter="web"]' ).first();
			await web.click();
			await expect( web ).toHaveAttribute( 'aria-pressed', 'true' );
			await page
				.locator( '.wp-block-vitrine-portfolio' )
				.first()
				.locator( '.vitrine-portfolio__open' )
				.filter( { visible: true } )
				.first()
				.click();
			await expect( page.locator( '#glightbox-body' ) ).toBeVisible();

			// The side panel and the search overlay open on the first click.
			await page.goto( '/demo/offcanvas/' );
			await page
				.getByRole( 'button', {
					name: 'About the studio',
					exact: true,
				} )
				.first()
				.click();
			await expect(
				page.getByRole( 'dialog', { name: 'About the studio' } )
			).toBeVisible();
			await page.goto( '/demo/search-overlay/' );
			await page
				.getByRole( 'button', { name: 'Search', exact: true } )
				.first()
				.click();
			await expect(
				page.getByRole( 'dialog', { name: 'Search' } )
			).toBeVisible();
			await close();
		} );

		test( `SL-6 ${ name }: a swipe by touch moves the testimonials, the first touch on the page`, async ( {
			browser,
		} ) => {
			const { page, close } = await behind( browser, optimiser, true );
			await page.goto( '/demo/testimonials/' );
			const slider = page.getByRole( 'region', {
				name: 'Testimonials',
				exact: true,
			} );
			const box = ( await slider.boundingBox() )!;
			const finger = await Finger.on( page );
			await finger.swipe(
				{ x: box.x + box.width * 0.8, y: box.y + box.height / 2 },
				{ x: -box.width * 0.6, y: 0 }
			);
			await expect( shownSlide( page, 'Testimonials' ) ).toHaveAttribute(
				'aria-label',
				'Slide 2 of 4'
			);
			await close();
		} );

		test( `CM-5 ${ name }: the colour-mode head script is served where it runs, so a returning dark visitor's first paint is dark`, async ( {
			browser,
		} ) => {
			const { page, close } = await behind( browser, optimiser );
			await page
				.context()
				.addCookies( [
					{ name: LIGHT_COOKIE, value: 'dark', url: BASE_URL },
				] );
			// Every script file is held back: what runs is what stays inline and undelayed.
			await page.route( /\.js(\?|$)/, () => undefined );
			const response = await page.goto( '/demo/color-mode/', {
				waitUntil: 'commit',
			} );
			const html = await response!.text();
			ran( html );
			// Vitrine's head scripts as Vitrine printed them: inline, neither deferred nor delayed.
			for ( const id of [
				'vitrine-head-js',
				'vitrine-color-mode-body-js',
			] ) {
				// (Minifiers may drop the quotes around attribute values.)
				const tag = html.match(
					new RegExp( `<script[^>]*id="?${ id }[ ">][^>]*>` )
				)?.[ 0 ];
				expect( tag, id ).toBeDefined();
				expect( tag ).not.toMatch( / (src|defer)\b|litespeed/ );
			}
			await page.waitForSelector( 'main', { state: 'attached' } );
			const painted = await page.evaluate( () => ( {
				background: getComputedStyle( document.body ).backgroundColor,
				dark: document.body.classList.contains( 'active-dark-mode' ),
			} ) );
			expect( painted.dark ).toBe( true );
			expect( luminance( painted.background ) ).toBeLessThan( 0.1 );
			await page.unrouteAll( { behavior: 'ignoreErrors' } );
			await close();
		} );
	}

	test( "SL-6 GA-1 an optimiser that honours none of Vitrine's opt-outs (Autoptimize aggregating inline JS, its don't-move list and Vitrine's exclusions taken back) moves the islands loader away from its manifest: sliders and the portfolio still answer the first click", async ( {
		browser,
	} ) => {
		const { page, close } = await behind( browser, 'autoptimize_hostile' );
		const html = await ( await page.goto( '/demo/testimonials/' ) )!.text();
		// The loader is inside Autoptimize's file, the manifest where it was.
		expect( html ).toMatch(
			/<script[^>]+src="[^"]*\/cache\/autoptimize\//
		);
		expect( html ).not.toContain( 'id="vitrine-islands-loader"' );
		expect( html ).toContain(
			'<script type="application/json" id="vitrine-islands">'
		);
		await page
			.getByRole( 'region', { name: 'Testimonials', exact: true } )
			.getByRole( 'button', { name: 'Next slide' } )
			.click();
		await expect( shownSlide( page, 'Testimonials' ) ).toHaveAttribute(
			'aria-label',
			'Slide 2 of 4'
		);
		await page.goto( '/demo/portfolio/' );
		const web = page.locator( '[data-filter="web"]' ).first();
		await web.click();
		await expect( web ).toHaveAttribute( 'aria-pressed', 'true' );
		await close();
	} );
} );
