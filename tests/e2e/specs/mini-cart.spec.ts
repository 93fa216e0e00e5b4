/**
 * WooCommerce's Mini-Cart, as WooCommerce hooks it into a block theme's header (Twenty
 * Twenty-Four, the demo's theme): its closed drawer is inert to the keyboard and to assistive
 * technology (axe's aria-hidden-focus), and it still opens, takes focus and closes, in both shop
 * modes. Vitrine binds `inert` to WooCommerce's own drawer state (includes/shop.php).
 */
import { expect, openGuardedPage, test } from '../fixtures';
import { switchCookies } from '../switches';
for ( const mode of [ 'woocommerce', 'vitrine' ] ) {
	test( `the Mini-Cart's closed drawer is inert and axe-clean; it opens, takes focus and closes on Escape (Shop scripts: ${ mode })`, async ( {
		a11yUtils,
		browser,
	} ) => {
		test.skip( ! process.env.VITRINE_E2E_SHOP, 'WooCommerce unavailable' );
		const { page, close } = await openGuardedPage( browser );
		await page
			.context()
			.addCookies(
				switchCookies( { woocommerce: 'on', shop_scripts: mode } )
			);
		await page.goto( '/about/' );
		const button = page.locator( 'header .wc-block-mini-cart__button' );
		const drawer = page.locator( '.wc-block-mini-cart__drawer' );
		await expect( button ).toBeVisible();
		await expect( drawer ).toHaveAttribute( 'aria-hidden', 'true' );
		await expect( drawer ).toHaveAttribute( 'inert', '' );
		await a11yUtils.expectNoAxeViolations( page );

		// Tab from the Mini-Cart's button leaves the header, never into the hidden drawer.
		await button.focus();
		for ( let press = 0; press < 3; press++ ) {
			await page.keyboard.press( 'Tab' );
			expect(
				await drawer.evaluate( ( element ) =>
					element.contains( element.ownerDocument.activeElement )
				)
			).toBe( false );
		}

		await button.click();
		await expect( drawer ).toHaveAttribute( 'aria-hidden', 'false' );
		await expect( drawer ).not.toHaveAttribute( 'inert' );
		await expect
			.poll( () =>
				drawer.evaluate( ( element ) =>
					element.contains( element.ownerDocument.activeElement )
				)
			)
			.toBe( true );
		await page.keyboard.press( 'Escape' );
		await expect( drawer ).toHaveAttribute( 'aria-hidden', 'true' );
		await expect( drawer ).toHaveAttribute( 'inert', '' );
		await close();
	} );
}
