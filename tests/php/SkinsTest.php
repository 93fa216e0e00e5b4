<?php
/**
 * Skins and the style switcher on the server (SW-1, SW-2): only well-formed registered skins,
 * the default skin's stylesheet and the registered list on every page, nothing without one.
 *
 * @package Vitrine
 */

use PHPUnit\Framework\TestCase;

final class SkinsTest extends TestCase {

	/** A skin a site registers through the filter, served from elsewhere. */
	private const SUNSET = array(
		'label' => 'Sunset',
		'color' => '#cc5500',
		'url'   => 'https://cdn.example.org/sunset.css',
	);

	/** A skin file a test writes into the content folder, removed after it. */
	private const OWN_FILE = 'vitrine-test-skin.css';

	protected function tearDown(): void {
		delete_option( 'vitrine_settings' );
		remove_all_filters( 'vitrine_skins' );
		wp_dequeue_style( Vitrine\Skins\HANDLE );
		wp_deregister_style( Vitrine\Skins\HANDLE );
		wp_dequeue_style( Vitrine\Skins\CHOSEN_HANDLE );
		wp_deregister_style( Vitrine\Skins\CHOSEN_HANDLE );
		wp_delete_file( WP_CONTENT_DIR . '/' . self::OWN_FILE );
		wp_dequeue_script( Vitrine\Skins\SCRIPT );
		wp_scripts()->registered[ Vitrine\Skins\SCRIPT ]->extra = array();
	}

	public function test_SW_2_only_well_formed_skins_are_registered(): void {
		add_filter(
			'vitrine_skins',
			static function ( array $skins ): array {
				$skins['sunset']        = self::SUNSET;
				$skins['../../evil']    = $skins['sunset'];
				$skins['script']        = array(
					'label' => 'Bad',
					'color' => '#000000',
					'url'   => 'javascript:alert(1)',
				);
				$skins['nocolour']      = array(
					'label' => 'No colour',
					'color' => 'red;background:url(x)',
					'url'   => 'https://cdn.example.org/x.css',
				);
				$skins['<b>markup</b>'] = $skins['sunset'];
				return $skins;
			}
		);
		$this->assertSame( array( 'classic', 'ocean', 'meadow', 'sunset' ), array_keys( Vitrine\Skins\registered() ) );
		$this->assertSame( 'none', array_key_first( Vitrine\Skins\choices() ) );
	}

	public function test_SW_1_a_default_skin_links_its_stylesheet_and_prints_the_registered_list(): void {
		update_option( 'vitrine_settings', array( 'skin' => 'ocean' ) );
		Vitrine\Skins\enqueue();
		$this->assertTrue( wp_style_is( Vitrine\Skins\HANDLE, 'enqueued' ) );
		$this->assertStringEndsWith( 'assets/skins/ocean.css', wp_styles()->registered[ Vitrine\Skins\HANDLE ]->src );
		// The skins script is the switcher's view: a page without one has the head script alone.
		$this->assertFalse( wp_script_is( Vitrine\Skins\SCRIPT, 'enqueued' ) );
		ob_start();
		Vitrine\Head\print_script();
		$head = (string) ob_get_clean();
		// In <head>, after the styles, for every visitor alike: the list and the kept-skin script.
		$this->assertMatchesRegularExpression( '#<script [^>]*id="vitrine-head-js"[^>]*>\s*window\.vitrineSkins=\{"default":"ocean","skins":\{"classic":"[^"]+classic\.css\?ver=[^"]+","ocean":"[^"]+","meadow":"[^"]+"\},"inline":\["classic","meadow"\]\};\n\(\(\)=>#', $head );
		$this->assertStringContainsString( 'jss_selected', $head );
		$this->assertSame( 9, has_action( 'wp_head', 'Vitrine\\Head\\print_script' ) );
		$this->assertLessThan( 9, has_action( 'wp_head', 'wp_print_styles' ) );
	}

	public function test_SW_1_a_shipped_default_skin_is_printed_inline(): void {
		update_option( 'vitrine_settings', array( 'skin' => 'classic' ) );
		Vitrine\Skins\enqueue();
		wp_maybe_inline_styles();
		wp_styles()->done = array_diff( wp_styles()->done, array( Vitrine\Skins\HANDLE ) );
		ob_start();
		wp_styles()->do_items( array( Vitrine\Skins\HANDLE ) );
		$printed = (string) ob_get_clean();
		$this->assertMatchesRegularExpression( '#<style id=[\'"]vitrine-skin-inline-css[\'"]>[^<]*--vitrine-skin: "classic"#', $printed );
		$this->assertStringNotContainsString( '<link', $printed );
	}

	public function test_SW_1_a_skin_registered_at_another_address_stays_linked(): void {
		add_filter(
			'vitrine_skins',
			static function ( array $skins ): array {
				return $skins + array( 'sunset' => self::SUNSET );
			}
		);
		update_option( 'vitrine_settings', array( 'skin' => 'sunset' ) );
		Vitrine\Skins\enqueue();
		$this->assertSame( self::SUNSET['url'], wp_styles()->registered[ Vitrine\Skins\HANDLE ]->src );
		$this->assertFalse( wp_styles()->get_data( Vitrine\Skins\HANDLE, 'path' ) );
	}

	public function test_SW_1_the_other_skins_of_the_sites_files_are_printed_under_the_attribute_that_chooses_them(): void {
		add_filter(
			'vitrine_skins',
			static function ( array $skins ): array {
				return $skins + array( 'sunset' => self::SUNSET );
			}
		);
		update_option( 'vitrine_settings', array( 'skin' => 'classic' ) );
		Vitrine\Skins\enqueue();
		ob_start();
		wp_styles()->do_items( array( Vitrine\Skins\CHOSEN_HANDLE ) );
		$printed = (string) ob_get_clean();
		// Every visitor gets every skin of the site's own files (the page is the same for a cache);
		// the default is the page's own, and the skin served from elsewhere stays a link.
		$this->assertStringContainsString( ':root[data-vitrine-skin="ocean"],:root[data-vitrine-skin="ocean"] body{--wp--preset--color--accent:#c9dde8;', $printed );
		$this->assertStringContainsString( '--vitrine-skin:"ocean";}', $printed );
		$this->assertStringContainsString( ':root[data-vitrine-skin="meadow"]', $printed );
		$this->assertStringNotContainsString( '"classic"', $printed );
		$this->assertStringNotContainsString( 'sunset', $printed );
		$this->assertSame( array( 'ocean', 'meadow' ), Vitrine\Skins\head_data()['inline'] );
	}

	public function test_SW_1_a_site_where_no_switcher_is_placed_prints_no_other_skin(): void {
		$known = get_option( Vitrine\Switches\OPTION );
		update_option( Vitrine\Switches\OPTION, array( Vitrine\Switches\theme_key() => false ) );
		// Nor one rendered on this page (an earlier test's switcher block), nor a change waiting
		// to be worked out (an earlier test's post).
		Vitrine\Switches\rendered( false );
		Vitrine\Switches\pending( false );
		update_option( 'vitrine_settings', array( 'skin' => 'classic' ) );
		Vitrine\Skins\enqueue();
		false === $known ? delete_option( Vitrine\Switches\OPTION ) : update_option( Vitrine\Switches\OPTION, $known );
		$this->assertTrue( wp_style_is( Vitrine\Skins\HANDLE, 'enqueued' ) );
		$this->assertFalse( wp_style_is( Vitrine\Skins\CHOSEN_HANDLE, 'enqueued' ) );
		$this->assertSame( array(), Vitrine\Skins\head_data()['inline'] );
	}

	public function test_SW_2_a_skin_file_gives_only_its_custom_properties_with_safe_values(): void {
		// phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents -- A fixture in the test site's content folder.
		file_put_contents(
			WP_CONTENT_DIR . '/' . self::OWN_FILE,
			":root { --a: #fff; --b: red</style><script>alert(1)</script>; --c: url(https://evil.example/x.png); --d: rgb(1, 2, 3) }\n/* --e: #000; */ body { background: red; --f: x\\3c; --g: image-set(\"x.png\" 1x); --h: var(--a) }"
		);
		$url = content_url( self::OWN_FILE );
		$this->assertSame(
			array(
				'--a' => '#fff',
				'--d' => 'rgb(1, 2, 3)',
				'--h' => 'var(--a)',
			),
			Vitrine\Skins\properties( $url )
		);
		// Only .css files of the site's own folders, never a path that climbs out of them.
		$this->assertSame( '', Vitrine\Skins\local_file( content_url( '../wp-config.php' ) ) );
		$this->assertSame( '', Vitrine\Skins\local_file( content_url( '../../../../etc/passwd' ) ) );
		$this->assertSame( '', Vitrine\Skins\local_file( self::SUNSET['url'] ) );
		$this->assertSame( WP_CONTENT_DIR . '/' . self::OWN_FILE, Vitrine\Skins\local_file( wp_make_link_relative( $url ) ) );
	}

	public function test_SW_2_no_default_skin_or_an_unregistered_one_loads_nothing(): void {
		foreach ( array( 'none', 'gone' ) as $skin ) {
			update_option( 'vitrine_settings', array( 'skin' => $skin ) );
			Vitrine\Skins\enqueue();
			$this->assertFalse( wp_style_is( Vitrine\Skins\HANDLE, 'enqueued' ), $skin );
			$this->assertFalse( wp_script_is( Vitrine\Skins\SCRIPT, 'enqueued' ), $skin );
		}
		$this->assertSame( 'none', Vitrine\Settings\get( 'skin' ) );
	}

	public function test_SW_1_the_switcher_lists_one_named_swatch_per_skin(): void {
		$html = do_blocks( '<!-- wp:vitrine/style-switcher /-->' );
		$this->assertStringContainsString( '<ul class="vitrine-style-switcher" aria-label="Site colours">', $html );
		$this->assertStringContainsString( '<button type="button" class="vitrine-style-switcher__swatch" data-theme="ocean" aria-pressed="false" aria-label="Ocean" style="--vitrine-swatch:#0b5e7a"></button>', $html );
		$this->assertSame( 3, substr_count( $html, 'data-theme=' ) );
	}

	public function test_SW_1_the_default_skin_is_served_pressed_the_same_for_every_visitor(): void {
		update_option( 'vitrine_settings', array( 'skin' => 'ocean' ) );
		$_COOKIE['jss_selected'] = 'classic';
		$html                    = do_blocks( '<!-- wp:vitrine/style-switcher /-->' );
		unset( $_COOKIE['jss_selected'] );
		delete_option( 'vitrine_settings' );
		$this->assertStringContainsString( 'data-theme="ocean" aria-pressed="true"', $html );
		$this->assertSame( 1, substr_count( $html, 'aria-pressed="true"' ) );
	}
}
