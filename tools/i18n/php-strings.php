<?php
/**
 * Prints, as JSON, every `vitrine` string in the PHP files named on the command line: the calls
 * of WordPress's translation functions (PHP's own tokenizer reads them, so strings in comments or
 * other strings never count), with their translator comments, and the headers WordPress
 * translates (the plugin's, and the patterns' title, description and keywords with the contexts
 * includes/patterns.php gives them). tools/i18n/make-pot.mjs writes the POT from it.
 *
 * Usage: php php-strings.php <plugin root> <file>…, or required by a script that sets
 * `$vitrine_php_strings_args` to the same list (make-pot.mjs does, in PHP compiled to WebAssembly,
 * so a build needs no system PHP).
 *
 * @package Vitrine
 */

// phpcs:disable WordPress.WP.AlternativeFunctions -- A build tool run by PHP's command line, without WordPress.

$vitrine_args = isset( $vitrine_php_strings_args ) ? array_merge( array( __FILE__ ), $vitrine_php_strings_args ) : ( 'cli' === PHP_SAPI ? $argv : array() );
if ( count( $vitrine_args ) < 3 ) {
	fwrite( STDERR, "usage: php php-strings.php <plugin root> <file>…\n" );
	exit( 2 );
}

/*
 * Each function's arguments, in order: s = singular, p = plural, c = context, d = domain,
 * _ = an argument that is not a string to translate (a number, or a noop's placeholder).
 */
const VITRINE_I18N_FUNCTIONS = array(
	'__'         => 'sd',
	'_e'         => 'sd',
	'esc_html__' => 'sd',
	'esc_html_e' => 'sd',
	'esc_attr__' => 'sd',
	'esc_attr_e' => 'sd',
	'_x'         => 'scd',
	'_ex'        => 'scd',
	'esc_html_x' => 'scd',
	'esc_attr_x' => 'scd',
	'_n'         => 'sp_d',
	'_nx'        => 'sp_cd',
	'_n_noop'    => 'spd',
	'_nx_noop'   => 'spcd',
	'translate'  => 'sd',
);

/**
 * The value of a PHP single- or double-quoted string literal token without interpolation.
 *
 * @param string $literal The token's text.
 * @return string|null Null when it is not a plain literal.
 */
function vitrine_i18n_literal( string $literal ): ?string {
	$quote = $literal[0];
	$body  = substr( $literal, 1, -1 );
	if ( "'" === $quote ) {
		return strtr(
			$body,
			array(
				'\\\\' => '\\',
				"\\'"  => "'",
			)
		);
	}
	if ( '"' === $quote && false === strpbrk( $body, '$' ) ) {
		return stripcslashes( $body );
	}
	return null;
}

/**
 * The strings one file's calls hold.
 *
 * @param string $file     Path.
 * @param string $relative Path for the reference.
 * @return array<int, array<string, mixed>> Entries.
 */
function vitrine_i18n_calls( string $file, string $relative ): array {
	$tokens  = token_get_all( (string) file_get_contents( $file ) );
	$entries = array();
	$comment = '';
	$count   = count( $tokens );
	for ( $i = 0; $i < $count; $i++ ) {
		$token = $tokens[ $i ];
		if ( is_array( $token ) && in_array( $token[0], array( T_COMMENT, T_DOC_COMMENT ), true ) ) {
			if ( preg_match( '/translators:\s*(.*?)\s*(\*\/)?$/s', $token[1], $match ) ) {
				$comment = 'translators: ' . trim( preg_replace( '/\s*\n\s*\*?\s*/', ' ', $match[1] ) );
			}
			continue;
		}
		if ( ! is_array( $token ) || T_STRING !== $token[0] || ! isset( VITRINE_I18N_FUNCTIONS[ $token[1] ] ) ) {
			continue;
		}
		// The call's arguments: string literals where they are literals, null otherwise.
		$j = $i + 1;
		while ( $j < $count && is_array( $tokens[ $j ] ) && T_WHITESPACE === $tokens[ $j ][0] ) {
			++$j;
		}
		if ( '(' !== ( $tokens[ $j ] ?? null ) ) {
			continue;
		}
		$arguments = array( null );
		$depth     = 0;
		for ( ++$j; $j < $count; $j++ ) {
			$part = $tokens[ $j ];
			if ( in_array( $part, array( '(', '[' ), true ) ) {
				++$depth;
			} elseif ( in_array( $part, array( ')', ']' ), true ) ) {
				if ( 0 === $depth-- ) {
					break;
				}
			} elseif ( ',' === $part && 0 === $depth ) {
				$arguments[] = null;
			} elseif ( is_array( $part ) && T_CONSTANT_ENCAPSED_STRING === $part[0] && 0 === $depth ) {
				$arguments[ count( $arguments ) - 1 ] = vitrine_i18n_literal( $part[1] );
			}
		}
		$entry = array(
			'file'    => $relative,
			'line'    => $token[2],
			'comment' => $comment,
		);
		$roles = VITRINE_I18N_FUNCTIONS[ $token[1] ];
		foreach ( str_split( $roles ) as $index => $role ) {
			$value = $arguments[ $index ] ?? null;
			$keys  = array(
				's' => 'msgid',
				'p' => 'plural',
				'c' => 'context',
				'd' => 'domain',
			);
			if ( isset( $keys[ $role ] ) ) {
				$entry[ $keys[ $role ] ] = $value;
			}
		}
		$comment = '';
		if ( 'vitrine' === ( $entry['domain'] ?? null ) && is_string( $entry['msgid'] ?? null ) ) {
			unset( $entry['domain'] );
			$entries[] = $entry;
		}
	}
	return $entries;
}

/**
 * A file header's value, as WordPress's get_file_data() reads it.
 *
 * @param string $source File contents.
 * @param string $name   Header name.
 */
function vitrine_i18n_header( string $source, string $name ): string {
	return preg_match( '/^[ \t\/*#@]*' . preg_quote( $name, '/' ) . ':(.*)$/mi', substr( $source, 0, 8192 ), $match ) ? trim( $match[1] ) : '';
}

$vitrine_root    = rtrim( $vitrine_args[1], '/' ) . '/';
$vitrine_entries = array();
foreach ( array_slice( $vitrine_args, 2 ) as $vitrine_file ) {
	$vitrine_relative = substr( realpath( $vitrine_file ), strlen( realpath( $vitrine_root ) ) + 1 );
	$vitrine_source   = (string) file_get_contents( $vitrine_file );
	if ( 'plugin.php' === $vitrine_relative ) {
		$vitrine_headers = array(
			'Plugin Name' => 'Name of the plugin',
			'Plugin URI'  => 'URI of the plugin',
			'Description' => 'Description of the plugin',
			'Author'      => 'Author of the plugin',
		);
		foreach ( $vitrine_headers as $vitrine_header => $vitrine_comment ) {
			$vitrine_entries[] = array(
				'file'    => $vitrine_relative,
				'line'    => 0,
				'msgid'   => vitrine_i18n_header( $vitrine_source, $vitrine_header ),
				'comment' => $vitrine_comment,
			);
		}
	}
	if ( 0 === strpos( $vitrine_relative, 'patterns/' ) ) {
		$vitrine_headers = array(
			'Title'       => 'Pattern title',
			'Description' => 'Pattern description',
		);
		foreach ( $vitrine_headers as $vitrine_header => $vitrine_context ) {
			$vitrine_entries[] = array(
				'file'    => $vitrine_relative,
				'line'    => 0,
				'msgid'   => vitrine_i18n_header( $vitrine_source, $vitrine_header ),
				'context' => $vitrine_context,
			);
		}
		$vitrine_keywords = vitrine_i18n_header( $vitrine_source, 'Keywords' );
		foreach ( array_filter( array_map( 'trim', explode( ',', $vitrine_keywords ) ) ) as $vitrine_keyword ) {
			$vitrine_entries[] = array(
				'file'    => $vitrine_relative,
				'line'    => 0,
				'msgid'   => $vitrine_keyword,
				'context' => 'Pattern keyword',
			);
		}
	}
	$vitrine_entries = array_merge( $vitrine_entries, vitrine_i18n_calls( $vitrine_file, $vitrine_relative ) );
}
echo json_encode(
	array_values(
		array_filter(
			$vitrine_entries,
			static function ( $entry ) {
				return '' !== $entry['msgid'];
			}
		)
	),
	JSON_PRETTY_PRINT | JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE
) . "\n";
