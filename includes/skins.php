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
// The other skins' properties, each under the root attribute that chooses it.
const CHOSEN_HANDLE = 'vitrine-skins';
const ATTRIBUTE     = 'data-vitrine-skin';
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
 * The file behind a skin's stylesheet address when it is one of this site's own `.css` files (in
 * the plugins' or the content folder, at most 16 KB), else ''.
 *
 * @param string $url The stylesheet's address.
 */
function local_file( string $url ): string {
	$path    = (string) wp_parse_url( $url, PHP_URL_PATH );
	$folders = array(
		plugins_url() => WP_PLUGIN_DIR,
		content_url() => WP_CONTENT_DIR,
	);
	foreach ( $folders as $base => $dir ) {
		$prefix = (string) wp_parse_url( trailingslashit( $base ), PHP_URL_PATH );
		if ( 0 !== strpos( $url, trailingslashit( $base ) ) && 0 !== strpos( $url, $prefix ) ) {
			continue;
		}
		// Below the folder, never climbing out of it (a plugin's folder may be a link elsewhere).
		$relative = rawurldecode( substr( $path, strlen( $prefix ) ) );
		$file     = $dir . '/' . $relative;
		if ( ! preg_match( '#(^|/)\.\.(/|$)|\\\\|\0#', $relative ) && '.css' === substr( $relative, -4 ) && is_file( $file ) && is_readable( $file ) && filesize( $file ) <= 16384 ) {
			return $file;
		}
	}
	return '';
}

/**
 * A skin's colour custom properties, read from its stylesheet when that is one of this site's
 * files (local_file()), in the order it sets them: skins set custom properties and nothing else
 * (docs/blocks.md), so these are the whole skin. A value that could leave its declaration or
 * fetch anything (any character but letters, digits, spaces and `#(),.%/+"'-`, or a `url(`,
 * `image(`, `src(` or `expression(`) is left out. Empty for a skin served from elsewhere, which
 * stays a stylesheet link.
 *
 * @param string $url The stylesheet's address.
 * @return array<string, string> Property => value.
 */
function properties( string $url ): array {
	static $read = array();
	if ( ! isset( $read[ $url ] ) ) {
		$file  = local_file( $url );
		$css   = '' === $file ? '' : (string) preg_replace( '#/\*.*?\*/#s', '', (string) file_get_contents( $file ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- A local file of this site.
		$found = array();
		preg_match_all( '/(--[A-Za-z0-9_-]{1,64})\s*:\s*([^;{}]{1,200})(?=[;}])/', $css, $matches, PREG_SET_ORDER );
		foreach ( $matches as list( , $name, $value ) ) {
			$value = trim( $value );
			if ( '' !== $value && preg_match( '/^[\w\s#(),.%\/+"\'-]+$/', $value ) && ! preg_match( '/url|image|src|expression/i', $value ) ) {
				$found[ $name ] = $value;
			}
		}
		$read[ $url ] = $found;
	}
	return $read[ $url ];
}

/**
 * Every skin other than the default whose properties are known (properties()), each under the
 * root attribute that chooses it: the head script sets `data-vitrine-skin` for a returning
 * visitor's kept skin before the first paint, with no request, in every engine (a stylesheet
 * added by a script holds the first paint only where the browser honours `blocking="render"`).
 * Every visitor gets the same rules, so the page stays the same for a page cache.
 *
 * @param array<string, array{url: string}> $skins        The registered skins.
 * @param string                            $default_skin The default skin's slug.
 * @return array{css: string, slugs: string[]} The rules, and the skins they hold.
 */
function chosen_by_attribute( array $skins, string $default_skin ): array {
	$css   = '';
	$slugs = array();
	foreach ( $skins as $slug => $skin ) {
		$properties = $slug === $default_skin ? array() : properties( $skin['url'] );
		if ( ! $properties ) {
			continue;
		}
		$declarations = '';
		foreach ( $properties as $name => $value ) {
			$declarations .= "{$name}:{$value};";
		}
		$root    = ':root[' . ATTRIBUTE . '="' . $slug . '"]';
		$css    .= "{$root},{$root} body{{$declarations}}\n";
		$slugs[] = $slug;
	}
	return array(
		'css'   => $css,
		'slugs' => $slugs,
	);
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
	// Only a site where a visitor can keep another skin (a switcher is placed) pays for them.
	$chosen = \Vitrine\Switches\placed() ? chosen_by_attribute( $skins, $default ) : array(
		'css'   => '',
		'slugs' => array(),
	);
	if ( '' !== $chosen['css'] ) {
		wp_register_style( CHOSEN_HANDLE, false, array( HANDLE ), VERSION );
		wp_add_inline_style( CHOSEN_HANDLE, $chosen['css'] );
		wp_enqueue_style( CHOSEN_HANDLE );
	}
	head_data(
		array(
			'default' => $default,
			'skins'   => $urls,
			'inline'  => $chosen['slugs'],
		)
	);
}

/**
 * The registered skins the head script reads, kept for includes/head.php (null until enqueue() ran):
 * the default, each skin's stylesheet, and the skins chosen by the root attribute instead.
 *
 * @param array{default: string, skins: array<string, string>, inline: string[]}|null $set The list to keep.
 * @return array{default: string, skins: array<string, string>, inline: string[]}|null
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
