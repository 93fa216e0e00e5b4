<?php
/**
 * Deleting the plugin on a network of more than 100 sites removes what it stored on every one
 * (a WordPress network made by tools/test-php.mjs: tools/wp/cli.php `network` and
 * `network-sites`). get_sites() returns 100 sites unless told otherwise.
 *
 * @package Vitrine
 */

use PHPUnit\Framework\TestCase;

final class UninstallNetworkTest extends TestCase {

	private const OPTIONS = array( 'vitrine_settings', 'vitrine_settings_lock', 'vitrine_demo_version', 'vitrine_patterns' );

	/**
	 * Each site's Vitrine options that are still there.
	 *
	 * @param int[] $ids Site ids.
	 * @return array<int, string[]>
	 */
	private function left( array $ids ): array {
		$left = array();
		foreach ( $ids as $id ) {
			switch_to_blog( $id );
			foreach ( self::OPTIONS as $option ) {
				if ( 'gone' !== get_option( $option, 'gone' ) ) {
					$left[ $id ][] = $option;
				}
			}
			restore_current_blog();
		}
		return $left;
	}

	public function test_uninstall_removes_every_sites_options_on_a_network_of_more_than_100_sites(): void {
		$this->assertTrue( is_multisite() );
		$ids = array_map( 'intval', get_sites( array( 'fields' => 'ids', 'number' => 0 ) ) );
		$this->assertGreaterThan( 100, count( $ids ) );
		foreach ( $ids as $id ) {
			switch_to_blog( $id );
			foreach ( self::OPTIONS as $option ) {
				update_option( $option, array( 'site' => $id ) );
			}
			restore_current_blog();
		}
		$this->assertCount( count( $ids ), $this->left( $ids ) );

		define( 'WP_UNINSTALL_PLUGIN', 'vitrine/plugin.php' );
		require dirname( __DIR__, 3 ) . '/uninstall.php';

		$this->assertSame( array(), $this->left( $ids ) );
	}
}
