<?php
/**
 * The header pattern: navigation, search, side panel and both switchers in one header.
 *
 * @package Vitrine
 */

use PHPUnit\Framework\TestCase;

final class HeaderPatternTest extends TestCase {

	public function test_SE_1_SP_1_CM_2_SW_1_MM_1_the_header_pattern_holds_every_chrome_block(): void {
		$pattern = WP_Block_Patterns_Registry::get_instance()->get_registered( 'vitrine/header' );
		$this->assertIsArray( $pattern );
		$this->assertContains( 'core/template-part/header', $pattern['blockTypes'] );
		$names = array();
		$walk  = static function ( array $blocks ) use ( &$walk, &$names ): void {
			foreach ( $blocks as $block ) {
				$names[] = $block['blockName'];
				$walk( $block['innerBlocks'] );
			}
		};
		$walk( parse_blocks( $pattern['content'] ) );
		foreach ( array( 'core/site-title', 'core/navigation', 'vitrine/search-overlay', 'vitrine/offcanvas', 'vitrine/color-mode-switch', 'vitrine/style-switcher' ) as $name ) {
			$this->assertContains( $name, $names );
		}
		$this->assertSame( $pattern['content'], str_replace( ' />', '/>', wp_kses_post( $pattern['content'] ) ) );
	}
}
