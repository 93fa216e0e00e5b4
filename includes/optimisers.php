<?php
/**
 * The optimisation plugins' own exclusion lists (docs/compatibility.md): the scripts that must run where they
 * stand (the colour-mode and skin head script, the body-class script, the preloader, the islands
 * loader) already carry the opt-out attributes the common optimisers honour
 * (includes/assets.php, print_unoptimised_script()); here they are also named in each plugin's
 * documented exclusion filters, for setups and versions that read only those. Each list matches a
 * script by a string in its tag, so each script is named by a string only its code holds.
 *
 * Jetpack Boost's documented exclusion is the attribute (`data-jetpack-boost="ignore"`); it has
 * no list to join.
 *
 * @package Vitrine
 */

namespace Vitrine\Optimisers;

defined( 'ABSPATH' ) || exit;

/**
 * A string in the code of each early script, and in nothing else on the page
 * (tests/php/OptimisersTest.php checks the built scripts hold them).
 */
const MARKERS = array(
	// src/view/head.ts and the body-class call in includes/color-mode.php.
	'vitrineColorMode',
	// src/lifecycle/loader.ts.
	'vitrine-islands',
	// src/view/preloader.
	'vitrine-preloader',
);

/**
 * A plugin's exclusion list with Vitrine's early scripts added, in the list's own shape: a comma-
 * separated string (Autoptimize's setting), or a list.
 *
 * @param mixed $excluded The list so far.
 * @return mixed
 */
function exclude( $excluded ) {
	if ( is_string( $excluded ) ) {
		return implode( ', ', array_filter( array_merge( array( trim( $excluded, ', ' ) ), MARKERS ) ) );
	}
	if ( ! is_array( $excluded ) ) {
		return MARKERS;
	}
	// Autoptimize also takes a map of string => 'remove' or the like: keys are the strings.
	if ( array() !== $excluded && array_keys( $excluded ) !== range( 0, count( $excluded ) - 1 ) ) {
		return $excluded + array_fill_keys( MARKERS, '' );
	}
	return array_values( array_unique( array_merge( $excluded, MARKERS ) ) );
}

/**
 * The filters, each documented by its plugin for excluding scripts from what it does to them.
 */
const FILTERS = array(
	// Autoptimize: "Exclude scripts from Autoptimize" (aggregation, minification, deferring).
	'autoptimize_filter_js_exclude',
	// LiteSpeed Cache: JS Excludes (combine, minify), JS Deferred / Delayed Excludes, Guest Mode.
	'litespeed_optimize_js_excludes',
	'litespeed_optm_js_defer_exc',
	'litespeed_optm_gm_js_exc',
	// WP Rocket: combine (inline content), defer (inline content), Delay JavaScript execution.
	'rocket_excluded_inline_js_content',
	'rocket_defer_inline_exclusions',
	'rocket_delay_js_exclusions',
	// Perfmatters: Delay JavaScript exclusions.
	'perfmatters_delay_js_exclusions',
);

foreach ( FILTERS as $vitrine_filter ) {
	add_filter( $vitrine_filter, __NAMESPACE__ . '\\exclude' );
}
unset( $vitrine_filter );
