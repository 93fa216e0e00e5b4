<?php
/**
 * Islands: Vitrine's front-end views start when they are needed, not with the page.
 *
 * The saved markup is the final state, so no view script (nor the React chain under it) is
 * printed. Before WordPress prints its queue, the views of the islands below come out of it;
 * after the footer scripts, one JSON manifest lists, per island, the handles it runs in
 * WordPress's own dependency order (those another plugin already printed left out, so a shared
 * React loads once), and src/lifecycle/loader.ts (inlined, under 1 KB gzip) starts each one
 * near the viewport, on interaction or on scroll.
 *
 * A block says how its view starts in block.json (`"viewStart"`: near, appear, interaction or
 * scroll), or, for several view scripts, how each starts, in the same order (`["appear",
 * "interaction"]`: a small motion script on the served markup when the block comes into view, its
 * React view when a visitor interacts); a global view script registers with add(). The whole
 * sequence, from the served markup to the React view, is in docs/view-lifecycle.md.
 *
 * @package Vitrine
 */

namespace Vitrine\Islands;

use function Vitrine\Assets\collect_chain;
use function Vitrine\Assets\inline_build;
use function Vitrine\Assets\print_unoptimised_script;

defined( 'ABSPATH' ) || exit;

const STARTS = array( 'near', 'appear', 'interaction', 'scroll' );

/**
 * The islands' registry, by view script handle: each a list of [ selector, start ].
 *
 * @return array<string, array<int, array{0: string, 1: string}>>
 */
function &registry(): array {
	static $islands = array();
	return $islands;
}

/**
 * Views taken out of WordPress's queue on this request (handles as keys).
 *
 * @return array<string, true>
 */
function &taken(): array {
	static $taken = array();
	return $taken;
}

/**
 * Registers a view script as an island.
 *
 * @param string $handle   Registered script handle.
 * @param string $selector The elements it serves (focus, clicks and nearness are looked for there).
 * @param string $start    One of STARTS.
 */
function add( string $handle, string $selector, string $start ): void {
	if ( ! in_array( $start, STARTS, true ) ) {
		_doing_it_wrong( __FUNCTION__, esc_html( "Unknown view start \"{$start}\"." ), '0.1.0' );
		return;
	}
	$islands = &registry();
	foreach ( $islands[ $handle ] ?? array() as $index => $island ) {
		// Blocks that share a view and a start are one island with a longer selector.
		if ( $island[1] === $start ) {
			$islands[ $handle ][ $index ][0] .= ',' . $selector;
			return;
		}
	}
	$islands[ $handle ][] = array( $selector, $start );
}

/**
 * Registers the views of every Vitrine block whose block.json says how it starts.
 *
 * @param array<string, mixed> $settings Block type settings, view script handles resolved.
 * @param array<string, mixed> $metadata The block.json contents.
 * @return array<string, mixed> The settings, unchanged.
 */
function from_block_json( array $settings, array $metadata ): array {
	$name   = (string) ( $metadata['name'] ?? '' );
	$starts = $metadata['viewStart'] ?? null;
	if ( 0 !== strpos( $name, 'vitrine/' ) || ( ! is_string( $starts ) && ! is_array( $starts ) ) ) {
		return $settings;
	}
	foreach ( array_values( (array) ( $settings['view_script_handles'] ?? array() ) ) as $index => $handle ) {
		$start = is_array( $starts ) ? ( $starts[ $index ] ?? null ) : $starts;
		if ( is_string( $start ) ) {
			add( $handle, '.' . wp_get_block_default_classname( $name ), $start );
		}
	}
	return $settings;
}

/**
 * Takes the islands' views out of the queue WordPress is about to print (the head's, then the
 * footer's: blocks rendered in a classic theme's content enqueue theirs after the head).
 */
function take_views(): void {
	if ( is_admin() ) {
		return;
	}
	$scripts = wp_scripts();
	$taken   = &taken();
	foreach ( array_keys( registry() ) as $handle ) {
		if ( in_array( $handle, $scripts->queue, true ) ) {
			$scripts->dequeue( $handle );
			$taken[ $handle ] = true;
		}
	}
}

/**
 * The handles an island runs, in running order: its view's dependency chain (without
 * wp-polyfill), less what the page already printed (a React another plugin printed is reused).
 *
 * @param \WP_Scripts $scripts Script registry.
 * @param string      $handle  The view's handle.
 * @return string[]
 */
function needed( \WP_Scripts $scripts, string $handle ): array {
	$chain = array();
	collect_chain( $scripts, $handle, $chain );
	return array_values( array_diff( array_keys( $chain ), $scripts->done ) );
}

/**
 * The address WordPress would print for a registered script ('' for a handle with no file).
 *
 * @param \WP_Scripts $scripts Script registry.
 * @param string      $handle  Registered handle.
 */
function source( \WP_Scripts $scripts, string $handle ): string {
	$script = $scripts->registered[ $handle ];
	$src    = is_string( $script->src ) ? $script->src : '';
	if ( '' === $src ) {
		return '';
	}
	if ( ! preg_match( '|^(https?:)?//|', $src ) && ! ( $scripts->content_url && str_starts_with( $src, $scripts->content_url ) ) ) {
		$src = $scripts->base_url . $src;
	}
	$version = null === $script->ver ? '' : (string) ( $script->ver ? $script->ver : $scripts->default_version );
	if ( '' !== $version ) {
		$src = add_query_arg( 'ver', rawurlencode( $version ), $src );
	}
	/** This filter is documented in wp-includes/class-wp-scripts.php */
	return esc_url_raw( apply_filters( 'script_loader_src', $src, $handle ) ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- Core's own filter, applied as core applies it to every script address.
}

/**
 * A script as the loader runs it: address, inline code before (localized data, translations,
 * "before" code) and after, without the empty codes at the end (most scripts have none, and the
 * manifest is part of every page's script before any interaction).
 *
 * @param \WP_Scripts $scripts Script registry.
 * @param string      $handle  Registered handle.
 * @return array<int, string>
 */
function entry( \WP_Scripts $scripts, string $handle ): array {
	$before = array_filter(
		array(
			$scripts->print_extra_script( $handle, false ),
			$scripts->print_translations( $handle, false ),
			$scripts->get_inline_script_data( $handle, 'before' ),
		)
	);
	$entry  = array( source( $scripts, $handle ), implode( "\n", $before ), (string) $scripts->get_inline_script_data( $handle, 'after' ) );
	while ( array_key_last( $entry ) > 0 && '' === end( $entry ) ) {
		array_pop( $entry );
	}
	return $entry;
}

/**
 * The manifest for this page: the scripts by handle and the islands that need them.
 *
 * @return array{s: array<string, array<int, string>>, i: array<int, array<int, mixed>>}
 */
function manifest(): array {
	$scripts  = wp_scripts();
	$manifest = array(
		's' => array(),
		'i' => array(),
	);
	foreach ( array_keys( taken() ) as $handle ) {
		$order = needed( $scripts, $handle );
		foreach ( $order as $needed ) {
			$manifest['s'][ $needed ] ??= entry( $scripts, $needed );
		}
		foreach ( registry()[ $handle ] as list( $selector, $start ) ) {
			if ( 'appear' === $start && ! \Vitrine\Settings\get( 'animations' ) ) {
				// Blocks that only animate have nothing to do with the site's animations off.
				continue;
			}
			$manifest['i'][] = array( $selector, $start, $order );
		}
	}
	return $manifest;
}

/**
 * Prints the manifest and the loader after WordPress printed the footer's scripts, when what
 * the page already has is known.
 */
function print_loader(): void {
	if ( is_admin() || ! taken() ) {
		return;
	}
	$loader = inline_build( 'view/islands', 'js' );
	if ( '' === $loader ) {
		return;
	}
	printf(
		'<script type="application/json" id="vitrine-islands">%s</script>' . "\n",
		wp_json_encode( manifest(), JSON_HEX_TAG | JSON_HEX_AMP | JSON_UNESCAPED_SLASHES ) // JSON_HEX_TAG: no "</script>" can close it early.
	);
	print_unoptimised_script( 'vitrine-islands-loader', $loader );
}

add_filter( 'block_type_metadata_settings', __NAMESPACE__ . '\\from_block_json', 10, 2 );
add_action( 'wp_print_scripts', __NAMESPACE__ . '\\take_views', 1 );
add_action( 'wp_print_footer_scripts', __NAMESPACE__ . '\\take_views', 1 );
add_action( 'wp_print_footer_scripts', __NAMESPACE__ . '\\print_loader', 20 );
