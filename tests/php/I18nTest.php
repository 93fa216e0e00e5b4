<?php
/**
 * Every script with a `vitrine` string gets its translations, and every stylesheet has its
 * right-to-left twin, whichever way it was registered (block.json or includes/).
 *
 * @package Vitrine
 */

use PHPUnit\Framework\TestCase;

final class I18nTest extends TestCase {

	/**
	 * The registered dependencies (scripts or styles) whose file is one of Vitrine's builds, as `init`
	 * left them (no enqueue action fired here: the shop's would stay registered for later tests).
	 *
	 * @param WP_Dependencies $registry Scripts or styles.
	 * @return array<string, string> Paths by handle.
	 */
	private function built( WP_Dependencies $registry ): array {
		$base  = plugins_url( 'build/', Vitrine\PLUGIN_FILE );
		$found = array();
		foreach ( $registry->registered as $handle => $dependency ) {
			if ( is_string( $dependency->src ) && 0 === strpos( $dependency->src, $base ) ) {
				$found[ $handle ] = dirname( Vitrine\PLUGIN_FILE ) . '/build/' . substr( strtok( $dependency->src, '?' ), strlen( $base ) );
			}
		}
		return $found;
	}

	public function test_every_script_that_holds_a_vitrine_string_loads_its_translations(): void {
		$translated = 0;
		foreach ( $this->built( wp_scripts() ) as $handle => $file ) {
			$this->assertFileIsReadable( $file, $handle );
			// An @wordpress/i18n call the bundle keeps: `(0,x.__)("Text","vitrine")`.
			if ( preg_match( '/,\s*"vitrine"\)/', (string) file_get_contents( $file ) ) ) {
				$this->assertSame( 'vitrine', wp_scripts()->registered[ $handle ]->textdomain, $handle );
				++$translated;
			}
		}
		// The block editor scripts with strings, the sliders' editor and the sticky extension.
		$this->assertGreaterThanOrEqual( 10, $translated );
	}

	public function test_every_stylesheet_has_its_right_to_left_version(): void {
		$styles = $this->built( wp_styles() );
		$this->assertNotEmpty( $styles );
		foreach ( $styles as $handle => $file ) {
			$this->assertFileIsReadable( substr( $file, 0, -4 ) . '-rtl.css', $handle );
			// Block stylesheets: WordPress swaps in the -rtl file itself when the site is
			// right to left (register_block_style_handle()); the others say so themselves.
			if ( ! preg_match( '/^vitrine-[a-z-]+-(editor-|view-)?style$/', $handle ) ) {
				$this->assertSame( 'replace', wp_styles()->get_data( $handle, 'rtl' ), $handle );
			}
		}
	}
}
