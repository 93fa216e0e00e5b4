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

// Menu locations are a theme's own (a theme mod): the seed puts the demo menu in `primary` for the
// theme active then (Twenty Twenty-Four). Block themes have no classic locations of their own, so
// in any other block theme the demo is shown in (Twenty Twenty-Five) the location is the same.
// Classic themes (Storefront) keep their own locations and their own choice.
add_filter(
	'theme_mod_nav_menu_locations',
	static function ( $locations ) {
		$locations = is_array( $locations ) ? $locations : array();
		if ( ! empty( $locations['primary'] ) || ! did_action( 'setup_theme' ) || ! wp_is_block_theme() ) {
			return $locations;
		}
		$menu = wp_get_nav_menu_object( 'Vitrine classic demo' );
		if ( $menu ) {
			$locations['primary'] = (int) $menu->term_id;
		}
		return $locations;
	}
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
