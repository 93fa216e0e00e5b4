<?php
/**
 * Server rendering of the countdown (ST-4). The countdown is a dynamic block because its
 * no-JavaScript state depends on the time of the request and on the site's current language and
 * date format: the target date in words, or the editor's end state once the date has passed.
 *
 * The markup is what src/blocks/countdown/countdown.tsx renders for the same state, so the view
 * hydrates it without a mismatch; src/blocks/countdown/normalize.ts applies the same rules to
 * hostile values in the browser.
 *
 * @package Vitrine
 */

namespace Vitrine\Countdown;

use function Vitrine\Blocks\allowed_attribute;
use function Vitrine\Blocks\limit;
use function Vitrine\Kses\inline_html;

defined( 'ABSPATH' ) || exit;

const BLOCK     = 'vitrine/countdown';
const CSS_CLASS = 'vitrine-countdown';

/**
 * Date, time with optional seconds and fraction, and a mandatory offset (Z or ±hh:mm).
 */
const ISO_WITH_OFFSET = '/^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,6})?)?(Z|[+-](\d{2}):(\d{2}))$/';

/**
 * The target instant, or null for anything that is not an ISO 8601 date-time with an offset.
 *
 * @param mixed $value Stored value.
 */
function parse_target( $value ): ?\DateTimeImmutable {
	if ( ! is_string( $value ) || ! preg_match( ISO_WITH_OFFSET, trim( $value ), $m ) ) {
		return null;
	}
	$valid = checkdate( (int) $m[2], (int) $m[3], (int) $m[1] )
		&& (int) $m[4] <= 23 && (int) $m[5] <= 59 && (int) ( $m[6] ?? 0 ) <= 59
		&& ( empty( $m[8] ) || ( (int) $m[8] <= 14 && (int) $m[9] <= 59 ) );
	if ( ! $valid ) {
		return null;
	}
	try {
		return new \DateTimeImmutable( trim( $value ) );
	} catch ( \Exception $e ) {
		return null;
	}
}

/**
 * One of the end states block.json allows; anything else is its default (zeros).
 *
 * @param mixed $value Stored value.
 */
function end_state( $value ): string {
	return allowed_attribute( $value, BLOCK, 'endState' );
}

/**
 * The end message as inline HTML: text and simple formatting, as the editor stores it.
 *
 * @param mixed $value Stored value.
 */
function message( $value ): string {
	return is_string( $value ) ? inline_html( mb_substr( $value, 0, limit( BLOCK, 'endMessage', 'maxLength' ) ) ) : '';
}

/**
 * Texts the view shows after hydration; it cannot load wp-i18n (that would block rendering), so
 * they travel in the markup. The editor translates the same strings in JavaScript.
 *
 * @return array{until: string, ended: string, pause: string, done: string}
 */
function strings(): array {
	return array(
		'until' => _x( 'Until', 'countdown: before the target date', 'vitrine' ),
		'ended' => _x( 'Ended', 'countdown: before the target date once it has passed', 'vitrine' ),
		'pause' => __( 'Pause countdown', 'vitrine' ),
		'done'  => __( 'The countdown has ended.', 'vitrine' ),
	);
}

/**
 * The target in words, in the site's timezone, language and date and time formats.
 *
 * @param \DateTimeImmutable $target Target instant.
 */
function words( \DateTimeImmutable $target ): string {
	$timestamp = $target->getTimestamp();
	return sprintf(
		/* translators: 1: a date, 2: a time of day */
		__( '%1$s at %2$s', 'vitrine' ),
		(string) wp_date( (string) get_option( 'date_format' ), $timestamp ),
		(string) wp_date( (string) get_option( 'time_format' ), $timestamp )
	);
}

/**
 * The units row as countdown.tsx renders it: zero in every unit and the pause button. It is
 * always there (the small script and the view show it and fill it in: face.ts); it shows only at
 * the end when the end state is zeros, and the pause button only before the end.
 *
 * @param bool   $shown Whether the row shows.
 * @param bool   $ended Whether the countdown has ended.
 * @param string $pause The pause button's name.
 */
function units_row( bool $shown, bool $ended, string $pause ): string {
	$units = array(
		array( number_format_i18n( 0 ), _n( 'day', 'days', 0, 'vitrine' ) ),
		array( zeroise( 0, 2 ), _n( 'hour', 'hours', 0, 'vitrine' ) ),
		array( zeroise( 0, 2 ), _n( 'minute', 'minutes', 0, 'vitrine' ) ),
		array( zeroise( 0, 2 ), _n( 'second', 'seconds', 0, 'vitrine' ) ),
	);
	$html  = '';
	foreach ( $units as list( $value, $label ) ) {
		$html .= sprintf(
			'<span class="%1$s__unit"><span class="%1$s__value">%2$s</span> <span class="%1$s__label">%3$s</span></span>',
			CSS_CLASS,
			esc_html( $value ),
			esc_html( $label )
		);
	}
	$button = sprintf(
		'<button type="button" class="%1$s__pause" aria-pressed="false" aria-label="%2$s"%3$s><svg viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="M7 5h4v14H7zM13 5h4v14h-4z"></path></svg></button>',
		CSS_CLASS,
		esc_attr( $pause ),
		$ended ? ' hidden' : ''
	);
	return sprintf(
		'<div class="%1$s__row"%2$s><div class="%1$s__units" role="timer">%3$s</div>%4$s</div>',
		CSS_CLASS,
		$shown ? '' : ' hidden',
		$html,
		$button
	);
}

/**
 * The block's markup for a request at `$now`.
 *
 * @param array<string, mixed> $attributes Stored attributes (hostile until checked).
 * @param int|null             $now        Unix time of the request; tests pass their own.
 */
function render( array $attributes, ?int $now = null ): string {
	$target  = parse_target( $attributes['date'] ?? null );
	$end     = end_state( $attributes['endState'] ?? null );
	$message = message( $attributes['endMessage'] ?? '' );
	$ended   = ! $target || $target->getTimestamp() <= ( $now ?? time() );
	if ( $ended && 'hide' === $end ) {
		return '';
	}
	$strings = strings();
	$iso     = $target ? $target->format( 'Y-m-d\TH:i:sP' ) : '';

	// The date line first: the units and the message appear below it without moving it.
	$face = '';
	if ( $target ) {
		$face .= sprintf(
			'<p class="%1$s__when"><span class="%1$s__when-label">%2$s</span> <time datetime="%3$s">%4$s</time></p>',
			CSS_CLASS,
			esc_html( $ended ? $strings['ended'] : $strings['until'] ),
			esc_attr( $iso ),
			esc_html( words( $target ) )
		);
	}
	$face .= units_row( $ended && 'zeros' === $end, $ended, $strings['pause'] );
	if ( 'message' === $end && '' !== $message ) {
		// Hidden until the end, so the view has it to show when the count reaches zero.
		$face .= sprintf( '<p class="%1$s__message"%2$s>%3$s</p>', CSS_CLASS, $ended ? '' : ' hidden', $message );
	}

	$data = array(
		'data-end'     => $end,
		'data-served'  => $ended ? 'ended' : 'waiting',
		'data-strings' => (string) wp_json_encode( $strings ),
	);
	if ( $target ) {
		$data['data-countdown'] = $iso;
	}
	return sprintf(
		'<div %1$s><div class="%2$s__face">%3$s</div><p class="%2$s__status" role="status"></p></div>',
		get_block_wrapper_attributes( $data ),
		CSS_CLASS,
		$face
	);
}
