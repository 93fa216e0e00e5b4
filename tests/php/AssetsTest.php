<?php
/**
 * Front-end script plumbing: the JSX runtime handle on 6.5 and the non-blocking view chain.
 *
 * @package Vitrine
 */

use PHPUnit\Framework\TestCase;

final class AssetsTest extends TestCase {

	public function test_the_jsx_runtime_handle_exists_on_every_supported_version(): void {
		$this->assertTrue( wp_script_is( 'react-jsx-runtime', 'registered' ) );
		$this->assertContains( 'react', wp_scripts()->registered['react-jsx-runtime']->deps );
	}

	public function test_the_view_chain_is_deferred_and_sheds_the_polyfill(): void {
		$scripts = wp_scripts();
		wp_enqueue_script( 'vitrine-progress-bars-view-script-2' );
		Vitrine\Assets\defer_view_chain();
		foreach ( array( 'react', 'react-dom', 'wp-element', 'react-jsx-runtime', 'vitrine-progress-bars-view-script-2' ) as $handle ) {
			$this->assertSame( 'defer', $scripts->get_data( $handle, 'strategy' ), $handle );
			$this->assertNotContains( 'wp-polyfill', $scripts->registered[ $handle ]->deps, $handle );
		}
		wp_dequeue_script( 'vitrine-progress-bars-view-script-2' );
	}

	public function test_built_stylesheets_carry_their_file_so_wordpress_can_inline_them(): void {
		foreach ( array( 'vitrine-slider' => 'build/slider/style-view.css', Vitrine\MobileMenu\HANDLE => 'build/view/mobile-menu.css' ) as $handle => $file ) {
			$path = wp_styles()->get_data( $handle, 'path' );
			$this->assertIsString( $path, $handle );
			$this->assertStringEndsWith( $file, $path );
			$this->assertFileIsReadable( $path );
		}
	}

	public function test_vitrine_styles_inline_without_pushing_anyone_elses_out_of_the_inline_room(): void {
		$styles = wp_styles();
		$this->assertSame( 40000, apply_filters( 'styles_inline_size_limit', 40000 ) );
		wp_enqueue_style( 'vitrine-slider' );
		$own = wp_filesize( $styles->get_data( 'vitrine-slider', 'path' ) );
		$this->assertGreaterThan( 1000, $own );
		$this->assertSame( 40000 + $own, apply_filters( 'styles_inline_size_limit', 40000 ) );

		// A core stylesheet just under the room left once Vitrine's is counted stays inline too.
		$core = tempnam( sys_get_temp_dir(), 'vitrine-core-css' );
		file_put_contents( $core, str_repeat( 'a{color:red}', (int) ( 39000 / 12 ) ) );
		wp_register_style( 'vitrine-test-core-like', 'https://example.org/core.css', array(), '1' );
		wp_style_add_data( 'vitrine-test-core-like', 'path', $core );
		wp_enqueue_style( 'vitrine-test-core-like' );
		$slider = clone $styles->registered['vitrine-slider'];
		wp_maybe_inline_styles();
		$this->assertFalse( $styles->registered['vitrine-test-core-like']->src, 'inlined: no file to request' );
		$this->assertFalse( $styles->registered['vitrine-slider']->src );

		wp_dequeue_style( 'vitrine-test-core-like' );
		wp_deregister_style( 'vitrine-test-core-like' );
		wp_dequeue_style( 'vitrine-slider' );
		// As registered again, for the tests after this one.
		$styles->registered['vitrine-slider'] = $slider;
		unlink( $core );
	}

	public function test_the_core_blocks_inside_vitrines_blocks_bring_their_room_too(): void {
		// A slide's image and buttons are core blocks that the same page in core blocks alone
		// would not hold there: their stylesheets must not push the page's own out either.
		$css = tempnam( sys_get_temp_dir(), 'vitrine-inner-css' );
		file_put_contents( $css, str_repeat( 'b{color:red}', 300 ) );
		wp_register_style( 'test-inner-style', 'https://example.org/inner.css', array(), '1' );
		wp_style_add_data( 'test-inner-style', 'path', $css );
		register_block_type( 'test/inner', array( 'style_handles' => array( 'test-inner-style' ) ) );
		// The slider's render enqueues its own: as before, for the tests after this one.
		$queues = array( wp_styles()->queue, wp_scripts()->queue );
		wp_enqueue_style( 'test-inner-style' );
		try {
			$room = static function (): int {
				return apply_filters( 'styles_inline_size_limit', 40000 );
			};
			$slider = static function ( string $inner ): void {
				render_block( parse_blocks( "<!-- wp:vitrine/hero-slider --><div><!-- wp:vitrine/slide --><div><!-- wp:group --><div>{$inner}</div><!-- /wp:group --></div><!-- /wp:vitrine/slide --></div><!-- /wp:vitrine/hero-slider -->" )[0] );
			};
			// Rendered outside Vitrine's blocks only: no room of Vitrine's.
			$before = $room();
			render_block( parse_blocks( '<!-- wp:test/inner /-->' )[0] );
			$this->assertSame( $before, $room() );
			// Inside one of them, however deep: its stylesheet's size beside the slider's own.
			$slider( '' );
			$own = $room();
			$slider( '<!-- wp:test/inner /-->' );
			$this->assertSame( $own + 3600, $room() );
		} finally {
			list( wp_styles()->queue, wp_scripts()->queue ) = $queues;
			wp_dequeue_style( 'test-inner-style' );
			wp_deregister_style( 'test-inner-style' );
			unregister_block_type( 'test/inner' );
			unlink( $css );
		}
	}

	public function test_the_editor_keeps_its_scripts_untouched(): void {
		require_once ABSPATH . 'wp-admin/includes/class-wp-screen.php';
		require_once ABSPATH . 'wp-admin/includes/screen.php';
		set_current_screen( 'post' );
		$before = wp_scripts()->registered['wp-element']->deps;
		wp_scripts()->registered['wp-element']->deps[] = 'wp-polyfill';
		Vitrine\Assets\defer_view_chain();
		$this->assertContains( 'wp-polyfill', wp_scripts()->registered['wp-element']->deps );
		wp_scripts()->registered['wp-element']->deps = $before;
		set_current_screen( 'front' );
	}
}
