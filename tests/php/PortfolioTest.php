<?php
/**
 * The portfolio's server rendering (GA-1): filter buttons from the categories in use, counts and
 * announcements, clamped settings, hostile attributes, and the markup the view hydrates (kept as
 * fixtures the Jest hydration test reads, so PHP and the React component are proven to agree).
 *
 * @package Vitrine
 */

use PHPUnit\Framework\TestCase;
use function Vitrine\Portfolio\categories;
use function Vitrine\Blocks\whole_attribute;

final class PortfolioTest extends TestCase {

	private const FIXTURES = __DIR__ . '/../../src/blocks/portfolio/test/fixtures';

	/**
	 * Saved markup with hostile values everywhere a stored value can be edited by hand.
	 */
	private const HOSTILE = <<<'HTML'
<!-- wp:vitrine/portfolio {"columns":99,"columnsTablet":"x","columnsMobile":-3,"layout":"\u0022\u003e\u003cscript\u003e","imageShape":"hexagon","anchor":"\u0022 onmouseover=\u0022x"} -->
<!-- wp:vitrine/portfolio-item {"categories":[{"slug":"web","name":"Web \u003cimg src=x onerror=alert(1)\u003e"},{"slug":"Bad Slug","name":"Bad"},{"slug":"web","name":"Again"},{"slug":"print"}]} -->
<li class="wp-block-vitrine-portfolio-item" data-categories="evil&quot;" hidden><h3 class="vitrine-portfolio__title"><span class="vitrine-portfolio__name">One</span></h3></li>
<!-- /wp:vitrine/portfolio-item -->

<!-- wp:paragraph -->
<p>A stray paragraph</p>
<!-- /wp:paragraph -->

<!-- wp:vitrine/portfolio-item {"categories":"not a list"} -->
<li class="wp-block-vitrine-portfolio-item" data-categories=""><h3 class="vitrine-portfolio__title"><span class="vitrine-portfolio__name">Two</span></h3></li>
<!-- /wp:vitrine/portfolio-item -->
<!-- /wp:vitrine/portfolio -->
HTML;

	/**
	 * Served markup the Jest hydration test re-renders with the React component.
	 *
	 * @return array<string, array{string, string}>
	 */
	public function rendered_cases(): array {
		$fixture = static function ( string $name ): string {
			return (string) file_get_contents( self::FIXTURES . "/{$name}.html" );
		};
		return array(
			'default'            => array( 'default', $fixture( 'default' ) ),
			'masonry no filters' => array( 'masonry-no-filters', $fixture( 'masonry-no-filters' ) ),
			'demo'               => array( 'demo-work', $fixture( 'demo-work' ) ),
			'hostile'            => array( 'hostile', self::HOSTILE ),
		);
	}

	/**
	 * @dataProvider rendered_cases
	 *
	 * @param string $name   Fixture name.
	 * @param string $markup Saved block markup.
	 */
	public function test_GA_1_served_markup_is_the_fixture_the_view_hydrates( string $name, string $markup ): void {
		$file = self::FIXTURES . "/rendered-{$name}.html";
		$html = trim( do_blocks( $markup ) );
		if ( ! is_file( $file ) && getenv( 'UPDATE_FIXTURES' ) ) {
			file_put_contents( $file, $html . "\n" );
		}
		$this->assertSame( Vitrine_Test_Markup::canonical( trim( (string) file_get_contents( $file ) ) ), Vitrine_Test_Markup::canonical( $html ) );
	}

	public function test_GA_1_filters_are_the_categories_in_use_with_all_first(): void {
		$html = do_blocks( (string) file_get_contents( self::FIXTURES . '/demo-work.html' ) );
		preg_match_all( '/data-filter="([^"]+)" aria-pressed="(true|false)">([^<]*)</', $html, $m );
		$this->assertSame( array( '*', 'branding', 'print', 'web', 'photography' ), $m[1] );
		$this->assertSame( array( 'true', 'false', 'false', 'false', 'false' ), $m[2] );
		$this->assertSame( array( 'All', 'Branding', 'Print &amp; signage', 'Web', 'Photography' ), $m[3] );
		$this->assertStringContainsString( 'role="group" aria-label="Filter projects"', $html );
		// Without JavaScript every item shows.
		$this->assertSame( 12, substr_count( $html, '<li class="wp-block-vitrine-portfolio-item"' ) );
		$this->assertStringNotContainsString( ' hidden', $html );
	}

	public function test_GA_1_each_item_is_rendered_once_per_page(): void {
		// The portfolio renders its items itself: WordPress must not render them first as well.
		$items = 0;
		$count = static function ( string $content, array $block ) use ( &$items ): string {
			$items += 'vitrine/portfolio-item' === $block['blockName'] ? 1 : 0;
			return $content;
		};
		add_filter( 'render_block', $count, 10, 2 );
		do_blocks( (string) file_get_contents( self::FIXTURES . '/demo-work.html' ) );
		remove_filter( 'render_block', $count, 10 );
		$this->assertSame( 12, $items );
		$this->assertTrue( WP_Block_Type_Registry::get_instance()->get_registered( 'vitrine/portfolio' )->skip_inner_blocks );
	}

	public function test_GA_1_announcements_count_the_items_of_each_filter(): void {
		$html = do_blocks( (string) file_get_contents( self::FIXTURES . '/demo-work.html' ) );
		$this->assertSame( 1, preg_match( '/data-strings="([^"]*)"/', $html, $m ) );
		$strings = json_decode( html_entity_decode( $m[1], ENT_QUOTES ), true );
		$this->assertSame(
			array(
				'*'           => 'Showing 12 projects.',
				'branding'    => 'Showing 4 projects in Branding.',
				'print'       => 'Showing 4 projects in Print & signage.',
				'web'         => 'Showing 4 projects in Web.',
				'photography' => 'Showing 4 projects in Photography.',
			),
			$strings['announce']
		);
		$this->assertSame( 'Project viewer', $strings['dialog'] );
		$this->assertSame( 'Content not found', $strings['notFound'] );
		$one = do_blocks( '<!-- wp:vitrine/portfolio --><!-- wp:vitrine/portfolio-item {"categories":[{"slug":"web","name":"Web"}]} --><li class="wp-block-vitrine-portfolio-item" data-categories="web"></li><!-- /wp:vitrine/portfolio-item --><!-- /wp:vitrine/portfolio -->' );
		$this->assertStringContainsString( 'Showing 1 project in Web.', html_entity_decode( $one, ENT_QUOTES ) );
	}

	public function test_GA_1_hostile_attributes_are_clamped_refused_or_escaped(): void {
		$html = do_blocks( self::HOSTILE );
		$this->assertStringContainsString( '--vitrine-portfolio-columns:6;--vitrine-portfolio-columns-tablet:2;--vitrine-portfolio-columns-mobile:1', $html );
		$this->assertStringContainsString( 'vitrine-portfolio--grid vitrine-portfolio--shape-landscape', $html );
		$this->assertStringNotContainsString( '<script', $html );
		$this->assertStringNotContainsString( 'onerror', $html );
		$this->assertStringNotContainsString( 'onmouseover', $html );
		$this->assertStringNotContainsString( 'A stray paragraph', $html );
		$this->assertStringNotContainsString( ' hidden', $html );
		$this->assertStringContainsString( 'data-categories="web"', $html );
		$this->assertStringNotContainsString( 'evil', $html );
		$this->assertSame( 1, substr_count( $html, 'data-filter="web"' ) );
		$this->assertStringNotContainsString( 'data-filter="print"', $html );
	}

	public function test_GA_1_category_and_column_rules(): void {
		$this->assertSame(
			array(
				array( 'slug' => 'café-co', 'name' => 'Café &amp; Co' ),
				array( 'slug' => '2024', 'name' => '2024' ),
			),
			categories(
				array(
					array( 'slug' => 'café-co', 'name' => 'Café &amp; Co' ),
					array( 'slug' => '-bad', 'name' => 'Bad' ),
					array( 'slug' => str_repeat( 'a', 41 ), 'name' => 'Long' ),
					array( 'slug' => '2024', 'name' => '2024' ),
					array( 'slug' => 'empty', 'name' => '<img src=x>' ),
				)
			)
		);
		$many = array_map(
			static function ( $n ) {
				return array( 'slug' => "c{$n}", 'name' => "C{$n}" );
			},
			range( 1, 12 )
		);
		$this->assertCount( 8, categories( $many ) );
		// Columns follow block.json's rules: 1 to 6 on desktop (3 by default), 1 to 2 on phones.
		$this->assertSame( 4, whole_attribute( '4', 'vitrine/portfolio', 'columns' ) );
		$this->assertSame( 1, whole_attribute( 0, 'vitrine/portfolio', 'columns' ) );
		$this->assertSame( 6, whole_attribute( 99, 'vitrine/portfolio', 'columns' ) );
		$this->assertSame( 3, whole_attribute( true, 'vitrine/portfolio', 'columns' ) );
		$this->assertSame( 2, whole_attribute( 1.6, 'vitrine/portfolio', 'columnsMobile' ) );
	}

	public function test_GA_1_the_anchor_names_the_portfolio_and_its_hash_entry(): void {
		$html = do_blocks( (string) file_get_contents( self::FIXTURES . '/default.html' ) );
		$this->assertStringContainsString( 'id="work"', $html );
	}

	public function test_GA_1_a_portfolio_without_items_renders_nothing(): void {
		$this->assertSame( '', trim( do_blocks( '<!-- wp:vitrine/portfolio /-->' ) ) );
	}

	public function test_GA_2_lightbox_off_is_said_in_the_markup(): void {
		$html = do_blocks( (string) file_get_contents( self::FIXTURES . '/masonry-no-filters.html' ) );
		$this->assertStringContainsString( 'data-lightbox="off"', $html );
		$this->assertStringNotContainsString( 'vitrine-portfolio__filters', $html );
		$this->assertStringContainsString( 'vitrine-portfolio--masonry', $html );
	}
}
