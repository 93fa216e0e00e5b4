<?php
/**
 * The mobile menu on the server (MM-1): core's Navigation block is marked, not replaced; classic
 * menus in header locations get a menu toggle and named sub-menu toggles; the setting turns it off.
 *
 * @package Vitrine
 */

use PHPUnit\Framework\TestCase;

final class MobileMenuTest extends TestCase {

	private const NAVIGATION = '<!-- wp:navigation-link {"label":"Home","url":"https://example.org/","kind":"custom"} /--><!-- wp:navigation-submenu {"label":"Shop","url":"https://example.org/shop/","kind":"custom"} --><!-- wp:navigation-link {"label":"Shoes","url":"https://example.org/shoes/","kind":"custom"} /--><!-- /wp:navigation-submenu -->';

	protected function tearDown(): void {
		delete_option( 'vitrine_settings' );
		wp_dequeue_script( Vitrine\MobileMenu\HANDLE );
	}

	private function navigation( string $attributes ): string {
		return do_blocks( '<!-- wp:navigation ' . $attributes . ' -->' . self::NAVIGATION . '<!-- /wp:navigation -->' );
	}

	public function test_MM_1_core_navigation_that_collapses_on_mobile_is_marked_and_keeps_its_own_markup(): void {
		$html = $this->navigation( '{"overlayMenu":"mobile"}' );
		$this->assertMatchesRegularExpression( '/<nav [^>]*class="[^"]*\bvitrine-mobile-menu\b/', $html );
		$this->assertStringContainsString( 'wp-block-navigation__responsive-container-open', $html );
		$this->assertStringContainsString( 'wp-block-navigation-submenu__toggle', $html );
		$this->assertTrue( wp_script_is( Vitrine\MobileMenu\HANDLE, 'enqueued' ) );
		$this->assertStringContainsString( 'vitrine-mobile-menu', $this->navigation( '{}' ) );
	}

	public function test_MM_1_a_menu_that_never_or_always_collapses_and_the_setting_off_are_left_alone(): void {
		$this->assertStringNotContainsString( 'vitrine-mobile-menu', $this->navigation( '{"overlayMenu":"never"}' ) );
		$this->assertStringNotContainsString( 'vitrine-mobile-menu', $this->navigation( '{"overlayMenu":"always"}' ) );
		update_option( 'vitrine_settings', array( 'mobile_menu' => false ) );
		$this->assertStringNotContainsString( 'vitrine-mobile-menu', $this->navigation( '{"overlayMenu":"mobile"}' ) );
	}

	public function test_MM_1_a_classic_header_menu_gets_a_menu_toggle_and_named_submenu_toggles(): void {
		register_nav_menus( array( 'primary' => 'Primary', 'footer' => 'Footer' ) );
		$menu   = wp_create_nav_menu( 'Classic ' . wp_generate_password( 6, false ) );
		$parent = wp_update_nav_menu_item( $menu, 0, array( 'menu-item-title' => 'Shop & <b>more</b>', 'menu-item-url' => 'https://example.org/shop/', 'menu-item-status' => 'publish' ) );
		wp_update_nav_menu_item( $menu, 0, array( 'menu-item-title' => 'Shoes', 'menu-item-url' => 'https://example.org/shoes/', 'menu-item-parent-id' => $parent, 'menu-item-status' => 'publish' ) );
		set_theme_mod( 'nav_menu_locations', array( 'primary' => $menu, 'footer' => $menu ) );

		$html = wp_nav_menu( array( 'theme_location' => 'primary', 'echo' => false ) );
		$this->assertMatchesRegularExpression( '#^<div class="vitrine-mobile-menu vitrine-classic-menu"><button type="button" class="vitrine-menu-toggle" aria-expanded="false" aria-controls="(vitrine-menu-\d+)">Menu</button><div id="\1" class="vitrine-classic-menu__items">#', $html );
		$this->assertSame( 1, substr_count( $html, 'class="vitrine-submenu-toggle"' ) );
		$this->assertStringContainsString( 'aria-expanded="false" aria-label="Shop &amp; more submenu"', $html );

		$footer = wp_nav_menu( array( 'theme_location' => 'footer', 'echo' => false ) );
		$this->assertStringNotContainsString( 'vitrine-', $footer );
		remove_theme_mod( 'nav_menu_locations' );
		unregister_nav_menu( 'primary' );
		unregister_nav_menu( 'footer' );
	}

	public function test_MM_1_a_theme_with_its_own_responsive_menu_gets_no_second_toggle(): void {
		// The block theme the tests run has no classic menu of its own.
		$this->assertFalse( Vitrine\MobileMenu\theme_has_own_menu() );
		register_nav_menus( array( 'primary' => 'Primary' ) );
		$menu = wp_create_nav_menu( 'Theme ' . wp_generate_password( 6, false ) );
		$parent = wp_update_nav_menu_item( $menu, 0, array( 'menu-item-title' => 'Shop', 'menu-item-url' => 'https://example.org/shop/', 'menu-item-status' => 'publish' ) );
		wp_update_nav_menu_item( $menu, 0, array( 'menu-item-title' => 'Shoes', 'menu-item-url' => 'https://example.org/shoes/', 'menu-item-parent-id' => $parent, 'menu-item-status' => 'publish' ) );
		set_theme_mod( 'nav_menu_locations', array( 'primary' => $menu ) );
		add_filter( 'vitrine_theme_has_own_menu', '__return_true' );
		try {
			$html = wp_nav_menu( array( 'theme_location' => 'primary', 'echo' => false ) );
		} finally {
			remove_filter( 'vitrine_theme_has_own_menu', '__return_true' );
			remove_theme_mod( 'nav_menu_locations' );
			unregister_nav_menu( 'primary' );
		}
		// The theme's menu as the theme prints it, marked for the enhancements, with its script.
		$this->assertMatchesRegularExpression( '#<ul id="[^"]+" class="menu vitrine-theme-menu">#', $html );
		$this->assertStringNotContainsString( 'vitrine-menu-toggle', $html );
		$this->assertStringNotContainsString( 'vitrine-submenu-toggle', $html );
		$this->assertTrue( wp_script_is( Vitrine\MobileMenu\HANDLE, 'enqueued' ) );
	}

	public function test_MM_1_a_theme_whose_templates_print_a_menu_toggle_has_its_own_menu(): void {
		foreach ( array( '<button class="menu-toggle" aria-controls="primary-menu">', '<button class="nav-toggle">', '<button aria-expanded="false">' ) as $template ) {
			$this->assertSame( 1, preg_match( Vitrine\MobileMenu\THEME_TOGGLE_PATTERN, $template ), $template );
		}
		$this->assertSame( 0, preg_match( Vitrine\MobileMenu\THEME_TOGGLE_PATTERN, '<?php wp_nav_menu( array( "theme_location" => "primary" ) ); ?>' ) );
	}

	public function test_MM_1_another_breakpoint_prints_the_same_rules_inline_with_its_width(): void {
		$styles = wp_styles();
		$built  = (string) file_get_contents( $styles->get_data( Vitrine\MobileMenu\HANDLE, 'path' ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents
		$this->assertStringContainsString( '(max-width:991px)', $built );

		wp_deregister_style( Vitrine\MobileMenu\HANDLE );
		update_option( 'vitrine_settings', array( 'mobile_menu_breakpoint' => 1100 ) );
		Vitrine\MobileMenu\register_assets();
		$style = $styles->registered[ Vitrine\MobileMenu\HANDLE ];
		$this->assertFalse( $style->src );
		$this->assertArrayNotHasKey( 'path', $style->extra );
		$inline = implode( '', $style->extra['after'] );
		$this->assertSame( str_replace( '(max-width:991px)', '(max-width:1100px)', $built ), $inline );
		$this->assertStringNotContainsString( '991px', $inline );

		// Out of range, it is clamped as it is saved: 600 px at least.
		$this->assertSame( 600, Vitrine\Settings\sanitize( array( 'mobile_menu_breakpoint' => 320 ) )['mobile_menu_breakpoint'] );

		wp_deregister_style( Vitrine\MobileMenu\HANDLE );
		delete_option( 'vitrine_settings' );
		Vitrine\MobileMenu\register_assets();
		$this->assertNotFalse( $styles->registered[ Vitrine\MobileMenu\HANDLE ]->src );
	}
}
