<?php
/**
 * Saved block markup must survive kses unchanged for authors without `unfiltered_html` (authors,
 * contributors, administrators on multisite), or the editor reports the block invalid and the
 * front end hydrates different markup. Core's allowed list lacks the ARIA value attributes that
 * progress bars and meters need; this adds them, and nothing that can carry script.
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

/**
 * Adds the ARIA value attributes to the elements Vitrine blocks save them on.
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
	return $allowed;
}
