<?php
/**
 * Plugin Name: Vitrine test: visitors' option writes (e2e tests only)
 * Description: Logs every option a logged-out visitor's request adds, updates or deletes, one line each ("probe option") in wp-content/vitrine-option-writes.log, for the requests that name a probe (the X-Vitrine-Probe header tests/e2e/specs/visitor-writes.spec.ts sends). Never ship this.
 *
 * @package Vitrine
 */

defined( 'ABSPATH' ) || exit;

$vitrine_test_probe = isset( $_SERVER['HTTP_X_VITRINE_PROBE'] ) && is_string( $_SERVER['HTTP_X_VITRINE_PROBE'] ) ? sanitize_key( wp_unslash( $_SERVER['HTTP_X_VITRINE_PROBE'] ) ) : '';
if ( '' !== $vitrine_test_probe && is_string( WP_DEBUG_LOG ) ) {
	$vitrine_test_log_write = static function ( $option ) use ( $vitrine_test_probe ) {
		if ( ! is_user_logged_in() && is_string( $option ) ) {
			// phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents -- A test instrument's log.
			file_put_contents( dirname( WP_DEBUG_LOG ) . '/vitrine-option-writes.log', $vitrine_test_probe . ' ' . $option . "\n", FILE_APPEND | LOCK_EX );
		}
	};
	foreach ( array( 'added_option', 'updated_option', 'deleted_option' ) as $vitrine_test_action ) {
		add_action( $vitrine_test_action, $vitrine_test_log_write );
	}
}
