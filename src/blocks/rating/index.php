<?php
/**
 * Server rendering of the star rating used in testimonials (SL-3): one image named
 * "Rated n out of 5" for assistive technology; the stars themselves are decoration. The markup
 * is what src/blocks/rating/stars.tsx renders in the editor.
 *
 * @package Vitrine
 */

namespace Vitrine\Rating;

use function Vitrine\Blocks\limit;
use function Vitrine\Blocks\whole_attribute;

defined( 'ABSPATH' ) || exit;

const BLOCK = 'vitrine/rating';
const STAR  = "\u{2605}";

/**
 * The block's markup.
 *
 * @param array<string, mixed> $attributes Stored attributes (hostile until checked).
 */
function render( array $attributes ): string {
	$rating = whole_attribute( $attributes['rating'] ?? null, BLOCK, 'rating' );
	$most   = limit( BLOCK, 'rating', 'max' );
	return sprintf(
		'<div %1$s><span class="vitrine-rating__stars" role="img" aria-label="%2$s"><span aria-hidden="true">%3$s</span><span class="vitrine-rating__rest" aria-hidden="true">%4$s</span></span></div>',
		get_block_wrapper_attributes(),
		/* translators: 1: stars given, 2: most stars */
		esc_attr( sprintf( __( 'Rated %1$d out of %2$d', 'vitrine' ), $rating, $most ) ),
		str_repeat( STAR, $rating ),
		str_repeat( STAR, $most - $rating )
	);
}
