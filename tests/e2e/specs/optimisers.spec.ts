/**
 * Vitrine behind the optimisation plugins site owners install: the real plugin, active for these
 * requests only and set as its settings screen sets it (the `optimiser` test switch,
 * tests/e2e/mu-plugins/vitrine-test-switches.php). The blocks must answer as they do without it.
 */
import type { Browser } from '@playwright/test';
import { BASE_URL } from '../env';
import { luminance } from '../colors';
import { expect, openGuardedPage, test } from '../fixtures';

// As tests/e2e/specs/color-mode.spec.ts: the light default's cookie choosing dark.
const LIGHT_COOKIE = 'client_light_mode_style_cookie';

/**
 * A logged-out visitor whose requests run the optimiser, failing the test on any console error.
 * @param browser   The browser.
 * @param optimiser The switch's value.
 */
async function behind( browser: Browser, optimiser: string ) {
	const visitor = await openGuardedPage( browser );
	await visitor.page
		.context()
		.addCookies( [
			{ name: 'vitrine_test_optimiser', value: optimiser, url: BASE_URL },
		] );
	return visitor;
}

test.describe( 'Optimisation plugins', () => {
	// Autoptimize is installed beside WooCommerce on the 7.1 site (tools/wp/sites.cjs).
	test.skip( ! process.env.VITRINE_E2E_SHOP, 'the shop site is unavailable' );

	test( 'SL-6 GA-1 Autoptimize aggregating inline JS moves the islands loader away from its manifest: sliders and the portfolio still answer', async ( {
		browser,
	} ) => {
		const { page, close } = await behind( browser, 'autoptimize_inline' );
		await page.goto( '/demo/testimonials/' );
		// The plugin ran: the loader is inside its aggregated file, the manifest where it was.
		await expect(
			page.locator( 'script[src*="/cache/autoptimize/"]' )
		).not.toHaveCount( 0 );
		await expect( page.locator( '#vitrine-islands-loader' ) ).toHaveCount(
			0
		);
		await expect(
			page.locator( 'script#vitrine-islands[type="application/json"]' )
		).toHaveCount( 1 );

		const slider = page.getByRole( 'region', {
			name: 'Testimonials',
			exact: true,
		} );
		await expect( slider ).toHaveAttribute(
			'data-vitrine-slider',
			'slide'
		);
		await slider.getByRole( 'button', { name: 'Next slide' } ).click();
		await expect(
			slider.locator( '.vitrine-slider__slide--current' )
		).toHaveAttribute( 'aria-label', 'Slide 2 of 4' );

		await page.goto( '/demo/portfolio/' );
		const web = page.locator( '[data-filter="web"]' ).first();
		await web.click();
		await expect( web ).toHaveAttribute( 'aria-pressed', 'true' );
		await close();
	} );

	test( "CM-5 Autoptimize deferring inline JS leaves the colour-mode head script where it runs: a dark visitor's first paint is dark", async ( {
		browser,
	} ) => {
		const { page, close } = await behind( browser, 'autoptimize_defer' );
		await page
			.context()
			.addCookies( [
				{ name: LIGHT_COOKIE, value: 'dark', url: BASE_URL },
			] );
		// Every script file is held back: what runs is what stays inline and undeferred.
		await page.route( /\.js(\?|$)/, () => undefined );
		const response = await page.goto( '/demo/color-mode/', {
			waitUntil: 'commit',
		} );
		const html = await response!.text();
		// The plugin ran: another plugin's inline script (the switch's control) is deferred …
		expect( html ).toMatch(
			/<script defer id="vitrine-test-optimiser-probe" src="data:/
		);
		// … and served the head scripts as Vitrine printed them: inline, not deferred.
		for ( const id of [
			'vitrine-head-js',
			'vitrine-color-mode-body-js',
		] ) {
			const tag = html.match(
				new RegExp( `<script[^>]*id="${ id }"[^>]*>` )
			)?.[ 0 ];
			expect( tag, id ).toBeDefined();
			expect( tag ).not.toMatch( / (src|defer)\b/ );
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
} );
