<?php
/**
 * The PHP-range test's render of every published page (tests/e2e/smoke/php-range.spec.ts): run
 * once, as a step of the blueprint that test boots, after the testers' pages are seeded. Each
 * page's blocks go through `the_content`, as the post-content block of its template renders them
 * (every dynamic block's render.php and every render_block filter of Vitrine's among them), in one
 * PHP request: served one by one, each page would be a whole WordPress boot in WebAssembly. What
 * PHP logs goes to the test's debug log; what each page's markup holds goes to a JSON file.
 *
 * @package Vitrine
 */

defined( 'ABSPATH' ) || exit;

/**
 * Renders every published page's content and writes, per page, its address, the Vitrine blocks
 * its markup holds, and whether a block comment was left unrendered.
 *
 * @param string $file Where the JSON goes.
 */
function vitrine_test_render_every_page( string $file ): void {
	$rendered = array();
	$pages    = get_posts(
		array(
			'post_type'   => 'page',
			'post_status' => 'publish',
			'numberposts' => 100,
		)
	);
	foreach ( $pages as $page ) {
		// The loop's global, as a template sets it for its post-content block.
		$GLOBALS['post'] = $page; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- The render happens as a template's loop would run it.
		setup_postdata( $page );
		$html = apply_filters( 'the_content', $page->post_content ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- Core's filter.
		preg_match_all( '/class="[^"]*\bwp-block-vitrine-([a-z-]+)/', $html, $blocks );
		$rendered[] = array(
			'link'       => get_permalink( $page ),
			'blocks'     => array_values( array_unique( $blocks[1] ) ),
			'unrendered' => false !== strpos( $html, '<!-- wp:' ),
		);
	}
	wp_reset_postdata();
	file_put_contents( $file, wp_json_encode( $rendered ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents -- A test's own file, in a folder the test mounted.
}
