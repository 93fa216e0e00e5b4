<?php
/**
 * Block registration, and saved markup that survives WordPress's filters.
 *
 * @package Vitrine
 */

use PHPUnit\Framework\TestCase;

final class BlocksTest extends TestCase {

	/**
	 * Every block fixture of every block.
	 *
	 * @return array<string, array{string}>
	 */
	public function fixtures(): array {
		$cases = array();
		foreach ( glob( dirname( __DIR__, 2 ) . '/src/blocks/*/test/fixtures/*.html' ) as $file ) {
			// rendered-*.html is a dynamic block's served markup, never saved content.
			if ( 0 === strpos( basename( $file ), 'rendered-' ) ) {
				continue;
			}
			$cases[ basename( dirname( $file, 3 ) ) . '/' . basename( $file ) ] = array( $file );
		}
		return $cases;
	}

	public function test_every_block_module_loads_by_convention_without_a_list_in_plugin_php(): void {
		$root     = dirname( __DIR__, 2 );
		$included = array_map( 'realpath', get_included_files() );
		$modules  = glob( $root . '/src/blocks/*/index.php' );
		$this->assertGreaterThan( 5, count( $modules ) );
		foreach ( $modules as $module ) {
			// The build copies each module beside its block.json; that copy is what runs.
			$built = realpath( $root . '/build/blocks/' . basename( dirname( $module ) ) . '/index.php' );
			$this->assertIsString( $built, $module );
			$this->assertContains( $built, $included, $module );
		}
		$this->assertContains( realpath( $root . '/build/slider/index.php' ), $included );
		// No hand-written list: plugin.php names no module file.
		$this->assertDoesNotMatchRegularExpression( '/require(_once)?\s*\(?\s*__DIR__|\.php\'\s*;/', (string) file_get_contents( $root . '/plugin.php' ) );
	}

	public function test_a_new_block_folder_is_found_after_the_plugin_wide_modules(): void {
		$root = get_temp_dir() . 'vitrine-modules-' . wp_generate_password( 8, false );
		foreach ( array( 'includes/b.php', 'includes/a.php', 'build/blocks/newcomer/index.php', 'build/blocks/newcomer/render.php', 'build/slider/index.php', 'build/blocks/no-module/block.json' ) as $file ) {
			wp_mkdir_p( dirname( "{$root}/{$file}" ) );
			file_put_contents( "{$root}/{$file}", '' );
		}
		$this->assertSame(
			array( "{$root}/includes/a.php", "{$root}/includes/b.php", "{$root}/build/blocks/newcomer/index.php", "{$root}/build/slider/index.php" ),
			\Vitrine\module_files( $root )
		);
	}

	public function test_every_built_block_is_registered_in_the_vitrine_category(): void {
		$registry = WP_Block_Type_Registry::get_instance();
		$names    = array();
		foreach ( glob( dirname( __DIR__, 2 ) . '/build/blocks/*/block.json' ) as $manifest ) {
			$names[] = json_decode( (string) file_get_contents( $manifest ), true )['name'];
		}
		foreach ( array( 'vitrine/progress-bars', 'vitrine/counter', 'vitrine/skill-circles', 'vitrine/countdown' ) as $expected ) {
			$this->assertContains( $expected, $names );
		}
		foreach ( $names as $name ) {
			$this->assertTrue( $registry->is_registered( $name ), $name );
			$this->assertSame( 'vitrine', $registry->get_registered( $name )->category );
		}
		$slugs = wp_list_pluck( get_default_block_categories(), 'slug' );
		$this->assertContains( 'vitrine', wp_list_pluck( apply_filters( 'block_categories_all', get_default_block_categories(), null ), 'slug' ) );
		$this->assertNotContains( 'vitrine', $slugs );
	}

	/**
	 * Authors without unfiltered_html save through kses: the markup must come out unchanged, or
	 * the editor flags the block invalid and hydration sees different markup.
	 *
	 * @dataProvider fixtures
	 */
	public function test_ST_1_ST_2_ST_3_ST_4_saved_markup_survives_kses_for_authors_without_unfiltered_html( string $file ): void {
		$markup   = trim( (string) file_get_contents( $file ) );
		$filtered = wp_kses_post( $markup );
		// kses writes void elements as `<img … />`; the editor's validator reads `<img …/>` as the
		// same tag, so the space is not a change.
		$html     = static function ( string $content ): string {
			return preg_replace( array( '/<!-- \/?wp:[^>]*-->/', '#\s*/>#' ), array( '', '/>' ), $content );
		};
		// The saved HTML is what kses makes of it, for every fixture, as the browser and the
		// editor's validator read it: WordPress 7.1's kses names SVG attributes in lower case
		// (`viewbox`), which the HTML parser restores and @wordpress/blocks' isEquivalentHTML()
		// reads as the same attribute.
		$this->assertSame( Vitrine_Test_Markup::canonical( $html( $markup ) ), Vitrine_Test_Markup::canonical( $html( $filtered ) ) );
		// Block attributes too, except where a fixture is hostile on purpose (kses then cleans
		// them, and save() normalises the cleaned attributes back to this same markup).
		if ( ! preg_match( '/^(deprecated-)?hostile/', basename( $file ) ) ) {
			$this->assertSame( Vitrine_Test_Markup::canonical( $markup ), Vitrine_Test_Markup::canonical( $filtered ) );
		}
	}

	/**
	 * @dataProvider fixtures
	 */
	public function test_ST_1_ST_2_ST_3_ST_4_rendering_keeps_the_saved_markup( string $file ): void {
		$markup = trim( (string) file_get_contents( $file ) );
		$inner  = trim( preg_replace( '/<!-- \/?wp:[^>]*-->/', '', $markup ) );
		$block  = parse_blocks( $markup )[0];
		// A slider names each slide it serves ("Slide n of m") and lets the images after its first
		// slide load lazily (no saved slide has a loading attribute); the rest is the slide as saved.
		$rendered = preg_replace( array( '/ aria-label="Slide \d+ of \d+" aria-roledescription="slide" role="group"/', '/ loading="lazy"/' ), '', trim( do_blocks( $markup ) ) );
		if ( WP_Block_Type_Registry::get_instance()->get_registered( $block['blockName'] )->is_dynamic() ) {
			// A dynamic block around saved blocks (portfolio, sliders) serves each of them as saved.
			foreach ( $block['innerBlocks'] as $saved ) {
				$this->assertSavedPiecesServed( $saved, $rendered );
			}
			if ( $block['innerBlocks'] ) {
				return;
			}
			// A dynamic block saves nothing but its attributes; the server renders the rest.
			$this->assertSame( '', $inner );
			$this->assertNotSame( '', $rendered );
			return;
		}
		if ( $block['innerBlocks'] ) {
			// Around its own inner blocks (which may be dynamic), a block serves its saved markup.
			$this->assertSavedPiecesServed( $block, $rendered );
			return;
		}
		$this->assertSame( Vitrine_Test_Markup::canonical( $inner ), Vitrine_Test_Markup::canonical( $rendered ) );
	}

	/**
	 * Every piece of a block's own saved markup (between its inner blocks) is in the page.
	 *
	 * @param array<string, mixed> $saved    A parsed block.
	 * @param string               $rendered The served page.
	 */
	private function assertSavedPiecesServed( array $saved, string $rendered ): void {
		foreach ( $saved['innerContent'] as $piece ) {
			if ( is_string( $piece ) && '' !== trim( $piece ) ) {
				$this->assertStringContainsString( Vitrine_Test_Markup::canonical( trim( $piece ) ), Vitrine_Test_Markup::canonical( $rendered ) );
			}
		}
	}

	public function test_block_metadata_comes_from_the_built_manifest_where_wordpress_supports_it(): void {
		if ( ! function_exists( 'wp_register_block_metadata_collection' ) ) {
			$this->markTestSkipped( 'WordPress before 6.7 reads each block.json.' );
		}
		$dir      = dirname( Vitrine\PLUGIN_FILE ) . '/build/blocks';
		$manifest = require $dir . '/../blocks-manifest.php';
		$this->assertSame( 'vitrine/counter', $manifest['counter']['name'] );
		// The registry answers from the manifest, so no block.json is read on a request.
		$this->assertSame( $manifest['counter'], WP_Block_Metadata_Registry::get_metadata( $dir . '/counter/block.json' ) );
		$this->assertSame( count( glob( $dir . '/*/block.json' ) ), count( $manifest ) );
	}

	/**
	 * §7: a stored value of the wrong type for an attribute that WordPress's own block supports
	 * read (an array for `className` or `align`) is dropped before they read it: no PHP warning
	 * (WordPress 6.5's supports print "Array to string conversion"), and the block renders as with
	 * the default.
	 */
	public function test_section_7_attributes_of_the_wrong_type_reach_no_block_support(): void {
		$warnings = array();
		// phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_set_error_handler -- The test collects what PHP would log.
		set_error_handler(
			static function ( int $level, string $message ) use ( &$warnings ): bool {
				$warnings[] = $message;
				return true;
			}
		);
		try {
			$hostile = do_blocks( '<!-- wp:vitrine/countdown {"className":["x"],"align":{"a":"wide"},"anchor":["y"]} /-->' );
			$plain   = do_blocks( '<!-- wp:vitrine/countdown /-->' );
		} finally {
			restore_error_handler();
		}
		$this->assertSame( array(), $warnings );
		$this->assertSame( $plain, $hostile );
		$this->assertStringNotContainsString( 'Array', $hostile );
	}
}
