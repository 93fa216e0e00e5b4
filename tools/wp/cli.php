<?php
/**
 * Command-line steps for local sites: `php cli.php install <wp dir>` installs WordPress and
 * activates Vitrine; `php cli.php seed <wp dir>` writes the demo content; `activate-shop` then
 * `seed-shop` (two processes, so WooCommerce boots active before its store is written) add
 * WooCommerce and the demo store; `bench-prepare`, `bench-floors`, `bench-shop` and
 * `bench-side-by-side` serve `npm run bench`;
 * `stored-names` lists what a site stores (the release test's before and after);
 * `demo-posts-only` trashes the posts the e2e tests published (the README's pictures show the
 * demo's own); `protected-post` adds a password-protected post and prints its visitor's cookie;
 * `network` turns the site into a network and `network-sites <n>` fills it (the uninstall test);
 * `patterns-cache` stores another release's pattern headers or reads them (the rolling deploy).
 *
 * @package Vitrine
 */

// phpcs:disable WordPress.WP.AlternativeFunctions.file_system_operations_fwrite -- Messages go to STDERR; no file is written.

if ( PHP_SAPI !== 'cli' || $argc < 3 ) {
	fwrite( STDERR, "usage: php cli.php install|seed|activate-shop|seed-shop <WordPress dir>\n" );
	exit( 2 );
}
list( , $vitrine_command, $vitrine_wp ) = $argv;
$_SERVER['HTTP_HOST']                   = 'localhost';
$_SERVER['SERVER_NAME']                 = 'localhost';

if ( 'install' === $vitrine_command ) {
	define( 'WP_INSTALLING', true ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedConstantFound -- Core's constant, set as wp-admin/install.php sets it.
	require $vitrine_wp . '/wp-load.php';
	require_once ABSPATH . 'wp-admin/includes/upgrade.php';
	require_once ABSPATH . 'wp-admin/includes/plugin.php';
	$vitrine_result = wp_install( 'Vitrine demo', 'admin', 'admin@example.com', true, '', 'password' );
	update_option( 'permalink_structure', '/%postname%/' );
	if ( ! file_exists( WP_PLUGIN_DIR . '/vitrine/plugin.php' ) ) {
		exit( 0 ); // A bare site, for installing the plugin's zip into.
	}
	$vitrine_active = activate_plugin( 'vitrine/plugin.php' );
	if ( is_wp_error( $vitrine_active ) ) {
		fwrite( STDERR, $vitrine_active->get_error_message() . "\n" );
		exit( 1 );
	}
	exit( 0 );
}

if ( 'seed' === $vitrine_command ) {
	require $vitrine_wp . '/wp-load.php';
	require_once __DIR__ . '/../demo/seed.php';
	vitrine_demo_seed( WP_PLUGIN_DIR . '/vitrine' );
	exit( 0 );
}

if ( 'activate-shop' === $vitrine_command ) {
	// Active from the next boot on, as a site that has just turned it on: WooCommerce's own
	// version check then runs its installer on `init`, with every class loaded in order.
	require $vitrine_wp . '/wp-load.php';
	require_once ABSPATH . 'wp-admin/includes/plugin.php';
	$vitrine_error = validate_plugin( 'woocommerce/woocommerce.php' );
	if ( is_wp_error( $vitrine_error ) ) {
		fwrite( STDERR, $vitrine_error->get_error_message() . "\n" );
		exit( 1 );
	}
	update_option( 'active_plugins', array_values( array_unique( array_merge( (array) get_option( 'active_plugins', array() ), array( 'woocommerce/woocommerce.php' ) ) ) ) );
	exit( 0 );
}

if ( 'demo-posts-only' === $vitrine_command ) {
	require $vitrine_wp . '/wp-load.php';
	$vitrine_others = get_posts(
		array(
			'post_type'    => 'post',
			'numberposts'  => -1,
			'fields'       => 'ids',
			'meta_key'     => '_vitrine_demo', // phpcs:ignore WordPress.DB.SlowDBQuery -- A test site's few posts.
			'meta_compare' => 'NOT EXISTS',
		)
	);
	foreach ( $vitrine_others as $vitrine_post ) {
		wp_trash_post( $vitrine_post );
	}
	exit( 0 );
}

if ( 'seed-shop' === $vitrine_command ) {
	require $vitrine_wp . '/wp-load.php';
	require_once __DIR__ . '/../../demo/shop.php';
	vitrine_demo_shop();
	exit( 0 );
}

if ( 'bench-prepare' === $vitrine_command ) {
	// The benchmark's site: Twenty Twenty-Five when the tree has it, and a page whose Vitrine
	// blocks are all below the fold (the budget "0 bytes before the first interaction").
	require $vitrine_wp . '/wp-load.php';
	require_once __DIR__ . '/bench.php';
	vitrine_bench_prepare( WP_PLUGIN_DIR . '/vitrine' );
	exit( 0 );
}
if ( 'bench-floors' === $vitrine_command ) {
	// Reads [{path, blocks}] from STDIN, writes {path: floor address} to STDOUT.
	require $vitrine_wp . '/wp-load.php';
	require_once __DIR__ . '/bench.php';
	echo wp_json_encode( vitrine_bench_floors( json_decode( (string) stream_get_contents( STDIN ), true ) ) );
	exit( 0 );
}
if ( 'bench-shop' === $vitrine_command ) {
	// The shop pages the bench measures (a product, the block and classic cart and checkout), as JSON.
	require $vitrine_wp . '/wp-load.php';
	require_once __DIR__ . '/bench.php';
	echo wp_json_encode( vitrine_bench_shop() );
	exit( 0 );
}
if ( 'bench-side-by-side' === $vitrine_command ) {
	// The Vitrine and Kadence pages of each section, as JSON.
	require $vitrine_wp . '/wp-load.php';
	require_once __DIR__ . '/bench.php';
	echo wp_json_encode( vitrine_bench_side_by_side( WP_PLUGIN_DIR . '/vitrine' ) );
	exit( 0 );
}
if ( 'bench-comments' === $vitrine_command ) {
	// The load step's post and its comment count, as JSON.
	require $vitrine_wp . '/wp-load.php';
	require_once __DIR__ . '/bench.php';
	echo wp_json_encode( vitrine_bench_comments() );
	exit( 0 );
}
if ( 'protected-post' === $vitrine_command ) {
	// A published, password-protected post with an excerpt (the newest, so the demo's post
	// sliders list it), and, as JSON, the cookie a visitor who typed its password holds, as
	// wp-login.php?action=postpass sets it, and the path of core's list of posts: the multi-server
	// check compares pages with and without the cookie (tools/scale/checks.mjs).
	require $vitrine_wp . '/wp-load.php';
	require_once ABSPATH . WPINC . '/class-phpass.php';
	wp_insert_post(
		array(
			'post_title'    => 'Members’ notes',
			'post_status'   => 'publish',
			'post_password' => 'vitrine-members',
			'post_excerpt'  => 'What only members read.',
			'post_content'  => 'What only members read, in full.',
		)
	);
	// Core's own lists of posts print the excerpt the cookie unlocks: the pages holding a Query
	// Loop, and the posts page.
	$vitrine_core_lists = array_filter(
		get_pages(),
		static function ( WP_Post $page ): bool {
			return has_block( 'core/query', $page ) || (int) get_option( 'page_for_posts' ) === $page->ID;
		}
	);
	echo wp_json_encode(
		array(
			'cookie'         => 'wp-postpass_' . COOKIEHASH . '=' . rawurlencode( ( new PasswordHash( 8, true ) )->HashPassword( 'vitrine-members' ) ),
			'corePostsPages' => array_values(
				array_map(
					static function ( WP_Post $page ): string {
						return (string) wp_parse_url( (string) get_permalink( $page ), PHP_URL_PATH );
					},
					$vitrine_core_lists
				)
			),
		)
	);
	exit( 0 );
}
if ( 'patterns-cache' === $vitrine_command ) {
	// `patterns-cache <dir> stale|read`: `stale` stores the pattern headers as another release
	// would have (a rolling deploy: the other server wrote them), through WordPress and so
	// through the shared object cache; both print the stored signature (tools/scale/deploy.mjs).
	require $vitrine_wp . '/wp-load.php';
	if ( isset( $argv[3] ) && 'stale' === $argv[3] ) {
		update_option(
			'vitrine_patterns',
			array(
				'signature' => 'the release before',
				'files'     => array(),
			),
			true
		);
	}
	$vitrine_stored = get_option( 'vitrine_patterns' );
	echo esc_html( is_array( $vitrine_stored ) ? (string) ( $vitrine_stored['signature'] ?? '' ) : '' );
	exit( 0 );
}
if ( 'network' === $vitrine_command ) {
	// Turns an installed site into a network (as Tools → Network Setup and wp-config.php's lines
	// do), for the uninstall test on a network of more than 100 sites; `network-sites` adds them.
	require $vitrine_wp . '/wp-load.php';
	require_once ABSPATH . 'wp-admin/includes/upgrade.php';
	global $wpdb;
	// A single site knows no network tables by name yet (as WP-CLI's multisite-convert does).
	foreach ( $wpdb->tables( 'ms_global' ) as $vitrine_table => $vitrine_prefixed ) {
		$wpdb->$vitrine_table = $vitrine_prefixed;
	}
	install_network();
	$vitrine_result = populate_network( 1, 'localhost', 'admin@example.com', 'Vitrine network', '/', false );
	if ( is_wp_error( $vitrine_result ) ) {
		fwrite( STDERR, $vitrine_result->get_error_message() . "\n" );
		exit( 1 );
	}
	$vitrine_config = $vitrine_wp . '/wp-config.php';
	$vitrine_lines  = "define( 'MULTISITE', true );\ndefine( 'SUBDOMAIN_INSTALL', false );\ndefine( 'DOMAIN_CURRENT_SITE', 'localhost' );\ndefine( 'PATH_CURRENT_SITE', '/' );\ndefine( 'SITE_ID_CURRENT_SITE', 1 );\ndefine( 'BLOG_ID_CURRENT_SITE', 1 );\n";
	// phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents, WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- A local test site's configuration.
	file_put_contents( $vitrine_config, str_replace( '$table_prefix', $vitrine_lines . '$table_prefix', (string) file_get_contents( $vitrine_config ) ) );
	exit( 0 );
}
if ( 'network-sites' === $vitrine_command ) {
	// Sites in the network, up to the number given. Each gets its options table only: what
	// Vitrine stores and deletes lives there, and a whole site's tables would take a second each.
	require $vitrine_wp . '/wp-load.php';
	global $wpdb;
	remove_action( 'wp_initialize_site', 'wp_initialize_site', 10 );
	$vitrine_wanted = isset( $argv[3] ) ? (int) $argv[3] : 0;
	$vitrine_all    = array(
		'fields' => 'ids',
		'number' => 0,
	);
	for ( $vitrine_site = count( get_sites( $vitrine_all ) ); $vitrine_site < $vitrine_wanted; $vitrine_site++ ) {
		$vitrine_id = wp_insert_site(
			array(
				'domain' => 'localhost',
				'path'   => "/site-{$vitrine_site}/",
			)
		);
		if ( is_wp_error( $vitrine_id ) ) {
			fwrite( STDERR, $vitrine_id->get_error_message() . "\n" );
			exit( 1 );
		}
		$wpdb->query( "CREATE TABLE {$wpdb->base_prefix}{$vitrine_id}_options LIKE {$wpdb->base_prefix}options" ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- Table names from core's own prefix and a new site's id.
	}
	exit( 0 );
}
if ( 'stored-names' === $vitrine_command ) {
	// What the site stores, by name, as JSON: the release test compares it before and after
	// installing and deleting the plugin.
	require $vitrine_wp . '/wp-load.php';
	require_once __DIR__ . '/stored-names.php';
	echo wp_json_encode( vitrine_stored_names( $vitrine_wp ) );
	exit( 0 );
}
fwrite( STDERR, "unknown command {$vitrine_command}\n" );
exit( 2 );
