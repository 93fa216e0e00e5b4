<?php
/**
 * The preloader (PL-1), off by default: a full-page cover printed right after `<body>` opens,
 * with its styles and script inline so it works before any file loads. It shows only when
 * scripting is on (a visitor without JavaScript never has the page hidden), leaves 500 ms after
 * the page has loaded with a 500 ms fade, and is gone after 3 s whatever happens.
 *
 * @package Vitrine
 */

namespace Vitrine\Preloader;

use function Vitrine\Assets\inline_build;
use function Vitrine\Assets\print_inline_style_tag;
use function Vitrine\Assets\print_unoptimised_script;

defined( 'ABSPATH' ) || exit;

/**
 * Prints the preloader when Settings → Vitrine turns it on.
 */
function print_preloader(): void {
	if ( ! \Vitrine\Settings\get( 'preloader' ) ) {
		return;
	}
	$script = inline_build( 'view/preloader', 'js' );
	if ( '' === $script ) {
		return;
	}
	print_inline_style_tag( 'vitrine-preloader-css', inline_build( 'view/preloader', 'css' ) );
	echo "<div class=\"vitrine-preloader\" aria-hidden=\"true\"><span class=\"vitrine-preloader__spinner\"></span></div>\n";
	print_unoptimised_script( 'vitrine-preloader-js', $script );
}

add_action( 'wp_body_open', __NAMESPACE__ . '\\print_preloader', 1 );
