<?php
/**
 * Deleting the plugin removes what it stored.
 *
 * @package Vitrine
 */

use PHPUnit\Framework\TestCase;

final class UninstallTest extends TestCase {

	public function test_uninstall_removes_the_settings_the_pattern_cache_and_the_dark_styles(): void {
		update_option( 'vitrine_settings', array( 'animations' => false ) );
		// Stored by someone who edits (a visitor's request stores nothing).
		wp_set_current_user( 1 );
		\Vitrine\Patterns\pattern_files();
		wp_set_current_user( 0 );
		$this->assertIsArray( get_option( 'vitrine_patterns' ) );
		// Stored on a visitor's request: the theme's dark styles, worked out once.
		\Vitrine\ColorMode\theme_dark_css();
		$this->assertIsArray( get_option( 'vitrine_dark_css' ) );
		if ( ! defined( 'WP_UNINSTALL_PLUGIN' ) ) {
			define( 'WP_UNINSTALL_PLUGIN', 'vitrine/plugin.php' );
		}
		require dirname( __DIR__, 2 ) . '/uninstall.php';
		// A passed default wins over the registered one, so this sees whether the row is gone.
		$this->assertSame( 'gone', get_option( 'vitrine_settings', 'gone' ) );
		$this->assertSame( 'gone', get_option( 'vitrine_patterns', 'gone' ) );
		$this->assertSame( 'gone', get_option( 'vitrine_dark_css', 'gone' ) );
	}
}
