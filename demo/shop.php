<?php
/**
 * The demo store, for the live preview, `npm start` and the test sites when WooCommerce is
 * active: a few products with stock, a coupon, the store notice on, cash on delivery, shipping everywhere,
 * WooCommerce's Cart and Checkout blocks on its cart and checkout pages (what a new store gets), and
 * beside them the classic cart and checkout with every toggle the checkout has: login, coupon,
 * create an account, ship to a different address.
 * Coming soon stays off, so visitors see the shop; the tests turn it on per request.
 * Idempotent: products and the coupon are found by name and updated.
 *
 * @package Vitrine
 */

defined( 'ABSPATH' ) || exit;

// The page and menu helpers the rest of the demo is made with.
require_once __DIR__ . '/site.php';

/** What the store sells: name => [price, stock, description]. */
const VITRINE_DEMO_PRODUCTS = array(
	'Rig Hoodie'    => array( '45', 500, 'A heavy cotton hoodie with the studio badge on the chest.' ),
	'Rig Cap'       => array( '18', 500, 'A six-panel cap in washed canvas.' ),
	'Harbour Print' => array( '30', 12, 'A signed riso print of the harbour at dawn. Twelve left.' ),
);

/**
 * Seeds the store (WooCommerce must already be active in this request).
 */
function vitrine_demo_shop(): void {
	vitrine_demo_cart_pages();

	$options = array(
		'woocommerce_default_country'                   => 'US:CA',
		'woocommerce_currency'                          => 'USD',
		'woocommerce_store_address'                     => '1 Harbour Street',
		'woocommerce_store_city'                        => 'San Francisco',
		'woocommerce_store_postcode'                    => '94105',
		'woocommerce_calc_taxes'                        => 'no',
		'woocommerce_enable_coupons'                    => 'yes',
		'woocommerce_enable_guest_checkout'             => 'yes',
		'woocommerce_enable_checkout_login_reminder'    => 'yes',
		'woocommerce_enable_signup_and_login_from_checkout' => 'yes',
		// "Create an account?" opens a section with a password field to fill in.
		'woocommerce_registration_generate_password'    => 'no',
		'woocommerce_ship_to_destination'               => 'billing',
		'woocommerce_ship_to_countries'                 => '',
		'woocommerce_demo_store'                        => 'yes',
		'woocommerce_demo_store_notice'                 => 'Free shipping on every order this week.',
		'woocommerce_coming_soon'                       => 'no',
		// What a new store gets from WooCommerce's first admin visit: its blocks (the Mini-Cart in
		// a block theme's header) hooked in. Set here, so every page has it from the start.
		'woocommerce_hooked_blocks_version'             => WC_VERSION,
		'woocommerce_store_pages_only'                  => 'yes',
		'woocommerce_onboarding_profile'                => array( 'skipped' => true ),
		'woocommerce_task_list_hidden'                  => 'yes',
		'woocommerce_show_marketplace_suggestions'      => 'no',
		'woocommerce_allow_tracking'                    => 'no',
		'woocommerce_analytics_enabled'                 => 'no',
		'woocommerce_feature_order_attribution_enabled' => 'no',
		'woocommerce_cod_settings'                      => array(
			'enabled'      => 'yes',
			'title'        => 'Cash on delivery',
			'description'  => 'Pay with cash when your order arrives.',
			'instructions' => 'Pay with cash on delivery.',
		),
	);
	foreach ( $options as $name => $value ) {
		update_option( $name, $value );
	}
	// The onboarding is skipped above, so an administrator's first admin screen is the one they
	// open: WooCommerce otherwise sends every admin screen opened within 30 s of its installation
	// to its welcome screen (seen in the PHP 7.4 preview test, which opens Settings → Vitrine).
	delete_transient( '_wc_activation_redirect' );

	vitrine_demo_shipping();
	foreach ( VITRINE_DEMO_PRODUCTS as $name => $product ) {
		vitrine_demo_product( $name, $product[0], $product[1], $product[2] );
	}
	vitrine_demo_coupon();
	// /store/: the studio's shop front, the Shop front pattern (registered now WooCommerce is on).
	vitrine_demo_pattern_page( 'vitrine/page-shop-front', 'store', 'Store' );
	// Shop and Cart join the header menu.
	vitrine_demo_navigation();
	flush_rewrite_rules( false );
}

/**
 * WooCommerce's store pages (shop, cart, checkout, account), created as WooCommerce creates them.
 * Its cart and checkout, /cart/ and /checkout/, then get the Cart and Checkout blocks a new store
 * gets, the content WooCommerce passes through its `woocommerce_create_pages` filter: creating
 * leaves an existing page as it is, and a demo seeded before this one wrote shortcodes there.
 * Beside them, /classic-cart/ and /classic-checkout/ hold the shortcodes, for a shop owner to try
 * with WooCommerce → Settings → Advanced → Page setup (the test site picks them per browser
 * context the same way, through wc_get_page_id()).
 */
function vitrine_demo_cart_pages(): void {
	$defaults = array();
	$capture  = static function ( $pages ) use ( &$defaults ) {
		$defaults = $pages;
		return $pages;
	};
	add_filter( 'woocommerce_create_pages', $capture, PHP_INT_MAX );
	WC_Install::create_pages();
	remove_filter( 'woocommerce_create_pages', $capture, PHP_INT_MAX );
	foreach ( array(
		'cart'     => 'Cart (classic)',
		'checkout' => 'Checkout (classic)',
	) as $which => $title ) {
		if ( isset( $defaults[ $which ]['content'] ) ) {
			wp_update_post(
				wp_slash(
					array(
						'ID'           => wc_get_page_id( $which ),
						'post_content' => (string) $defaults[ $which ]['content'],
					)
				)
			);
		}
		vitrine_demo_page( "classic-{$which}", $title, "<!-- wp:shortcode -->[woocommerce_{$which}]<!-- /wp:shortcode -->" );
	}
}

/**
 * A simple, physical product (so the checkout asks where to ship it) with managed stock.
 *
 * @param string $name        Name.
 * @param string $price       Price.
 * @param int    $stock       Stock.
 * @param string $description Description.
 */
function vitrine_demo_product( string $name, string $price, int $stock, string $description ): int {
	$found   = wc_get_products(
		array(
			'name'   => $name,
			'limit'  => 1,
			'return' => 'ids',
		)
	);
	$product = $found ? wc_get_product( $found[0] ) : new WC_Product_Simple();
	$product->set_name( $name );
	$product->set_status( 'publish' );
	$product->set_regular_price( $price );
	$product->set_description( $description );
	$product->set_short_description( $description );
	$product->set_manage_stock( true );
	$product->set_stock_quantity( $stock );
	$product->set_weight( '0.5' );
	$id = $product->save();
	// Its picture (tools/demo/product-images.php draws them), once: a reseed keeps the first. The
	// attachment has no parent post: where WooCommerce is off (the test site's switch), the media
	// library would otherwise check the capability on a post of a type no longer registered.
	if ( ! $product->get_image_id() ) {
		require_once ABSPATH . 'wp-admin/includes/image.php';
		$file = __DIR__ . '/images/product-' . sanitize_title( $name ) . '.jpg';
		if ( file_exists( $file ) ) {
			$product->set_image_id( vitrine_demo_image( $file, 0, $name ) );
			$product->save();
		}
	}
	return $id;
}

/**
 * A 10 % coupon, SAVE10.
 */
function vitrine_demo_coupon(): void {
	$coupon = new WC_Coupon( 'save10' );
	$coupon->set_code( 'save10' );
	$coupon->set_discount_type( 'percent' );
	$coupon->set_amount( 10 );
	$coupon->save();
}

/**
 * A flat rate everywhere, so every address can check out.
 */
function vitrine_demo_shipping(): void {
	$zone = new WC_Shipping_Zone( 0 );
	foreach ( $zone->get_shipping_methods() as $method ) {
		if ( 'flat_rate' === $method->id ) {
			return;
		}
	}
	$instance = $zone->add_shipping_method( 'flat_rate' );
	update_option(
		'woocommerce_flat_rate_' . $instance . '_settings',
		array(
			'title'      => 'Flat rate',
			'tax_status' => 'none',
			'cost'       => '5',
		)
	);
}
