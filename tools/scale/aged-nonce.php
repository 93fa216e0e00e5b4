<?php
/**
 * `php aged-nonce.php <WordPress dir> <logged-in cookie> <ticks>`: prints the REST nonce the
 * cookie's user and session were given `ticks` nonce ticks ago (a tick is half a nonce's life,
 * 12 hours by default), as a page cached that long ago carries it. WordPress accepts a nonce of
 * this tick and the last; from two ticks back, it refuses it as expired.
 *
 * Made with WordPress's own wp_create_nonce() at an earlier tick: the nonce life is stretched,
 * for this process only, so that the current time falls in that earlier tick.
 *
 * @package Vitrine
 */

// phpcs:disable WordPress.WP.AlternativeFunctions.file_system_operations_fwrite -- Messages go to STDERR.

if ( PHP_SAPI !== 'cli' || $argc < 4 ) {
	fwrite( STDERR, "usage: php aged-nonce.php <WordPress dir> <logged-in cookie> <ticks>\n" );
	exit( 2 );
}
list( , $vitrine_wp, $vitrine_cookie, $vitrine_ticks ) = $argv;
$_SERVER['HTTP_HOST']                                  = 'localhost';
require $vitrine_wp . '/wp-load.php';

$vitrine_user = wp_validate_auth_cookie( $vitrine_cookie, 'logged_in' );
if ( ! $vitrine_user ) {
	fwrite( STDERR, "The logged-in cookie is not valid.\n" );
	exit( 1 );
}
wp_set_current_user( $vitrine_user );
// wp_get_session_token() reads the session from the cookie.
$_COOKIE[ LOGGED_IN_COOKIE ] = $vitrine_cookie;

$vitrine_then = (int) wp_nonce_tick( 'wp_rest' ) - (int) $vitrine_ticks;
// A tick is ceil( time / half-life ): with this half-life, now is halfway through tick $then.
$vitrine_half = time() / ( $vitrine_then - 0.5 );
add_filter(
	'nonce_life',
	static function () use ( $vitrine_half ) {
		return 2 * $vitrine_half;
	}
);
if ( (int) wp_nonce_tick( 'wp_rest' ) !== $vitrine_then ) {
	fwrite( STDERR, "Could not reach the earlier tick.\n" );
	exit( 1 );
}
echo wp_create_nonce( 'wp_rest' ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- A nonce for a terminal.
