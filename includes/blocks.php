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
	$dirs = built_block_dirs();
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
 * Forgets a Vitrine block's stored anchor when it is not a usable id, before WordPress renders the
 * block: from 7.1 WordPress prints a dynamic block's anchor itself (escaped, but whatever it is),
 * and the views, which refuse such anchors, would then disagree with the served markup.
 *
 * @param array<string, mixed> $block A parsed block (hostile until checked).
 * @return array<string, mixed> The block.
 */
function drop_unusable_anchor( $block ) {
	if ( is_array( $block ) && 0 === strpos( (string) ( $block['blockName'] ?? '' ), 'vitrine/' ) && isset( $block['attrs']['anchor'] ) && ! anchor_attribute( $block['attrs'] ) ) {
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
