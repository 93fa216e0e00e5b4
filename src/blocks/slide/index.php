<?php
/**
 * A slide's background picture is named by the media library's alternative text unless the site
 * editor wrote the slide's own or marked the picture decorative (SL-1). The slide is saved markup;
 * this fills only an empty `alt`, where the slide is not marked decorative, from the library's
 * current text, as a picture chosen before the slide kept alternative texts, or one described
 * in the library later, deserves.
 *
 * @package Vitrine
 */

namespace Vitrine\Slide;

defined( 'ABSPATH' ) || exit;

const BACKGROUND_CLASS = 'vitrine-slide__background';

/**
 * The slide's markup with its background picture named.
 *
 * @param string               $html  The slide's saved markup.
 * @param array<string, mixed> $block The parsed block (attributes hostile until checked).
 */
function name_background( string $html, array $block ): string {
	$attributes = is_array( $block['attrs'] ?? null ) ? $block['attrs'] : array();
	$media_id   = $attributes['mediaId'] ?? 0;
	if ( true === ( $attributes['decorative'] ?? false ) || ! is_int( $media_id ) || $media_id <= 0 ) {
		return $html;
	}
	$tags = new \WP_HTML_Tag_Processor( $html );
	if ( ! $tags->next_tag( array( 'class_name' => BACKGROUND_CLASS ) ) || 'IMG' !== $tags->get_tag() ) {
		return $html;
	}
	$saved = $tags->get_attribute( 'alt' );
	if ( is_string( $saved ) && '' !== trim( $saved ) ) {
		return $html;
	}
	$library = get_post_meta( $media_id, '_wp_attachment_image_alt', true );
	if ( ! is_string( $library ) || '' === trim( $library ) || 'attachment' !== get_post_type( $media_id ) ) {
		return $html;
	}
	// The tag processor escapes the value for the attribute.
	$tags->set_attribute( 'alt', trim( wp_strip_all_tags( $library ) ) );
	return $tags->get_updated_html();
}

add_filter( 'render_block_vitrine/slide', __NAMESPACE__ . '\\name_background', 10, 2 );
