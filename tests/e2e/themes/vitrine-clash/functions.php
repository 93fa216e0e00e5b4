<?php
/**
 * Vitrine Clash, a child of Vitrine Plain: its colours are Customizer colours printed inline beside
 * the stylesheet (as most classic themes print them), with the button rules that clashed with
 * Vitrine's patterns, and a menu button of its own.
 *
 * @package Vitrine
 */

add_action(
	'wp_enqueue_scripts',
	static function () {
		// The parent enqueues the active theme's stylesheet, this one's, under its handle.
		wp_add_inline_style(
			'vitrine-plain',
			'body{background-color:#ffffff;color:#1f2933}a{color:#1e5fa8}'
			// A general rule for every button, as GeneratePress's.
			. 'button,input[type="submit"]{background-color:#55555e;color:#ffffff}'
			// Every block button filled in the accent, outline buttons' text in the accent.
			. '.wp-block-button .wp-block-button__link{background-color:#1e5fa8;color:#ffffff}'
			. '.wp-block-button.is-style-outline .wp-block-button__link{border-color:#1e5fa8;color:#1e5fa8}'
		);
	},
	20
);
add_action(
	'wp_body_open',
	static function () {
		printf( '<div class="site-header"><button class="menu-toggle" type="button" aria-expanded="false">%s</button></div>', esc_html__( 'Menu', 'vitrine-clash' ) );
	}
);
