<?php
/**
 * Colour mode on the server (CM-1, CM-2, CM-5, CM-6): the site default in the meta tag, the
 * inline script within its 1 KB, the switch's markup, and HTML that never depends on cookies.
 *
 * @package Vitrine
 */

use PHPUnit\Framework\TestCase;
use Vitrine\ColorMode;
use Vitrine\Head;
use Vitrine\Settings;

final class ColorModeTest extends TestCase {

	protected function tearDown(): void {
		delete_option( Settings\OPTION );
		unset( $_COOKIE['client_light_mode_style_cookie'], $_COOKIE['client_dark_mode_style_cookie'] );
	}

	private function head(): string {
		ob_start();
		ColorMode\print_head();
		return (string) ob_get_clean();
	}

	public function test_CM_1_the_meta_carries_the_site_default(): void {
		$this->assertStringContainsString( '<meta name="theme-style-mode" content="0" />', $this->head() );
		update_option( Settings\OPTION, array( 'color_mode' => 'dark' ) );
		$this->assertStringContainsString( '<meta name="theme-style-mode" content="1" />', $this->head() );
		update_option( Settings\OPTION, array( 'color_mode' => 'system' ) );
		$this->assertStringContainsString( '<meta name="theme-style-mode" content="0" data-follow-system />', $this->head() );
		update_option( Settings\OPTION, array( 'color_mode' => '"><script>' ) );
		$this->assertStringContainsString( '<meta name="theme-style-mode" content="0" />', $this->head() );
	}

	public function test_CM_5_the_inline_head_script_applies_the_mode_in_at_most_1_KB_gzip(): void {
		ob_start();
		Head\print_script();
		$script = (string) ob_get_clean();
		// With the opt-outs optimisation plugins honour: it must run before the first paint.
		// (WordPress 7.1 sorts a tag's attributes, 6.5 keeps their order.)
		$this->assertSame( 1, preg_match( '#<script ([^>]*)>#', $script, $tag ) );
		$attributes = explode( ' ', $tag[1] );
		sort( $attributes );
		$this->assertSame( array( 'data-cfasync="false"', 'data-jetpack-boost="ignore"', 'data-no-defer="1"', 'data-no-minify="1"', 'data-no-optimize="1"', 'data-noptimize="1"', 'id="vitrine-head-js"', 'nowprocket' ), $attributes );
		$this->assertStringContainsString( 'client_light_mode_style_cookie', $script );
		$this->assertLessThanOrEqual( 1024, strlen( (string) gzencode( $script ) ) );
		// After WordPress's styles (8), before the body.
		$this->assertSame( 9, has_action( 'wp_head', 'Vitrine\\Head\\print_script' ) );
		$head = $this->head();
		$this->assertStringContainsString( '<style id="vitrine-color-mode-css">', $head );
		$this->assertStringContainsString( 'color-scheme:dark', $head );
	}

	public function test_CM_6_the_html_is_the_same_whatever_cookies_the_visitor_sends(): void {
		$page = function (): string {
			ob_start();
			ColorMode\print_head();
			Head\print_script();
			ColorMode\print_body_open();
			echo do_blocks( '<!-- wp:vitrine/color-mode-switch /-->' ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped
			return (string) ob_get_clean();
		};
		$plain                                      = $page();
		$_COOKIE['client_light_mode_style_cookie'] = 'dark';
		$_COOKIE['client_dark_mode_style_cookie']  = 'light';
		$this->assertSame( $plain, $page() );
		$this->assertNotContains( 'active-dark-mode', get_body_class() );
	}

	public function test_CM_2_the_switch_has_light_and_dark_buttons_named_and_unpressed(): void {
		$html = do_blocks( '<!-- wp:vitrine/color-mode-switch /-->' );
		$this->assertStringContainsString( '<div class="my_switcher" role="group" aria-label="Colour mode">', $html );
		$this->assertStringContainsString( '<button type="button" class="setColor light" aria-pressed="false">', $html );
		$this->assertStringContainsString( '<span class="vitrine-color-mode__label">Dark</span>', $html );
		$icons = do_blocks( '<!-- wp:vitrine/color-mode-switch {"showLabels":false} /-->' );
		$this->assertStringContainsString( 'class="setColor dark" aria-pressed="false" aria-label="Dark"', $icons );
		$this->assertStringNotContainsString( 'vitrine-color-mode__label', $icons );
	}
}
