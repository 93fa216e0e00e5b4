<?php
/**
 * The one script Vitrine prints in `<head>` (src/view/head.ts): it puts the visitor's colour mode
 * (CM-5) and kept skin (SW-1) in the first paint. It follows WordPress's styles, so the default
 * skin's element is there for a kept skin to follow. The HTML is the same for every visitor, so
 * a page cache can serve it to everyone (CM-6): only the script reads the cookies.
 *
 * @package Vitrine
 */

namespace Vitrine\Head;

use function Vitrine\Assets\inline_build;
use function Vitrine\Assets\print_unoptimised_script;

defined( 'ABSPATH' ) || exit;

/**
 * The script, after the list of registered skins when the site has a default skin (the skins
 * script of a style switcher reads the same list).
 */
function print_script(): void {
	$script = inline_build( 'view/head', 'js' );
	if ( '' === $script ) {
		return;
	}
	$skins = \Vitrine\Skins\head_data();
	if ( null !== $skins ) {
		$script = 'window.vitrineSkins=' . wp_json_encode( $skins, JSON_HEX_TAG | JSON_UNESCAPED_SLASHES ) . ";\n" . $script;
	}
	print_unoptimised_script( 'vitrine-head-js', $script );
}

// wp_print_styles runs at 8.
add_action( 'wp_head', __NAMESPACE__ . '\\print_script', 9 );
