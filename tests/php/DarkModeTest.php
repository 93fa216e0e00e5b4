<?php
/**
 * Dark mode on the theme a site runs (CM-5): colours mapped so that every contrast ratio stays,
 * a theme's colour rules copied dark, its own dark variation preferred, and no switch where
 * nothing could go dark (CM-2).
 *
 * @package Vitrine
 */

use PHPUnit\Framework\TestCase;
use Vitrine\ColorMode;
use Vitrine\DarkPalette;
use Vitrine\Settings;

final class DarkModeTest extends TestCase {

	protected function tearDown(): void {
		remove_all_filters( 'vitrine_dark_mode_available' );
		delete_option( Settings\OPTION );
	}

	/**
	 * Colours from the themes in the matrix: Twenty Twenty-Four, Storefront, GeneratePress, Ollie.
	 */
	private const COLORS = array( '#f9f9f9', '#111111', '#d8613c', '#b1c5a4', '#ffffff', '#6d6d6d', '#7f54b3', '#eeeeee', '#333333', '#f7f8f9', '#222222', '#575760', '#1e73be', '#5344f4', '#1e1e26', '#e9e7ff', '#dec9ff', '#545473', '#9dff20', '#345c00' );

	public function test_CM_5_every_pair_of_colours_keeps_its_contrast_ratio_in_dark_mode(): void {
		foreach ( self::COLORS as $one ) {
			foreach ( self::COLORS as $other ) {
				$light = DarkPalette\contrast( DarkPalette\parse( $one ), DarkPalette\parse( $other ) );
				$dark  = DarkPalette\contrast(
					DarkPalette\parse( DarkPalette\format( DarkPalette\counterpart( DarkPalette\parse( $one ) ) ) ),
					DarkPalette\parse( DarkPalette\format( DarkPalette\counterpart( DarkPalette\parse( $other ) ) ) )
				);
				// Within what writing each channel as a byte rounds away.
				$this->assertEqualsWithDelta( $light, $dark, 0.03 * $light, "$one on $other" );
			}
		}
	}

	public function test_CM_5_light_becomes_dark_and_hues_stay(): void {
		$this->assertSame( '#000000', DarkPalette\format( DarkPalette\counterpart( DarkPalette\parse( '#fff' ) ) ) );
		$this->assertSame( '#ffffff', DarkPalette\format( DarkPalette\counterpart( DarkPalette\parse( 'black' ) ) ) );
		foreach ( array( '#1e73be', '#d8613c', '#5344f4', '#345c00' ) as $color ) {
			list( $hue ) = DarkPalette\hue_and_saturation( DarkPalette\parse( $color ) );
			list( $dark_hue ) = DarkPalette\hue_and_saturation( DarkPalette\counterpart( DarkPalette\parse( $color ) ) );
			$this->assertEqualsWithDelta( $hue, $dark_hue, 0.01, $color );
		}
		// A translucent colour keeps its alpha.
		$this->assertSame( 'rgba(255,255,255,0.02)', DarkPalette\darken_value( 'rgba(0, 0, 0, 0.02)' ) );
	}

	public function test_CM_5_a_stylesheet_dark_copy_keeps_only_colours_nested_under_the_dark_scope(): void {
		$css  = '/* a comment {} */:root{--contrast:#222222;--base-2:#f7f8f9;--spacing:2rem;--wp--preset--shadow--soft:0 0 4px #000}';
		$css .= 'body,.a:is(.b,.c){background-color:var(--base-2);color:#333 !important;box-shadow:0 0 3px #000;margin:0}';
		$css .= 'html .x{border:1px solid #ddd;background:url(x.png) #fff}@media (min-width:768px){.y{fill:#111}}@font-face{font-family:x;color:#000}';
		$dark = DarkPalette\darken_css( $css );
		// Each colour as darken_value() maps it (proven above); the structure is what is checked.
		$to = static fn( string $color ) => DarkPalette\darken_value( $color );
		// A rule that sets a literal colour is copied with its other colours as they are, in order.
		$this->assertSame(
			'&:root{--contrast:' . $to( '#222222' ) . ';--base-2:' . $to( '#f7f8f9' ) . '}& body,& .a:is(.b,.c){background-color:var(--base-2);color:' . $to( '#333' ) . ' !important}&:is(html) .x{border:1px solid ' . $to( '#ddd' ) . '}@media (min-width:768px){& .y{fill:' . $to( '#111' ) . '}}',
			$dark
		);
		$this->assertSame( DarkPalette\SCOPE . '{' . $dark . '}', DarkPalette\scoped( $dark ) );
		$this->assertSame( '', DarkPalette\scoped( DarkPalette\darken_css( '.a{margin:0;color:var(--x)}' ) ) );
	}

	/**
	 * A selector's specificity: ids, classes (attributes, pseudo-classes), types (pseudo-elements).
	 * `:where()` counts nothing; `:is()`, `:not()` and `:has()` count their most specific argument;
	 * `&` counts as the dark scope it stands for.
	 *
	 * @param string $selector One selector.
	 * @return int[]
	 */
	private function specificity( string $selector ): array {
		$selector = str_replace( '&', DarkPalette\SCOPE, $selector );
		$count    = array( 0, 0, 0 );
		// Innermost first: each functional pseudo-class is replaced by what it counts.
		while ( preg_match( '/:(where|is|not|has|matches)\(([^()]*)\)/', $selector, $call, PREG_OFFSET_CAPTURE ) ) {
			$most = array( 0, 0, 0 );
			if ( 'where' !== $call[1][0] ) {
				foreach ( preg_split( '/,/', $call[2][0] ) as $argument ) {
					$most = max( $most, $this->specificity( $argument ) );
				}
			}
			$count    = array_map( static fn( $a, $b ) => $a + $b, $count, $most );
			$selector = substr_replace( $selector, ' ', $call[0][1], strlen( $call[0][0] ) );
		}
		$selector  = preg_replace( '/"[^"]*"|\'[^\']*\'/', '', $selector );
		$count[0] += preg_match_all( '/#[\w-]+/', $selector );
		$count[1] += preg_match_all( '/\.[\w-]+|\[[^\]]*\]|(?<!:):(?!:)[\w-]+(\([^)]*\))?/', $selector );
		$count[2] += preg_match_all( '/(?:^|[\s>+~])[a-z][\w-]*|::[\w-]+/i', $selector );
		return $count;
	}

	/**
	 * Each rule of a stylesheet, conditional groups opened: selector list => declarations.
	 *
	 * @param string $css A stylesheet.
	 * @return array<int, array{0: string, 1: string}>
	 */
	private function rules( string $css ): array {
		$rules = array();
		preg_match_all( '/([^{}]+)\{([^{}]*)\}/', preg_replace( '/@(media|supports|container|layer)[^{]*\{/', '', $css ), $found, PREG_SET_ORDER );
		foreach ( $found as $rule ) {
			$rules[] = array( trim( $rule[1] ), $rule[2] );
		}
		return $rules;
	}

	public function test_CM_5_every_dark_copy_is_exactly_as_specific_as_the_rule_it_copies(): void {
		$this->assertSame( array( 0, 1, 1 ), $this->specificity( '.a p' ) );
		$this->assertSame( array( 0, 0, 1 ), $this->specificity( '& button' ) );
		$this->assertSame( array( 1, 3, 0 ), $this->specificity( '#x .a:is(.b, .c.d)' ) );
		// Stylesheets themes and core print: a general rule beside a specific one (GeneratePress's
		// `button` and `.main-navigation .menu-toggle`), the root, `html`, groups, core's
		// Navigation block (its overlay), and this site's own global styles.
		$sheets = array(
			':root{--contrast:#222}html{color:#111}html body .x{color:#222}button,html input[type="button"]{color:#fff;background-color:#55555e}.main-navigation .menu-toggle{color:#515151;background-color:transparent}@media (max-width:768px){.main-navigation .menu-toggle:hover,#site-navigation a::before{color:#000}}:where(.y) .z:not(.a,.b.c){border-color:#ddd}',
			ColorMode\core_navigation_css( array( 'wp-block-library' ) ),
			wp_get_global_stylesheet(),
		);
		foreach ( $sheets as $css ) {
			$this->assertNotSame( '', $css );
			$originals = array_values(
				array_filter(
					$this->rules( preg_replace( '#/\*.*?\*/#s', '', $css ) ),
					static fn( $rule ) => '' !== DarkPalette\darken_declarations( $rule[1] )
				)
			);
			$copies = $this->rules( DarkPalette\darken_css( $css ) );
			$this->assertNotSame( array(), $copies );
			$this->assertCount( count( $originals ), $copies );
			foreach ( $copies as $index => list( $copy ) ) {
				$from = preg_split( '/,(?![^(]*\))/', $originals[ $index ][0] );
				$to   = preg_split( '/,(?![^(]*\))/', $copy );
				$this->assertCount( count( $from ), $to, $copy );
				foreach ( $to as $at => $selector ) {
					$this->assertSame( $this->specificity( trim( $from[ $at ] ) ), $this->specificity( trim( $selector ) ), "{$from[ $at ]} copied as {$selector}" );
				}
			}
		}
		// The scope adds nothing, and the navigation overlay's white goes dark.
		$this->assertSame( array( 0, 0, 0 ), $this->specificity( DarkPalette\SCOPE ) );
		$this->assertMatchesRegularExpression( '/is-menu-open[^{]*\{background-color:#000000/', DarkPalette\darken_css( $sheets[1] ) );
	}

	public function test_CM_5_a_hostile_stylesheet_cannot_leave_the_dark_scope(): void {
		$dark = DarkPalette\scoped( DarkPalette\darken_css( '}</style><script>alert(1)</script><style>{color:#fff} .a{color:#000}}}' ) );
		$this->assertStringStartsWith( DarkPalette\SCOPE . '{', $dark );
		$this->assertStringNotContainsString( '<script>', $dark );
		$this->assertNull( DarkPalette\parse( 'expression(alert(1))' ) );
	}

	public function test_CM_5_vitrine_stylesheets_fall_back_on_slugs_dark_mode_knows(): void {
		$files = new RecursiveIteratorIterator( new RecursiveDirectoryIterator( dirname( __DIR__, 2 ) . '/src' ) );
		$used  = array();
		foreach ( $files as $file ) {
			if ( 'scss' === $file->getExtension() && preg_match_all( '/var\(--wp--preset--color--([a-z0-9-]+),/', (string) file_get_contents( $file->getPathname() ), $found ) ) { // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents
				$used = array_merge( $used, $found[1] );
			}
		}
		$this->assertNotSame( array(), $used );
		$this->assertSame( array(), array_diff( array_unique( $used ), array_keys( ColorMode\VITRINE_FALLBACKS ) ) );
	}

	/**
	 * A block theme written for the test, with two dark style variations: "Night" keeps every
	 * pair of its palette readable; "Ink", darker still, makes its links unreadable on its page.
	 */
	private function with_variations_theme( callable $check ): void {
		$root  = get_theme_root() . '/vitrine-test-variations';
		$theme = static fn( array $palette, array $extra = array() ) => wp_json_encode(
			array(
				'version'  => 2,
				'settings' => array(
					'color' => array(
						'palette' => array_map(
							static fn( $slug, $color ) => array(
								'slug'  => $slug,
								'name'  => $slug,
								'color' => $color,
							),
							array_keys( $palette ),
							$palette
						),
					),
				),
			) + $extra
		);
		wp_mkdir_p( $root . '/styles' );
		wp_mkdir_p( $root . '/templates' );
		file_put_contents( $root . '/style.css', "/*\nTheme Name: Vitrine test variations\n*/" ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents
		file_put_contents( $root . '/templates/index.html', '<!-- wp:post-content /-->' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents
		file_put_contents( // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents
			$root . '/theme.json',
			$theme(
				array(
					'base'     => '#ffffff',
					'contrast' => '#111111',
					'accent'   => '#1e5bb8',
				),
				array(
					'styles' => array(
						'color'    => array(
							'background' => 'var:preset|color|base',
							'text'       => 'var:preset|color|contrast',
						),
						'elements' => array( 'link' => array( 'color' => array( 'text' => 'var:preset|color|accent' ) ) ),
					),
				)
			)
		);
		file_put_contents( $root . '/styles/night.json', $theme( array( 'base' => '#121212', 'contrast' => '#eeeeee', 'accent' => '#8ab4f8' ), array( 'title' => 'Night' ) ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents
		file_put_contents( $root . '/styles/ink.json', $theme( array( 'base' => '#000000', 'contrast' => '#eeeeee', 'accent' => '#331111' ), array( 'title' => 'Ink' ) ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents
		$before = get_stylesheet();
		wp_clean_themes_cache();
		switch_theme( 'vitrine-test-variations' );
		\WP_Theme_JSON_Resolver::clean_cached_data();
		try {
			$check();
		} finally {
			switch_theme( $before );
			\WP_Theme_JSON_Resolver::clean_cached_data();
			foreach ( array( 'styles/night.json', 'styles/ink.json', 'templates/index.html', 'theme.json', 'style.css' ) as $file ) {
				wp_delete_file( $root . '/' . $file );
			}
			rmdir( $root . '/styles' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_rmdir
			rmdir( $root . '/templates' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_rmdir
			rmdir( $root ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_rmdir
			wp_clean_themes_cache();
		}
	}

	public function test_CM_5_a_theme_dark_variation_is_used_when_it_keeps_every_pair_readable(): void {
		$this->with_variations_theme(
			function () {
				$this->assertSame( 'vitrine-test-variations', get_stylesheet() );
				// Ink is darker, but its links would vanish: Night is chosen.
				$this->assertSame(
					array(
						'base'     => '#121212',
						'contrast' => '#eeeeee',
						'accent'   => '#8ab4f8',
					),
					ColorMode\theme_dark_palette()
				);
			}
		);
	}

	public function test_CM_5_a_variation_that_breaks_a_readable_pair_is_refused(): void {
		$light = array(
			'base'    => '#ffffff',
			'contrast' => '#111111',
			'accent'  => '#1e5bb8',
		);
		$this->assertTrue( ColorMode\keeps_contrast( $light, array( 'base' => '#121212', 'contrast' => '#eeeeee', 'accent' => '#8ab4f8' ) ) );
		$this->assertFalse( ColorMode\keeps_contrast( $light, array( 'base' => '#000000', 'contrast' => '#eeeeee', 'accent' => '#331111' ) ) );
		// The computed counterparts always keep them.
		$this->assertTrue( ColorMode\keeps_contrast( $light, array_map( 'Vitrine\\DarkPalette\\darken_value', $light ) ) );
	}

	/**
	 * A page's colour CSS as WordPress prints it: the site-wide sheet, then one piece for each block
	 * on the page (global styles), in a request of its own.
	 *
	 * @param string[] $blocks The pieces of the page's blocks.
	 * @param callable $step   What runs on that page.
	 * @return mixed What the step returned.
	 */
	private function on_page( array $blocks, callable $step ) {
		$styles = wp_styles();
		$done   = $styles->done;
		if ( ! isset( $styles->registered['global-styles'] ) ) {
			wp_register_style( 'global-styles', false, array(), null ); // phpcs:ignore WordPress.WP.EnqueuedResourceParameters.MissingVersion
		}
		$after = $styles->get_data( 'global-styles', 'after' );
		$styles->add_data( 'global-styles', 'after', array_merge( array( 'body{background-color:#ffffff;color:#111111}:root{--wp--preset--color--accent:#1e5bb8}' ), $blocks ) );
		$styles->done[] = 'global-styles';
		try {
			return $step();
		} finally {
			$styles->done = $done;
			$styles->add_data( 'global-styles', 'after', $after );
		}
	}

	/**
	 * The options a step writes.
	 *
	 * @param callable $step What runs.
	 * @return string[] Their names, one per write.
	 */
	private function writes( callable $step ): array {
		$written = array();
		$count   = static function ( $option ) use ( &$written ): void {
			$written[] = $option;
		};
		foreach ( array( 'added_option', 'updated_option', 'deleted_option' ) as $action ) {
			add_action( $action, $count );
		}
		try {
			$step();
		} finally {
			foreach ( array( 'added_option', 'updated_option', 'deleted_option' ) as $action ) {
				remove_action( $action, $count );
			}
		}
		return $written;
	}

	public function test_CM_5_the_dark_styles_are_worked_out_once_and_kept_until_what_they_come_from_changes(): void {
		ColorMode\forget_dark_styles();
		wp_set_current_user( 0 );
		$button = '.wp-block-button .wp-block-button__link{background-color:#1e5bb8;color:#ffffff}';
		$css    = $this->on_page( array( $button ), fn() => ColorMode\theme_dark_css() );
		$kept   = get_option( ColorMode\DARK_CSS_OPTION )[ get_stylesheet() ];
		$this->assertNotSame( '', $css );
		$this->assertStringContainsString( '.wp-block-button .wp-block-button__link', $css );
		// Nothing was kept yet: the first page keeps each of its pieces, darkened.
		$this->assertCount( 2, $kept['pieces'] );
		// The page's background follows: the global styles set it.
		$this->assertTrue( $this->on_page( array( $button ), fn() => ColorMode\dark_styles()['follows'] ) );
		// Another request reads what was kept, and darkens nothing again.
		$marked = $kept;
		foreach ( $marked['pieces'] as $hash => $dark ) {
			$marked['pieces'][ $hash ] = '' === $dark ? '' : '/* kept */';
		}
		update_option( ColorMode\DARK_CSS_OPTION, array( get_stylesheet() => $marked ), true );
		$this->assertStringContainsString( '/* kept */', $this->on_page( array( $button ), fn() => ColorMode\theme_dark_css() ) );
		// Kept for another theme, release or code: worked out anew.
		update_option( ColorMode\DARK_CSS_OPTION, array( get_stylesheet() => array( 'basis' => 'other' ) + $marked ), true );
		$this->assertSame( $css, $this->on_page( array( $button ), fn() => ColorMode\theme_dark_css() ) );
		$this->assertSame( $kept['basis'], get_option( ColorMode\DARK_CSS_OPTION )[ get_stylesheet() ]['basis'] );
		// Another theme's kept styles are its own: this theme's stand beside them.
		$both = array( 'another-theme' => $kept ) + get_option( ColorMode\DARK_CSS_OPTION );
		update_option( ColorMode\DARK_CSS_OPTION, $both, true );
		$this->assertSame( array(), $this->writes( fn() => $this->on_page( array( $button ), fn() => ColorMode\theme_dark_css() ) ) );
		// The theme's colours saved anew: this theme's are forgotten, the other's stay.
		do_action( 'save_post_wp_global_styles', 1 );
		$this->assertSame( array( 'another-theme' ), array_keys( get_option( ColorMode\DARK_CSS_OPTION ) ) );
	}

	public function test_CM_5_visitors_pages_write_nothing_once_warm_whatever_blocks_they_hold_and_in_whatever_order(): void {
		ColorMode\forget_dark_styles();
		wp_set_current_user( 0 );
		// Each page holds other blocks, so its colour CSS differs (as WordPress prints a block's
		// global styles only where it is); the home page between every two.
		$home  = array( '.wp-block-buttons{gap:1rem}' );
		$pages = array( array(), $home );
		foreach ( array( 'quote', 'pullquote', 'separator', 'table', 'code', 'verse', 'search', 'calendar' ) as $block ) {
			$pages[] = array( ".wp-block-{$block}{border-color:#333333;color:#222222}" );
			$pages[] = array( ".wp-block-{$block} a{text-decoration:none}" );
			$pages[] = $home;
		}
		$first = $this->writes( fn() => $this->on_page( $home, fn() => ColorMode\theme_dark_css() ) );
		$this->assertSame( array( ColorMode\DARK_CSS_OPTION ), $first, 'the first page after a change keeps what it needed' );
		$dark = array();
		foreach ( $pages as $index => $blocks ) {
			$written = $this->writes(
				function () use ( $blocks, &$dark, $index ): void {
					$dark[ $index ] = $this->on_page( $blocks, fn() => ColorMode\theme_dark_css() );
				}
			);
			$this->assertSame( array(), $written, "visitor's page {$index}" );
		}
		// Each page still gets its own blocks' dark rules, darkened in its request.
		$this->assertStringContainsString( '.wp-block-quote', $dark[2] );
		$this->assertStringNotContainsString( '.wp-block-quote', $dark[3] );
		// Someone who edits the site keeps a piece they meet; a visitor's page then reads it.
		$editor = wp_insert_user(
			array(
				'user_login' => 'vitrine-dark-editor',
				'user_pass'  => wp_generate_password(),
				'role'       => 'editor',
			)
		);
		wp_set_current_user( $editor );
		$this->assertSame( array( ColorMode\DARK_CSS_OPTION ), $this->writes( fn() => $this->on_page( $pages[2], fn() => ColorMode\theme_dark_css() ) ) );
		wp_set_current_user( 0 );
		require_once ABSPATH . 'wp-admin/includes/user.php';
		wp_delete_user( $editor );
		$this->assertSame( array(), $this->writes( fn() => $this->on_page( $pages[2], fn() => ColorMode\theme_dark_css() ) ) );
	}

	public function test_CM_2_without_dark_styles_there_is_no_switch_and_the_default_is_light(): void {
		update_option( Settings\OPTION, array( 'color_mode' => 'dark' ) );
		add_filter( 'vitrine_dark_mode_available', '__return_false' );
		$this->assertSame( '', trim( do_blocks( '<!-- wp:vitrine/color-mode-switch /-->' ) ) );
		ob_start();
		ColorMode\print_head();
		$head = (string) ob_get_clean();
		$this->assertStringContainsString( '<meta name="theme-style-mode" content="0" />', $head );
		$this->assertStringNotContainsString( 'vitrine-color-mode-css', $head );
		$this->assertStringContainsString( wp_get_theme()->get( 'Name' ), ColorMode\unavailable_reason() );
	}
}
