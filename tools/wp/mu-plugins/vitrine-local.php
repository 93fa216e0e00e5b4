<?php
/**
 * Plugin Name: Vitrine local site (demo and tests only)
 * Description: Makes an offline WordPress fast and quiet: no outgoing HTTP, no cron, no remote patterns, no avatars, no mail. Never ship this.
 *
 * @package Vitrine
 */

defined( 'ABSPATH' ) || exit;

// Offline, every outgoing request would wait for its timeout; fail them at once instead.
add_filter(
	'pre_http_request',
	static function () {
		return new WP_Error( 'vitrine_offline', 'Outgoing HTTP is disabled on this local site.' );
	},
	1
);
add_filter( 'should_load_remote_block_patterns', '__return_false' );
// Stylesheets from other hosts (Storefront's Google Fonts) cannot load offline and would log a
// console error on every page: the local site leaves them out, as it does outgoing HTTP.
add_filter(
	'style_loader_src',
	static function ( $src ) {
		$host = wp_parse_url( (string) $src, PHP_URL_HOST );
		return ( $host && wp_parse_url( home_url(), PHP_URL_HOST ) !== $host ) ? false : $src;
	}
);
// WordPress swaps emoji the browser cannot draw (a product gallery's 🔍 in a browser without an
// emoji font) for pictures from s.w.org, which cannot load offline and would log a console error:
// the local site leaves the swap out, and the browser's own glyph shows.
remove_action( 'wp_head', 'print_emoji_detection_script', 7 );
remove_action( 'embed_head', 'print_emoji_detection_script' );
remove_action( 'admin_print_scripts', 'print_emoji_detection_script' );
// The inserter would search the remote block directory, which answers 500 offline.
remove_action( 'enqueue_block_editor_assets', 'wp_enqueue_editor_block_directory_assets' );
add_filter( 'pre_option_show_avatars', '__return_zero' );
add_filter( 'pre_wp_mail', '__return_true' );
add_filter( 'wp_is_application_passwords_available', '__return_true' );
add_filter( 'automatic_updater_disabled', '__return_true' );

// Core's update checks would fail offline and log warnings: answer "just checked, nothing new".
foreach ( array( 'update_core', 'update_plugins', 'update_themes' ) as $vitrine_transient ) {
	add_filter(
		'pre_site_transient_' . $vitrine_transient,
		static function () {
			global $wp_version;
			return (object) array(
				'last_checked'    => time(),
				'version_checked' => $wp_version,
				'updates'         => array(),
				'checked'         => array(),
				'response'        => array(),
				'translations'    => array(),
			);
		}
	);
}
add_action(
	'init',
	static function () {
		remove_action( 'init', 'wp_schedule_update_checks' );
	},
	0
);
// wp-admin adds these after `init` (wp-admin/includes/admin-filters.php).
add_action(
	'admin_init',
	static function () {
		remove_action( 'admin_init', '_maybe_update_core' );
		remove_action( 'admin_init', '_maybe_update_plugins' );
		remove_action( 'admin_init', '_maybe_update_themes' );
		remove_action( 'admin_init', 'wp_maybe_auto_update' );
		foreach ( array( 'load-plugins.php', 'load-update.php', 'load-update-core.php' ) as $hook ) {
			remove_action( $hook, 'wp_update_plugins' );
			remove_action( $hook, 'wp_update_themes' );
		}
		remove_action( 'load-themes.php', 'wp_update_themes' );
		// Installing a plugin (the release test's upload) checks for updates right after.
		remove_action( 'upgrader_process_complete', 'wp_version_check' );
		remove_action( 'upgrader_process_complete', 'wp_update_plugins' );
		remove_action( 'upgrader_process_complete', 'wp_update_themes' );
	},
	0
);
// Plugins → Add New Plugin asks WordPress.org for plugins: answer "offline" before it tries.
add_filter(
	'plugins_api',
	static function () {
		return new WP_Error( 'vitrine_offline', 'The plugin directory cannot be reached from this local site.' );
	}
);
add_filter( 'wp_fatal_error_handler_enabled', '__return_false' );

/**
 * Leaves a plugin out of this request's active plugins, as if it were deactivated (the
 * benchmark's and the tests' switches). Whatever saves the filtered list back keeps it that way
 * until the next request.
 *
 * @param string $folder The plugin's folder, such as `vitrine`.
 */
function vitrine_local_deactivate( string $folder ): void {
	add_filter(
		'option_active_plugins',
		static function ( $plugins ) use ( $folder ) {
			return array_values(
				array_filter(
					(array) $plugins,
					static function ( $plugin ) use ( $folder ) {
						return 0 !== strpos( $plugin, $folder . '/' );
					}
				)
			);
		}
	);
}

/**
 * Whether this is the benchmark's site: tools/wp/sites.cjs defines VITRINE_BENCH on every native
 * site, true only on the one `npm run bench` boots, so being defined says nothing.
 */
function vitrine_local_is_bench(): bool {
	return defined( 'VITRINE_BENCH' ) && true === VITRINE_BENCH;
}

/*
 * Benchmark switch: on the benchmark's site alone, `?vitrine=off` serves the same page with Vitrine
 * inactive, so `npm run bench` compares server time with and without the plugin. Anywhere else a
 * visitor's query string must not turn a plugin off.
 */
if ( vitrine_local_is_bench() && isset( $_GET['vitrine'] ) && 'off' === $_GET['vitrine'] ) { // phpcs:ignore WordPress.Security.NonceVerification.Recommended
	vitrine_local_deactivate( 'vitrine' );
}

/*
 * The benchmark's peer: on the benchmark's site, Kadence Blocks (linked into the bench site,
 * never activated in its options) is active for the pages under /kadence/ and for a visitor with
 * the `vitrine_bench_kadence` cookie (the editor of `npm run bench:kadence`), and Vitrine is not
 * there: each page carries the cost of one block plugin, on the same WordPress, theme and server.
 */
if ( vitrine_local_is_bench() && is_dir( WP_PLUGIN_DIR . '/kadence-blocks' ) ) {
	$vitrine_local_path = isset( $_SERVER['REQUEST_URI'] ) ? (string) wp_parse_url( sanitize_text_field( wp_unslash( $_SERVER['REQUEST_URI'] ) ), PHP_URL_PATH ) : '';
	// `?vitrine=kadence`: any page with Kadence in Vitrine's place, for the peer's cost on a page
	// that holds neither's blocks.
	$vitrine_local_kadence = 0 === strpos( $vitrine_local_path, '/kadence/' ) || isset( $_COOKIE['vitrine_bench_kadence'] ) || ( isset( $_GET['vitrine'] ) && 'kadence' === $_GET['vitrine'] ); // phpcs:ignore WordPress.Security.NonceVerification.Recommended
	if ( $vitrine_local_kadence ) {
		vitrine_local_deactivate( 'vitrine' );
		add_filter(
			'option_active_plugins',
			static function ( $plugins ) {
				$plugins   = (array) $plugins;
				$plugins[] = 'kadence-blocks/kadence-blocks.php';
				return array_values( array_unique( $plugins ) );
			}
		);
	}
}

/**
 * Whether a request may be logged in as the administrator by the demo's autologin: a page the
 * developer opens on this machine (a top-level GET navigation from the address bar, a bookmark or
 * the site itself, for the site's own host). Never anything else: another page's form, script or
 * frame (Sec-Fetch-Site cross-site, or not a navigation) would act as the administrator without a
 * nonce, and a page whose name was rebound to this machine sends its own host.
 *
 * @param array<string, mixed> $server The request's `$_SERVER`.
 * @param string               $home   The site's home URL.
 */
function vitrine_local_may_autologin( array $server, string $home ): bool {
	$remote = (string) ( $server['REMOTE_ADDR'] ?? '' );
	$host   = strtolower( (string) ( $server['HTTP_HOST'] ?? '' ) );
	$site   = strtolower( (string) wp_parse_url( $home, PHP_URL_HOST ) . ( wp_parse_url( $home, PHP_URL_PORT ) ? ':' . wp_parse_url( $home, PHP_URL_PORT ) : '' ) );
	$method = strtoupper( (string) ( $server['REQUEST_METHOD'] ?? '' ) );
	$accept = (string) ( $server['HTTP_ACCEPT'] ?? '' );
	$mode   = (string) ( $server['HTTP_SEC_FETCH_MODE'] ?? 'navigate' );
	$from   = (string) ( $server['HTTP_SEC_FETCH_SITE'] ?? 'none' );
	return in_array( $remote, array( '127.0.0.1', '::1' ), true )
		&& $host === $site
		&& 'GET' === $method
		&& false !== strpos( $accept, 'text/html' )
		&& 'navigate' === $mode
		&& in_array( $from, array( 'none', 'same-origin' ), true );
}

/*
 * Demo only: with VITRINE_DEMO_AUTOLOGIN defined (npm run start:native), a page the developer
 * opens on this machine logs them in as the administrator, as Playground does for `npm start`:
 * the session cookie is set and the page asked for again with it, as after a real login, so its
 * nonces are the session's (WooCommerce's Store API refused every request from a page built
 * before). Nothing else is ever logged in: every other request acts with the cookie it carries.
 */
if ( defined( 'VITRINE_DEMO_AUTOLOGIN' ) && VITRINE_DEMO_AUTOLOGIN ) {
	add_action(
		'init',
		static function () {
			if ( is_user_logged_in() || ! vitrine_local_may_autologin( $_SERVER, home_url() ) ) { // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- Compared against fixed values only.
				return;
			}
			$admin = get_user_by( 'login', 'admin' );
			if ( ! $admin ) {
				return;
			}
			wp_set_auth_cookie( $admin->ID, true );
			$uri = isset( $_SERVER['REQUEST_URI'] ) ? esc_url_raw( wp_unslash( $_SERVER['REQUEST_URI'] ) ) : '/';
			wp_safe_redirect( home_url( $uri ) );
			exit;
		},
		1
	);
}
