<?php
/**
 * Plugin Name:       Vitrine
 * Plugin URI:        https://example.org/vitrine
 * Description:       The whole front end of a marketing site with a WooCommerce shop, as accessible blocks that show their final content before JavaScript runs.
 * Version:           0.1.0
 * Requires at least: 6.5
 * Tested up to:      7.1
 * Requires PHP:      7.4
 * WC requires at least: 11.0
 * WC tested up to:   11.0
 * Author:            The Vitrine team
 * License:           GPL-2.0-or-later
 * License URI:       https://www.gnu.org/licenses/gpl-2.0.html
 * Text Domain:       vitrine
 * Domain Path:       /languages
 *
 * @package Vitrine
 */

namespace Vitrine;

defined( 'ABSPATH' ) || exit;

const VERSION     = '0.1.0';
const PLUGIN_FILE = __FILE__;

foreach ( module_files( __DIR__ ) as $vitrine_module ) {
	require_once $vitrine_module;
}

add_action( 'init', __NAMESPACE__ . '\\load_textdomain', 0 );

/**
 * Loads translations shipped with the plugin (WordPress.org language packs win when present).
 */
function load_textdomain(): void {
	load_plugin_textdomain( 'vitrine', false, dirname( plugin_basename( PLUGIN_FILE ) ) . '/languages' );
}

/**
 * Vitrine's PHP modules, found by convention so that a new block needs no line here. Each module
 * registers its own hooks: the plugin-wide ones in includes/, then each block's server code beside
 * its block.json (src/blocks/<name>/index.php, copied into build/ by the build) and the sliders'
 * shared one (src/slider/index.php). Before a build only includes/ loads, and
 * includes/blocks.php tells administrators what is missing.
 *
 * @param string $root The plugin's folder.
 * @return string[] Paths, in a fixed order.
 */
function module_files( string $root ): array {
	$files = array();
	foreach ( array( '/includes/*.php', '/build/blocks/*/index.php', '/build/*/index.php' ) as $pattern ) {
		$found = glob( $root . $pattern );
		$files = array_merge( $files, false === $found ? array() : $found );
	}
	return $files;
}
