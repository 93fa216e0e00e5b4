<?php
/**
 * The style switcher block: one swatch per skin that includes/skins.php registers.
 *
 * @package Vitrine
 */

namespace Vitrine\Skins;

defined( 'ABSPATH' ) || exit;

/**
 * The switcher block's markup: one swatch per registered skin, the site's default pressed (the
 * same HTML for every visitor, so pages stay cacheable; the view presses a visitor's kept skin
 * instead, and the editor shows what a first visit does).
 *
 * @param array<string, mixed> $attributes Stored attributes (none are used yet).
 */
function render_switcher( array $attributes ): string {
	unset( $attributes );
	// Its page needs the head script that reapplies a kept skin.
	\Vitrine\Switches\rendered( true );
	$swatches = '';
	$default  = default_skin();
	foreach ( registered() as $slug => $skin ) {
		$swatches .= sprintf(
			'<li><button type="button" class="vitrine-style-switcher__swatch" data-theme="%1$s" aria-pressed="%4$s" aria-label="%2$s" style="--vitrine-swatch:%3$s"></button></li>',
			esc_attr( $slug ),
			esc_attr( $skin['label'] ),
			esc_attr( $skin['color'] ),
			$slug === $default ? 'true' : 'false'
		);
	}
	return sprintf(
		'<div %1$s><ul class="vitrine-style-switcher" aria-label="%2$s">%3$s</ul></div>',
		get_block_wrapper_attributes(),
		esc_attr__( 'Site colours', 'vitrine' ),
		$swatches
	);
}
