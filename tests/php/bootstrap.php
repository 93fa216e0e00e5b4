<?php
/**
 * Loads a real, throwaway WordPress (made by tools/test-php.mjs: 6.5.5 on SQLite, Vitrine active,
 * demo content) so PHP tests run against WordPress itself, not a mock of it.
 *
 * @package Vitrine
 */

$vitrine_wp = getenv( 'VITRINE_WP_DIR' );
if ( ! $vitrine_wp || ! is_file( $vitrine_wp . '/wp-load.php' ) ) {
	fwrite( STDERR, "VITRINE_WP_DIR must point at a WordPress made by tools/test-php.mjs\n" );
	exit( 1 );
}
$_SERVER['HTTP_HOST']   = 'localhost';
$_SERVER['SERVER_NAME'] = 'localhost';
require $vitrine_wp . '/wp-load.php';
require __DIR__ . '/Markup.php';
