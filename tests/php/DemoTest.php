<?php
/**
 * The testers' demo (tools/demo/seed.php): the block fixtures it seeds name the plugin's pictures
 * by the plugin's address.
 *
 * @package Vitrine
 */

use PHPUnit\Framework\TestCase;
use function Vitrine\Patterns\asset_url;

final class DemoTest extends TestCase {

	/**
	 * A path from the root of the host breaks on a site in a sub-folder, and in an editor canvas
	 * that resolves it from another base (WordPress 6.5.5's showed the demo's pictures broken);
	 * the demo names each picture as the patterns do, and the blocks stay what they were.
	 */
	public function test_GA_1_SL_1_SL_4_the_demo_names_the_plugins_pictures_by_the_plugins_address(): void {
		require_once dirname( __DIR__, 2 ) . '/tools/demo/seed.php';
		$root = dirname( __DIR__, 2 ) . '/src/blocks';
		foreach ( array( 'portfolio/test/fixtures/demo-work.html', 'logo-slider/test/fixtures/demo-partners.html' ) as $fixture ) {
			$markup = (string) file_get_contents( $root . '/' . $fixture ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- A fixture on disk.
			$this->assertStringContainsString( '"/wp-content/plugins/vitrine/assets/', $markup, $fixture );
			$seeded = vitrine_demo_site_urls( $markup );
			$this->assertStringNotContainsString( '"/wp-content/plugins/vitrine/', $seeded, $fixture );
			$this->assertSame(
				substr_count( $markup, '"/wp-content/plugins/vitrine/assets/' ),
				substr_count( $seeded, '"' . asset_url( 'assets/' ) ),
				$fixture
			);
			$this->assertSame(
				array_column( parse_blocks( $markup ), 'blockName' ),
				array_column( parse_blocks( $seeded ), 'blockName' ),
				$fixture
			);
		}
	}
}
