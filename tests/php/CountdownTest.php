<?php
/**
 * The countdown's server rendering (ST-4): what visitors get before JavaScript, the end states,
 * hostile attributes, and the markup the view hydrates (kept as fixtures the Jest hydration test
 * reads, so PHP and the React component are proven to agree).
 *
 * @package Vitrine
 */

use PHPUnit\Framework\TestCase;
use function Vitrine\Countdown\parse_target;
use function Vitrine\Countdown\render;

final class CountdownTest extends TestCase {

	/**
	 * @var array<string, mixed>
	 */
	private $saved_options = array();

	protected function setUp(): void {
		foreach ( array( 'timezone_string', 'gmt_offset', 'date_format', 'time_format' ) as $option ) {
			$this->saved_options[ $option ] = get_option( $option );
		}
		update_option( 'timezone_string', 'Europe/Paris' );
		update_option( 'date_format', 'F j, Y' );
		update_option( 'time_format', 'g:i a' );
	}

	protected function tearDown(): void {
		foreach ( $this->saved_options as $option => $value ) {
			update_option( $option, $value );
		}
	}

	/**
	 * Renders the block through WordPress, as a page would.
	 *
	 * @param array<string, mixed> $attributes Block attributes.
	 */
	private function render_block( array $attributes ): string {
		return render_block(
			array(
				'blockName'    => 'vitrine/countdown',
				'attrs'        => $attributes,
				'innerBlocks'  => array(),
				'innerHTML'    => '',
				'innerContent' => array(),
			)
		);
	}

	/**
	 * Served markup the Jest hydration test re-renders with the React component.
	 *
	 * @return array<string, array{string, array<string, mixed>}>
	 */
	public function rendered_cases(): array {
		return array(
			'waiting'         => array(
				'waiting',
				array(
					'date'       => '2099-06-01T09:00:00+02:00',
					'endState'   => 'message',
					'endMessage' => 'Doors are <strong>open</strong> &amp; the sale is on.',
				),
			),
			'ended zeros'     => array( 'ended-zeros', array( 'date' => '2001-01-01T00:00:00+01:00' ) ),
			'ended message'   => array(
				'ended-message',
				array(
					'date'       => '2001-01-01T00:00:00+01:00',
					'endState'   => 'message',
					'endMessage' => 'The offer has ended.',
				),
			),
			'garbage date'    => array( 'garbage-date', array( 'date' => 'next Tuesday' ) ),
			'other offset'    => array( 'other-offset', array( 'date' => '2099-12-31T23:30:00-05:00' ) ),
		);
	}

	/**
	 * @dataProvider rendered_cases
	 *
	 * @param string               $name       Fixture name.
	 * @param array<string, mixed> $attributes Block attributes.
	 */
	public function test_ST_4_served_markup_is_the_fixture_the_view_hydrates( string $name, array $attributes ): void {
		$file = dirname( __DIR__, 2 ) . "/src/blocks/countdown/test/fixtures/rendered-{$name}.html";
		$html = $this->render_block( $attributes );
		if ( ! is_file( $file ) && getenv( 'UPDATE_FIXTURES' ) ) {
			file_put_contents( $file, $html . "\n" );
		}
		$this->assertSame( trim( (string) file_get_contents( $file ) ), $html );
	}

	public function test_ST_4_without_javascript_the_target_date_shows_in_words_in_the_site_timezone(): void {
		$html = $this->render_block( array( 'date' => '2099-06-01T09:00:00+02:00' ) );
		$this->assertStringContainsString( 'data-countdown="2099-06-01T09:00:00+02:00"', $html );
		$this->assertStringContainsString( '<time datetime="2099-06-01T09:00:00+02:00">June 1, 2099 at 9:00 am</time>', $html );
		$this->assertStringContainsString( 'data-served="waiting"', $html );

		// A target chosen in another offset is worded in the site's time (Paris, summer: UTC+2).
		$html = $this->render_block( array( 'date' => '2099-06-01T09:00:00+09:00' ) );
		$this->assertStringContainsString( '>June 1, 2099 at 2:00 am</time>', $html );

		// Across the autumn change the same wall-clock hour maps to a different offset.
		$html = $this->render_block( array( 'date' => '2099-10-31T09:00:00+01:00' ) );
		$this->assertStringContainsString( '>October 31, 2099 at 9:00 am</time>', $html );
	}

	public function test_ST_4_time_of_request_decides_between_waiting_and_the_end_state(): void {
		// render() at a chosen time, inside a block render as WordPress would call it.
		WP_Block_Supports::$block_to_render = array(
			'blockName' => 'vitrine/countdown',
			'attrs'     => array(),
		);
		$target = '2030-03-29T03:00:00+02:00';
		$at     = parse_target( $target )->getTimestamp();
		$this->assertStringContainsString( 'data-served="waiting"', render( array( 'date' => $target ), $at - 1 ) );
		$this->assertStringContainsString( 'data-served="ended"', render( array( 'date' => $target ), $at ) );
		// The spring-forward night in Paris: an hour before 03:00 CEST is 01:00 CET.
		$this->assertSame( $at - HOUR_IN_SECONDS, parse_target( '2030-03-29T01:00:00+01:00' )->getTimestamp() );
		WP_Block_Supports::$block_to_render = null;
	}

	public function test_ST_4_end_states(): void {
		$past = array( 'date' => '2001-01-01T00:00:00+01:00' );
		$this->assertStringContainsString( '<span class="vitrine-countdown__value">00</span> <span class="vitrine-countdown__label">seconds</span>', $this->render_block( $past ) );
		$this->assertSame( '', $this->render_block( $past + array( 'endState' => 'hide' ) ) );
		$message = $this->render_block( $past + array( 'endState' => 'message', 'endMessage' => 'Thanks!' ) );
		$this->assertStringContainsString( '<p class="vitrine-countdown__message">Thanks!</p>', $message );
		$this->assertStringContainsString( '<span class="vitrine-countdown__when-label">Ended</span>', $message );
		$waiting = $this->render_block( array( 'date' => '2099-01-01T00:00:00+01:00', 'endState' => 'message', 'endMessage' => 'Thanks!' ) );
		$this->assertStringContainsString( '<p class="vitrine-countdown__message" hidden>Thanks!</p>', $waiting );
	}

	/**
	 * @return array<string, array{mixed}>
	 */
	public function garbage_dates(): array {
		return array(
			'words'             => array( 'tomorrow' ),
			'no offset'         => array( '2099-06-01T09:00:00' ),
			'31 February'       => array( '2099-02-31T09:00:00+01:00' ),
			'hour 24'           => array( '2099-06-01T24:00:00+01:00' ),
			'offset beyond 14h' => array( '2099-06-01T09:00:00+15:00' ),
			'number'            => array( 1234567890 ),
			'NaN'               => array( NAN ),
			'array'             => array( array( '2099-06-01T09:00:00+01:00' ) ),
			'script'            => array( '"><script>alert(1)</script>' ),
			'empty'             => array( '' ),
		);
	}

	/**
	 * @dataProvider garbage_dates
	 *
	 * @param mixed $date Stored date.
	 */
	public function test_ST_4_an_unreadable_date_is_a_harmless_end_state( $date ): void {
		$this->assertNull( parse_target( $date ) );
		$html = $this->render_block( array( 'date' => $date ) );
		$this->assertStringContainsString( 'data-served="ended"', $html );
		$this->assertStringNotContainsString( 'data-countdown', $html );
		$this->assertStringNotContainsString( '<script', $html );
		$this->assertStringNotContainsString( '<time', $html );
		$this->assertSame( '', $this->render_block( array( 'date' => $date, 'endState' => 'hide' ) ) );
	}

	public function test_ST_4_hostile_attributes_are_refused_or_escaped(): void {
		$html = $this->render_block(
			array(
				'date'       => '2001-01-01T00:00:00+01:00',
				'endState'   => '"><img src=x onerror=alert(1)>',
				'endMessage' => 'Bye <img src=x onerror=alert(1)><script>alert(2)</script><em>now</em>',
			)
		);
		$this->assertStringContainsString( 'data-end="zeros"', $html );
		$this->assertStringNotContainsString( '<img', $html );
		$this->assertStringNotContainsString( '<script', $html );

		$html = $this->render_block(
			array(
				'date'       => '2001-01-01T00:00:00+01:00',
				'endState'   => 'message',
				'endMessage' => 'Bye <img src=x onerror=alert(1)><script>alert(2)</script><em>now</em>' . str_repeat( 'x', 400 ),
			)
		);
		$this->assertStringContainsString( '<p class="vitrine-countdown__message">Bye alert(2)<em>now</em>', $html );
		$this->assertStringNotContainsString( str_repeat( 'x', 300 ), $html );
	}

	public function test_ST_4_strings_for_the_view_are_valid_json_in_an_attribute(): void {
		$html = $this->render_block( array( 'date' => '2099-06-01T09:00:00+02:00' ) );
		$this->assertSame( 1, preg_match( '/data-strings="([^"]*)"/', $html, $m ) );
		$strings = json_decode( html_entity_decode( $m[1], ENT_QUOTES ), true );
		$this->assertSame( array( 'until', 'ended', 'pause', 'done' ), array_keys( $strings ) );
		$this->assertSame( 'Pause countdown', $strings['pause'] );
	}

	/**
	 * The demo's countdowns (tools/demo/seed.php) are at least two hours ahead whenever the site is
	 * seeded: a site seeded at 22:59 once got a countdown to 23:00, over before the tests reached
	 * it.
	 */
	public function test_ST_4_the_demo_seeds_countdowns_at_least_two_hours_ahead(): void {
		require_once dirname( __DIR__, 2 ) . '/tools/demo/seed.php';
		$fixture = '<!-- wp:vitrine/countdown {"date":"2099-01-01T23:00:00+01:00"} /-->'
			. '<!-- wp:vitrine/countdown {"date":"2099-01-04T18:00:00+01:00"} /-->';
		$target  = static function ( string $markup ): array {
			preg_match_all( '/"date":"([^"]+)"/', $markup, $dates );
			return array_map( 'strtotime', $dates[1] );
		};
		$paris   = static function ( string $when ): int {
			return ( new DateTimeImmutable( $when, new DateTimeZone( 'Europe/Paris' ) ) )->getTimestamp();
		};
		$cases   = array(
			// Seeded in the evening, the same day's 23:00 is hours ahead.
			'2026-11-26 20:00' => array( '2026-11-26 23:00', '2026-11-29 18:00' ),
			// A minute before, it would end at once: the next day's.
			'2026-11-26 22:59' => array( '2026-11-27 23:00', '2026-11-29 18:00' ),
			// Already past: the next day's.
			'2026-11-26 23:30' => array( '2026-11-27 23:00', '2026-11-29 18:00' ),
			// Across the change to summer time, the time of day holds.
			'2027-03-27 12:00' => array( '2027-03-27 23:00', '2027-03-30 18:00' ),
		);
		foreach ( $cases as $now => $expected ) {
			$seeded = $target( vitrine_demo_fresh_countdowns( $fixture, $paris( $now ) ) );
			$this->assertSame( array_map( $paris, $expected ), $seeded, "seeded at {$now}" );
			foreach ( $seeded as $at ) {
				$this->assertGreaterThanOrEqual( $paris( $now ) + 2 * HOUR_IN_SECONDS, $at, "seeded at {$now}" );
			}
		}
	}
}
