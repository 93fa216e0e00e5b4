<?php
/**
 * `php patterns-cache.php <WordPress dir> stale|read`: `stale` stores the pattern headers as
 * another release would have (a rolling deploy: the other server wrote them), through WordPress
 * and so through the shared object cache; `read` prints the stored signature.
 *
 * @package Vitrine
 */

// phpcs:disable WordPress.WP.AlternativeFunctions.file_system_operations_fwrite -- Messages go to STDERR.

if ( PHP_SAPI !== 'cli' || $argc < 3 ) {
	fwrite( STDERR, "usage: php patterns-cache.php <WordPress dir> stale|read\n" );
	exit( 2 );
}
list( , $vitrine_wp, $vitrine_what ) = $argv;
$_SERVER['HTTP_HOST']                = 'localhost';
require $vitrine_wp . '/wp-load.php';

if ( 'stale' === $vitrine_what ) {
	update_option(
		'vitrine_patterns',
		array(
			'signature' => 'the release before',
			'files'     => array(),
		),
		true
	);
}
$vitrine_stored = get_option( 'vitrine_patterns' );
echo is_array( $vitrine_stored ) ? esc_html( (string) ( $vitrine_stored['signature'] ?? '' ) ) : '';
