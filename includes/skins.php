<?php
/**
 * Skins and the style switcher (SW-1, SW-2). A skin is a stylesheet registered through the
 * `vitrine_skins` filter (Vitrine ships three in assets/skins). With a default skin chosen under
 * Settings → Vitrine, every page carries it (inline when Vitrine ships it, else linked as
 * `#vitrine-skin-css`) and the small skins script (src/view/skins), which reapplies a visitor's
 * kept skin and runs the switcher blocks. The page HTML never depends on the `jss_selected`
 * cookie, and only registered skins ever become URLs.
 *
 * @package Vitrine
 */

namespace Vitrine\Skins;

use function Vitrine\Assets\register_build;
use const Vitrine\PLUGIN_FILE;
use const Vitrine\VERSION;

defined( 'ABSPATH' ) || exit;

const HANDLE      = 'vitrine-skin';
const SCRIPT      = 'vitrine-skins';
const SLUG_FORMAT = '/^[a-z0-9][a-z0-9-]{0,31}$/';
// Where the shipped skins' stylesheets are, below the plugin's folder.
const SHIPPED_DIR = 'assets/skins';

/**
 * The skins Vitrine ships.
 *
 * @return array<string, array{label: string, color: string, url: string}>
 */
function shipped(): array {
	$skins   = array(
		'classic' => array( __( 'Classic', 'vitrine' ), '#1f5f8b' ),
		'ocean'   => array( __( 'Ocean', 'vitrine' ), '#0b5e7a' ),
		'meadow'  => array( __( 'Meadow', 'vitrine' ), '#2f6b3a' ),
	);
	$shipped = array();
	foreach ( $skins as $slug => list( $label, $color ) ) {
		$shipped[ $slug ] = array(
			'label' => $label,
			'color' => $color,
			'url'   => plugins_url( SHIPPED_DIR . "/{$slug}.css", PLUGIN_FILE ),
		);
	}
	return $shipped;
}

/**
 * The stylesheet's file when the skin is one Vitrine ships at its shipped address, else ''.
 *
 * @param string $slug A registered slug (checked against SLUG_FORMAT, so no path escapes).
 * @param string $url  Its stylesheet's address.
 */
function shipped_file( string $slug, string $url ): string {
	$file = dirname( PLUGIN_FILE ) . '/' . SHIPPED_DIR . "/{$slug}.css";
	return plugins_url( SHIPPED_DIR . "/{$slug}.css", PLUGIN_FILE ) === $url && is_readable( $file ) ? $file : '';
}

/**
 * Every registered skin, each entry checked: a slug of lowercase letters, digits and hyphens, a
 * label, a hex swatch colour and an http(s) or site-relative stylesheet URL. Anything else is
 * left out.
 *
 * @return array<string, array{label: string, color: string, url: string}>
 */
function registered(): array {
	// Asked for on every settings read (includes/settings.php): checked once per request, and
	// again only when the filter's callbacks, the locale (the labels' language) or the site (the
	// stylesheets' address, in a network) change.
	static $memo = array();
	global $wp_filter;
	$key = array(
		get_locale(),
		get_current_blog_id(),
		isset( $wp_filter['vitrine_skins'] ) ? array_map( 'array_keys', $wp_filter['vitrine_skins']->callbacks ) : array(),
	);
	if ( isset( $memo['key'] ) && $memo['key'] === $key ) {
		return $memo['skins'];
	}
	/**
	 * Filters the skins a site offers. Each is keyed by a slug (lowercase letters, digits and
	 * hyphens) and has a `label`, a swatch `color` (hex) and the stylesheet's `url`.
	 *
	 * @param array<string, array{label: string, color: string, url: string}> $skins Skins by slug.
	 */
	$skins = apply_filters( 'vitrine_skins', shipped() );
	$clean = array();
	foreach ( is_array( $skins ) ? $skins : array() as $slug => $skin ) {
		if ( ! is_string( $slug ) || ! preg_match( SLUG_FORMAT, $slug ) || ! is_array( $skin ) ) {
			continue;
		}
		$url   = isset( $skin['url'] ) && is_string( $skin['url'] ) ? esc_url_raw( $skin['url'], array( 'http', 'https' ) ) : '';
		$color = isset( $skin['color'] ) && is_string( $skin['color'] ) ? sanitize_hex_color( $skin['color'] ) : null;
		$label = isset( $skin['label'] ) && is_string( $skin['label'] ) ? sanitize_text_field( $skin['label'] ) : '';
		if ( '' === $url || ! $color || '' === $label ) {
			continue;
		}
		$clean[ $slug ] = array(
			'label' => $label,
			'color' => $color,
			'url'   => $url,
		);
	}
	$memo = array(
		'key'   => $key,
		'skins' => $clean,
	);
	return $clean;
}

/**
 * The settings page's choices: no skin, or one of the registered ones.
 *
 * @return array<string, string>
 */
function choices(): array {
	$choices = array( 'none' => __( 'None (no skin stylesheet)', 'vitrine' ) );
	foreach ( registered() as $slug => $skin ) {
		$choices[ $slug ] = $skin['label'];
	}
	return $choices;
}

/**
 * The default skin's slug, or '' when the site has none (or the chosen one is gone).
 */
function default_skin(): string {
	$slug = (string) \Vitrine\Settings\get( 'skin' );
	return isset( registered()[ $slug ] ) ? $slug : '';
}

/**
 * Registers the skins script: the switcher block's view script, named in its block.json, which
 * WordPress enqueues on the pages that show a switcher. Elsewhere the head script (includes/head.php)
 * alone puts a kept skin in the page.
 */
function register_assets(): void {
	register_build( SCRIPT, 'view/skins', true );
}

/**
 * Every front-end page, with a default skin: its stylesheet, and the registered list that the
 * head script and a switcher's view script read. Without one, nothing loads here, and a switcher
 * block marks itself with the error state.
 */
function enqueue(): void {
	$default = default_skin();
	if ( '' === $default ) {
		return;
	}
	$skins = registered();
	$urls  = array();
	foreach ( $skins as $slug => $skin ) {
		// The address WordPress prints for the default, so reapplying it fetches nothing again.
		$urls[ $slug ] = add_query_arg( 'ver', VERSION, $skin['url'] );
	}
	wp_enqueue_style( HANDLE, $skins[ $default ]['url'], array(), VERSION );
	$file = shipped_file( $default, $skins[ $default ]['url'] );
	if ( '' !== $file ) {
		// WordPress prints a shipped skin inline (`#vitrine-skin-inline-css`): no request before
		// the first paint. The skins script adds the `<link>` when another skin is shown.
		wp_style_add_data( HANDLE, 'path', $file );
	}
	head_data(
		array(
			'default' => $default,
			'skins'   => $urls,
		)
	);
}

/**
 * The registered skins the head script reads, kept for includes/head.php (null until enqueue() ran).
 *
 * @param array{default: string, skins: array<string, string>}|null $set The list to keep.
 * @return array{default: string, skins: array<string, string>}|null
 */
function head_data( ?array $set = null ): ?array {
	static $data = null;
	if ( null !== $set ) {
		$data = $set;
	}
	return $data;
}

add_action( 'init', __NAMESPACE__ . '\\register_assets', 5 );
add_action( 'wp_enqueue_scripts', __NAMESPACE__ . '\\enqueue' );
