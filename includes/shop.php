<?php
/**
 * Shop helpers (SPEC §3: WC-1..WC-8, QT-1, QT-2, CO-1), loaded only while WooCommerce is active
 * and only where WooCommerce itself loads its `woocommerce` script. The setting "Shop scripts"
 * picks how:
 * - Keep WooCommerce's (default): WooCommerce's script stays, and Vitrine adds a small script,
 *   `vitrine-shop`, that binds nothing WooCommerce binds (src/view/shop/keep.ts), and none beside
 *   WooCommerce's Cart and Checkout blocks, which own their controls.
 * - Use Vitrine's: WooCommerce's script is deregistered and Vitrine's module is registered under
 *   the same handle, so every script that depends on it still loads (src/view/shop/woocommerce.ts).
 *   It needs neither jQuery nor js-cookie; the coming-soon banner's dismissal (which needs
 *   api-fetch) is a script of its own, loaded only on a page where WooCommerce printed the
 *   banner (own_banner()).
 * Without JavaScript the sort forms get a submit button (WC-1).
 *
 * @package Vitrine
 */

namespace Vitrine\Shop;

use function Vitrine\Assets\register_build;
use function Vitrine\Assets\register_build_style;

defined( 'ABSPATH' ) || exit;

const WOOCOMMERCE_HANDLE = 'woocommerce';
const KEEP_HANDLE        = 'vitrine-shop';
const STYLE_HANDLE       = 'vitrine-shop';
const BANNER_HANDLE      = 'vitrine-shop-banner';
const BANNER_LINK_CLASS  = 'coming-soon-footer-banner-dismiss';
const BANNER_MARK        = 'data-vitrine-banner';
const ORDERBY_TEMPLATE   = 'loop/orderby.php';

/**
 * Whether WooCommerce is active.
 */
function woocommerce_active(): bool {
	/**
	 * Filters whether Vitrine treats WooCommerce as active.
	 *
	 * @param bool $active Whether WooCommerce's main class is loaded.
	 */
	return (bool) apply_filters( 'vitrine_woocommerce_active', class_exists( 'WooCommerce', false ) );
}

/**
 * The "Shop scripts" setting: `woocommerce` (keep WooCommerce's) or `vitrine` (use Vitrine's).
 */
function mode(): string {
	return 'vitrine' === \Vitrine\Settings\get( 'shop_scripts' ) ? 'vitrine' : 'woocommerce';
}

/**
 * The translated words of the buttons and controls the helpers add.
 *
 * @return array<string, string>
 */
function strings(): array {
	return array(
		'showPassword'  => __( 'Show password', 'vitrine' ),
		'hidePassword'  => __( 'Hide password', 'vitrine' ),
		// The − and + buttons' names are WooCommerce's own (its Cart block's), translated by
		// WooCommerce, so shoppers and shops' tests meet the names they know; `%s` is the product.
		// phpcs:disable WordPress.WP.I18n.TextDomainMismatch, WordPress.WP.I18n.MissingTranslatorsComment -- WooCommerce's strings, with WooCommerce's comments.
		'decrease'      => __( 'Reduce quantity of %s', 'woocommerce' ),
		'increase'      => __( 'Increase quantity of %s', 'woocommerce' ),
		// How WooCommerce labels a quantity field: the product's name is read back out of it.
		'quantityLabel' => __( '%s quantity', 'woocommerce' ),
		// phpcs:enable
		'product'       => __( 'this product', 'vitrine' ),
		'dismissBanner' => __( 'Dismiss this banner', 'vitrine' ),
	);
}

/**
 * Tells WooCommerce which of its features Vitrine works with: custom order tables (Vitrine reads
 * and writes no order) and the cart and checkout blocks (the shop helpers act on WooCommerce's
 * classic markup and bind nothing inside the blocks).
 */
function declare_compatibility(): void {
	if ( class_exists( 'Automattic\\WooCommerce\\Utilities\\FeaturesUtil' ) ) {
		foreach ( array( 'custom_order_tables', 'cart_checkout_blocks' ) as $feature ) {
			\Automattic\WooCommerce\Utilities\FeaturesUtil::declare_compatibility( $feature, \Vitrine\PLUGIN_FILE, true );
		}
	}
}

/**
 * Runs after WooCommerce registered and enqueued its scripts (wp_enqueue_scripts, priority 10).
 */
function load(): void {
	if ( ! woocommerce_active() || ! wp_script_is( WOOCOMMERCE_HANDLE, 'registered' ) ) {
		return;
	}
	$on_page = wp_script_is( WOOCOMMERCE_HANDLE, 'enqueued' );
	if ( 'vitrine' === mode() ) {
		$handle  = WOOCOMMERCE_HANDLE;
		$entry   = 'view/shop-woocommerce';
		$version = replace_woocommerce_script();
	} else {
		$handle  = KEEP_HANDLE;
		$entry   = 'view/shop-keep';
		$version = register_build( KEEP_HANDLE, $entry, true );
		// Beside WooCommerce's Cart and Checkout blocks, nothing of this bundle applies but the
		// banner's control: the blocks have their own quantity buttons, fields and notices.
		$on_page = $on_page && ( ! on_block_cart_or_checkout() || sees_coming_soon_banner() );
	}
	if ( null === $version || ! $on_page ) {
		return;
	}
	wp_add_inline_script( $handle, 'window.vitrineShop=' . wp_json_encode( array( 'strings' => strings() ) ) . ';', 'before' );
	wp_enqueue_script( $handle );
	register_build_style( STYLE_HANDLE, $entry . '.css', $version );
	wp_enqueue_style( STYLE_HANDLE );
}

/**
 * Whether the page shows WooCommerce's Cart or Checkout block, which own what is in them.
 */
function on_block_cart_or_checkout(): bool {
	return has_block( 'woocommerce/cart' ) || has_block( 'woocommerce/checkout' );
}

/**
 * Whether this visitor may see WooCommerce's "Coming soon" banner (shop managers and
 * administrators), whose control the "Keep" bundle makes reachable beside the Cart and Checkout
 * blocks.
 */
function sees_coming_soon_banner(): bool {
	return current_user_can( 'manage_woocommerce' ) || current_user_can( 'manage_options' );
}

/**
 * Puts Vitrine's module in place of WooCommerce's script under the same handle. Data WooCommerce
 * attached to its handle (such as `woocommerce_params`) stays with the handle.
 *
 * @return string|null The module's build version, or null when it is not built (WooCommerce's
 *                     script then stays).
 */
function replace_woocommerce_script(): ?string {
	$woocommerce = wp_scripts()->registered[ WOOCOMMERCE_HANDLE ];
	wp_deregister_script( WOOCOMMERCE_HANDLE );
	$version = register_build( WOOCOMMERCE_HANDLE, 'view/shop-woocommerce', true );
	if ( null === $version ) {
		wp_scripts()->registered[ WOOCOMMERCE_HANDLE ] = $woocommerce;
		return null;
	}
	// In the footer, where WooCommerce prints its own, with the data WooCommerce attached.
	wp_script_add_data( WOOCOMMERCE_HANDLE, 'group', 1 );
	if ( isset( $woocommerce->extra['data'] ) ) {
		wp_script_add_data( WOOCOMMERCE_HANDLE, 'data', $woocommerce->extra['data'] );
	}
	lend_dependencies( array_diff( (array) $woocommerce->deps, LENT_NOT ) );
	return $version;
}

/**
 * What WooCommerce's handle brought that its dependents do not need from Vitrine's module:
 * js-cookie served woocommerce.js alone (cart fragments declare it themselves).
 */
const LENT_NOT = array( 'wc-js-cookie' );

/**
 * Gives every script that depends on the `woocommerce` handle what that handle used to bring
 * (jQuery, jQuery BlockUI): WooCommerce's cart.js and checkout.js call BlockUI through it.
 * Vitrine's module itself stays free of them; they load only where such a dependent does.
 *
 * @param string[] $deps The dependencies WooCommerce registered its script with, less LENT_NOT.
 */
function lend_dependencies( array $deps ): void {
	foreach ( wp_scripts()->registered as $handle => $script ) {
		if ( WOOCOMMERCE_HANDLE !== $handle && in_array( WOOCOMMERCE_HANDLE, (array) $script->deps, true ) ) {
			$script->deps = array_values( array_unique( array_merge( $script->deps, $deps ) ) );
		}
	}
}

/**
 * WC-1 without JavaScript: WooCommerce's sort form submits only from its script, so the form gets
 * a submit button inside `<noscript>` (with scripting on, browsers never render it).
 *
 * @param string $html A sort form's markup.
 */
function add_sort_button( string $html ): string {
	$end = strripos( $html, '</form>' );
	if ( false === $end || false !== strpos( $html, 'vitrine-sort-submit' ) ) {
		return $html;
	}
	$button = '<noscript><button type="submit" class="button vitrine-sort-submit">' . esc_html__( 'Sort', 'vitrine' ) . '</button></noscript>';
	return substr( $html, 0, $end ) . $button . substr( $html, $end );
}

/**
 * Starts capturing WooCommerce's classic sort template.
 *
 * @param string $template_name The template being loaded.
 */
function before_template( $template_name ): void {
	if ( ORDERBY_TEMPLATE === $template_name && woocommerce_active() ) {
		ob_start();
	}
}

/**
 * Prints the captured sort template with its button.
 *
 * @param string $template_name The template just loaded.
 */
function after_template( $template_name ): void {
	if ( ORDERBY_TEMPLATE === $template_name && woocommerce_active() && ob_get_level() > 0 ) {
		echo add_sort_button( (string) ob_get_clean() ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- WooCommerce's own template output, plus an escaped button.
	}
}

/**
 * The block themes' sort block (`woocommerce/catalog-sorting`) gets the same button.
 *
 * @param string $html The block's markup.
 */
function render_sorting_block( $html ): string {
	return add_sort_button( (string) $html );
}

/**
 * Starts capturing what WooCommerce prints in the footer at its priority: the Mini-Cart's drawer,
 * which its block prints there in a block theme's header (see inert_closed_drawer()).
 */
function before_footer(): void {
	if ( woocommerce_active() ) {
		ob_start();
		footer_buffer( true );
	}
}

/**
 * Prints the captured footer with the Mini-Cart's closed drawer made inert and, with "Use
 * Vitrine's", WooCommerce's coming-soon banner marked for its dismissal.
 */
function after_footer(): void {
	if ( footer_buffer() && ob_get_level() > 0 ) {
		footer_buffer( false );
		echo own_banner( inert_closed_drawer( (string) ob_get_clean() ) ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- Other code's footer output; only attributes are added.
	}
}

/**
 * With "Use Vitrine's", the banner's dismissal (src/view/shop/banner.ts) must act on
 * WooCommerce's real banner alone: a post can hold a link with the same class and `data-*`
 * (kses keeps both for Authors and Contributors), and the script's request carries the reader's
 * own REST nonce. WooCommerce's real dismiss link is the one that carries this very reader's
 * REST nonce, which no saved content can know; that link gets a mark made for this response
 * alone, and the dismissal script is loaded with the mark: on a page where WooCommerce printed
 * its banner, and nowhere else.
 *
 * @param string $html Footer markup, as WooCommerce printed it.
 */
function own_banner( string $html ): string {
	if ( ! module_on_page() || false === strpos( $html, BANNER_LINK_CLASS ) ) {
		return $html;
	}
	$nonce = wp_create_nonce( 'wp_rest' );
	$tags  = new \WP_HTML_Tag_Processor( $html );
	$query = array(
		'tag_name'   => 'a',
		'class_name' => BANNER_LINK_CLASS,
	);
	while ( $tags->next_tag( $query ) ) {
		if ( $nonce !== $tags->get_attribute( 'data-rest-nonce' ) ) {
			continue;
		}
		$mark = bin2hex( random_bytes( 16 ) );
		$tags->set_attribute( BANNER_MARK, $mark );
		if ( null !== register_build( BANNER_HANDLE, 'view/shop-banner', true ) ) {
			wp_add_inline_script( BANNER_HANDLE, 'window.vitrineShopBanner=' . wp_json_encode( $mark ) . ';', 'before' );
			// Printed with the footer's scripts, after this buffer.
			wp_enqueue_script( BANNER_HANDLE );
		}
		break;
	}
	return $tags->get_updated_html();
}

/**
 * Whether Vitrine's module runs the shop's scripts on this page ("Use Vitrine's").
 */
function module_on_page(): bool {
	$module = wp_scripts()->registered[ WOOCOMMERCE_HANDLE ] ?? null;
	return 'vitrine' === mode() && $module && wp_script_is( WOOCOMMERCE_HANDLE, 'enqueued' )
		&& false !== strpos( (string) $module->src, '/build/view/shop-woocommerce.js' );
}

/**
 * Whether before_footer() started a buffer that after_footer() has yet to close.
 *
 * @param bool|null $set Set the state (null only reads it).
 */
function footer_buffer( ?bool $set = null ): bool {
	static $open = false;
	if ( null !== $set ) {
		$open = $set;
	}
	return $open;
}

/**
 * WooCommerce's Mini-Cart drawer hides itself while closed with `aria-hidden` alone, so its links
 * and buttons stay reachable by Tab and by assistive technology while hidden (axe:
 * aria-hidden-focus). The closed drawer becomes `inert`, bound with WooCommerce's own
 * Interactivity state the same way its `aria-hidden` is (`!state.isOpen` in its
 * `woocommerce/mini-cart` store), so WooCommerce's runtime lifts it when the drawer opens.
 *
 * @param string $html Footer markup.
 */
function inert_closed_drawer( string $html ): string {
	if ( false === strpos( $html, 'wc-block-mini-cart__drawer' ) ) {
		return $html;
	}
	$tags = new \WP_HTML_Tag_Processor( $html );
	while ( $tags->next_tag( array( 'class_name' => 'wc-block-mini-cart__drawer' ) ) ) {
		$hidden = $tags->get_attribute( 'data-wp-bind--aria-hidden' );
		if ( ! is_string( $hidden ) || null !== $tags->get_attribute( 'data-wp-bind--inert' ) ) {
			continue;
		}
		$tags->set_attribute( 'data-wp-bind--inert', $hidden );
		if ( 'true' === $tags->get_attribute( 'aria-hidden' ) ) {
			$tags->set_attribute( 'inert', true );
		}
	}
	return $tags->get_updated_html();
}

// After WooCommerce registered and enqueued its scripts (priority 10).
add_action( 'wp_enqueue_scripts', __NAMESPACE__ . '\\load', 20 );
add_action( 'before_woocommerce_init', __NAMESPACE__ . '\\declare_compatibility' );
add_action( 'woocommerce_before_template_part', __NAMESPACE__ . '\\before_template' );
add_action( 'woocommerce_after_template_part', __NAMESPACE__ . '\\after_template' );
add_filter( 'render_block_woocommerce/catalog-sorting', __NAMESPACE__ . '\\render_sorting_block' );
// Around WooCommerce's footer output (priority 10): the Mini-Cart's drawer.
add_action( 'wp_footer', __NAMESPACE__ . '\\before_footer', 9 );
add_action( 'wp_footer', __NAMESPACE__ . '\\after_footer', 11 );
