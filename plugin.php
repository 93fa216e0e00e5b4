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

require_once __DIR__ . '/includes/settings.php';
require_once __DIR__ . '/includes/assets.php';
require_once __DIR__ . '/includes/blocks.php';
require_once __DIR__ . '/includes/admin.php';
require_once __DIR__ . '/includes/kses.php';
require_once __DIR__ . '/includes/countdown.php';
require_once __DIR__ . '/includes/portfolio.php';
require_once __DIR__ . '/includes/slider.php';
require_once __DIR__ . '/includes/post-slider.php';
require_once __DIR__ . '/includes/rating.php';
require_once __DIR__ . '/includes/color-mode.php';
require_once __DIR__ . '/includes/preloader.php';
require_once __DIR__ . '/includes/sticky.php';
require_once __DIR__ . '/includes/search-overlay.php';
require_once __DIR__ . '/includes/offcanvas.php';
require_once __DIR__ . '/includes/skins.php';
require_once __DIR__ . '/includes/mobile-menu.php';
require_once __DIR__ . '/includes/comments.php';
require_once __DIR__ . '/includes/shop.php';
require_once __DIR__ . '/includes/patterns.php';
require_once __DIR__ . '/includes/slider-patterns.php';
require_once __DIR__ . '/includes/header-pattern.php';

add_action( 'init', __NAMESPACE__ . '\\load_textdomain', 0 );
add_action( 'init', __NAMESPACE__ . '\\Assets\\register_runtime', 5 );
add_action( 'init', __NAMESPACE__ . '\\Assets\\register_slider_assets', 5 );
add_action( 'init', __NAMESPACE__ . '\\Blocks\\register_all' );
add_action( 'init', __NAMESPACE__ . '\\Patterns\\register' );
add_filter( 'block_categories_all', __NAMESPACE__ . '\\Blocks\\add_category' );
add_filter( 'render_block_data', __NAMESPACE__ . '\\Blocks\\drop_unusable_anchor' );
add_action( 'init', __NAMESPACE__ . '\\Settings\\register' );
add_action( 'rest_api_init', __NAMESPACE__ . '\\Settings\\register' );
add_action( 'admin_init', __NAMESPACE__ . '\\Admin\\register_fields' );
add_action( 'admin_menu', __NAMESPACE__ . '\\Admin\\add_page' );
add_filter( 'wp_kses_allowed_html', __NAMESPACE__ . '\\Kses\\allow_aria_values', 10, 2 );
add_filter( 'body_class', __NAMESPACE__ . '\\Settings\\body_classes' );
add_action( 'wp_head', __NAMESPACE__ . '\\ColorMode\\print_head', 1 );
add_filter( 'register_block_type_args', __NAMESPACE__ . '\\Sticky\\add_attribute', 10, 2 );
add_action( 'init', __NAMESPACE__ . '\\Sticky\\register_assets', 5 );
add_action( 'enqueue_block_editor_assets', __NAMESPACE__ . '\\Sticky\\enqueue_editor' );
add_filter( 'render_block', __NAMESPACE__ . '\\Sticky\\render', 10, 2 );
add_action( 'init', __NAMESPACE__ . '\\Skins\\register_assets', 5 );
add_action( 'wp_enqueue_scripts', __NAMESPACE__ . '\\Skins\\enqueue' );
add_action( 'init', __NAMESPACE__ . '\\MobileMenu\\register_assets', 5 );
add_action( 'wp_enqueue_scripts', __NAMESPACE__ . '\\Comments\\enqueue' );
add_filter( 'render_block', __NAMESPACE__ . '\\MobileMenu\\render_navigation', 10, 2 );
add_filter( 'wp_nav_menu_args', __NAMESPACE__ . '\\MobileMenu\\mark_classic_menu' );
add_filter( 'walker_nav_menu_start_el', __NAMESPACE__ . '\\MobileMenu\\add_submenu_toggle', 10, 4 );
add_filter( 'wp_nav_menu', __NAMESPACE__ . '\\MobileMenu\\wrap_classic_menu', 10, 2 );
add_action( 'wp_body_open', __NAMESPACE__ . '\\ColorMode\\print_body_open', 0 );
add_action( 'wp_body_open', __NAMESPACE__ . '\\Preloader\\print_preloader', 1 );
// After WooCommerce registered and enqueued its scripts (priority 10).
add_action( 'wp_enqueue_scripts', __NAMESPACE__ . '\\Shop\\load', 20 );
add_action( 'before_woocommerce_init', __NAMESPACE__ . '\\Shop\\declare_compatibility' );
add_action( 'woocommerce_before_template_part', __NAMESPACE__ . '\\Shop\\before_template' );
add_action( 'woocommerce_after_template_part', __NAMESPACE__ . '\\Shop\\after_template' );
add_filter( 'render_block_woocommerce/catalog-sorting', __NAMESPACE__ . '\\Shop\\render_sorting_block' );
add_action( 'wp_print_scripts', __NAMESPACE__ . '\\Assets\\defer_view_chain', 0 );
add_action( 'wp_print_footer_scripts', __NAMESPACE__ . '\\Assets\\defer_view_chain', 0 );

/**
 * Loads translations shipped with the plugin (WordPress.org language packs win when present).
 */
function load_textdomain(): void {
	load_plugin_textdomain( 'vitrine', false, dirname( plugin_basename( PLUGIN_FILE ) ) . '/languages' );
}
