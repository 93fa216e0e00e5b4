<?php
/**
 * Block registration: every block folder under build/blocks registers itself from its block.json,
 * so a new block needs no PHP edit.
 *
 * @package Vitrine
 */

namespace Vitrine\Blocks;

use const Vitrine\PLUGIN_FILE;

defined( 'ABSPATH' ) || exit;

const ANCHOR_PATTERN = '/^[A-Za-z][\w-]{0,63}$/';

/**
 * Absolute paths of the built block folders that hold a block.json.
 *
 * @return string[]
 */
function built_block_dirs(): array {
	$manifests = glob( dirname( PLUGIN_FILE ) . '/build/blocks/*/block.json' );
	return array_map( 'dirname', false === $manifests ? array() : $manifests );
}

/**
 * Registers every built block. WordPress enqueues a block's scripts and styles only on pages that
 * render it (template parts, patterns, synced patterns and widgets included).
 */
function register_all(): void {
	// One PHP array of every block.json (build/blocks-manifest.php, from the build), read once
	// from the opcode cache, instead of a file read and a JSON parse per block on every request;
	// its keys are the blocks' folders (a glob of them cost 0.07 ms a request: npm run profile).
	$root     = dirname( PLUGIN_FILE ) . '/build/blocks';
	$manifest = dirname( PLUGIN_FILE ) . '/build/blocks-manifest.php';
	$listed   = is_readable( $manifest ) ? require $manifest : null;
	if ( is_array( $listed ) && $listed && function_exists( 'wp_register_block_metadata_collection' ) ) {
		wp_register_block_metadata_collection( $root, $manifest );
		$dirs = array_map(
			static function ( $name ) use ( $root ) {
				return "{$root}/{$name}";
			},
			array_keys( $listed )
		);
	} else {
		$dirs = built_block_dirs();
	}
	if ( ! $dirs ) {
		// A checkout that was never built: say so to administrators instead of failing silently.
		add_action( 'admin_notices', __NAMESPACE__ . '\\notice_missing_build' );
		return;
	}
	foreach ( $dirs as $dir ) {
		register_block_type( $dir );
	}
}

/**
 * Tells administrators that the plugin's blocks are missing because the build step never ran.
 */
function notice_missing_build(): void {
	if ( ! current_user_can( 'activate_plugins' ) ) {
		return;
	}
	printf(
		'<div class="notice notice-error"><p>%s</p></div>',
		esc_html__( 'Vitrine has no built blocks. Run "npm install && npm run build" in the plugin folder, or install a release package.', 'vitrine' )
	);
}

/**
 * Adds the "Vitrine" category to the inserter, so every Vitrine block is found in one place.
 *
 * @param array<int, array<string, mixed>> $categories Block categories.
 * @return array<int, array<string, mixed>>
 */
function add_category( array $categories ): array {
	$categories[] = array(
		'slug'  => 'vitrine',
		'title' => __( 'Vitrine', 'vitrine' ),
		'icon'  => null,
	);
	return $categories;
}

/**
 * One attribute's rules, from its block's block.json as WordPress registered it: `default`, `enum`
 * (the allowed values) and Vitrine's `limits` (`min` and `max` for numbers, `maxLength` for text,
 * `maxItems` for lists). The limits are kept apart from JSON Schema's `minimum` or `maxLength` on
 * purpose: WordPress would replace an out-of-range value with the default before rendering, where
 * Vitrine clamps it to the nearest allowed one, as the editor does.
 *
 * @param string $block     Block name (`vitrine/portfolio`).
 * @param string $attribute Attribute name.
 * @return array<string, mixed> The attribute's schema; empty for an unknown block or attribute.
 */
function rule( string $block, string $attribute ): array {
	$type = \WP_Block_Type_Registry::get_instance()->get_registered( $block );
	$rule = $type ? ( $type->attributes[ $attribute ] ?? null ) : null;
	return is_array( $rule ) ? $rule : array();
}

/**
 * One of an attribute's `limits` (see rule()).
 *
 * @param string $block     Block name.
 * @param string $attribute Attribute name.
 * @param string $name      Its name: `min`, `max`, `maxLength`, `maxItems` and so on.
 * @return mixed The limit, or null when block.json sets none.
 */
function limit( string $block, string $attribute, string $name ) {
	return rule( $block, $attribute )['limits'][ $name ] ?? null;
}

/**
 * A whole number within a range; the fallback for anything that is not numeric (clampWhole() in
 * src/shared/number.ts).
 *
 * @param mixed $value    Stored value, hostile.
 * @param int   $min      Smallest value.
 * @param int   $max      Largest value.
 * @param int   $fallback Default.
 */
function clamp_whole( $value, int $min, int $max, int $fallback ): int {
	if ( ! is_numeric( $value ) ) {
		return $fallback;
	}
	return max( $min, min( $max, (int) round( (float) $value ) ) );
}

/**
 * A stored number clamped to its attribute's block.json limits, or the attribute's default.
 *
 * @param mixed  $value     Stored value, hostile.
 * @param string $block     Block name.
 * @param string $attribute Attribute name.
 */
function whole_attribute( $value, string $block, string $attribute ): int {
	$rule = rule( $block, $attribute );
	return clamp_whole( $value, (int) ( $rule['limits']['min'] ?? 0 ), (int) ( $rule['limits']['max'] ?? PHP_INT_MAX ), (int) ( $rule['default'] ?? 0 ) );
}

/**
 * A stored value when its attribute's block.json allows it (`enum`), else the attribute's default.
 *
 * @param mixed  $value     Stored value, hostile.
 * @param string $block     Block name.
 * @param string $attribute Attribute name.
 * @return mixed
 */
function allowed_attribute( $value, string $block, string $attribute ) {
	$rule = rule( $block, $attribute );
	return in_array( $value, $rule['enum'] ?? array(), true ) ? $value : ( $rule['default'] ?? null );
}

/**
 * Forgets what a Vitrine block stores that it cannot use, before WordPress renders the block (and
 * its block supports read the stored attributes as they are):
 * - a value its block type's schema refuses (an array for `className` or `align`, a value outside
 *   an `enum`): WordPress 6.5's supports would print "Array to string conversion" for one, and the
 *   block falls back to the default, as WP_Block already does for its own render;
 * - an anchor that is not a usable id: from 7.1 WordPress prints a dynamic block's anchor itself
 *   (escaped, but whatever it is), and the views, which refuse such anchors, would then disagree
 *   with the served markup.
 *
 * @param array<string, mixed> $block A parsed block (hostile until checked).
 * @return array<string, mixed> The block.
 */
function drop_unusable_attributes( $block ) {
	if ( ! is_array( $block ) || 0 !== strpos( (string) ( $block['blockName'] ?? '' ), 'vitrine/' ) || empty( $block['attrs'] ) || ! is_array( $block['attrs'] ) ) {
		return $block;
	}
	$type = \WP_Block_Type_Registry::get_instance()->get_registered( $block['blockName'] );
	foreach ( $block['attrs'] as $name => $value ) {
		$schema = $type ? ( $type->attributes[ $name ] ?? null ) : null;
		if ( isset( $schema['type'] ) && is_wp_error( rest_validate_value_from_schema( $value, $schema, (string) $name ) ) ) {
			unset( $block['attrs'][ $name ] );
		}
	}
	if ( isset( $block['attrs']['anchor'] ) && ! anchor_attribute( $block['attrs'] ) ) {
		unset( $block['attrs']['anchor'] );
	}
	return $block;
}

/**
 * Dynamic blocks do not get their HTML anchor from WordPress before 7.1: the `id` for the wrapper, when the
 * stored anchor is a usable one.
 *
 * @param array<string, mixed> $attributes Stored attributes (hostile until checked).
 * @return array<string, string> `id` => anchor, or nothing.
 */
function anchor_attribute( array $attributes ): array {
	$anchor = $attributes['anchor'] ?? null;
	return is_string( $anchor ) && preg_match( ANCHOR_PATTERN, $anchor ) ? array( 'id' => $anchor ) : array();
}

/**
 * A block whose render callback renders its inner blocks itself, one by one (a slider its slides,
 * the portfolio its items), says so in its block.json (`"rendersInnerBlocks": true`). WordPress
 * then skips rendering them first into a `$content` the callback never reads: without this,
 * every slide and item is rendered twice on every request.
 *
 * @param array<string, mixed> $settings Block type settings.
 * @param array<string, mixed> $metadata The block.json contents.
 * @return array<string, mixed> The settings.
 */
function own_inner_blocks( array $settings, array $metadata ): array {
	if ( true === ( $metadata['rendersInnerBlocks'] ?? null ) && 0 === strpos( (string) ( $metadata['name'] ?? '' ), 'vitrine/' ) ) {
		$settings['skip_inner_blocks'] = true;
	}
	return $settings;
}

add_action( 'init', __NAMESPACE__ . '\\register_all' );
add_filter( 'block_type_metadata_settings', __NAMESPACE__ . '\\own_inner_blocks', 10, 2 );
add_filter( 'block_categories_all', __NAMESPACE__ . '\\add_category' );
add_filter( 'render_block_data', __NAMESPACE__ . '\\drop_unusable_attributes' );
