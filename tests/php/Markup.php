<?php
/**
 * Markup as a browser builds it, for comparing what two WordPress versions serve: one line per
 * tag, comment or text, attributes sorted and named in lower case, style declarations without the
 * last `;`, class tokens sorted. What WordPress changes between versions without changing the
 * page (7.1 reorders wrapper attributes, drops the last `;` of a style, names SVG attributes in
 * lower case in kses; the HTML parser restores SVG's case) compares equal; anything a visitor or
 * a hydrating view would see still differs.
 *
 * @package Vitrine
 */

/**
 * Canonical markup.
 */
final class Vitrine_Test_Markup {

	/**
	 * The class WordPress 7.1 adds to every core paragraph it renders. Vitrine's views never render
	 * inner blocks (they keep them as served), so it cannot make served and hydrated markup differ.
	 */
	const CORE_PARAGRAPH_CLASS = 'wp-block-paragraph';

	/**
	 * The per-render class WordPress 7.1 adds to a core block with a style variation
	 * (`is-style-outline--18`): a counter, so it differs from one render to the next. Inner blocks
	 * again, which the views keep as served.
	 */
	const CORE_VARIATION_INSTANCE = '/^is-style-[\w-]+--\d+$/';

	/**
	 * The canonical form of some markup.
	 *
	 * @param string $html Markup.
	 * @return string One line per tag, comment or text.
	 */
	public static function canonical( string $html ): string {
		$processor = new WP_HTML_Tag_Processor( $html );
		$lines     = array();
		while ( $processor->next_token() ) {
			switch ( $processor->get_token_type() ) {
				case '#tag':
					$lines[] = self::tag( $processor );
					break;
				case '#text':
					$lines[] = $processor->get_modifiable_text();
					break;
				case '#comment':
					$lines[] = '<!--' . $processor->get_modifiable_text() . '-->';
					break;
			}
		}
		return implode( "\n", $lines );
	}

	/**
	 * One tag.
	 *
	 * @param WP_HTML_Tag_Processor $processor At a tag.
	 */
	private static function tag( WP_HTML_Tag_Processor $processor ): string {
		$name = strtolower( $processor->get_tag() );
		if ( $processor->is_tag_closer() ) {
			return '</' . $name . '>';
		}
		$attributes = array();
		foreach ( (array) $processor->get_attribute_names_with_prefix( '' ) as $attribute ) {
			$value = $processor->get_attribute( $attribute );
			$key   = strtolower( $attribute );
			if ( 'style' === $key && is_string( $value ) ) {
				$value = rtrim( trim( $value ), ';' );
			}
			if ( 'class' === $key && is_string( $value ) ) {
				$tokens = array_diff( preg_split( '/\s+/', trim( $value ) ), 'p' === $name ? array( self::CORE_PARAGRAPH_CLASS ) : array() );
				$tokens = preg_grep( self::CORE_VARIATION_INSTANCE, $tokens, PREG_GREP_INVERT );
				sort( $tokens );
				$value = implode( ' ', $tokens );
				if ( '' === $value ) {
					continue;
				}
			}
			$attributes[ $key ] = true === $value ? $key : $key . '="' . $value . '"';
		}
		ksort( $attributes );
		return '<' . $name . ( $attributes ? ' ' . implode( ' ', $attributes ) : '' ) . '>';
	}
}
