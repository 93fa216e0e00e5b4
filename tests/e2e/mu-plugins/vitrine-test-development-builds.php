<?php
/**
 * Plugin Name: Vitrine test development builds (e2e tests only)
 * Description: On the front end, serves the development builds of React (WordPress's own react, react-dom and react-jsx-runtime handles) and of the Interactivity API, while every other script stays minified. React reports a hydration mismatch, a missing key or a bad prop, and the Interactivity runtime a misused directive, only in those builds, and the e2e guards fail a test on the report (tests/e2e/fixtures.ts). SCRIPT_DEBUG would swap every WordPress package, in the editor too, for its development copy: that cost a quarter of the suite's processor time on two cores. Never ship this.
 *
 * @package Vitrine
 */

defined( 'ABSPATH' ) || exit;

// The test sites' front end only (WP_DEBUG on): the benchmark's site, which loads these plugins
// too, measures what visitors get, and the editor runs WordPress's production build.
if ( ! WP_DEBUG || is_admin() ) {
	return;
}

/**
 * The development file that ships beside a minified one (same folder, without `.min`).
 *
 * @param mixed $src A script's address.
 * @return mixed The development file's address.
 */
function vitrine_test_development_build( $src ) {
	return is_string( $src ) ? preg_replace( '#\.min\.js(\?|$)#', '.js$1', $src ) : $src;
}

add_filter(
	'script_loader_src',
	static function ( $src, $handle ) {
		return in_array( $handle, array( 'react', 'react-dom', 'react-jsx-runtime' ), true ) ? vitrine_test_development_build( $src ) : $src;
	},
	10,
	2
);

// WordPress 6.9 and newer (the 6.5.5 minimum has no such filter, and keeps the minified runtime).
add_filter(
	'script_module_loader_src',
	static function ( $src, $id ) {
		return is_string( $id ) && str_starts_with( $id, '@wordpress/interactivity' ) ? vitrine_test_development_build( $src ) : $src;
	},
	10,
	2
);
