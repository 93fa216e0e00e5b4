<?php
/**
 * Vitrine's short inline texts, cleaned on the server exactly as src/shared/inline-html.ts cleans
 * them in the editor and the browser (tests/fixtures/inline-html.json holds the cases both must
 * pass). kses keeps the allowed tags but not their balance: `<strong>Done` would leave the rest of
 * a page bold. The browser balances what it reads with the HTML parser; for the few tags kept
 * here, that comes down to what build() does:
 * - none of them is a "special" element, so a formatting element's end tag closes it and every
 *   element opened inside it (the adoption agency finds no furthest block);
 * - a formatting element closed early is opened again for the text that follows it (the list of
 *   active formatting elements, at most three alike);
 * - an end tag with nothing to close is dropped, and `</br>` is a `<br>`.
 *
 * @package Vitrine
 */

namespace Vitrine\Kses;

defined( 'ABSPATH' ) || exit;

/** The kept tags that HTML calls formatting elements: reopened after a misnested end tag. */
const FORMATTING_TAGS = array( 'b', 'em', 'i', 's', 'small', 'strong' );

/**
 * Balanced inline HTML from what wp_kses() left (allowed tags without attributes, text and
 * character references): the markup the browser's parser would make of it, serialised again with
 * text escaped as escapeText() does, and trimmed as JavaScript's trim() does.
 *
 * @param string $html kses's output.
 */
function balance_inline( string $html ): string {
	// The browser reads every CR and CR LF as LF before it parses, and shows no comment (kses
	// keeps them).
	$html  = preg_replace( '/<!--.*?-->/s', '', str_replace( array( "\r\n", "\r" ), "\n", $html ) );
	$root  = build( preg_split( '/(<\/?[a-zA-Z0-9]+\s*\/?\s*>)/', $html, -1, PREG_SPLIT_DELIM_CAPTURE | PREG_SPLIT_NO_EMPTY ) );
	$ecma  = '\x{0009}-\x{000D}\x{0020}\x{00A0}\x{1680}\x{2000}-\x{200A}\x{2028}\x{2029}\x{202F}\x{205F}\x{3000}\x{FEFF}';
	$clean = preg_replace( "/^[$ecma]+|[$ecma]+$/u", '', serialize_inline( $root ) );
	return null === $clean ? '' : $clean;
}

/**
 * The tree the browser builds of the tokens, in a `<body>`.
 *
 * @param string[] $tokens Tags and text, in order.
 * @return \stdClass The body: `children` holds strings (text) and elements (`tag`, `children`).
 */
function build( array $tokens ): \stdClass {
	$root   = element( 'body' );
	$open   = array( $root );
	$active = array();
	foreach ( $tokens as $token ) {
		if ( ! preg_match( '/^<(\/?)([a-zA-Z0-9]+)\s*\/?\s*>$/', $token, $tag ) ) {
			reopen( $open, $active );
			append_text( end( $open ), decode_references( $token ) );
			continue;
		}
		$name = strtolower( $tag[2] );
		if ( 'br' === $name ) {
			reopen( $open, $active );
			end( $open )->children[] = element( 'br' );
		} elseif ( '' === $tag[1] ) {
			reopen( $open, $active );
			$new                     = element( $name );
			end( $open )->children[] = $new;
			$open[]                  = $new;
			if ( in_array( $name, FORMATTING_TAGS, true ) ) {
				$alike = array_keys( array_filter( $active, static fn( $entry ) => $entry->tag === $name ) );
				if ( count( $alike ) >= 3 ) {
					array_splice( $active, $alike[0], 1 );
				}
				$active[] = $new;
			}
		} else {
			close( $name, $open, $active );
		}
	}
	return $root;
}

/**
 * An end tag: closes the innermost open element of that name and every element opened inside
 * it; a formatting element also leaves the list of those to reopen.
 *
 * @param string      $name   The tag.
 * @param \stdClass[] $open   The open elements, innermost last.
 * @param \stdClass[] $active Formatting elements to reopen, newest last.
 */
function close( string $name, array &$open, array &$active ): void {
	$current = end( $open );
	if ( in_array( $name, FORMATTING_TAGS, true ) && ! ( $current->tag === $name && ! in_array( $current, $active, true ) ) ) {
		$at = null;
		foreach ( $active as $index => $entry ) {
			if ( $entry->tag === $name ) {
				$at = $index;
			}
		}
		if ( null !== $at ) {
			$element = $active[ $at ];
			array_splice( $active, $at, 1 );
			$depth = array_search( $element, $open, true );
			if ( false !== $depth ) {
				array_splice( $open, $depth );
			}
			return;
		}
	}
	for ( $depth = count( $open ) - 1; $depth > 0; $depth-- ) {
		if ( $open[ $depth ]->tag === $name ) {
			array_splice( $open, $depth );
			return;
		}
	}
}

/**
 * Opens again, inside the current element, the formatting elements closed before their end tag
 * (the parser's reconstruction of the active formatting elements).
 *
 * @param \stdClass[] $open   The open elements.
 * @param \stdClass[] $active Formatting elements to reopen.
 */
function reopen( array &$open, array &$active ): void {
	$first = count( $active );
	while ( $first > 0 && ! in_array( $active[ $first - 1 ], $open, true ) ) {
		--$first;
	}
	$count = count( $active );
	for ( $at = $first; $at < $count; $at++ ) {
		$new                     = element( $active[ $at ]->tag );
		end( $open )->children[] = $new;
		$open[]                  = $new;
		$active[ $at ]           = $new;
	}
}

/**
 * A new element.
 *
 * @param string $tag Its tag.
 */
function element( string $tag ): \stdClass {
	return (object) array(
		'tag'      => $tag,
		'children' => array(),
	);
}

/**
 * Adds text to an element, joined to the text before it.
 *
 * @param \stdClass $element The element.
 * @param string    $text   Decoded text.
 */
function append_text( \stdClass $element, string $text ): void {
	$last = count( $element->children ) - 1;
	if ( $last >= 0 && is_string( $element->children[ $last ] ) ) {
		$element->children[ $last ] .= $text;
	} else {
		$element->children[] = $text;
	}
}

/**
 * The children as markup: text escaped (&, <, >), elements without attributes.
 *
 * @param \stdClass $node An element.
 */
function serialize_inline( \stdClass $node ): string {
	$html = '';
	foreach ( $node->children as $child ) {
		if ( is_string( $child ) ) {
			$html .= inline_text( $child );
		} elseif ( 'br' === $child->tag ) {
			$html .= '<br>';
		} else {
			$html .= '<' . $child->tag . '>' . serialize_inline( $child ) . '</' . $child->tag . '>';
		}
	}
	return $html;
}

/**
 * Text with its character references read as the browser reads them (kses has left only complete
 * references to valid code points).
 *
 * @param string $text Text from kses.
 */
function decode_references( string $text ): string {
	return (string) preg_replace_callback(
		'/&(?:#([xX][0-9a-fA-F]+|[0-9]+)|([A-Za-z][A-Za-z0-9]*));/',
		static function ( array $reference ): string {
			if ( '' === $reference[1] ) {
				return html_entity_decode( $reference[0], ENT_QUOTES | ENT_HTML5, 'UTF-8' );
			}
			$code = 'x' === strtolower( $reference[1][0] ) ? hexdec( substr( $reference[1], 1 ) ) : (int) $reference[1];
			return utf8( WINDOWS_1252[ $code ] ?? $code );
		},
		$text
	);
}

/**
 * What the browser reads for a reference to a C1 control: the Windows-1252 character of that byte.
 */
const WINDOWS_1252 = array(
	0x80 => 0x20AC,
	0x82 => 0x201A,
	0x83 => 0x0192,
	0x84 => 0x201E,
	0x85 => 0x2026,
	0x86 => 0x2020,
	0x87 => 0x2021,
	0x88 => 0x02C6,
	0x89 => 0x2030,
	0x8A => 0x0160,
	0x8B => 0x2039,
	0x8C => 0x0152,
	0x8E => 0x017D,
	0x91 => 0x2018,
	0x92 => 0x2019,
	0x93 => 0x201C,
	0x94 => 0x201D,
	0x95 => 0x2022,
	0x96 => 0x2013,
	0x97 => 0x2014,
	0x98 => 0x02DC,
	0x99 => 0x2122,
	0x9A => 0x0161,
	0x9B => 0x203A,
	0x9C => 0x0153,
	0x9E => 0x017E,
	0x9F => 0x0178,
);

/**
 * A code point as UTF-8 (mbstring is not required by WordPress).
 *
 * @param int $code The code point.
 */
function utf8( int $code ): string {
	if ( $code < 0x80 ) {
		return chr( $code );
	}
	if ( $code < 0x800 ) {
		return chr( 0xC0 | $code >> 6 ) . chr( 0x80 | $code & 0x3F );
	}
	if ( $code < 0x10000 ) {
		return chr( 0xE0 | $code >> 12 ) . chr( 0x80 | $code >> 6 & 0x3F ) . chr( 0x80 | $code & 0x3F );
	}
	return chr( 0xF0 | $code >> 18 ) . chr( 0x80 | $code >> 12 & 0x3F ) . chr( 0x80 | $code >> 6 & 0x3F ) . chr( 0x80 | $code & 0x3F );
}
