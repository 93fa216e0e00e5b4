<?php
/**
 * Script plumbing shared by every block: the JSX runtime handle WordPress 6.5 lacks, and a
 * front end on which nothing a Vitrine view needs blocks rendering.
 *
 * @package Vitrine
 */

namespace Vitrine\Assets;

use const Vitrine\PLUGIN_FILE;

defined( 'ABSPATH' ) || exit;

const JSX_RUNTIME = 'react-jsx-runtime';
const POLYFILL    = 'wp-polyfill';

/**
 * Builds target the `react-jsx-runtime` handle, which core registers only from WordPress 6.6.
 * On 6.5 WordPress silently drops every script with a missing dependency, so register our small
 * build of it (React's own runtime, with React itself external) when core has not.
 */
function register_runtime(): void {
	if ( wp_script_is( JSX_RUNTIME, 'registered' ) ) {
		return;
	}
	$dir   = dirname( PLUGIN_FILE ) . '/build/runtime/';
	$asset = is_readable( $dir . 'react-jsx-runtime.asset.php' ) ? require $dir . 'react-jsx-runtime.asset.php' : null;
	if ( ! is_array( $asset ) ) {
		return;
	}
	wp_register_script(
		JSX_RUNTIME,
		plugins_url( 'build/runtime/react-jsx-runtime.js', PLUGIN_FILE ),
		$asset['dependencies'],
		$asset['version'],
		array( 'strategy' => 'defer' )
	);
}

/**
 * Registers a script built from one of webpack's extra entries (see webpack.config.js); view
 * scripts are deferred, editor scripts get their translations.
 *
 * @param string $handle Script handle.
 * @param string $entry  Entry path below build/, without extension (`slider/view`).
 * @param bool   $view   Whether it runs on the front end.
 * @param array  $after  More handles it depends on (other builds of this plugin).
 * @return string|null The build's version (for its stylesheet), or null when it was not built.
 */
function register_build( string $handle, string $entry, bool $view, array $after = array() ): ?string {
	$file  = dirname( PLUGIN_FILE ) . "/build/{$entry}.asset.php";
	$asset = is_readable( $file ) ? require $file : null;
	if ( ! is_array( $asset ) ) {
		return null;
	}
	wp_register_script( $handle, plugins_url( "build/{$entry}.js", PLUGIN_FILE ), array_merge( $asset['dependencies'], $after ), $asset['version'], $view ? array( 'strategy' => 'defer' ) : array() );
	if ( ! $view ) {
		wp_set_script_translations( $handle, 'vitrine', dirname( PLUGIN_FILE ) . '/languages' );
	}
	return $asset['version'];
}

/**
 * Registers a stylesheet built beside a script, with its right-to-left version. Its file's path
 * lets WordPress print it inline (wp_maybe_inline_styles, within the site's inline limit), as it
 * does for block stylesheets: a small render-blocking request costs a round trip before the
 * first paint, which is more than its bytes.
 *
 * @param string $handle  Style handle.
 * @param string $file    File below build/ (`slider/style-view.css`).
 * @param string $version The build's version.
 */
function register_build_style( string $handle, string $file, string $version ): void {
	wp_register_style( $handle, plugins_url( "build/{$file}", PLUGIN_FILE ), array(), $version );
	wp_style_add_data( $handle, 'rtl', 'replace' );
	$path = dirname( PLUGIN_FILE ) . "/build/{$file}";
	$rtl  = substr( $path, 0, -4 ) . '-rtl.css';
	// Core swaps the address for the -rtl file itself, but not the inlined path.
	wp_style_add_data( $handle, 'path', is_rtl() && is_readable( $rtl ) ? $rtl : $path );
}

/**
 * WordPress inlines the stylesheets that name their file smallest first, up to a total for the
 * page (`styles_inline_size_limit`, 40 KB on 7.1). Vitrine's are small, so they go first, and on
 * a page with a slider they used to push the largest one out (Navigation's), into a
 * render-blocking request that the same page built from core blocks does not make. The room
 * grows by what Vitrine brings: its own enqueued stylesheets, and those of the core blocks it
 * holds (a slide's image and buttons, inner_block_types()), so everyone else keeps theirs.
 *
 * @param int|mixed $limit The inline limit in bytes.
 * @return int The limit plus the stylesheets Vitrine's blocks bring.
 */
function own_inline_room( $limit ): int {
	$styles = wp_styles();
	$held   = array();
	$types  = \WP_Block_Type_Registry::get_instance();
	foreach ( array_keys( inner_block_types() ) as $name ) {
		$type = $types->get_registered( $name );
		foreach ( $type ? (array) $type->style_handles : array() as $handle ) {
			$held[ $handle ] = true;
		}
	}
	$own = 0;
	foreach ( $styles->queue as $handle ) {
		$path = $styles->get_data( $handle, 'path' );
		if ( ( str_starts_with( (string) $handle, 'vitrine' ) || isset( $held[ $handle ] ) ) && is_string( $path ) && is_readable( $path ) ) {
			$own += (int) wp_filesize( $path );
		}
	}
	return (int) $limit + $own;
}

/**
 * The block types rendered inside Vitrine's blocks on this request, as names (keys): noted as
 * each of Vitrine's blocks is about to render, from its parsed inner blocks.
 *
 * @param array|null $block A parsed block about to render (render_block_data), or null to read.
 * @return array<string, true> The names so far.
 */
function inner_block_types( ?array $block = null ): array {
	static $names = array();
	if ( $block && str_starts_with( (string) ( $block['blockName'] ?? '' ), 'vitrine/' ) ) {
		$inner = $block['innerBlocks'] ?? array();
		while ( $inner ) {
			$child = array_pop( $inner );
			if ( ! empty( $child['blockName'] ) ) {
				$names[ $child['blockName'] ] = true;
			}
			array_push( $inner, ...( $child['innerBlocks'] ?? array() ) );
		}
	}
	return $names;
}

/**
 * Notes the block types inside one of Vitrine's blocks (inner_block_types()), once: a Vitrine
 * block whose parent is one too (a slider's slide) was walked with it.
 *
 * @param array          $block  The parsed block about to render.
 * @param array          $source The block as parsed, before filters (unused).
 * @param \WP_Block|null $holder Its parent block, if any.
 * @return array The block, unchanged.
 */
function note_inner_blocks( $block, $source = array(), $holder = null ) {
	$nested = $holder instanceof \WP_Block && str_starts_with( (string) $holder->name, 'vitrine/' );
	if ( is_array( $block ) && ! $nested ) {
		inner_block_types( $block );
	}
	return $block;
}

/**
 * A built file's contents, for the few things printed inline (colour mode, preloader): they must
 * work before any file loads.
 *
 * @param string $entry     Entry path below build/, without extension (`view/preloader`).
 * @param string $extension `js` or `css`.
 */
function inline_build( string $entry, string $extension ): string {
	$file = dirname( PLUGIN_FILE ) . "/build/{$entry}.{$extension}";
	return is_readable( $file ) ? trim( (string) file_get_contents( $file ) ) : ''; // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents
}

/**
 * Prints a script that must run where it stands (before the first paint, or before a visitor's
 * first interaction), with the opt-outs the common optimisation plugins honour, so none of them
 * aggregates, defers or delays it: `data-noptimize` (Autoptimize), `data-no-optimize`,
 * `data-no-defer` and `data-no-minify` (LiteSpeed Cache and others), `data-cfasync="false"`
 * (Cloudflare Rocket Loader), `data-jetpack-boost="ignore"` (Jetpack Boost) and `nowprocket`
 * (WP Rocket). docs/compatibility.md lists which of them the tests run.
 *
 * @param string $id   The element's id.
 * @param string $code The script.
 */
function print_unoptimised_script( string $id, string $code ): void {
	wp_print_inline_script_tag(
		$code,
		array(
			'id'                 => $id,
			'data-noptimize'     => '1',
			'data-no-optimize'   => '1',
			'data-no-defer'      => '1',
			'data-no-minify'     => '1',
			'data-cfasync'       => 'false',
			'data-jetpack-boost' => 'ignore',
			'nowprocket'         => true,
		)
	);
}

/**
 * Prints one of the built stylesheets inline, as `<style id="…">`: the style counterpart of
 * wp_print_inline_script_tag(), which core lacks. CSS cannot be HTML-escaped (`a > b` would
 * break), so every tag is stripped instead, as core does for the Customizer's custom CSS: what is
 * left cannot close the element.
 *
 * @param string $id  The element's id.
 * @param string $css Stylesheet.
 */
function print_inline_style_tag( string $id, string $css ): void {
	if ( '' === $css ) {
		return;
	}
	printf( "<style id=\"%s\">%s</style>\n", esc_attr( $id ), wp_strip_all_tags( $css ) ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- CSS with every tag stripped, see above.
}

/**
 * Whether a registered script is one of Vitrine's built scripts.
 *
 * @param \_WP_Dependency $script Registered script.
 */
function is_vitrine_script( $script ): bool {
	$base = plugins_url( 'build/', PLUGIN_FILE );
	return is_string( $script->src ) && 0 === strpos( $script->src, $base );
}

/**
 * Front end only: marks every script in the dependency chain of an enqueued Vitrine view script
 * `defer`, so React, ReactDOM, wp-element and our views download in parallel and never block
 * the first paint. WordPress still prints a script blocking when a blocking script that another
 * plugin enqueued depends on it, so this never breaks anyone else's order.
 *
 * The polyfill handle (wp-polyfill: 53 KB of core-js, regenerator and inert polyfills) is dropped
 * from the chain's dependencies: it serves browsers WordPress 6.5 no longer supports, and when it carries its
 * inline "after" script it can never be deferred. Any other enqueued script that lists it
 * still gets it; the editor is untouched.
 */
function defer_view_chain(): void {
	if ( is_admin() ) {
		return;
	}
	$scripts = wp_scripts();
	$chain   = array();
	foreach ( $scripts->queue as $handle ) {
		$script = $scripts->registered[ $handle ] ?? null;
		if ( $script && is_vitrine_script( $script ) ) {
			collect_chain( $scripts, $handle, $chain );
		}
	}
	// WordPress itself keeps a handle blocking when it cannot be delayed (an inline "after"
	// script, or a blocking dependent that someone else enqueued).
	foreach ( array_keys( $chain ) as $handle ) {
		if ( ! $scripts->get_data( $handle, 'strategy' ) ) {
			$scripts->add_data( $handle, 'strategy', 'defer' );
		}
	}
}

/**
 * Adds a handle and everything it depends on to $chain (handles as keys, dependencies before
 * their dependents, the order they run in), taking wp-polyfill out of each one's dependencies on
 * the way. Used by defer_view_chain() and the islands' manifest (includes/islands.php).
 *
 * @param \WP_Scripts         $scripts Script registry.
 * @param string              $handle  Handle to walk from.
 * @param array<string, true> $chain   Collected handles.
 */
function collect_chain( \WP_Scripts $scripts, string $handle, array &$chain ): void {
	if ( isset( $chain[ $handle ] ) || ! isset( $scripts->registered[ $handle ] ) ) {
		return;
	}
	// Marked while its dependencies are walked (a cycle stops here), then moved after them.
	$chain[ $handle ] = true;
	$script           = $scripts->registered[ $handle ];
	$script->deps     = array_values( array_diff( $script->deps, array( POLYFILL ) ) );
	foreach ( $script->deps as $dependency ) {
		collect_chain( $scripts, $dependency, $chain );
	}
	unset( $chain[ $handle ] );
	$chain[ $handle ] = true;
}

add_action( 'init', __NAMESPACE__ . '\\register_runtime', 5 );
add_filter( 'styles_inline_size_limit', __NAMESPACE__ . '\\own_inline_room' );
add_filter( 'render_block_data', __NAMESPACE__ . '\\note_inner_blocks', 10, 3 );
add_action( 'wp_print_scripts', __NAMESPACE__ . '\\defer_view_chain', 0 );
add_action( 'wp_print_footer_scripts', __NAMESPACE__ . '\\defer_view_chain', 0 );
