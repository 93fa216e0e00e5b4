<?php
/**
 * The bench's floor pages (tools/wp/bench.php): the same content with every Vitrine block swapped
 * for core blocks, pattern references included.
 *
 * @package Vitrine
 */

use PHPUnit\Framework\TestCase;

require_once dirname( __DIR__, 2 ) . '/tools/wp/bench.php';

final class BenchFloorsTest extends TestCase {

	/**
	 * Outermost Vitrine blocks in document order.
	 *
	 * @param array<int, array<string, mixed>> $blocks Parsed blocks.
	 */
	private static function vitrine_blocks( array $blocks ): int {
		$count = 0;
		foreach ( $blocks as $block ) {
			$count += 0 === strpos( (string) $block['blockName'], 'vitrine/' ) ? 1 : self::vitrine_blocks( $block['innerBlocks'] );
		}
		return $count;
	}

	public function test_a_floor_swaps_every_vitrine_block_of_a_referenced_pattern_and_keeps_all_it_was_given(): void {
		$page     = '<!-- wp:paragraph --><p>Before</p><!-- /wp:paragraph -->'
			. '<!-- wp:pattern {"slug":"vitrine/page-agency-home"} /-->'
			. '<!-- wp:paragraph --><p>After</p><!-- /wp:paragraph -->';
		$expanded = vitrine_bench_expand_patterns( parse_blocks( $page ) );
		$vitrine  = self::vitrine_blocks( $expanded );
		$this->assertGreaterThan( 1, $vitrine, 'the home pattern holds Vitrine blocks' );
		$this->assertStringNotContainsString( 'wp:pattern', serialize_blocks( $expanded ) );

		// Each Vitrine block's visible content is two core blocks: both must reach the floor, also
		// where the Vitrine block sat inside a group of the pattern.
		$captured = array();
		for ( $index = 0; $index < $vitrine; $index++ ) {
			$captured[] = "<!-- wp:paragraph --><p>Shown {$index}</p><!-- /wp:paragraph --><!-- wp:paragraph --><p>Also {$index}</p><!-- /wp:paragraph -->";
		}
		$floor = serialize_blocks( vitrine_bench_swap( $expanded, $captured ) );

		$this->assertSame( array(), $captured, 'every capture was used' );
		$this->assertStringNotContainsString( 'wp:vitrine/', $floor );
		for ( $index = 0; $index < $vitrine; $index++ ) {
			$this->assertStringContainsString( "<p>Shown {$index}</p>", $floor );
			$this->assertStringContainsString( "<p>Also {$index}</p>", $floor );
		}
		$this->assertStringStartsWith( '<!-- wp:paragraph --><p>Before</p>', $floor );
		$this->assertStringEndsWith( '<p>After</p><!-- /wp:paragraph -->', $floor );
	}

	public function test_a_floor_keeps_what_the_blocks_hold_but_do_not_show_closed_at_its_end(): void {
		$page   = '<!-- wp:paragraph --><p>Before</p><!-- /wp:paragraph --><!-- wp:vitrine/counter /-->';
		$hidden = '<!-- wp:heading --><h2 class="wp-block-heading">Slide 2</h2><!-- /wp:heading -->';
		$floor  = vitrine_bench_floor_content( $page, array( '<!-- wp:paragraph --><p>Shown</p><!-- /wp:paragraph -->' ), $hidden );
		$this->assertStringNotContainsString( 'wp:vitrine/', $floor );
		$html = do_blocks( $floor );
		// Sent and rendered, after everything shown, and closed: never painted.
		$this->assertMatchesRegularExpression( '#<p[^>]*>Before</p>.*<p[^>]*>Shown</p>.*<details class="wp-block-details[^"]*"><summary>…</summary><h2 class="wp-block-heading">Slide 2</h2></details>\s*$#s', $html );
		$this->assertSame( $floor, vitrine_bench_floor_content( $page, array( '<!-- wp:paragraph --><p>Shown</p><!-- /wp:paragraph -->' ), $hidden ) );
		$this->assertStringNotContainsString( '<details', vitrine_bench_floor_content( $page, array( '' ), '' ) );
	}
}
