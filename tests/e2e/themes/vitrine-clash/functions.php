<?php
/**
 * Vitrine Clash: a classic theme whose colours are Customizer colours printed inline (as most
 * classic themes print them), with the button rules that clashed with Vitrine's patterns.
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
		wp_enqueue_style( 'vitrine-clash', get_stylesheet_uri(), array(), '1.0.0' );
		wp_add_inline_style(
			'vitrine-clash',
			'body{background-color:#ffffff;color:#1f2933}a{color:#1e5fa8}'
			// A general rule for every button, as GeneratePress's.
			. 'button,input[type="submit"]{background-color:#55555e;color:#ffffff}'
			// Every block button filled in the accent, outline buttons' text in the accent.
			. '.wp-block-button .wp-block-button__link{background-color:#1e5fa8;color:#ffffff}'
			. '.wp-block-button.is-style-outline .wp-block-button__link{border-color:#1e5fa8;color:#1e5fa8}'
		);
	}
);
