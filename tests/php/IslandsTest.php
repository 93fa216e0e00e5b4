<?php
/**
 * Islands (includes/islands.php): views leave WordPress's queue, and the manifest lists what
 * each island runs in WordPress's own dependency order, without what the page already has.
 *
 * @package Vitrine
 */

use PHPUnit\Framework\TestCase;
use Vitrine\Islands;
use Vitrine\Settings;

final class IslandsTest extends TestCase {

	// The bars' two view scripts (block.json): the motion on the served markup, then React's view.
	private const BARS = 'vitrine-progress-bars-view-script';

	private const BARS_VIEW = 'vitrine-progress-bars-view-script-2';

	protected function tearDown(): void {
		$taken = &Islands\taken();
		$taken = array();
		wp_scripts()->done = array();
		wp_dequeue_script( self::BARS );
		wp_dequeue_script( self::BARS_VIEW );
		delete_option( Settings\OPTION );
		wp_dequeue_script( 'vitrine-test-island' );
		wp_deregister_script( 'vitrine-test-island' );
		$islands = &Islands\registry();
		unset( $islands['vitrine-test-island'] );
	}

	/**
	 * The island of a handle with a given start, from the registry.
	 *
	 * @param string $handle Script handle.
	 * @param string $start  How it starts.
	 * @return array{0: string, 1: string, 2: string}|null
	 */
	private function registered( string $handle, string $start ): ?array {
		foreach ( Islands\registry()[ $handle ] ?? array() as $island ) {
			if ( $island[1] === $start ) {
				return $island;
			}
		}
		return null;
	}

	/**
	 * The manifest's island for a selector and a start.
	 *
	 * @param string $selector The island's selector.
	 * @param string $start    How it starts.
	 * @return array<int, mixed>|null
	 */
	private function island( string $selector, string $start ): ?array {
		foreach ( Islands\manifest()['i'] as $island ) {
			if ( $island[0] === $selector && $island[1] === $start ) {
				return $island;
			}
		}
		return null;
	}

	public function test_ST_3_SL_6_GA_1_block_json_says_how_each_view_starts(): void {
		// Two view scripts, two starts, in block.json's order.
		$this->assertSame( array( '.wp-block-vitrine-progress-bars', 'appear' ), $this->registered( self::BARS, 'appear' ) );
		$this->assertSame( array( '.wp-block-vitrine-progress-bars', 'interaction' ), $this->registered( self::BARS_VIEW, 'interaction' ) );
		$this->assertNull( $this->registered( self::BARS_VIEW, 'appear' ) );
		// The five sliders share one small script (near) and one view (on interaction): one island
		// each, one selector list.
		$engine = $this->registered( 'vitrine-slider-motion', 'near' );
		$view   = $this->registered( 'vitrine-slider-view', 'interaction' );
		$this->assertNull( $this->registered( 'vitrine-slider-view', 'near' ) );
		foreach ( array( 'hero-slider', 'testimonials', 'logo-slider', 'services-slider', 'post-slider' ) as $slider ) {
			$this->assertContains( ".wp-block-vitrine-{$slider}", explode( ',', $engine[0] ) );
			$this->assertContains( ".wp-block-vitrine-{$slider}", explode( ',', $view[0] ) );
		}
		// The portfolio's small script answers its first clicks (near); its view waits for a visitor.
		$this->assertSame( array( '.wp-block-vitrine-portfolio', 'near' ), $this->registered( 'vitrine-portfolio-view-script', 'near' ) );
		$this->assertSame( array( '.wp-block-vitrine-portfolio', 'interaction' ), $this->registered( 'vitrine-portfolio-view-script-2', 'interaction' ) );
	}

	public function test_ST_3_a_view_leaves_the_queue_and_runs_after_its_dependencies(): void {
		wp_enqueue_script( self::BARS );
		wp_enqueue_script( self::BARS_VIEW );
		Islands\take_views();
		$this->assertNotContains( self::BARS, wp_scripts()->queue );
		$this->assertNotContains( self::BARS_VIEW, wp_scripts()->queue );

		// The motion into view needs nothing else: no React before a visitor interacts.
		$motion = $this->island( '.wp-block-vitrine-progress-bars', 'appear' );
		$this->assertSame( array( self::BARS ), $motion[2] );
		$this->assertMatchesRegularExpression( '#/build/blocks/progress-bars/motion\.js\?ver=\w+$#', Islands\manifest()['s'][ self::BARS ][0] );

		$handles = $this->island( '.wp-block-vitrine-progress-bars', 'interaction' )[2];
		$this->assertSame( self::BARS_VIEW, end( $handles ) );
		$this->assertLessThan( array_search( 'react-dom', $handles, true ), array_search( 'react', $handles, true ) );
		$this->assertLessThan( array_search( 'wp-element', $handles, true ), array_search( 'react-dom', $handles, true ) );
		$this->assertNotContains( 'wp-polyfill', $handles );
		$this->assertMatchesRegularExpression( '#/build/blocks/progress-bars/view\.js\?ver=\w+$#', Islands\manifest()['s'][ self::BARS_VIEW ][0] );
	}

	public function test_SL_6_a_slider_runs_its_engine_without_react_and_its_view_after_it(): void {
		wp_enqueue_script( 'vitrine-slider-motion' );
		wp_enqueue_script( 'vitrine-slider-view' );
		Islands\take_views();
		$selector = Islands\registry()['vitrine-slider-motion'][0][0];
		$this->assertSame( array( 'vitrine-slider-motion' ), $this->island( $selector, 'near' )[2] );
		// The view adopts the engine the small script started: it always comes after it.
		$handles = $this->island( $selector, 'interaction' )[2];
		$this->assertContains( 'react', $handles );
		$this->assertSame( array( 'vitrine-slider-motion', 'vitrine-slider-view' ), array_slice( $handles, -2 ) );
		wp_dequeue_script( 'vitrine-slider-motion' );
		wp_dequeue_script( 'vitrine-slider-view' );
	}

	public function test_ST_3_react_that_the_page_already_printed_is_not_loaded_again(): void {
		wp_enqueue_script( self::BARS_VIEW );
		Islands\take_views();
		wp_scripts()->done = array( 'react', 'react-dom' );
		$handles = $this->island( '.wp-block-vitrine-progress-bars', 'interaction' )[2];
		$this->assertNotContains( 'react', $handles );
		$this->assertNotContains( 'react-dom', $handles );
		$this->assertContains( 'wp-element', $handles );
	}

	public function test_ST_3_with_the_site_animations_off_blocks_that_only_animate_are_not_listed(): void {
		wp_enqueue_script( self::BARS );
		wp_enqueue_script( self::BARS_VIEW );
		Islands\take_views();
		$this->assertNotNull( $this->island( '.wp-block-vitrine-progress-bars', 'appear' ) );
		update_option( Settings\OPTION, array( 'animations' => false ) );
		$this->assertNull( $this->island( '.wp-block-vitrine-progress-bars', 'appear' ) );
		// Its view still answers a visitor.
		$this->assertNotNull( $this->island( '.wp-block-vitrine-progress-bars', 'interaction' ) );
	}

	public function test_SL_6_inline_code_travels_with_its_script_escaped_in_the_manifest(): void {
		wp_register_script( 'vitrine-test-island', 'https://example.org/island.js', array(), '1' );
		wp_add_inline_script( 'vitrine-test-island', 'window.before = "<!-- <b>&amp;</b>";', 'before' );
		wp_add_inline_script( 'vitrine-test-island', 'window.after = 1;' );
		Islands\add( 'vitrine-test-island', '.vitrine-test', 'near' );
		wp_enqueue_script( 'vitrine-test-island' );
		Islands\take_views();
		list( $src, $before, $after ) = Islands\manifest()['s']['vitrine-test-island'];
		$this->assertSame( 'https://example.org/island.js?ver=1', $src );
		// WordPress 6.7+ appends a sourceURL comment to inline code.
		$this->assertStringStartsWith( 'window.before = "<!-- <b>&amp;</b>";', $before );
		$this->assertStringStartsWith( 'window.after = 1;', $after );
		ob_start();
		Islands\print_loader();
		$printed = (string) ob_get_clean();
		// In the printed JSON no "<" or "&" of the code survives to open a comment or a tag.
		$this->assertStringContainsString( 'window.before = \\"\\u003C!-- \\u003Cb\\u003E\\u0026amp;', $printed );
		$this->assertStringNotContainsString( '<!--', $printed );
		$this->assertSame( 2, substr_count( $printed, '</script>' ) );
	}

	public function test_SL_6_a_script_without_inline_code_is_listed_by_its_address_alone(): void {
		wp_register_script( 'vitrine-test-plain', 'https://example.org/plain.js', array(), '1' );
		wp_register_script( 'vitrine-test-after', 'https://example.org/after.js', array(), '1' );
		wp_add_inline_script( 'vitrine-test-after', 'window.after = 1;' );
		Islands\add( 'vitrine-test-plain', '.vitrine-plain', 'near' );
		Islands\add( 'vitrine-test-after', '.vitrine-after', 'near' );
		wp_enqueue_script( 'vitrine-test-plain' );
		wp_enqueue_script( 'vitrine-test-after' );
		Islands\take_views();
		$scripts = Islands\manifest()['s'];
		$this->assertSame( array( 'https://example.org/plain.js?ver=1' ), $scripts['vitrine-test-plain'] );
		// An empty "before" between the address and the "after" code keeps its place.
		$this->assertCount( 3, $scripts['vitrine-test-after'] );
		$this->assertSame( '', $scripts['vitrine-test-after'][1] );
	}

	public function test_an_unknown_start_is_refused(): void {
		$told = array();
		$tell = static function ( string $function_name ) use ( &$told ): void {
			$told[] = $function_name;
		};
		add_action( 'doing_it_wrong_run', $tell );
		add_filter( 'doing_it_wrong_trigger_error', '__return_false' );
		Islands\add( 'vitrine-test-island', '.vitrine-test', 'whenever' );
		remove_action( 'doing_it_wrong_run', $tell );
		remove_filter( 'doing_it_wrong_trigger_error', '__return_false' );
		$this->assertSame( array( 'Vitrine\\Islands\\add' ), $told );
		$this->assertArrayNotHasKey( 'vitrine-test-island', Islands\registry() );
	}
}
