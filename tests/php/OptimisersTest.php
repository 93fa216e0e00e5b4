<?php
/**
 * The optimisation plugins' exclusion filters (docs/compatibility.md): each early script is named in every
 * documented list, in the list's own shape, by a string its built code holds.
 *
 * @package Vitrine
 */

use PHPUnit\Framework\TestCase;
use Vitrine\Optimisers;

final class OptimisersTest extends TestCase {

	public function test_CM_5_every_documented_exclusion_list_names_the_early_scripts(): void {
		foreach ( Optimisers\FILTERS as $filter ) {
			$this->assertSame( array( 'another.js', ...Optimisers\MARKERS ), apply_filters( $filter, array( 'another.js' ) ), $filter );
		}
		// Autoptimize's setting is a comma-separated string, or a map of string => what to do.
		$this->assertSame( 'jquery.js, ' . implode( ', ', Optimisers\MARKERS ), apply_filters( 'autoptimize_filter_js_exclude', 'jquery.js, ' ) );
		$this->assertSame( implode( ', ', Optimisers\MARKERS ), apply_filters( 'autoptimize_filter_js_exclude', '' ) );
		$map = apply_filters( 'autoptimize_filter_js_exclude', array( 'ads.js' => 'remove' ) );
		$this->assertSame( 'remove', $map['ads.js'] );
		$this->assertSame( array( 'ads.js', ...Optimisers\MARKERS ), array_keys( $map ) );
		// Listed once, however often a list is filtered.
		$this->assertSame( Optimisers\MARKERS, Optimisers\exclude( Optimisers\exclude( array() ) ) );
	}

	public function test_CM_5_each_early_script_holds_a_marker(): void {
		$scripts = array(
			'head'      => \Vitrine\Assets\inline_build( 'view/head', 'js' ),
			'loader'    => \Vitrine\Assets\inline_build( 'view/islands', 'js' ),
			'preloader' => \Vitrine\Assets\inline_build( 'view/preloader', 'js' ),
		);
		ob_start();
		\Vitrine\ColorMode\print_body_open();
		$scripts['body'] = (string) ob_get_clean();
		foreach ( $scripts as $name => $code ) {
			$this->assertNotSame( '', $code, $name );
			$held = array_filter( Optimisers\MARKERS, static fn( $marker ) => false !== strpos( $code, $marker ) );
			$this->assertNotSame( array(), $held, $name );
		}
	}
}
