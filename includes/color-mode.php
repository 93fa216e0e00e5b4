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

defined( 'ABSPATH' ) || exit;

/**
 * The built inline styles (the script beside them is printed by includes/head.php).
 */
function built_css(): string {
	return inline_build( 'view/head', 'css' );
}

/**
 * `<head>`, first thing: the site default (CM-1) and the dark styles; the script that applies
 * the visitor's mode (CM-5) follows WordPress's styles (includes/head.php). "Follow the system"
 * is light by default with `data-follow-system`.
 */
function print_head(): void {
	$mode = \Vitrine\Settings\get( 'color_mode' );
	printf(
		"<meta name=\"theme-style-mode\" content=\"%s\"%s />\n",
		'dark' === $mode ? '1' : '0',
		'system' === $mode ? ' data-follow-system' : ''
	);
	print_inline_style_tag( 'vitrine-color-mode-css', built_css() );
}

/**
 * Right after `<body>` opens: the body classes (CM-4), before anything in the body paints.
 */
function print_body_open(): void {
	print_unoptimised_script( 'vitrine-color-mode-body-js', 'window.vitrineColorMode&&window.vitrineColorMode();' );
}

add_action( 'wp_head', __NAMESPACE__ . '\\print_head', 1 );
add_action( 'wp_body_open', __NAMESPACE__ . '\\print_body_open', 0 );
