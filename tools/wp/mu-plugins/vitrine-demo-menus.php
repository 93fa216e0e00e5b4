<?php
/**
 * Plugin Name: Vitrine demo classic menu (demo and tests only)
 * Description: Twenty Twenty-Four has no classic menu locations; this adds one and a shortcode that prints it, so the demo and the e2e suite show Vitrine's mobile menu on a real wp_nav_menu(). Never ship this.
 *
 * @package Vitrine
 */

defined( 'ABSPATH' ) || exit;

add_action(
	'after_setup_theme',
	static function () {
		register_nav_menus( array( 'primary' => 'Primary (Vitrine classic menu demo)' ) );
	},
	20
);

add_shortcode(
	'vitrine_demo_classic_menu',
	static function (): string {
		return (string) wp_nav_menu(
			array(
				'theme_location'       => 'primary',
				'echo'                 => false,
				'fallback_cb'          => false,
				'container'            => 'nav',
				'container_aria_label' => 'Classic demo menu',
			)
		);
	}
);
