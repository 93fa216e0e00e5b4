<?php
/**
 * The shop helpers on the server (SPEC §3): nothing without WooCommerce; "Keep WooCommerce's"
 * adds Vitrine's small script beside WooCommerce's; "Use Vitrine's" takes WooCommerce's handle so
 * its dependents still load, without jQuery or js-cookie; the sort forms' no-JS button (WC-1).
 *
 * @package Vitrine
 */

use PHPUnit\Framework\TestCase;

final class ShopTest extends TestCase {

	private const FIXTURES = __DIR__ . '/../fixtures/woocommerce/';

	protected function setUp(): void {
		// As WooCommerce registers its scripts on every front-end page.
		wp_register_script( 'wc-js-cookie', 'https://shop.test/js.cookie.min.js', array(), '2', true );
		wp_register_script( 'woocommerce', 'https://shop.test/woocommerce.min.js', array( 'jquery', 'wc-js-cookie' ), '11', true );
		wp_localize_script( 'woocommerce', 'woocommerce_params', array( 'ajax_url' => '/wp-admin/admin-ajax.php' ) );
		wp_register_script( 'wc-checkout', 'https://shop.test/checkout.min.js', array( 'jquery', 'woocommerce' ), '11', true );
	}

	protected function tearDown(): void {
		delete_option( 'vitrine_settings' );
		remove_all_filters( 'vitrine_woocommerce_active' );
		wp_set_current_user( 0 );
		foreach ( array( 'woocommerce', 'wc-js-cookie', 'wc-checkout', Vitrine\Shop\KEEP_HANDLE, Vitrine\Shop\BANNER_HANDLE ) as $handle ) {
			wp_dequeue_script( $handle );
			wp_deregister_script( $handle );
		}
		wp_dequeue_style( Vitrine\Shop\STYLE_HANDLE );
		wp_deregister_style( Vitrine\Shop\STYLE_HANDLE );
	}

	private function woocommerce_active(): void {
		add_filter( 'vitrine_woocommerce_active', '__return_true' );
	}

	public function test_WC_1_without_woocommerce_active_nothing_loads(): void {
		// The site may have the real WooCommerce (WordPress 7.1): this request goes without it.
		add_filter( 'vitrine_woocommerce_active', '__return_false' );
		wp_enqueue_script( 'woocommerce' );
		Vitrine\Shop\load();
		$this->assertFalse( wp_script_is( Vitrine\Shop\KEEP_HANDLE, 'registered' ) );
		$this->assertFalse( wp_style_is( Vitrine\Shop\STYLE_HANDLE ) );
		$this->assertStringEndsWith( 'woocommerce.min.js', wp_scripts()->registered['woocommerce']->src );
	}

	public function test_QT_2_keep_adds_vitrine_script_beside_woocommerce_with_translated_strings(): void {
		$this->woocommerce_active();
		wp_enqueue_script( 'woocommerce' );
		Vitrine\Shop\load();
		$this->assertTrue( wp_script_is( Vitrine\Shop\KEEP_HANDLE ) );
		$this->assertStringEndsWith( 'woocommerce.min.js', wp_scripts()->registered['woocommerce']->src );
		$this->assertStringContainsString( 'build/view/shop-keep.js', wp_scripts()->registered[ Vitrine\Shop\KEEP_HANDLE ]->src );
		$this->assertSame( 'defer', wp_scripts()->get_data( Vitrine\Shop\KEEP_HANDLE, 'strategy' ) );
		$before = implode( '', wp_scripts()->get_data( Vitrine\Shop\KEEP_HANDLE, 'before' ) );
		$this->assertStringContainsString( '"increase":"Increase quantity of %s"', $before );
		$this->assertStringContainsString( '"dismissBanner":"Dismiss this banner"', $before );
		$this->assertTrue( wp_style_is( Vitrine\Shop\STYLE_HANDLE ) );
	}

	public function test_QT_2_keep_loads_nothing_where_woocommerce_loads_no_script(): void {
		$this->woocommerce_active();
		Vitrine\Shop\load();
		$this->assertFalse( wp_script_is( Vitrine\Shop\KEEP_HANDLE ) );
		$this->assertFalse( wp_style_is( Vitrine\Shop\STYLE_HANDLE ) );
	}

	public function test_QT_2_keep_loads_nothing_beside_the_cart_and_checkout_blocks_but_the_banner_control_for_those_who_see_it(): void {
		$this->woocommerce_active();
		foreach ( array( 'cart', 'checkout' ) as $block ) {
			// The page WooCommerce creates for a new store holds its block.
			$GLOBALS['post'] = new WP_Post( (object) array( 'filter' => 'raw', 'post_content' => "<!-- wp:woocommerce/{$block} --><div class=\"wp-block-woocommerce-{$block}\"></div><!-- /wp:woocommerce/{$block} -->" ) );
			wp_set_current_user( 0 );
			wp_enqueue_script( 'woocommerce' );
			Vitrine\Shop\load();
			$this->assertFalse( wp_script_is( Vitrine\Shop\KEEP_HANDLE ), $block );
			$this->assertFalse( wp_style_is( Vitrine\Shop\STYLE_HANDLE ), $block );
			// An administrator may see the coming-soon banner, whose control the bundle makes.
			wp_set_current_user( 1 );
			Vitrine\Shop\load();
			$this->assertTrue( wp_script_is( Vitrine\Shop\KEEP_HANDLE ), $block );
			wp_dequeue_script( Vitrine\Shop\KEEP_HANDLE );
			wp_dequeue_style( Vitrine\Shop\STYLE_HANDLE );
		}
		// The classic shortcode cart keeps it for everyone.
		$GLOBALS['post'] = new WP_Post( (object) array( 'filter' => 'raw', 'post_content' => '<!-- wp:shortcode -->[woocommerce_cart]<!-- /wp:shortcode -->' ) );
		wp_set_current_user( 0 );
		Vitrine\Shop\load();
		$this->assertTrue( wp_script_is( Vitrine\Shop\KEEP_HANDLE ) );
		unset( $GLOBALS['post'] );
	}

	public function test_WC_8_use_vitrine_takes_the_woocommerce_handle_and_dependents_still_load(): void {
		update_option( 'vitrine_settings', array( 'shop_scripts' => 'vitrine' ) );
		$this->woocommerce_active();
		wp_enqueue_script( 'woocommerce' );
		wp_enqueue_script( 'wc-checkout' );
		Vitrine\Shop\load();

		$script = wp_scripts()->registered['woocommerce'];
		$this->assertStringContainsString( 'build/view/shop-woocommerce.js', $script->src );
		$this->assertNotContains( 'jquery', $script->deps );
		$this->assertNotContains( 'wc-js-cookie', $script->deps );
		$this->assertNotContains( 'wp-api-fetch', $script->deps );
		$this->assertFalse( wp_script_is( Vitrine\Shop\BANNER_HANDLE ) );
		$this->assertSame( 'defer', wp_scripts()->get_data( 'woocommerce', 'strategy' ) );
		$this->assertStringContainsString( 'woocommerce_params', (string) wp_scripts()->get_data( 'woocommerce', 'data' ) );
		$this->assertFalse( wp_script_is( Vitrine\Shop\KEEP_HANDLE, 'registered' ) );

		ob_start();
		wp_scripts()->do_items( array( 'wc-checkout' ) );
		$printed = (string) ob_get_clean();
		wp_scripts()->done = array();
		$this->assertStringContainsString( 'shop-woocommerce.js', $printed );
		$this->assertStringContainsString( 'checkout.min.js', $printed );
		$this->assertStringNotContainsString( 'js.cookie', $printed );
		$this->assertStringNotContainsString( 'woocommerce.min.js', $printed );
		$this->assertLessThan( strpos( $printed, 'checkout.min.js' ), strpos( $printed, 'shop-woocommerce.js' ) );
	}

	/**
	 * The footer as WooCommerce prints it for the current user (its banner from the captured
	 * page, with this user's REST nonce, as WooCommerce makes it), after what $before holds.
	 *
	 * @param string $before Markup printed in the footer before WooCommerce's banner.
	 */
	private function footer_with_banner( string $before = '' ): string {
		preg_match( "#<div id='coming-soon-footer-banner'>.*?</a></div>#s", (string) file_get_contents( self::FIXTURES . 'storefront--home-admin-coming-soon.html' ), $banner );
		$real = str_replace( "data-rest-nonce='5bd786d26e'", "data-rest-nonce='" . wp_create_nonce( 'wp_rest' ) . "'", $banner[0] );
		ob_start();
		Vitrine\Shop\before_footer();
		echo $before . $real; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- fixture markup.
		Vitrine\Shop\after_footer();
		return (string) ob_get_clean();
	}

	/**
	 * An Author's post's look-alike: the class and `data-*` kses keeps, pointing at a route that
	 * would promote user 2.
	 */
	private const PLANTED = '<div id="coming-soon-footer-banner"><a class="coming-soon-footer-banner-dismiss" href="#more" data-rest-url="/?rest_route=/wp/v2/users/2&amp;roles=administrator" data-rest-nonce="0123456789">Continue reading</a></div>';

	public function test_WC_3_AP_1_use_vitrine_loads_the_dismissal_only_where_woocommerce_printed_its_banner_and_marks_that_link_alone(): void {
		update_option( 'vitrine_settings', array( 'shop_scripts' => 'vitrine' ) );
		$this->woocommerce_active();
		wp_set_current_user( 1 );
		wp_enqueue_script( 'woocommerce' );
		Vitrine\Shop\load();
		// An administrator's page without the banner (coming-soon mode off, or dismissed).
		$this->assertFalse( wp_script_is( Vitrine\Shop\BANNER_HANDLE ) );
		ob_start();
		Vitrine\Shop\before_footer();
		echo self::PLANTED; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- fixture markup.
		Vitrine\Shop\after_footer();
		$this->assertSame( self::PLANTED, ob_get_clean() );
		$this->assertFalse( wp_script_is( Vitrine\Shop\BANNER_HANDLE ) );

		// WooCommerce's banner after a planted one: only WooCommerce's link is marked.
		$html = $this->footer_with_banner( self::PLANTED );
		$this->assertStringStartsWith( self::PLANTED, $html );
		$this->assertSame( 1, preg_match_all( '/data-vitrine-banner="([0-9a-f]{32})"/', $html, $marks ) );
		// On the link that carries this user's REST nonce: WooCommerce's.
		$this->assertMatchesRegularExpression( '#<a data-vitrine-banner="' . $marks[1][0] . '"[^>]*data-rest-nonce=\'' . wp_create_nonce( 'wp_rest' ) . '\'#', $html );
		$this->assertTrue( wp_script_is( Vitrine\Shop\BANNER_HANDLE ) );
		$this->assertContains( 'wp-api-fetch', wp_scripts()->registered[ Vitrine\Shop\BANNER_HANDLE ]->deps );
		$this->assertSame( array( 'window.vitrineShopBanner="' . $marks[1][0] . '";' ), array_values( array_filter( (array) wp_scripts()->get_data( Vitrine\Shop\BANNER_HANDLE, 'before' ) ) ) );

		// A new response, a new mark.
		wp_deregister_script( Vitrine\Shop\BANNER_HANDLE );
		$again = $this->footer_with_banner();
		$this->assertSame( 1, preg_match( '/data-vitrine-banner="([0-9a-f]{32})"/', $again, $mark ) );
		$this->assertNotSame( $marks[1][0], $mark[1] );
	}

	public function test_WC_3_keep_woocommerce_marks_nothing_and_loads_no_dismissal(): void {
		$this->woocommerce_active();
		wp_set_current_user( 1 );
		wp_enqueue_script( 'woocommerce' );
		Vitrine\Shop\load();
		$this->assertStringNotContainsString( 'data-vitrine-banner', $this->footer_with_banner() );
		$this->assertFalse( wp_script_is( Vitrine\Shop\BANNER_HANDLE ) );
	}

	public function test_WC_1_the_classic_sort_form_gets_a_noscript_submit_button_once(): void {
		$this->woocommerce_active();
		preg_match( '#<form class="woocommerce-ordering".*?</form>#s', (string) file_get_contents( self::FIXTURES . 'storefront--shop.html' ), $form );
		ob_start();
		Vitrine\Shop\before_template( 'loop/orderby.php' );
		echo $form[0]; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- fixture markup.
		Vitrine\Shop\after_template( 'loop/orderby.php' );
		$html = (string) ob_get_clean();
		$this->assertMatchesRegularExpression( '#<noscript><button type="submit" class="button vitrine-sort-submit">Sort</button></noscript></form>$#', $html );
		$this->assertSame( $html, Vitrine\Shop\add_sort_button( $html ) );
		$this->assertSame( 1, substr_count( $html, '<select' ) );
	}

	public function test_WC_1_the_block_theme_sort_form_gets_the_button_and_other_templates_are_untouched(): void {
		preg_match( '#<form data-wp-interactive="woocommerce/catalog-sorting".*?</form>#s', (string) file_get_contents( self::FIXTURES . 'twentytwentyfive--shop.html' ), $form );
		$html = (string) apply_filters( 'render_block_woocommerce/catalog-sorting', $form[0], array() );
		$this->assertStringContainsString( 'vitrine-sort-submit', $html );
		$this->assertSame( '<p>no form</p>', Vitrine\Shop\add_sort_button( '<p>no form</p>' ) );

		$this->woocommerce_active();
		ob_start();
		Vitrine\Shop\before_template( 'cart/cart.php' );
		echo '<form class="woocommerce-cart-form"></form>';
		Vitrine\Shop\after_template( 'cart/cart.php' );
		$this->assertSame( '<form class="woocommerce-cart-form"></form>', ob_get_clean() );
	}

	public function test_WC_1_a_hostile_shop_scripts_setting_falls_back_to_keep(): void {
		update_option( 'vitrine_settings', array( 'shop_scripts' => '<script>' ) );
		$this->assertSame( 'woocommerce', Vitrine\Shop\mode() );
		$result = Vitrine\Settings\sanitize_values( array( 'shop_scripts' => 'vitrine;drop' ) );
		$this->assertSame( 'woocommerce', $result['values']['shop_scripts'] );
		$this->assertArrayHasKey( 'shop_scripts', $result['problems'] );
	}
}
