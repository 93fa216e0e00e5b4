<?php
/**
 * One rule for inline texts (SPEC §7; the contract: tests/fixtures/inline-html.md):
 * tests/fixtures/inline-html.json holds, for every hostile
 * text of tests/fixtures/hostile-text.json (the attack suite's list), what WordPress's kses stores
 * of it for an Author or a Contributor (`kses`) and what Vitrine's inline rule makes of it
 * (`clean`, src/shared/inline-html.ts, checked by its Jest test from the same file). Here,
 * against the real kses: the `kses` column is what kses does today, and `clean` is a fixed point
 * of kses, so saved markup survives a Contributor's save unchanged, and the server's own rule
 * (inline_html(), includes/inline-html.php) gives `clean` too. With UPDATE_FIXTURES set, a text
 * added to the list gets its `kses` entry written.
 *
 * @package Vitrine
 */

use PHPUnit\Framework\TestCase;

final class KsesTest extends TestCase {

	const FILE = __DIR__ . '/../fixtures/inline-html.json';

	/**
	 * Whether this WordPress's kses decodes a double-encoded reference (`&amp;#106;` becomes
	 * `&#106;`, so text typed as "&#106;" comes back as "j"): WordPress 6.5 does, for every block
	 * alike; the rows recorded on 7.1 hold the one reading.
	 */
	private static function decodes_twice(): bool {
		return '&amp;#106;' !== wp_kses( '&amp;#106;', 'post' );
	}

	/**
	 * The rows, each hostile text with its kses and clean forms, less the double-encoded ones
	 * where kses decodes them twice.
	 *
	 * @return array<string, array{input: string, kses?: string, clean?: string}>
	 */
	private static function rows(): array {
		$texts = json_decode( (string) file_get_contents( __DIR__ . '/../fixtures/hostile-text.json' ), true );
		$rows  = is_file( self::FILE ) ? json_decode( (string) file_get_contents( self::FILE ), true ) : array();
		foreach ( $texts as $name => $input ) {
			$rows[ $name ]['input'] = $input;
			if ( self::decodes_twice() && preg_match( '/&amp;#/i', $input ) ) {
				unset( $rows[ $name ] );
			}
		}
		return $rows;
	}

	public function test_kses_column_is_what_kses_stores_today(): void {
		$rows = self::rows();
		foreach ( $rows as $name => $row ) {
			$stored = wp_kses( $row['input'], 'post' );
			if ( ! isset( $row['kses'] ) && getenv( 'UPDATE_FIXTURES' ) ) {
				$rows[ $name ]['kses'] = $stored;
				continue;
			}
			$this->assertSame( $row['kses'] ?? null, $stored, "{$name}: WordPress's kses stores this text differently now. If that is kses's change, run UPDATE_FIXTURES=1 with the row's kses entry removed, then check both rules still give clean (tests/fixtures/inline-html.md)" );
		}
		if ( getenv( 'UPDATE_FIXTURES' ) ) {
			file_put_contents( self::FILE, wp_json_encode( $rows, JSON_PRETTY_PRINT | JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE ) . "\n" );
		}
	}

	public function test_clean_texts_survive_kses_unchanged(): void {
		foreach ( self::rows() as $name => $row ) {
			$this->assertArrayHasKey( 'clean', $row, "{$name}: run the Jest test with UPDATE_FIXTURES=1" );
			$this->assertSame( $row['clean'], wp_kses( $row['clean'], 'post' ), "{$name}: kses changes the clean markup, so a Contributor's save would break the block. The rule keeps something kses does not: narrow ALLOWED_TAGS in src/shared/inline-html.ts and INLINE_TAGS in includes/kses.php (tests/fixtures/inline-html.md)" );
		}
	}

	/**
	 * The server's rule (Vitrine\Kses\inline_html(), for dynamic blocks' texts) gives the same
	 * bytes as the editor's and the browser's (`clean`, from sanitizeInlineHtml() in the Jest test),
	 * from the text and from what kses stores of it: unbalanced markup balanced as the browser's
	 * parser balances it, references read as the browser reads them.
	 */
	public function test_server_rule_gives_the_clean_column(): void {
		foreach ( self::rows() as $name => $row ) {
			$change = 'change inline_html() in includes/kses.php or the balancing in includes/inline-html.php, not the fixture, unless the editor\'s rule (src/shared/inline-html.ts) changed the same way (tests/fixtures/inline-html.md)';
			$this->assertSame( $row['clean'], Vitrine\Kses\inline_html( $row['input'] ), "{$name}, from the text: the server's rule differs from the editor's; {$change}" );
			$this->assertSame( $row['clean'], Vitrine\Kses\inline_html( $row['kses'] ), "{$name}, from what kses stored: the server's rule differs from the editor's; {$change}" );
		}
	}
}
