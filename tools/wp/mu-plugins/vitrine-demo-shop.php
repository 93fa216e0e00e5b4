<?php
/**
 * Plugin Name: Vitrine demo store details (demo and tests only)
 * Description: The demo store's checkout explains two of its fields, as many stores do with a plugin or a snippet, so the demo shows Vitrine's field hints (WC-5). Does nothing without WooCommerce. Never ship this.
 *
 * @package Vitrine
 */

defined( 'ABSPATH' ) || exit;

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
