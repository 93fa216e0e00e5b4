<?php
/**
 * The template-part patterns: the header (navigation, search, side panel and both switchers) and
 * the footer (the site, its menu and the colour-mode switch).
 *
 * @package Vitrine
 */

use PHPUnit\Framework\TestCase;

final class HeaderPatternTest extends TestCase {

	/**
	 * @return array<string, array{string, string, string[]}>
	 */
	public function template_parts(): array {
		return array(
			'header' => array( 'vitrine/header', 'core/template-part/header', array( 'core/site-title', 'core/navigation', 'vitrine/search-overlay', 'vitrine/offcanvas', 'vitrine/color-mode-switch', 'vitrine/style-switcher' ) ),
			'footer' => array( 'vitrine/footer', 'core/template-part/footer', array( 'core/site-title', 'core/site-tagline', 'core/navigation', 'vitrine/color-mode-switch' ) ),
		);
	}

	/**
	 * @dataProvider template_parts
	 *
	 * @param string   $slug       Pattern name.
	 * @param string   $block_type The template part it is offered for.
	 * @param string[] $expected   Blocks it must hold.
	 */
	public function test_SE_1_SP_1_CM_2_SW_1_MM_1_the_template_part_patterns_hold_the_site_chrome( string $slug, string $block_type, array $expected ): void {
		$pattern = WP_Block_Patterns_Registry::get_instance()->get_registered( $slug );
		$this->assertIsArray( $pattern );
		$this->assertContains( $block_type, $pattern['blockTypes'] );
		$names = array();
		$walk  = static function ( array $blocks ) use ( &$walk, &$names ): void {
			foreach ( $blocks as $block ) {
				$names[] = $block['blockName'];
				$walk( $block['innerBlocks'] );
			}
		};
		$walk( parse_blocks( $pattern['content'] ) );
		foreach ( $expected as $name ) {
			$this->assertContains( $name, $names );
		}
		$this->assertSame( $pattern['content'], str_replace( ' />', '/>', wp_kses_post( $pattern['content'] ) ) );
	}
}
