/**
 * Vitrine behind the optimisation plugins site owners install: the real plugin, active for these
 * requests only and set as its settings screen sets it (the `optimiser` test switch,
 * tests/e2e/mu-plugins/vitrine-test-switches.php). The blocks must answer as they do without it.
 */
import type { Browser } from '@playwright/test';
import { BASE_URL } from '../env';
import { expect, openGuardedPage, test } from '../fixtures';

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
} );
