<?php
/**
 * Dark colours for any colour (CM-5), and dark copies of a theme's colour rules.
 *
 * Each colour's dark counterpart keeps its hue and saturation and takes the luminance that puts
 * it as far from white as the original was from black: (L + 0.05) × (L' + 0.05) = 0.0525. Every
 * WCAG contrast ratio is a quotient of two (L + 0.05), so every pair of colours keeps its exact
 * contrast in dark mode: text on its background, a button's label on the button, a link on a
 * tinted section. White becomes black, black white, and mid-tones stay mid-tones. No palette
 * slug has to be known in advance: whatever a theme calls its colours, they are mapped alike.
 *
 * @package Vitrine
 */

namespace Vitrine\DarkPalette;

defined( 'ABSPATH' ) || exit;

/**
 * Where every dark rule applies: the attribute the head script puts on `<html>`. Inside
 * `:where()` it adds nothing to a selector's specificity, so each dark copy is exactly as specific
 * as the rule it copies: it replaces that rule (it comes later) and loses, as the rule does, to a
 * more specific one (a theme's `.main-navigation .menu-toggle` over its own `button`, Vitrine's
 * slider controls over either). Scoped any stronger, a theme's general rule copied dark would beat
 * the specific rules it loses to in light mode.
 */
const SCOPE = ':where(:root[data-vitrine-color-mode="dark"])';

/** (L + 0.05) × (L' + 0.05): black (0) and white (1) trade places. */
const PIVOT = 0.0525;

/**
 * The properties whose colours follow the mode. Shadows stay as they are: a dark shadow turned
 * light would glow.
 */
const COLOR_PROPERTIES = array(
	'color',
	'background',
	'background-color',
	'background-image',
	'border',
	'border-color',
	'border-top',
	'border-right',
	'border-bottom',
	'border-left',
	'border-top-color',
	'border-right-color',
	'border-bottom-color',
	'border-left-color',
	'border-block-color',
	'border-inline-color',
	'outline',
	'outline-color',
	'fill',
	'stroke',
	'text-decoration',
	'text-decoration-color',
	'caret-color',
	'column-rule',
	'column-rule-color',
	'accent-color',
);

/** A colour written in CSS: hex, rgb() or rgba(). */
const COLOR_PATTERN = '/#[0-9a-f]{3,8}\b|rgba?\(\s*[\d.]+%?(?:\s*,\s*|\s+)[\d.]+%?(?:\s*,\s*|\s+)[\d.]+%?(?:\s*[,\/]\s*[\d.]+%?)?\s*\)/i';

/**
 * Reads a CSS colour.
 *
 * @param string $value `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`, `rgb()`, `rgba()`, `white` or `black`.
 * @return array{0: float, 1: float, 2: float, 3: float}|null Red, green, blue and alpha from 0 to 1.
 */
function parse( string $value ): ?array {
	$value = strtolower( trim( $value ) );
	$named = array(
		'white' => array( 1.0, 1.0, 1.0, 1.0 ),
		'black' => array( 0.0, 0.0, 0.0, 1.0 ),
	);
	if ( isset( $named[ $value ] ) ) {
		return $named[ $value ];
	}
	if ( preg_match( '/^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/', $value, $hex ) ) {
		$digits = $hex[1];
		if ( strlen( $digits ) <= 4 ) {
			$digits = implode( '', array_map( static fn( $digit ) => $digit . $digit, str_split( $digits ) ) );
		}
		$channels = array_map( static fn( $pair ) => hexdec( $pair ) / 255, str_split( $digits, 2 ) );
		return array( $channels[0], $channels[1], $channels[2], $channels[3] ?? 1.0 );
	}
	if ( preg_match( '/^rgba?\(\s*([\d.]+%?)(?:\s*,\s*|\s+)([\d.]+%?)(?:\s*,\s*|\s+)([\d.]+%?)(?:\s*[,\/]\s*([\d.]+%?))?\s*\)$/', $value, $rgb ) ) {
		$channel = static fn( string $part, float $full ) => max( 0.0, min( 1.0, '%' === substr( $part, -1 ) ? (float) $part / 100 : (float) $part / $full ) );
		return array(
			$channel( $rgb[1], 255 ),
			$channel( $rgb[2], 255 ),
			$channel( $rgb[3], 255 ),
			isset( $rgb[4] ) ? $channel( $rgb[4], 1 ) : 1.0,
		);
	}
	return null;
}

/**
 * WCAG's relative luminance.
 *
 * @param array $rgb Red, green and blue from 0 to 1.
 */
function luminance( array $rgb ): float {
	$linear = static fn( float $c ) => $c <= 0.04045 ? $c / 12.92 : ( ( $c + 0.055 ) / 1.055 ) ** 2.4;
	return 0.2126 * $linear( $rgb[0] ) + 0.7152 * $linear( $rgb[1] ) + 0.0722 * $linear( $rgb[2] );
}

/**
 * WCAG's contrast ratio of two opaque colours.
 *
 * @param array $a One colour.
 * @param array $b The other.
 */
function contrast( array $a, array $b ): float {
	$la = luminance( $a ) + 0.05;
	$lb = luminance( $b ) + 0.05;
	return max( $la, $lb ) / min( $la, $lb );
}

/**
 * A colour from hue, saturation and lightness (each from 0 to 1).
 *
 * @param float $h Hue.
 * @param float $s Saturation.
 * @param float $l Lightness.
 * @return float[] Red, green and blue.
 */
function from_hsl( float $h, float $s, float $l ): array {
	$chroma = ( 1 - abs( 2 * $l - 1 ) ) * $s;
	$low    = $l - $chroma / 2;
	$sector = fmod( $h * 6, 6 );
	$x      = $chroma * ( 1 - abs( fmod( $sector, 2 ) - 1 ) );
	$sides  = array(
		array( $chroma, $x, 0 ),
		array( $x, $chroma, 0 ),
		array( 0, $chroma, $x ),
		array( 0, $x, $chroma ),
		array( $x, 0, $chroma ),
		array( $chroma, 0, $x ),
	);
	return array_map( static fn( $c ) => $c + $low, $sides[ (int) floor( $sector ) % 6 ] );
}

/**
 * Hue and saturation of a colour (each from 0 to 1).
 *
 * @param array $rgb Red, green and blue.
 * @return float[] Hue and saturation.
 */
function hue_and_saturation( array $rgb ): array {
	$max    = max( $rgb[0], $rgb[1], $rgb[2] );
	$min    = min( $rgb[0], $rgb[1], $rgb[2] );
	$chroma = $max - $min;
	if ( $chroma <= 0 ) {
		return array( 0.0, 0.0 );
	}
	$lightness = ( $max + $min ) / 2;
	if ( $max === $rgb[0] ) {
		$hue = fmod( ( $rgb[1] - $rgb[2] ) / $chroma + 6, 6 );
	} elseif ( $max === $rgb[1] ) {
		$hue = ( $rgb[2] - $rgb[0] ) / $chroma + 2;
	} else {
		$hue = ( $rgb[0] - $rgb[1] ) / $chroma + 4;
	}
	return array( $hue / 6, $chroma / ( 1 - abs( 2 * $lightness - 1 ) ) );
}

/**
 * The dark counterpart of a colour: its hue and saturation at the luminance that keeps every
 * contrast ratio (see the file's comment). Lightness raises luminance steadily at a fixed hue and
 * saturation, so halving the interval finds it.
 *
 * @param array $rgba Red, green, blue and alpha.
 * @return float[] The counterpart, with the same alpha.
 */
function counterpart( array $rgba ): array {
	list( $hue, $saturation ) = hue_and_saturation( $rgba );

	$target = max( 0.0, min( 1.0, PIVOT / ( luminance( $rgba ) + 0.05 ) - 0.05 ) );
	$low    = 0.0;
	$high   = 1.0;
	for ( $step = 0; $step < 24; $step++ ) {
		$middle = ( $low + $high ) / 2;
		if ( luminance( from_hsl( $hue, $saturation, $middle ) ) < $target ) {
			$low = $middle;
		} else {
			$high = $middle;
		}
	}
	$rgb   = from_hsl( $hue, $saturation, ( $low + $high ) / 2 );
	$rgb[] = $rgba[3] ?? 1.0;
	return $rgb;
}

/**
 * Writes a colour as CSS.
 *
 * @param array $rgba Red, green, blue and alpha.
 */
function format( array $rgba ): string {
	$bytes = array_map( static fn( $c ) => (int) round( max( 0, min( 1, $c ) ) * 255 ), array_slice( $rgba, 0, 3 ) );
	$alpha = $rgba[3] ?? 1.0;
	if ( $alpha >= 1 ) {
		return vsprintf( '#%02x%02x%02x', $bytes );
	}
	return sprintf( 'rgba(%d,%d,%d,%s)', $bytes[0], $bytes[1], $bytes[2], rtrim( rtrim( number_format( $alpha, 3, '.', '' ), '0' ), '.' ) );
}

/**
 * A CSS value with each colour in it replaced by its dark counterpart.
 *
 * @param string $value A declaration's value.
 * @return string|null Null when it holds no colour (a `var()` follows its variable).
 */
function darken_value( string $value ): ?string {
	$whole = parse( $value );
	if ( null !== $whole ) {
		return format( counterpart( $whole ) );
	}
	$found = false;
	$dark  = preg_replace_callback(
		COLOR_PATTERN,
		static function ( array $found_color ) use ( &$found ) {
			$color = parse( $found_color[0] );
			if ( null === $color ) {
				return $found_color[0];
			}
			$found = true;
			return format( counterpart( $color ) );
		},
		$value
	);
	return $found ? $dark : null;
}

/**
 * The dark copies of a rule's colour declarations: every colour it sets, in its order, each
 * literal colour replaced by its counterpart and the rest (`var()`, `transparent`, `inherit`)
 * as they are, so that within the rule the last word stays the last; nothing where the rule sets
 * no literal colour.
 *
 * @param string        $body     What is between the rule's braces.
 * @param callable|null $override Given a custom property and its dark value, the value to print
 *                                instead (a theme's own dark colour, a site owner's hook).
 */
function darken_declarations( string $body, ?callable $override = null ): string {
	$dark    = array();
	$literal = false;
	foreach ( explode( ';', $body ) as $declaration ) {
		$colon = strpos( $declaration, ':' );
		// A `<` has no place in a colour: nothing that could close the style element is copied.
		if ( false === $colon || false !== stripos( $declaration, 'url(' ) || false !== strpos( $declaration, '<' ) ) {
			continue;
		}
		$property = strtolower( trim( substr( $declaration, 0, $colon ) ) );
		$custom   = 0 === strpos( $property, '--' );
		if ( ! $custom && ! in_array( $property, COLOR_PROPERTIES, true ) ) {
			continue;
		}
		if ( $custom && false !== strpos( $property, 'shadow' ) ) {
			continue;
		}
		$value     = trim( substr( $declaration, $colon + 1 ) );
		$important = (bool) preg_match( '/\s*!important$/i', $value );
		$value     = preg_replace( '/\s*!important$/i', '', $value );
		$darker    = darken_value( $value );
		if ( null === $darker ) {
			// A custom property without a colour is not a colour (a spacing, a font).
			if ( ! $custom ) {
				$dark[] = $property . ':' . $value . ( $important ? ' !important' : '' );
			}
			continue;
		}
		if ( $custom && null !== $override ) {
			$darker = $override( $property, $darker );
		}
		$literal = true;
		$dark[]  = $property . ':' . $darker . ( $important ? ' !important' : '' );
	}
	return $literal ? implode( ';', $dark ) : '';
}

/**
 * A rule's selectors nested in the dark scope, each exactly as specific as it was (the scope adds
 * nothing, see SCOPE): `:root` and `html` are the scoped element itself (`&:root`, `&:is(html)`),
 * every other selector a descendant of it.
 *
 * @param string $prelude The selector list.
 */
function nest_selectors( string $prelude ): string {
	$selectors = preg_split( '/,(?![^(]*\))/', $prelude );
	$nested    = array();
	foreach ( $selectors as $selector ) {
		$selector = trim( preg_replace( '/\s+/', ' ', $selector ) );
		if ( '' === $selector ) {
			continue;
		}
		if ( preg_match( '/^(:root|html)(?![\w-])(.*)$/i', $selector, $root ) ) {
			$nested[] = ( ':root' === strtolower( $root[1] ) ? '&:root' : '&:is(html)' ) . $root[2];
		} else {
			$nested[] = '& ' . $selector;
		}
	}
	return implode( ',', $nested );
}

/**
 * Rules nested in the dark scope (CSS nesting: every selector is written once, not once per
 * rule), or nothing.
 *
 * @param string $rules Rules from darken_css().
 */
function scoped( string $rules ): string {
	return '' === $rules ? '' : SCOPE . '{' . $rules . '}';
}

/**
 * The dark copy of a stylesheet, to nest in the dark scope (scoped()): the rules that set a
 * colour (darken_declarations()), every selector under the scope as specific as it was (a copy
 * wins over its original by coming later, never by weight), and conditional groups kept. Font
 * faces, keyframes and the like hold no page colours: left out.
 *
 * @param string        $css      The stylesheet.
 * @param callable|null $override See darken_declarations().
 */
function darken_css( string $css, ?callable $override = null ): string {
	$css    = preg_replace( '#/\*.*?\*/#s', '', $css );
	$dark   = '';
	$length = strlen( $css );
	$at     = 0;
	while ( $at < $length ) {
		$open = strpos( $css, '{', $at );
		if ( false === $open ) {
			break;
		}
		$depth = 1;
		$end   = $open + 1;
		while ( $end < $length && $depth > 0 ) {
			$depth += '{' === $css[ $end ] ? 1 : ( '}' === $css[ $end ] ? -1 : 0 );
			++$end;
		}
		$prelude = trim( substr( $css, $at, $open - $at ) );
		$body    = substr( $css, $open + 1, $end - $open - 2 );
		$at      = $end;
		if ( '@' === substr( $prelude, 0, 1 ) ) {
			if ( preg_match( '/^@(media|supports|container|layer)\b/i', $prelude ) ) {
				$inner = darken_css( $body, $override );
				$dark .= '' === $inner ? '' : $prelude . '{' . $inner . '}';
			}
			continue;
		}
		if ( false !== strpos( $body, '{' ) || false !== strpos( $prelude, '<' ) ) {
			continue;
		}
		$declarations = darken_declarations( $body, $override );
		if ( '' !== $declarations ) {
			$dark .= nest_selectors( $prelude ) . '{' . $declarations . '}';
		}
	}
	return $dark;
}
