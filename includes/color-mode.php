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

defined( 'ABSPATH' ) || exit;

/**
 * The built inline script and styles.
 *
 * @param string $extension `js` or `css`.
 */
function built( string $extension ): string {
	return inline_build( 'view/color-mode-head', $extension );
}

/**
 * `<head>`, first thing: the site default (CM-1), the dark styles, and the script that applies
 * the visitor's mode (CM-5). "Follow the system" is light by default with `data-follow-system`.
 */
function print_head(): void {
	$mode = \Vitrine\Settings\get( 'color_mode' );
	printf(
		"<meta name=\"theme-style-mode\" content=\"%s\"%s />\n",
		'dark' === $mode ? '1' : '0',
		'system' === $mode ? ' data-follow-system' : ''
	);
	$css = built( 'css' );
	if ( '' !== $css ) {
		printf( "<style id=\"vitrine-color-mode-css\">%s</style>\n", wp_strip_all_tags( $css ) );
	}
	$script = built( 'js' );
	if ( '' !== $script ) {
		wp_print_inline_script_tag( $script, array( 'id' => 'vitrine-color-mode-js' ) );
	}
}

/**
 * Right after `<body>` opens: the body classes (CM-4), before anything in the body paints.
 */
function print_body_open(): void {
	wp_print_inline_script_tag( 'window.vitrineColorMode&&window.vitrineColorMode();', array( 'id' => 'vitrine-color-mode-body-js' ) );
}

/**
 * The switch block's markup (CM-2), as src/blocks/color-mode-switch/switch.tsx renders it.
 *
 * @param array<string, mixed> $attributes Stored attributes.
 */
function render_switch( array $attributes ): string {
	$labels      = array(
		'light' => __( 'Light', 'vitrine' ),
		'dark'  => __( 'Dark', 'vitrine' ),
	);
	$show_labels = false !== ( $attributes['showLabels'] ?? true );
	$buttons     = '';
	foreach ( $labels as $mode => $label ) {
		$buttons .= sprintf(
			'<button type="button" class="setColor %1$s" aria-pressed="false"%2$s><span class="vitrine-color-mode__icon" aria-hidden="true"></span>%3$s</button>',
			$mode,
			$show_labels ? '' : ' aria-label="' . esc_attr( $label ) . '"',
			$show_labels ? '<span class="vitrine-color-mode__label">' . esc_html( $label ) . '</span>' : ''
		);
	}
	return sprintf(
		'<div %1$s><div class="my_switcher" role="group" aria-label="%2$s">%3$s</div></div>',
		get_block_wrapper_attributes(),
		esc_attr__( 'Colour mode', 'vitrine' ),
		$buttons
	);
}
