<?php
/**
 * Saved block markup must survive kses unchanged for authors without `unfiltered_html` (authors,
 * contributors, administrators on multisite), or the editor reports the block invalid and the
 * front end hydrates different markup. Core's allowed list lacks the ARIA value attributes that
 * progress bars need and the SVG that skill circles draw; this adds them, and nothing that can
 * carry script (no event handlers, no href, no <script> or <foreignObject>).
 *
 * It also holds the one PHP definition of Vitrine's short inline texts (labels, messages).
 *
 * @package Vitrine
 */

namespace Vitrine\Kses;

defined( 'ABSPATH' ) || exit;

const ARIA_VALUE_ATTRIBUTES = array(
	'aria-valuenow'        => true,
	'aria-valuemin'        => true,
	'aria-valuemax'        => true,
	'aria-valuetext'       => true,
	'aria-roledescription' => true,
);

const SVG_ELEMENTS = array(
	'svg'    => array(
		'class'       => true,
		'viewbox'     => true,
		'aria-hidden' => true,
		'focusable'   => true,
		'role'        => true,
	),
	'circle' => array(
		'class'             => true,
		'cx'                => true,
		'cy'                => true,
		'r'                 => true,
		'pathlength'        => true,
		'stroke-dasharray'  => true,
		'stroke-dashoffset' => true,
		'style'             => true,
	),
);

/**
 * The inline formatting Vitrine keeps in short texts (labels, messages): the same list as
 * ALLOWED_TAGS in src/shared/inline-html.ts, which cleans them in the editor and the browser (a
 * Jest test compares the two; the contract: tests/fixtures/inline-html.md).
 */
const INLINE_TAGS = array( 'strong', 'em', 'b', 'i', 'mark', 'sub', 'sup', 'small', 's', 'br' );

/**
 * Stored inline HTML, reduced to text and INLINE_TAGS without attributes, balanced: the same
 * bytes sanitizeInlineHtml() gives in the editor and the browser (includes/inline-html.php).
 *
 * @param string $html Inline HTML, hostile until cleaned.
 */
function inline_html( string $html ): string {
	return balance_inline( wp_kses( $html, array_fill_keys( INLINE_TAGS, array() ) ) );
}

/**
 * Plain text as Vitrine stores it as inline HTML (escapeText() in src/shared/inline-html.ts):
 * only &, < and > are escaped, so the stored value is exactly what the editor would store.
 *
 * @param string $text Plain text.
 */
function inline_text( string $text ): string {
	return str_replace( array( '&', '<', '>' ), array( '&amp;', '&lt;', '&gt;' ), $text );
}

/**
 * Adds the ARIA value attributes and the ring SVG to what post content may hold.
 *
 * @param array<string, array<string, bool>> $allowed Allowed tags and attributes.
 * @param string|array<mixed>                $context Kses context.
 * @return array<string, array<string, bool>>
 */
function allow_aria_values( array $allowed, $context ): array {
	if ( 'post' !== $context ) {
		return $allowed;
	}
	foreach ( array( 'div', 'span' ) as $tag ) {
		if ( isset( $allowed[ $tag ] ) ) {
			$allowed[ $tag ] = array_merge( $allowed[ $tag ], ARIA_VALUE_ATTRIBUTES );
		}
	}
	foreach ( SVG_ELEMENTS as $tag => $attributes ) {
		$allowed[ $tag ] = array_merge( $allowed[ $tag ] ?? array(), $attributes );
	}
	return $allowed;
}

add_filter( 'wp_kses_allowed_html', __NAMESPACE__ . '\\allow_aria_values', 10, 2 );
