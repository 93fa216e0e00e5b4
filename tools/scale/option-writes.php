<?php
/**
 * Plugin Name: Vitrine scale: option writes (the multi-server setup only)
 * Description: Counts the options a visitor's request writes (added, updated or deleted), one line each in wp-content/option-writes.log, for tools/scale/deploy.mjs. Never ship this.
 *
 * @package Vitrine
 */

defined( 'ABSPATH' ) || exit;

if ( 'cli' !== PHP_SAPI ) {
	$vitrine_scale_count = static function ( $option ) {
		if ( ! is_user_logged_in() ) {
			// phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents -- A test instrument's log.
			file_put_contents( WP_CONTENT_DIR . '/option-writes.log', $option . "\n", FILE_APPEND | LOCK_EX );
		}
	};
	foreach ( array( 'added_option', 'updated_option', 'deleted_option' ) as $vitrine_scale_action ) {
		add_action( $vitrine_scale_action, $vitrine_scale_count );
	}
}
