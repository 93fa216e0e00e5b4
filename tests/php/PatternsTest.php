<?php
/**
 * Section patterns (ST-1, ST-2, ST-4, GA-1): registered, translated, and kept as English fixtures that
 * tests/unit/patterns.test.ts parses with the real blocks (a static block whose markup differs
 * from its save() would show as invalid in the editor).
 *
 * @package Vitrine
 */

use PHPUnit\Framework\TestCase;
use function Vitrine\Patterns\content;

final class PatternsTest extends TestCase {

	/**
	 * @var string|false
	 */
	private $timezone;

	protected function setUp(): void {
		$this->timezone = get_option( 'timezone_string' );
		update_option( 'timezone_string', 'Europe/Paris' );
		// 22 November 2026, 10:00 UTC: the launch countdown ends 14 days later at 18:00 Paris time.
		add_filter( 'vitrine_pattern_time', array( $this, 'pinned_time' ) );
	}

	protected function tearDown(): void {
		update_option( 'timezone_string', $this->timezone );
		remove_filter( 'vitrine_pattern_time', array( $this, 'pinned_time' ) );
	}

	public function pinned_time(): int {
		return gmmktime( 10, 0, 0, 11, 22, 2026 );
	}

	/**
	 * @return array<string, array{string}>
	 */
	public function patterns(): array {
		return array(
			'numbers'      => array( 'numbers' ),
			'launch offer' => array( 'launch-offer' ),
			'portfolio'    => array( 'portfolio-page' ),
			'hero'         => array( 'hero-section' ),
			'latest posts' => array( 'latest-posts' ),
			'testimonials' => array( 'testimonials-section' ),
			'logo strip'   => array( 'logo-strip' ),
			'services'     => array( 'services-section' ),
			'expertise'    => array( 'expertise' ),
			'call to act'  => array( 'call-to-action' ),
			'header'       => array( 'header' ),
			'footer'       => array( 'footer' ),
		);
	}

	/**
	 * @dataProvider patterns
	 *
	 * @param string $name Pattern file and fixture name.
	 */
	public function test_ST_1_ST_2_ST_4_GA_1_SL_1_SL_2_SL_3_SL_4_SL_5_pattern_markup_is_the_fixture_jest_validates( string $name ): void {
		$content = content( $name );
		$file    = dirname( __DIR__ ) . "/fixtures/patterns/{$name}.html";
		// The fixture does not depend on where the test site runs.
		// The launch offer's button goes to WooCommerce's shop page when there is one.
		if ( function_exists( 'wc_get_page_permalink' ) ) {
			$content = str_replace( wc_get_page_permalink( 'shop' ), home_url( '/' ), $content );
		}
		$content = str_replace( home_url( '/' ), 'https://example.org/', $content );
		if ( ! is_file( $file ) && getenv( 'UPDATE_FIXTURES' ) ) {
			file_put_contents( $file, $content . "\n" );
		}
		$this->assertSame( trim( (string) file_get_contents( $file ) ), $content );
		// Saved content survives kses for authors without unfiltered_html, as the browser and the
		// editor's validator read it (see Vitrine_Test_Markup).
		$this->assertSame( Vitrine_Test_Markup::canonical( $content ), Vitrine_Test_Markup::canonical( wp_kses_post( $content ) ) );
	}

	public function test_ST_1_ST_2_ST_4_GA_1_SL_6_patterns_are_registered_in_the_vitrine_category(): void {
		$registry = WP_Block_Patterns_Registry::get_instance();
		foreach ( array( 'vitrine/numbers', 'vitrine/launch-offer', 'vitrine/portfolio-page', 'vitrine/hero-section', 'vitrine/latest-posts', 'vitrine/testimonials-section', 'vitrine/logo-strip', 'vitrine/services-section', 'vitrine/expertise', 'vitrine/call-to-action' ) as $name ) {
			$this->assertTrue( $registry->is_registered( $name ), $name );
			$this->assertSame( array( 'vitrine' ), $registry->get_registered( $name )['categories'] );
		}
		$this->assertTrue( WP_Block_Pattern_Categories_Registry::get_instance()->is_registered( 'vitrine' ) );
	}

	public function test_SL_1_ST_3_page_patterns_assemble_whole_pages_from_registered_sections(): void {
		$registry = WP_Block_Patterns_Registry::get_instance();
		$this->assertTrue( WP_Block_Pattern_Categories_Registry::get_instance()->is_registered( 'vitrine-pages' ) );
		$pages = array_filter(
			$registry->get_all_registered(),
			static function ( array $pattern ): bool {
				return in_array( 'vitrine-pages', $pattern['categories'] ?? array(), true );
			}
		);
		$names = array_column( $pages, 'name' );
		sort( $names );
		// The shop front needs WooCommerce (loaded on the 7.1 run, not on the 6.5 one).
		$expected = array( 'vitrine/page-about', 'vitrine/page-agency-home', 'vitrine/page-launch', 'vitrine/page-portfolio-overview', 'vitrine/page-services' );
		if ( class_exists( 'WooCommerce' ) ) {
			$expected[] = 'vitrine/page-shop-front';
		}
		$this->assertSame( $expected, $names );
		foreach ( $pages as $page ) {
			// Offered when a page is created (WordPress's "Choose a pattern").
			$this->assertSame( array( 'page' ), $page['postTypes'], $page['name'] );
			$this->assertSame( array( 'core/post-content' ), $page['blockTypes'], $page['name'] );
			preg_match_all( '/<!-- wp:pattern \{"slug":"([^"]+)"\} \/-->/', $page['content'], $references );
			$this->assertNotEmpty( $references[1], $page['name'] );
			foreach ( $references[1] as $slug ) {
				$this->assertTrue( $registry->is_registered( $slug ), "{$page['name']} uses {$slug}" );
				$this->assertSame( array( 'vitrine' ), $registry->get_registered( $slug )['categories'], $slug );
			}
		}
		// A page renders its sections' blocks.
		$home = do_blocks( $registry->get_registered( 'vitrine/page-agency-home' )['content'] );
		foreach ( array( 'hero-slider', 'services-slider', 'counter', 'portfolio', 'testimonials', 'logo-slider', 'post-slider' ) as $block ) {
			$this->assertStringContainsString( "wp-block-vitrine-{$block}", $home, $block );
		}
	}

	public function test_ST_1_ST_4_SL_6_pattern_files_are_registered_by_path_and_read_only_when_asked_for(): void {
		\Vitrine\Patterns\register();
		$registry = WP_Block_Patterns_Registry::get_instance();
		$stored   = new ReflectionProperty( $registry, 'registered_patterns' );
		$stored->setAccessible( true );
		$before = $stored->getValue( $registry )['vitrine/logo-strip'];
		$this->assertSame( dirname( \Vitrine\PLUGIN_FILE ) . '/patterns/logo-strip.php', $before['filePath'] );
		$this->assertArrayNotHasKey( 'content', $before );
		$this->assertSame( array( 'slider', 'carousel' ), $before['keywords'] );
		$this->assertSame( 'Logo strip', $before['title'] );
		// Asked for, WordPress reads the file: the markup is the pattern file's.
		$this->assertStringContainsString( '<!-- wp:vitrine/logo-slider', $registry->get_registered( 'vitrine/logo-strip' )['content'] );
	}

	public function test_a_visitors_request_writes_no_option_while_the_stored_pattern_headers_are_another_releases(): void {
		$stale  = array(
			'signature' => 'another release|title|a.php',
			'files'     => array( 'a' => array( 'title' => 'From another server' ) ),
		);
		$writes = array();
		$count  = static function ( $option ) use ( &$writes ) {
			$writes[] = $option;
		};
		update_option( \Vitrine\Patterns\CACHE, $stale, true );
		add_action( 'updated_option', $count );
		add_action( 'added_option', $count );
		try {
			// A visitor, as during a rolling deploy: another server stored its release's headers.
			wp_set_current_user( 0 );
			for ( $request = 0; $request < 3; $request++ ) {
				$files = \Vitrine\Patterns\pattern_files();
				// The patterns are this release's, read from the files.
				$this->assertSame( 'Logo strip', $files['logo-strip']['title'] );
			}
			$this->assertSame( array(), $writes );
			$this->assertSame( $stale, get_option( \Vitrine\Patterns\CACHE ) );
			// Someone who edits (the dashboard, the editor) stores this release's, once.
			wp_set_current_user( 1 );
			\Vitrine\Patterns\pattern_files();
			\Vitrine\Patterns\pattern_files();
			$this->assertSame( array( \Vitrine\Patterns\CACHE ), $writes );
			$this->assertSame( 'Logo strip', get_option( \Vitrine\Patterns\CACHE )['files']['logo-strip']['title'] );
		} finally {
			remove_action( 'updated_option', $count );
			remove_action( 'added_option', $count );
			wp_set_current_user( 0 );
		}
	}

	public function test_ST_4_the_launch_countdown_is_two_weeks_ahead_in_site_time(): void {
		$content = content( 'launch-offer' );
		$this->assertStringContainsString( '"date":"2026-12-06T18:00:00+01:00"', $content );
		$html = do_blocks( $content );
		$this->assertStringContainsString( '<time datetime="2026-12-06T18:00:00+01:00">', $html );
	}

	public function test_ST_1_translated_text_is_escaped_the_way_the_block_stores_it(): void {
		$filter = static function ( $translation, $text ) {
			return 'Orders shipped' === $text ? 'R&D <b>"orders"</b>' : $translation;
		};
		add_filter( 'gettext', $filter, 10, 2 );
		$content = content( 'numbers' );
		remove_filter( 'gettext', $filter, 10 );
		$this->assertStringContainsString( '<p class="vitrine-counter__label">R&amp;D &lt;b&gt;"orders"&lt;/b&gt;</p>', $content );
		$this->assertStringContainsString( '"label":"R\u0026amp;D \u0026lt;b\u0026gt;\u0022orders\u0022\u0026lt;/b\u0026gt;"', $content );
	}

	public function test_SL_1_ST_3_patterns_take_their_colours_from_the_theme(): void {
		// Colours a pattern fixed itself would clash with a theme's palette or its dark mode:
		// sections inherit the theme's presets; pictures carry their own darkening layer.
		foreach ( glob( dirname( \Vitrine\PLUGIN_FILE ) . '/patterns/*.php' ) as $file ) {
			$name = basename( $file, '.php' );
			if ( 'page-shop-front' === $name ) {
				continue;
			}
			$markup = content( $name );
			$this->assertDoesNotMatchRegularExpression( '/#[0-9a-f]{3,8}\b|rgba?\(|hsla?\(/i', $markup, $name );
			$this->assertDoesNotMatchRegularExpression( '/"(background|text|gradient)":"(?!var:preset)/', $markup, $name );
		}
	}

	public function test_WC_1_the_shop_front_is_offered_only_with_woocommerce_active(): void {
		// Both ways across the two runs: WordPress 7.1 loads WooCommerce, 6.5 does not.
		$active = class_exists( 'WooCommerce' );
		$this->assertSame( $active, WP_Block_Patterns_Registry::get_instance()->is_registered( 'vitrine/page-shop-front' ) );
		$this->assertSame( 'woocommerce', \Vitrine\Patterns\pattern_files()['page-shop-front']['requires'] );
		$this->assertSame( $active, \Vitrine\Patterns\required_plugins_active( array( 'woocommerce' ) ) );
		// The shop's own test of "WooCommerce is active" decides, filter included.
		foreach ( array( true, false ) as $filtered ) {
			$answer = static function () use ( $filtered ) {
				return $filtered;
			};
			add_filter( 'vitrine_woocommerce_active', $answer );
			$this->assertSame( $filtered, \Vitrine\Patterns\required_plugins_active( array( 'woocommerce' ) ) );
			remove_filter( 'vitrine_woocommerce_active', $answer );
		}
		if ( $active ) {
			$this->assertStringContainsString( '[products ', WP_Block_Patterns_Registry::get_instance()->get_registered( 'vitrine/page-shop-front' )['content'] );
		}
		$this->assertFalse( \Vitrine\Patterns\required_plugins_active( array( 'an-unknown-plugin' ) ) );
		$this->assertTrue( \Vitrine\Patterns\required_plugins_active( array() ) );
	}
}
