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
 * Whether pages need the script: a visitor can choose a mode or a skin somewhere on the site
 * (includes/switches.php), or the default mode is not light.
 */
function needed(): bool {
	return \Vitrine\Switches\placed() || \Vitrine\ColorMode\dark_in_play();
}

/**
 * Whether the script is on this page.
 *
 * @param bool|null $now True when it is printed; false starts a new page (tests).
 */
function printed( ?bool $now = null ): bool {
	static $printed = false;
	$printed        = null === $now ? $printed : $now;
	return $printed;
}

/**
 * The script, after the list of registered skins when the site has a default skin (the skins
 * script of a style switcher reads the same list).
 */
function print_script(): void {
	$script = inline_build( 'view/head', 'js' );
	if ( '' === $script || ! needed() ) {
		return;
	}
	$skins = \Vitrine\Skins\head_data();
	if ( null !== $skins ) {
		$script = 'window.vitrineSkins=' . wp_json_encode( $skins, JSON_HEX_TAG | JSON_UNESCAPED_SLASHES ) . ";\n" . $script;
	}
	print_unoptimised_script( 'vitrine-head-js', $script );
	printed( true );
}

/**
 * A switch rendered after `<head>` on a site where none was known to be placed (a preview, a
 * classic theme printing one from PHP): its page gets the dark styles and the script at the end,
 * so the switch works; includes/switches.php has marked the site for the next page.
 */
function print_late(): void {
	if ( ! printed() && \Vitrine\Switches\rendered() ) {
		\Vitrine\ColorMode\print_styles();
		print_script();
	}
}

// wp_print_styles runs at 8; the footer's scripts (the switches' views among them) at 20.
add_action( 'wp_head', __NAMESPACE__ . '\\print_script', 9 );
add_action( 'wp_footer', __NAMESPACE__ . '\\print_late', 1 );
