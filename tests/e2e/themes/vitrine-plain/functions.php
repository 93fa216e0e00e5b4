<?php
/**
 * Vitrine Plain: the stylesheet, the title tag and a menu location, nothing else.
 *
 * @package Vitrine
 */

add_action(
	'after_setup_theme',
	static function () {
		add_theme_support( 'title-tag' );
		register_nav_menus( array( 'primary' => 'Primary' ) );
	}
);
add_action(
	'wp_enqueue_scripts',
	static function () {
		wp_enqueue_style( 'vitrine-plain', get_stylesheet_uri(), array(), '1.0.0' );
	}
);
