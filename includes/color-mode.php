<?php
/**
 * Colour mode (CM-1..CM-6). The server prints the same HTML for every visitor: the site default
 * in `<meta name="theme-style-mode">`, the dark styles, and a small inline script that reads the
 * visitor's cookie and applies their mode before first paint. The cookie is never read here, so
 * a full-page cache or CDN can serve one copy to everyone.
 *
 * @package Vitrine
 */

namespace Vitrine\ColorMode;

use function Vitrine\Assets\inline_build;
use function Vitrine\Assets\print_inline_style_tag;
use function Vitrine\Assets\print_unoptimised_script;
use function Vitrine\DarkPalette\darken_css;
use function Vitrine\DarkPalette\darken_value;
use function Vitrine\DarkPalette\luminance;
use function Vitrine\DarkPalette\contrast;
use function Vitrine\DarkPalette\parse;
use function Vitrine\DarkPalette\scoped;

defined( 'ABSPATH' ) || exit;

/**
 * The built inline styles (the script beside them is printed by includes/head.php).
 */
function built_css(): string {
	return inline_build( 'view/head', 'css' );
}

/**
 * The colours Vitrine's own stylesheets fall back on where a theme has no such slug: in dark mode
 * they need a dark value too (tests/php/DarkModeTest.php checks the list against src/).
 */
const VITRINE_FALLBACKS = array(
	'base'     => '#fff',
	'contrast' => '#111',
);

/**
 * The stylesheets that colour the page, as printed in `<head>`, piece by piece: global styles
 * (theme.json, the Site Editor, an editor palette: the site-wide sheet, then one piece for each
 * block on the page), the active theme's own inline CSS (a classic theme's Customizer colours or
 * CSS variables), and the Customizer's background colour. Each piece is whole rules, so each is
 * darkened alone (dark_styles()).
 *
 * @return string[]
 */
function page_color_pieces(): array {
	$styles = wp_styles();
	$roots  = array_unique( array( get_template_directory_uri() . '/', get_stylesheet_directory_uri() . '/' ) );
	$pieces = array();
	foreach ( $styles->done as $handle ) {
		$style = $styles->registered[ $handle ] ?? null;
		if ( null === $style ) {
			continue;
		}
		$source = is_string( $style->src ) ? $style->src : '';
		$theirs = 'global-styles' === $handle || array() !== array_filter( $roots, static fn( $root ) => 0 === strpos( $source, $root ) );
		if ( $theirs ) {
			foreach ( (array) $styles->get_data( $handle, 'after' ) as $piece ) {
				$pieces[] = (string) $piece;
			}
		}
	}
	if ( current_theme_supports( 'custom-background' ) && '' !== get_background_color() ) {
		$pieces[] = 'body{background-color:#' . get_background_color() . '}';
	}
	$navigation = core_navigation_css( $styles->done );
	if ( '' !== $navigation ) {
		$pieces[] = $navigation;
	}
	return $pieces;
}

/**
 * Core's Navigation block stylesheet, where the page loads it (alone, or in the whole block
 * library a classic theme loads): it paints the block's submenus and its phone overlay white with
 * black text whatever the theme's colours, a light panel over a dark page. Its dark copy comes
 * after it, as specific, and wins. Core's other blocks keep their fixed colours: a cover's veil
 * over a picture, social icons in their brands' colours.
 *
 * @param string[] $done The style handles printed so far.
 */
function core_navigation_css( array $done ): string {
	if ( array() === array_intersect( array( 'wp-block-navigation', 'wp-block-library' ), $done ) ) {
		return '';
	}
	$file = ABSPATH . WPINC . '/blocks/navigation/style' . ( is_rtl() ? '-rtl' : '' ) . '.min.css';
	// phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local core file.
	$css = is_readable( $file ) ? file_get_contents( $file ) : false;
	return is_string( $css ) ? $css : '';
}

/**
 * A palette's slugs and colours.
 *
 * @param mixed $palette A theme.json palette: a list of presets, or one per origin.
 * @return array<string, string> Slug => colour.
 */
function palette_colors( $palette ): array {
	if ( ! is_array( $palette ) ) {
		return array();
	}
	$lists = isset( $palette[0] ) ? array( $palette ) : array_values( $palette );
	$map   = array();
	foreach ( $lists as $list ) {
		foreach ( is_array( $list ) ? $list : array() as $preset ) {
			if ( isset( $preset['slug'], $preset['color'] ) && is_string( $preset['slug'] ) && is_string( $preset['color'] ) ) {
				$map[ $preset['slug'] ] = $preset['color'];
			}
		}
	}
	return $map;
}

/**
 * The palette slug a global style names (`var:preset|color|base` or `var(--wp--preset--color--base)`).
 *
 * @param mixed $value A style's value.
 */
function preset_slug( $value ): ?string {
	return is_string( $value ) && preg_match( '/(?:var:preset\|color\||--wp--preset--color--)([a-z0-9-]+)/', $value, $slug ) ? $slug[1] : null;
}

/**
 * Whether a dark palette keeps every pair of the light one readable: each pair of colours that
 * reads in light mode (at least 3:1, for large text and controls; 4.5:1, for text) reads as well
 * in dark mode. A theme's dark variation is written for its own styles, which may pair other slugs
 * (a link in another colour): on this theme's styles its palette must still hold every pair.
 *
 * @param array<string, string> $light Slug => light colour.
 * @param array<string, string> $dark  Slug => dark colour, for the same slugs.
 */
function keeps_contrast( array $light, array $dark ): bool {
	$slugs = array_keys( $light );
	foreach ( $slugs as $index => $one ) {
		foreach ( array_slice( $slugs, $index + 1 ) as $other ) {
			$colors = array_map( 'Vitrine\DarkPalette\parse', array( $light[ $one ], $light[ $other ], $dark[ $one ] ?? '', $dark[ $other ] ?? '' ) );
			if ( in_array( null, $colors, true ) ) {
				continue;
			}
			$before = contrast( $colors[0], $colors[1] );
			$needed = $before >= 4.5 ? 4.5 : ( $before >= 3 ? 3 : 0 );
			if ( contrast( $colors[2], $colors[3] ) < $needed ) {
				return false;
			}
		}
	}
	return true;
}

/**
 * The theme's own dark colours, from the darkest of its style variations whose text reads on its
 * background and whose palette keeps every readable pair readable (keeps_contrast()), when the
 * site still uses the theme's palette as shipped; a theme's designers chose these, so they are
 * better than computed ones where they hold.
 *
 * @return array<string, string> Slug => colour; empty when the theme ships none that holds.
 */
function theme_dark_palette(): array {
	if ( ! wp_theme_has_theme_json() || ! class_exists( '\\WP_Theme_JSON_Resolver' ) ) {
		return array();
	}
	$shipped = palette_colors( \WP_Theme_JSON_Resolver::get_theme_data( array(), array( 'with_supports' => false ) )->get_settings()['color']['palette']['theme'] ?? array() );
	$live    = palette_colors( wp_get_global_settings( array( 'color', 'palette', 'theme' ) ) );
	$styles  = wp_get_global_styles( array( 'color' ) );
	$page    = preset_slug( $styles['background'] ?? null );
	$text    = preset_slug( $styles['text'] ?? null );
	if ( array() === $shipped || $shipped !== $live || null === $page || null === $text ) {
		return array();
	}
	$best = array();
	$dark = 0.03;
	foreach ( \WP_Theme_JSON_Resolver::get_style_variations() as $variation ) {
		$colors = array_intersect_key( palette_colors( $variation['settings']['color']['palette'] ?? array() ), $live );
		if ( ! isset( $colors[ $page ], $colors[ $text ] ) ) {
			continue;
		}
		$background = parse( $colors[ $page ] );
		$foreground = parse( $colors[ $text ] );
		if ( null === $background || null === $foreground || luminance( $background ) >= $dark || contrast( $foreground, $background ) < 4.5 ) {
			continue;
		}
		// The slugs the variation leaves out take their computed counterparts.
		$complete = $colors + array_map( static fn( $color ) => darken_value( $color ) ?? $color, $live );
		if ( keeps_contrast( $live, $complete ) ) {
			$dark = luminance( $background );
			$best = $colors;
		}
	}
	return $best;
}

/**
 * The dark styles for the active theme (CM-5): its colour rules with each colour replaced by its
 * dark counterpart (includes/dark-palette.php), each palette colour taken from the theme's own
 * dark variation where it ships one, and open to `--vitrine-dark-{slug}`.
 */
function theme_dark_css(): string {
	return dark_styles()['css'];
}

/**
 * The theme's dark styles, and whether its page background follows them (page_background_follows()).
 *
 * Darkening the page's colour CSS was most of what Vitrine's PHP cost a page, 3.7 ms of 7 (`npm run
 * profile`), so each piece's dark rules are kept (in an autoloaded option, read with every other)
 * by the piece's hash, and only a piece never seen is darkened. The pieces differ from page to page
 * (WordPress prints a block's global styles only where the block is), so a visitor's request never
 * writes them: a write of an autoloaded option drops every server's cached `alloptions`, and two at
 * once race. Each theme keeps its own (a site that shows another theme to some requests would
 * otherwise replace one with the other on every page). Only where nothing is kept for the theme,
 * release and code yet does the first request keep what its page needed; after that, a piece
 * only a visitor's page has is darkened in that request (such pieces are a block's few rules),
 * and a request by someone who edits the site keeps it (their own look at a new page). A change
 * of theme or global styles starts anew (forget_dark_styles()).
 *
 * @return array{css: string, follows: bool}
 */
function dark_styles(): array {
	// Pieces darkened in this request (a page asks more than once), whatever was kept.
	static $darkened = array();
	$pieces          = page_color_pieces();
	$source          = implode( "\n", $pieces );
	// Kept per theme; this code's version: a release or an edit here works every piece out anew.
	$theme = get_stylesheet();
	$basis = md5( $theme . \Vitrine\VERSION . filemtime( __FILE__ ) . filemtime( __DIR__ . '/dark-palette.php' ) );
	$all   = get_option( DARK_CSS_OPTION );
	$all   = is_array( $all ) ? $all : array();
	$kept  = $all[ $theme ] ?? null;
	$fresh = is_array( $kept ) && ( $kept['basis'] ?? null ) === $basis && is_array( $kept['pieces'] ?? null ) && is_string( $kept['fallbacks'] ?? null );
	$known = $fresh ? $kept['pieces'] : array();
	$dark  = '';
	$new   = false;
	foreach ( $pieces as $piece ) {
		$hash = md5( $piece );
		if ( ! is_string( $known[ $hash ] ?? null ) ) {
			$darkened[ $basis . $hash ] ??= darken_css( $piece, dark_override() );
			$known[ $hash ]               = $darkened[ $basis . $hash ];
			$new                          = true;
		}
		$dark .= $known[ $hash ];
	}
	$fallbacks = $fresh ? $kept['fallbacks'] : dark_fallbacks();
	if ( $new && ( ! $fresh || current_user_can( 'edit_posts' ) ) ) {
		$all[ $theme ] = array(
			'basis'     => $basis,
			// The latest pieces, a bounded number: a site's blocks, not every page's history.
			'pieces'    => array_slice( $known, -KEPT_PIECES, null, true ),
			'fallbacks' => $fallbacks,
		);
		// The themes last kept, a few: the active one and those a preview or a switch shows.
		update_option( DARK_CSS_OPTION, array_slice( $all, -KEPT_THEMES, null, true ), true );
	}
	return array(
		'css'     => scoped( '' === $dark ? '' : $dark . $fallbacks ),
		'follows' => page_background_follows( $source ),
	);
}

/** How many darkened pieces are kept: the site-wide sheet and a site's blocks, with room. */
const KEPT_PIECES = 120;

/** How many themes' dark styles are kept. */
const KEPT_THEMES = 4;

/**
 * How a palette colour's custom property darkens: to `--vitrine-dark-{slug}` where a site sets one,
 * else the theme's own dark variation's colour where it ships one, else the computed counterpart.
 *
 * @return callable(string, string): string
 */
function dark_override(): callable {
	static $overrides = array();
	$theme            = get_stylesheet();
	if ( ! isset( $overrides[ $theme ] ) ) {
		$variation           = theme_dark_palette();
		$overrides[ $theme ] = static function ( string $property, string $dark ) use ( $variation ): string {
			if ( 1 !== preg_match( '/^--wp--preset--color--([a-z0-9-]+)$/', $property, $slug ) ) {
				return $dark;
			}
			return sprintf( 'var(--vitrine-dark-%s, %s)', $slug[1], $variation[ $slug[1] ] ?? $dark );
		};
	}
	return $overrides[ $theme ];
}

/**
 * Dark values for the colours Vitrine's stylesheets fall back on where the theme's palette has no
 * such slug (VITRINE_FALLBACKS), as a nested rule for the dark scope.
 */
function dark_fallbacks(): string {
	$slugs     = array_keys( palette_colors( wp_get_global_settings( array( 'color', 'palette' ) ) ) );
	$fallbacks = '';
	foreach ( array_diff_key( VITRINE_FALLBACKS, array_flip( $slugs ) ) as $slug => $light ) {
		$property   = '--wp--preset--color--' . $slug;
		$fallbacks .= $property . ':' . dark_override()( $property, (string) darken_value( $light ) ) . ';';
	}
	return '' === $fallbacks ? '' : '&{' . $fallbacks . '}';
}

/**
 * Forgets the kept dark styles: the theme's colours changed (global styles saved, the Customizer
 * published, another theme). The next page keeps what it needs.
 */
function forget_dark_styles(): void {
	$all = get_option( DARK_CSS_OPTION );
	if ( is_array( $all ) && isset( $all[ get_stylesheet() ] ) ) {
		unset( $all[ get_stylesheet() ] );
		update_option( DARK_CSS_OPTION, $all, true );
	}
	$remembered = get_option( SUPPORT_OPTION, array() );
	if ( is_array( $remembered ) && isset( $remembered[ get_stylesheet() ] ) ) {
		unset( $remembered[ get_stylesheet() ] );
		update_option( SUPPORT_OPTION, $remembered, true );
	}
}

add_action( 'switch_theme', __NAMESPACE__ . '\\forget_dark_styles' );
add_action( 'customize_save_after', __NAMESPACE__ . '\\forget_dark_styles' );
add_action( 'save_post_wp_global_styles', __NAMESPACE__ . '\\forget_dark_styles' );

/**
 * Whether the page itself can go dark: the theme sets the page background where Vitrine reads it
 * (global styles, the Customizer's background, or a `body` rule in its inline CSS).
 *
 * @param string $source The page's colour CSS (page_color_pieces(), joined).
 */
function page_background_follows( string $source ): bool {
	$background = wp_get_global_styles( array( 'color', 'background' ) );
	return ( is_string( $background ) && '' !== $background )
		|| 1 === preg_match( '/(?:^|[},;\s])body\s*(?:,[^{]*)?\{[^}]*background/', $source );
}

/** Where the front end remembers, per theme, whether dark mode could be offered (for the admin). */
const SUPPORT_OPTION = 'vitrine_dark_mode_support';

/** The theme's dark styles as last worked out, with what they were worked out from. */
const DARK_CSS_OPTION = 'vitrine_dark_css';

/**
 * Whether dark mode can be offered with the active theme. On the front end it is decided from
 * the styles the page prints (once they are printed) and remembered per theme; elsewhere (the
 * editor, Settings → Vitrine) the last front-end decision is read, and a theme not yet seen is
 * judged by its global styles and Customizer background alone.
 *
 * Filter `vitrine_dark_mode_available` to decide otherwise (a theme with dark styles of its own).
 */
function dark_mode_available(): bool {
	static $decided = null;
	$theme          = get_stylesheet();
	if ( null !== $decided && $decided['theme'] === $theme ) {
		return $decided['available'];
	}
	$remembered = get_option( SUPPORT_OPTION, array() );
	$remembered = is_array( $remembered ) ? $remembered : array();
	if ( did_action( 'wp_print_styles' ) && ! is_admin() ) {
		$styles    = dark_styles();
		$available = '' !== $styles['css'] && $styles['follows'];
		// Kept once for the theme; changed only by a request of someone who edits the site (as the
		// dark styles are: a visitor's request writes nothing once the site is warm).
		$known = $remembered[ $theme ] ?? null;
		if ( null === $known || ( $known !== $available && current_user_can( 'edit_posts' ) ) ) {
			$remembered[ $theme ] = $available;
			update_option( SUPPORT_OPTION, $remembered, true );
		}
		$decided = array(
			'theme'     => $theme,
			'available' => (bool) apply_filters( 'vitrine_dark_mode_available', $available ),
		);
		return $decided['available'];
	}
	$available = $remembered[ $theme ] ?? ( page_background_follows( '' ) || current_theme_supports( 'custom-background' ) );
	return (bool) apply_filters( 'vitrine_dark_mode_available', (bool) $available );
}

/**
 * Why dark mode is not offered, for site editors (the switch block, Settings → Vitrine); empty
 * when it is.
 */
function unavailable_reason(): string {
	if ( dark_mode_available() ) {
		return '';
	}
	return sprintf(
		/* translators: %s: the active theme's name. */
		__( 'Dark mode is not offered with %s: the theme does not set its page colours where Vitrine can darken them (a colour palette, global styles, or colour rules of its own). Colour mode switches are hidden from visitors, and the default colour mode is light.', 'vitrine' ),
		wp_get_theme()->get( 'Name' )
	);
}

/**
 * Whether a visitor's page can be dark: the theme can go dark, and a switch is placed on the site
 * or the site's default is not light. Otherwise no dark styles are printed, and (without a style
 * switcher either) no head script (includes/head.php).
 */
function dark_in_play(): bool {
	// Cheapest first: most sites that never place a switch keep the light default.
	return ( \Vitrine\Switches\placed() || 'light' !== \Vitrine\Settings\get( 'color_mode' ) ) && dark_mode_available();
}

/**
 * `<head>`, after WordPress's styles: the site default (CM-1) and, where a page can be dark, the
 * dark styles; the script that applies the visitor's mode (CM-5) follows (includes/head.php).
 * "Follow the system" is light by default with `data-follow-system`. Without dark styles the
 * default is light whatever the setting says: a dark mode that changes nothing is not offered.
 */
function print_head(): void {
	$mode = \Vitrine\Settings\get( 'color_mode' );
	$mode = 'light' !== $mode && dark_mode_available() ? $mode : 'light';
	printf(
		"<meta name=\"theme-style-mode\" content=\"%s\"%s />\n",
		'dark' === $mode ? '1' : '0',
		'system' === $mode ? ' data-follow-system' : ''
	);
	print_styles();
}

/**
 * The dark styles, where a page can be dark.
 */
function print_styles(): void {
	if ( dark_in_play() ) {
		print_inline_style_tag( 'vitrine-color-mode-css', built_css() . theme_dark_css() );
	}
}

/**
 * Right after `<body>` opens: the body classes (CM-4), before anything in the body paints.
 */
function print_body_open(): void {
	if ( \Vitrine\Head\printed() ) {
		print_unoptimised_script( 'vitrine-color-mode-body-js', 'window.vitrineColorMode&&window.vitrineColorMode();' );
	}
}

// After wp_print_styles (8, hooked before any plugin loads), before the head script (9).
add_action( 'wp_head', __NAMESPACE__ . '\\print_head', 8 );
add_action( 'wp_body_open', __NAMESPACE__ . '\\print_body_open', 0 );
