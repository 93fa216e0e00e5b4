<?php
/**
 * The side panel on the server (SP-1): a button that controls a closed `<dialog>` holding the inner
 * blocks, texts escaped and clamped, the side refused unless known.
 *
 * @package Vitrine
 */

use PHPUnit\Framework\TestCase;

final class OffcanvasTest extends TestCase {

	private function render( string $attributes, string $inner = '<!-- wp:paragraph --><p>Inside</p><!-- /wp:paragraph -->' ): string {
		return do_blocks( '<!-- wp:vitrine/offcanvas ' . $attributes . ' -->' . $inner . '<!-- /wp:vitrine/offcanvas -->' );
	}

	public function test_SP_1_the_button_controls_a_closed_dialog_with_the_inner_blocks_an_overlay_and_a_close_button(): void {
		$html = $this->render( '{"buttonLabel":"About"}' ) . $this->render( '{}' );
		preg_match_all( '/aria-controls="([^"]+)"/', $html, $controls );
		$this->assertCount( 2, array_unique( $controls[1] ) );
		foreach ( $controls[1] as $id ) {
			$this->assertMatchesRegularExpression( '/<dialog id="' . $id . '" class="vitrine-offcanvas__dialog vitrine-offcanvas--end" aria-label="[^"]+">/', $html );
		}
		$this->assertStringContainsString( '<span class="vitrine-offcanvas__label">About</span>', $html );
		$this->assertStringContainsString( '<span class="vitrine-offcanvas__label">More</span>', $html );
		$this->assertStringContainsString( '<div class="vitrine-offcanvas__overlay"></div>', $html );
		$this->assertStringContainsString( Vitrine_Test_Markup::canonical( 'Close panel</button><div class="vitrine-offcanvas__content"><p>Inside</p></div>' ), Vitrine_Test_Markup::canonical( $html ) );
		$this->assertSame( 2, substr_count( $html, 'aria-expanded="false"' ) );
	}

	public function test_SP_1_hostile_attributes_are_escaped_cut_and_refused(): void {
		$html = $this->render( '{"buttonLabel":"\u003cimg src=x onerror=alert(1)\u003e  Open   \u0022now\u0022 ' . str_repeat( 'x', 80 ) . '","side":"top\u0022 onclick=\u0022x"}' );
		$this->assertStringNotContainsString( '<img', $html );
		$this->assertStringNotContainsString( 'onclick', $html );
		$this->assertStringContainsString( 'vitrine-offcanvas--end', $html );
		preg_match( '/<span class="vitrine-offcanvas__label">([^<]*)<\/span>/', $html, $label );
		$this->assertSame( 40, mb_strlen( html_entity_decode( $label[1], ENT_QUOTES ) ) );
		$this->assertStringStartsWith( 'Open &quot;now&quot; x', $label[1] );
		$this->assertStringContainsString( 'vitrine-offcanvas--start', $this->render( '{"side":"start"}' ) );
	}
}
