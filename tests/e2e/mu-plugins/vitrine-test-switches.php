<?php
/**
 * Plugin Name: Vitrine test switches (e2e tests only)
 * Description: Lets each browser context of the e2e suite choose, with cookies, what a site owner would choose in the admin: WooCommerce on, the theme, the Shop scripts setting, the classic or block cart and checkout, whether Vitrine is active, WooCommerce's coming-soon mode, AJAX add to cart, the site language, a quantity another plugin pre-fills, an optimisation plugin and its settings. The store, WooCommerce and its scripts stay the real ones; one site serves every combination side by side, so tests run in parallel. Needs vitrine-local.php (loaded before it, by name). Never ship this.
 *
 * @package Vitrine
 */

defined( 'ABSPATH' ) || exit;

/**
 * A switch's value from its cookie (browser contexts) or query parameter (REST calls from the
 * tests), when it is one of the allowed values.
 *
 * @param string   $name    Switch name, after `vitrine_test_`.
 * @param string[] $allowed Allowed values.
 */
function vitrine_test_switch( string $name, array $allowed ): ?string {
	$key = 'vitrine_test_' . $name;
	if ( isset( $_COOKIE[ $key ] ) && is_string( $_COOKIE[ $key ] ) ) {
		$value = sanitize_key( wp_unslash( $_COOKIE[ $key ] ) );
	} elseif ( isset( $_GET[ $key ] ) && is_string( $_GET[ $key ] ) ) { // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- A test switch read on every request; it changes nothing stored.
		$value = sanitize_key( wp_unslash( $_GET[ $key ] ) ); // phpcs:ignore WordPress.Security.NonceVerification.Recommended
	} else {
		$value = '';
	}
	return in_array( $value, $allowed, true ) ? $value : null;
}

// Each Playwright worker's requests log to a file of their own (tests/e2e/fixtures.ts, phpLog), so
// a test's window in the log holds only what its own worker's requests wrote.
$vitrine_test_worker = isset( $_SERVER['HTTP_X_VITRINE_WORKER'] ) && is_string( $_SERVER['HTTP_X_VITRINE_WORKER'] ) ? sanitize_key( wp_unslash( $_SERVER['HTTP_X_VITRINE_WORKER'] ) ) : '';
if ( '' !== $vitrine_test_worker && ctype_digit( $vitrine_test_worker ) && is_string( WP_DEBUG_LOG ) ) {
	ini_set( 'error_log', dirname( WP_DEBUG_LOG ) . '/debug-worker-' . $vitrine_test_worker . '.log' ); // phpcs:ignore WordPress.PHP.IniSet.Risky -- Test sites only: where this request's notices are logged.
}

// The theme, as the Customizer's preview switches it.
$vitrine_test_theme = vitrine_test_switch( 'theme', array( 'storefront', 'twentytwentyfive', 'twentytwentythree', 'generatepress', 'ollie', 'vitrine-plain', 'vitrine-clash' ) );
if ( null !== $vitrine_test_theme ) {
	$vitrine_test_use_theme = static function () use ( $vitrine_test_theme ) {
		return $vitrine_test_theme;
	};
	// A child theme's template is its parent's.
	$vitrine_test_parent = array( 'vitrine-clash' => 'vitrine-plain' )[ $vitrine_test_theme ] ?? $vitrine_test_theme;
	add_filter(
		'pre_option_template',
		static function () use ( $vitrine_test_parent ) {
			return $vitrine_test_parent;
		}
	);
	add_filter( 'pre_option_stylesheet', $vitrine_test_use_theme );
	// GeneratePress 3.6.0 still marks a script for Internet Explorer, which WordPress 6.9 and
	// later report as deprecated on every page: the theme's notice, not Vitrine's, kept out of the
	// debug log the tests watch (docs/compatibility.md says so).
	$vitrine_test_theme_notice = false;
	add_action(
		'deprecated_argument_run',
		static function ( $function_name ) use ( &$vitrine_test_theme_notice ) {
			$vitrine_test_theme_notice = 'WP_Dependencies->add_data()' === $function_name && 'generatepress' === get_template();
		}
	);
	add_filter(
		'deprecated_argument_trigger_error',
		static function ( $trigger ) use ( &$vitrine_test_theme_notice ) {
			return $vitrine_test_theme_notice ? false : $trigger;
		}
	);
}

// The theme's header menu assigned, as a site owner does in Appearance → Menus: the demo's classic
// menu (tools/demo/seed.php) in each of the theme's locations for a header or handheld menu.
if ( null !== vitrine_test_switch( 'menu', array( 'assigned' ) ) ) {
	add_filter(
		'theme_mod_nav_menu_locations',
		static function ( $locations ) {
			$menu = wp_get_nav_menu_object( 'Vitrine classic demo' );
			if ( ! $menu ) {
				return $locations;
			}
			$locations = is_array( $locations ) ? $locations : array();
			foreach ( array_keys( get_registered_nav_menus() ) as $location ) {
				if ( preg_match( '/primary|handheld|main|header|menu-1/', $location ) ) {
					$locations[ $location ] = (int) $menu->term_id;
				}
			}
			return $locations;
		},
		20
	);
}

// Settings → Vitrine → Shop scripts.
$vitrine_test_mode = vitrine_test_switch( 'shop_scripts', array( 'woocommerce', 'vitrine' ) );
if ( null !== $vitrine_test_mode ) {
	add_filter(
		'option_vitrine_settings',
		static function ( $settings ) use ( $vitrine_test_mode ) {
			$settings                 = is_array( $settings ) ? $settings : array();
			$settings['shop_scripts'] = $vitrine_test_mode;
			return $settings;
		}
	);
}

// WooCommerce → Settings → Advanced → Page setup: the classic (shortcode) cart and checkout the
// demo seeds beside WooCommerce's block ones (demo/shop.php) as the store's cart and checkout.
if ( 'classic' === vitrine_test_switch( 'cart', array( 'classic' ) ) ) {
	foreach ( array( 'cart', 'checkout' ) as $vitrine_test_page ) {
		add_filter(
			"woocommerce_get_{$vitrine_test_page}_page_id",
			static function ( $page_id ) use ( $vitrine_test_page ) {
				$classic = get_page_by_path( "classic-{$vitrine_test_page}" );
				return $classic ? $classic->ID : $page_id;
			}
		);
	}
}

// Plugins → Deactivate Vitrine: the baseline that shows what WooCommerce does on its own.
if ( 'off' === vitrine_test_switch( 'vitrine', array( 'off' ) ) ) {
	vitrine_local_deactivate( 'vitrine' );
}

/*
 * WooCommerce is installed and its store seeded, but active only for contexts that say so: the
 * block specs see the demo site without a shop, the shop specs and the layout checks turn it on
 * (with the Mini-Cart WooCommerce hooks into a block theme's header: its option is set when the
 * store is seeded, tools/demo/shop.php). (Web requests only: the command line that seeds the
 * store needs it.)
 */
if ( 'cli' !== PHP_SAPI ) {
	$vitrine_test_shop = 'on' === vitrine_test_switch( 'woocommerce', array( 'on' ) );
	add_filter(
		'option_active_plugins',
		static function ( $plugins ) use ( $vitrine_test_shop ) {
			// Both ways: admin screens may save the filtered list back.
			$plugins = array_diff( (array) $plugins, array( 'woocommerce/woocommerce.php' ) );
			if ( $vitrine_test_shop ) {
				$plugins[] = 'woocommerce/woocommerce.php';
			}
			return array_values( $plugins );
		}
	);
	// An editor with the shop on edits, as a site owner past WooCommerce's setup would: no
	// redirect to its onboarding screen after its installer runs.
	add_filter( 'woocommerce_prevent_automatic_wizard_redirect', '__return_true' );
}

// Settings → General → Site Language: the test locale that tests/e2e/specs/i18n.spec.ts writes
// (sanitize_key() has lowercased the switch's value).
if ( 'de_de' === vitrine_test_switch( 'locale', array( 'de_de' ) ) ) {
	add_filter(
		'locale',
		static function () {
			return 'de_DE';
		}
	);
}

// A right-to-left site language (Arabic, Hebrew): WordPress prints dir="rtl" and serves every
// stylesheet's -rtl twin.
if ( 'rtl' === vitrine_test_switch( 'direction', array( 'rtl' ) ) ) {
	add_action(
		'after_setup_theme',
		static function () {
			$GLOBALS['wp_locale']->text_direction = 'rtl';
		},
		0
	);
}

// WooCommerce → Settings → Site visibility → Coming soon: `yes` for the store pages only, `site`
// for the whole site (the banner then shows on posts too).
$vitrine_test_coming_soon = vitrine_test_switch( 'coming_soon', array( 'yes', 'site' ) );
if ( null !== $vitrine_test_coming_soon ) {
	add_filter(
		'pre_option_woocommerce_coming_soon',
		static function () {
			return 'yes';
		}
	);
	add_filter(
		'pre_option_woocommerce_store_pages_only',
		static function () use ( $vitrine_test_coming_soon ) {
			return 'site' === $vitrine_test_coming_soon ? 'no' : 'yes';
		}
	);
}

// WooCommerce → Settings → Products → "Enable AJAX add to cart buttons on archives" off: its
// add-to-cart script (which brings jQuery BlockUI to every page) then stays away.
if ( 'no' === vitrine_test_switch( 'ajax_add_to_cart', array( 'no' ) ) ) {
	add_filter(
		'pre_option_woocommerce_enable_ajax_add_to_cart',
		static function () {
			return 'no';
		}
	);
}

// Another plugin's quantity rule: a minimum of 1 with the field pre-filled below it (QT-1).
if ( 'below_min' === vitrine_test_switch( 'quantity', array( 'below_min' ) ) ) {
	add_filter(
		'woocommerce_quantity_input_args',
		static function ( $args ) {
			$args['min_value']   = 1;
			$args['input_value'] = 0;
			return $args;
		}
	);
}

// `npm run bench` asks which printed scripts need jQuery (tools/bench/shop.mjs): a comment at the
// end of the page names them, with what they need it through.
if ( 'on' === vitrine_test_switch( 'jquery_report', array( 'on' ) ) ) {
	add_action(
		'wp_footer',
		static function () {
			$scripts = wp_scripts();
			$needs   = array();
			// jQuery's own handle (jquery-core and jquery-migrate) is what is needed, not a need.
			foreach ( array_diff( $scripts->done, array( 'jquery' ) ) as $handle ) {
				$deps = $scripts->registered[ $handle ]->deps ?? array();
				if ( array_intersect( array( 'jquery', 'jquery-core' ), $deps ) ) {
					$needs[] = $handle;
				}
			}
			printf( "<!-- vitrine-bench jquery-for: %s -->\n", esc_html( implode( ',', $needs ) ) );
		},
		PHP_INT_MAX
	);
}

// An optimisation plugin as site owners set it up, active for these requests only, with its
// settings screen's options:
// `autoptimize_inline` is Autoptimize → JS: optimise, aggregate, "Also aggregate inline JS";
// `autoptimize_hostile` the same as an optimiser that honours none of Vitrine's opt-outs (its own
// filter takes them off its don't-move list, and Vitrine's exclusions are taken back), so the
// loader lands in its file, away from the manifest. `autoptimize_defer`
// is "Do not aggregate but defer" with "Also defer inline JS". `litespeed_delay` is LiteSpeed
// Cache → Page Optimization → JS: "JS Combine", "JS Combine External and Inline", and "Load JS
// Deferred: Delayed" (every script waits for the visitor's first move; its page optimisation needs
// its cache on, which serves nothing on a server that is not LiteSpeed's). `w3tc_minify` is W3
// Total Cache → Minify: HTML (with inline CSS and JS), JS and CSS, automatic. `wpsc_simple` is WP
// Super Cache → Caching On, "Simple" (cached pages served by PHP).
$vitrine_test_optimiser = 'cli' === PHP_SAPI ? null : vitrine_test_switch( 'optimiser', array( 'autoptimize_inline', 'autoptimize_hostile', 'autoptimize_defer', 'litespeed_delay', 'w3tc_minify', 'wpsc_simple' ) );
if ( null !== $vitrine_test_optimiser ) {
	$vitrine_test_plugins = array(
		'autoptimize' => 'autoptimize/autoptimize.php',
		'litespeed'   => 'litespeed-cache/litespeed-cache.php',
		'w3tc'        => 'w3-total-cache/w3-total-cache.php',
		'wpsc'        => 'wp-super-cache/wp-cache.php',
	);
	$vitrine_test_plugin  = $vitrine_test_plugins[ strtok( $vitrine_test_optimiser, '_' ) ];
	add_filter(
		'option_active_plugins',
		static function ( $plugins ) use ( $vitrine_test_plugin ) {
			$plugins   = (array) $plugins;
			$plugins[] = $vitrine_test_plugin;
			return array_values( array_unique( $plugins ) );
		}
	);
	$vitrine_test_options = array(
		'autoptimize_inline'  => array(
			'autoptimize_js'                     => 'on',
			'autoptimize_js_aggregate'           => 'on',
			'autoptimize_js_include_inline'      => 'on',
			'autoptimize_js_defer_not_aggregate' => '',
			'autoptimize_js_defer_inline'        => '',
		),
		'autoptimize_hostile' => array(
			'autoptimize_js'                     => 'on',
			'autoptimize_js_aggregate'           => 'on',
			'autoptimize_js_include_inline'      => 'on',
			'autoptimize_js_defer_not_aggregate' => '',
			'autoptimize_js_defer_inline'        => '',
		),
		'autoptimize_defer'   => array(
			'autoptimize_js'                     => 'on',
			'autoptimize_js_aggregate'           => '',
			'autoptimize_js_include_inline'      => '',
			'autoptimize_js_defer_not_aggregate' => 'on',
			'autoptimize_js_defer_inline'        => 'on',
		),
		// Its settings are its config file's (tools/wp/sites.cjs, configureW3tc()).
		'w3tc_minify'         => array(),
		// Its settings are its config file's, and its drop-in runs for these requests alone
		// (tools/wp/sites.cjs, configureWpSuperCache()).
		'wpsc_simple'         => array(),
		'litespeed_delay'     => array(
			'litespeed.conf.optm-js_comb'         => 1,
			'litespeed.conf.optm-js_comb_ext_inl' => 1,
			'litespeed.conf.optm-js_defer'        => 2,
			'litespeed.conf.cache'                => 1,
		),
	);
	foreach ( $vitrine_test_options[ $vitrine_test_optimiser ] as $vitrine_test_option => $vitrine_test_value ) {
		add_filter(
			"pre_option_{$vitrine_test_option}",
			static function () use ( $vitrine_test_value ) {
				return $vitrine_test_value;
			}
		);
	}
	// LiteSpeed Cache 7.9 loads its translations before `init`, which WordPress 6.7 and later
	// report on every request (with WP_DEBUG): the plugin's notice, not Vitrine's, kept out of the
	// debug log the tests watch (docs/compatibility.md says so).
	add_filter(
		'doing_it_wrong_trigger_error',
		static function ( $trigger, $function_name = '', $message = '' ) {
			return '_load_textdomain_just_in_time' === $function_name && false !== strpos( (string) $message, '<code>litespeed-cache</code>' ) ? false : $trigger;
		},
		10,
		3
	);
	// A plain inline script of another plugin's, as a control: the optimiser must change it.
	add_action(
		'wp_head',
		static function () {
			wp_print_inline_script_tag( 'window.vitrineTestProbe=1;', array( 'id' => 'vitrine-test-optimiser-probe' ) );
		}
	);
	if ( 'autoptimize_hostile' === $vitrine_test_optimiser ) {
		add_action(
			'plugins_loaded',
			static function () {
				remove_filter( 'autoptimize_filter_js_exclude', 'Vitrine\\Optimisers\\exclude' );
			}
		);
		add_filter(
			'autoptimize_filter_js_dontmove',
			static function ( $dontmove ) {
				return array_values( array_diff( (array) $dontmove, array( 'data-noptimize', 'data-cfasync' ) ) );
			}
		);
	}
}
