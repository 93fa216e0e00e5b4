<?php
/**
 * The colour mode switch block (CM-2): two buttons the view script turns into the visitor's
 * choice; includes/color-mode.php applies that choice before first paint.
 *
 * @package Vitrine
 */

namespace Vitrine\ColorMode;

defined( 'ABSPATH' ) || exit;

/**
 * The switch block's markup (CM-2), as src/blocks/color-mode-switch/switch.tsx renders it.
 *
 * @param array<string, mixed> $attributes Stored attributes.
 */
function render_switch( array $attributes ): string {
	// Never a button that does nothing: without dark styles for the theme, no switch.
	if ( ! dark_mode_available() ) {
		return '';
	}
	// Its page needs the dark styles and the head script (includes/head.php).
	\Vitrine\Switches\rendered( true );
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

/**
 * Tells the block's editor why there is no dark mode with the active theme, when there is none
 * (src/blocks/color-mode-switch/edit.tsx shows it): the switch is hidden from visitors.
 */
function editor_notice(): void {
	$reason = unavailable_reason();
	if ( '' !== $reason ) {
		wp_add_inline_script(
			generate_block_asset_handle( 'vitrine/color-mode-switch', 'editorScript' ),
			'window.vitrineDarkModeUnavailable=' . wp_json_encode( $reason, JSON_HEX_TAG ) . ';',
			'before'
		);
	}
}

add_action( 'enqueue_block_editor_assets', __NAMESPACE__ . '\\editor_notice' );
