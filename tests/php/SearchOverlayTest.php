<?php
/**
 * The search overlay on the server (SE-1): WordPress's own search form in a closed `<dialog>` the button
 * controls, a unique id per overlay.
 *
 * @package Vitrine
 */

use PHPUnit\Framework\TestCase;

final class SearchOverlayTest extends TestCase {

	public function test_SE_1_the_button_controls_a_closed_dialog_holding_the_real_search_form(): void {
		$html = do_blocks( '<!-- wp:vitrine/search-overlay /--><!-- wp:vitrine/search-overlay /-->' );
		preg_match_all( '/aria-controls="([^"]+)"/', $html, $controls );
		$this->assertCount( 2, array_unique( $controls[1] ) );
		foreach ( $controls[1] as $id ) {
			$this->assertStringContainsString( '<dialog id="' . $id . '" class="vitrine-search-overlay__panel" aria-label="Search">', $html );
		}
		$this->assertStringContainsString( 'aria-expanded="false"', $html );
		$this->assertSame( 2, substr_count( $html, get_search_form( array( 'echo' => false ) ) ) );
		$this->assertStringContainsString( 'name="s"', $html );
	}
}
