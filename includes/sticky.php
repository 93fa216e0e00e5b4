<?php
/**
 * "Stick after scrolling" (SH-1) for the header template part and any group: the attribute, and
 * on the front end a class, a wrapper that keeps the block's place, and the small script that
 * fixes it to the top from 200 px of scroll (src/view/sticky). The editor's switch is
 * src/editor/sticky.tsx.
 *
 * @package Vitrine
 */

namespace Vitrine\Sticky;

use function Vitrine\Assets\register_build;
use function Vitrine\Assets\register_build_style;

defined( 'ABSPATH' ) || exit;

const BLOCKS = array( 'core/group', 'core/template-part' );

/**
 * Adds the attribute to the blocks that can stick.
 *
 * @param array<string, mixed> $args Block type arguments.
 * @param string               $name Block type.
 * @return array<string, mixed>
 */
function add_attribute( array $args, string $name ): array {
	if ( in_array( $name, BLOCKS, true ) ) {
		$args['attributes']                  = $args['attributes'] ?? array();
		$args['attributes']['vitrineSticky'] = array(
			'type'    => 'boolean',
			'default' => false,
		);
	}
	return $args;
}

/**
 * Registers the front-end script and style, and the editor's switch.
 */
function register_assets(): void {
	$version = register_build( 'vitrine-view-sticky', 'view/sticky', true );
	if ( null !== $version ) {
		register_build_style( 'vitrine-view-sticky', 'view/sticky.css', $version );
	}
	// Sticking only matters once the page moves.
	\Vitrine\Islands\add( 'vitrine-view-sticky', '.vitrine-sticky', 'scroll' );
	register_build( 'vitrine-editor-extensions', 'editor/extensions', false );
}

/**
 * The editor's switch, wherever blocks are edited.
 */
function enqueue_editor(): void {
	wp_enqueue_script( 'vitrine-editor-extensions' );
}

/**
 * Marks a sticky block and wraps it in the element that keeps its place; loads the script.
 *
 * @param string               $html  The block's markup.
 * @param array<string, mixed> $block The parsed block.
 */
function render( string $html, array $block ): string {
	if ( ! in_array( $block['blockName'] ?? '', BLOCKS, true ) || true !== ( $block['attrs']['vitrineSticky'] ?? false ) ) {
		return $html;
	}
	$tags = new \WP_HTML_Tag_Processor( $html );
	if ( ! $tags->next_tag() ) {
		return $html;
	}
	$tags->add_class( 'vitrine-sticky' );
	wp_enqueue_script( 'vitrine-view-sticky' );
	wp_enqueue_style( 'vitrine-view-sticky' );
	return '<div class="vitrine-sticky-space">' . $tags->get_updated_html() . '</div>';
}

add_filter( 'register_block_type_args', __NAMESPACE__ . '\\add_attribute', 10, 2 );
add_action( 'init', __NAMESPACE__ . '\\register_assets', 5 );
add_action( 'enqueue_block_editor_assets', __NAMESPACE__ . '\\enqueue_editor' );
add_filter( 'render_block', __NAMESPACE__ . '\\render', 10, 2 );
