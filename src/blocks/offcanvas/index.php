<?php
/**
 * Server rendering of the side panel (SP-1): the button, and the inner blocks in a panel over an
 * overlay, in a closed `<dialog>` named by the button's text. The view (src/blocks/offcanvas)
 * opens it as a modal dialog; without JavaScript the button is hidden and the blocks show in
 * place.
 *
 * @package Vitrine
 */

namespace Vitrine\Offcanvas;

use function Vitrine\Blocks\allowed_attribute;
use function Vitrine\Blocks\limit;

defined( 'ABSPATH' ) || exit;

/** Labels longer than this are cut (src/blocks/offcanvas/types.ts says the same). */
const BLOCK = 'vitrine/offcanvas';

/**
 * The button text visitors see: the stored label, whitespace folded and cut, or the default.
 *
 * @param mixed $raw The stored attribute.
 */
function label( $raw ): string {
	$text = is_string( $raw ) ? trim( (string) preg_replace( '/\s+/u', ' ', wp_strip_all_tags( $raw ) ) ) : '';
	if ( '' === $text ) {
		return __( 'More', 'vitrine' );
	}
	$most = limit( BLOCK, 'buttonLabel', 'maxLength' );
	return function_exists( 'mb_substr' ) ? mb_substr( $text, 0, $most ) : substr( $text, 0, $most );
}

/**
 * The block's markup.
 *
 * @param array<string, mixed> $attributes Stored attributes.
 * @param string               $content    The inner blocks, rendered.
 */
function render( array $attributes, string $content ): string {
	$id    = wp_unique_id( 'vitrine-panel-' );
	$label = label( $attributes['buttonLabel'] ?? '' );
	$side  = (string) allowed_attribute( $attributes['side'] ?? null, BLOCK, 'side' );
	return sprintf(
		'<div %1$s><button type="button" class="vitrine-offcanvas__open" aria-expanded="false" aria-controls="%2$s"><span class="vitrine-offcanvas__icon" aria-hidden="true"></span><span class="vitrine-offcanvas__label">%3$s</span></button><dialog id="%2$s" class="vitrine-offcanvas__dialog vitrine-offcanvas--%4$s" aria-label="%5$s"><div class="vitrine-offcanvas__overlay"></div><div class="vitrine-offcanvas__panel"><button type="button" class="vitrine-offcanvas__close">%6$s</button><div class="vitrine-offcanvas__content">%7$s</div></div></dialog></div>',
		get_block_wrapper_attributes(),
		esc_attr( $id ),
		esc_html( $label ),
		esc_attr( $side ),
		esc_attr( $label ),
		esc_html__( 'Close panel', 'vitrine' ),
		$content
	);
}
