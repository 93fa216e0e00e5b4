<?php
/**
 * Plugin Name: Vitrine demo store details (demo and tests only)
 * Description: The demo store's checkout explains two of its fields, as many stores do with a plugin or a snippet, so the demo shows Vitrine's field hints (WC-5); on SQLite the store does not hold stock during checkout. Does nothing without WooCommerce. Never ship this.
 *
 * @package Vitrine
 */

defined( 'ABSPATH' ) || exit;

/*
 * On SQLite (Playground, the SQLite test sites) WooCommerce's stock reservation at checkout is
 * SQL that SQLite rejects (FOR UPDATE, INTERVAL), which would refuse every order: such a demo
 * store does not hold stock while a checkout is open. MariaDB and MySQL sites keep the hold.
 */
if ( defined( 'DB_ENGINE' ) && 'sqlite' === DB_ENGINE ) {
	add_filter( 'woocommerce_hold_stock_for_checkout', '__return_false' );
}

add_filter(
	'woocommerce_checkout_fields',
	static function ( $fields ) {
		if ( isset( $fields['billing']['billing_phone'] ) ) {
			$fields['billing']['billing_phone']['description'] = 'Only for delivery questions.';
		}
		if ( isset( $fields['billing']['billing_email'] ) ) {
			$fields['billing']['billing_email']['description'] = 'Your receipt is sent here.';
		}
		return $fields;
	}
);
