<?php
/**
 * Section patterns, one file each in patterns/: literal block markup with WordPress's pattern
 * file headers (Title, Slug, Description, Categories, Keywords, Block Types, Post Types, and
 * Requires Plugins for a pattern that needs WooCommerce), registered with
 * their file path so WordPress reads a pattern only when the inserter or a REST request asks for
 * it. The headers are read once per plugin version and kept in a transient.
 *
 * Static blocks in a pattern must be exactly what their save() writes, or the editor calls them
 * invalid: tests/php/PatternsTest.php keeps the English output as fixtures that Jest parses with
 * the real blocks (tests/unit/patterns.test.ts), and the e2e suite inserts each pattern through
 * the editor. The helpers below are what pattern files call for translated text, links and dates.
 *
 * @package Vitrine
 */

namespace Vitrine\Patterns;

use function Vitrine\Kses\inline_text;
use const Vitrine\PLUGIN_FILE;
use const Vitrine\VERSION;

defined( 'ABSPATH' ) || exit;

const CACHE = 'vitrine_patterns';

const HEADERS = array(
	'title'       => 'Title',
	'slug'        => 'Slug',
	'description' => 'Description',
	'categories'  => 'Categories',
	'keywords'    => 'Keywords',
	'blockTypes'  => 'Block Types',
	'postTypes'   => 'Post Types',
	'requires'    => 'Requires Plugins',
);

/**
 * The plugins a pattern may require (its `Requires Plugins` header), and the function that tells
 * whether each is active. A pattern whose plugin is not active is not registered, so no editor
 * is offered blocks or shortcodes that would not render.
 */
const PLUGIN_CHECKS = array(
	'woocommerce' => 'Vitrine\\Shop\\woocommerce_active',
);

/**
 * Translated text as block content stores it (inline markup kept, anything else escaped).
 *
 * @param string $text Translated text.
 */
function escape_text( string $text ): string {
	return inline_text( $text );
}

/**
 * Translated text inside a block comment's attributes, encoded as WordPress serializes them.
 *
 * @param string $text Translated text.
 */
function escape_json_text( string $text ): string {
	$json = serialize_block_attributes( array( 'v' => inline_text( $text ) ) );
	return substr( $json, strlen( '{"v":"' ), -strlen( '"}' ) );
}

/**
 * A file shipped with the plugin (the demo images).
 *
 * @param string $path Path below the plugin's folder.
 */
function asset_url( string $path ): string {
	return plugins_url( $path, PLUGIN_FILE );
}

/**
 * WooCommerce's shop page when there is one, the home page otherwise.
 */
function shop_url(): string {
	$shop = function_exists( 'wc_get_page_permalink' ) ? wc_get_page_permalink( 'shop' ) : '';
	return $shop ? $shop : home_url( '/' );
}

/**
 * When the launch offer's countdown ends: 18:00 site time, two weeks from now. The
 * `vitrine_pattern_time` filter sets "now" (tests pin it).
 */
function launch_date(): string {
	$now = (int) apply_filters( 'vitrine_pattern_time', time() );
	return ( new \DateTimeImmutable( '@' . $now ) )
		->setTimezone( wp_timezone() )
		->modify( '+14 days' )
		->setTime( 18, 0 )
		->format( 'c' );
}

/**
 * A pattern's markup, as WordPress reads it from the file.
 *
 * @param string $slug File name without `.php` (`numbers`).
 */
function content( string $slug ): string {
	ob_start();
	include dirname( PLUGIN_FILE ) . "/patterns/{$slug}.php";
	return trim( (string) ob_get_clean() );
}

/**
 * Every pattern file's headers, by file name; read from the files once per plugin version, set
 * of pattern files and list of headers (and on every request while WordPress's development mode
 * is `plugin` or `all`), kept in the CACHE option that uninstall.php deletes. Listing the folder
 * is cheap; opening every file on every request is what the cache saves. The option is autoloaded,
 * so reading it costs no query: a transient with an expiry is not, and its two queries were a
 * tenth of what Vitrine added to a page without its blocks.
 *
 * Only the plugin's activation and the requests of people who edit (the dashboard, the editor's
 * REST calls, WP-CLI) store it: a visitor's page view never writes an option. While two servers
 * run two releases (a rolling deploy), each would otherwise rewrite it on every request and
 * flush the `alloptions` cache every server shares. A visitor meanwhile reads the files.
 *
 * @return array<string, array<string, string>>
 */
function pattern_files(): array {
	$found     = glob( dirname( PLUGIN_FILE ) . '/patterns/*.php' );
	$found     = false === $found ? array() : $found;
	$signature = VERSION . '|' . implode( ',', array_keys( HEADERS ) ) . '|' . implode( ',', array_map( 'basename', $found ) );
	$develop   = function_exists( 'wp_get_development_mode' ) && in_array( wp_get_development_mode(), array( 'plugin', 'all' ), true );
	$cached    = $develop ? false : get_option( CACHE );
	if ( is_array( $cached ) && ( $cached['signature'] ?? null ) === $signature && is_array( $cached['files'] ?? null ) ) {
		return $cached['files'];
	}
	$files = array();
	foreach ( $found as $file ) {
		$files[ basename( $file, '.php' ) ] = get_file_data( $file, HEADERS );
	}
	if ( ! $develop && may_store() ) {
		update_option(
			CACHE,
			array(
				'signature' => $signature,
				'files'     => $files,
			),
			true
		);
	}
	return $files;
}

/**
 * Whether this request may store the pattern headers: WP-CLI, the plugin's activation, or a
 * person who edits; never a visitor.
 */
function may_store(): bool {
	return ( defined( 'WP_CLI' ) && WP_CLI ) || doing_action( 'activate_' . plugin_basename( PLUGIN_FILE ) ) || current_user_can( 'edit_posts' );
}

/**
 * On activation: the headers stored at once, so the first visitors' requests read the option.
 */
function store_on_activation(): void {
	pattern_files();
}

/**
 * A comma-separated header as a list.
 *
 * @param string $header Header value.
 * @return string[]
 */
function header_list( string $header ): array {
	return array_values( array_filter( array_map( 'trim', explode( ',', $header ) ) ) );
}

/**
 * Whether every plugin a pattern requires is active (an unknown plugin never is).
 *
 * @param string[] $plugins Plugin slugs.
 */
function required_plugins_active( array $plugins ): bool {
	foreach ( $plugins as $plugin ) {
		if ( ! isset( PLUGIN_CHECKS[ $plugin ] ) || ! call_user_func( PLUGIN_CHECKS[ $plugin ] ) ) {
			return false;
		}
	}
	return true;
}

/**
 * Registers the Vitrine pattern category and every pattern file, translating the headers the way
 * WordPress translates a theme's pattern headers.
 */
function register(): void {
	register_block_pattern_category( 'vitrine', array( 'label' => __( 'Vitrine', 'vitrine' ) ) );
	// Whole pages made of the sections, offered when a page is created.
	register_block_pattern_category( 'vitrine-pages', array( 'label' => __( 'Vitrine pages', 'vitrine' ) ) );
	$root = dirname( PLUGIN_FILE ) . '/patterns/';
	foreach ( pattern_files() as $name => $headers ) {
		if ( ! required_plugins_active( header_list( $headers['requires'] ?? '' ) ) ) {
			continue;
		}
		$pattern = array(
			'title'       => translate_with_gettext_context( $headers['title'], 'Pattern title', 'vitrine' ), // phpcs:ignore WordPress.WP.I18n.NonSingularStringLiteralText, WordPress.WP.I18n.LowLevelTranslationFunction -- A pattern file's header, translated as core translates a theme's (the POT holds it with this context).
			'description' => translate_with_gettext_context( $headers['description'], 'Pattern description', 'vitrine' ), // phpcs:ignore WordPress.WP.I18n.NonSingularStringLiteralText, WordPress.WP.I18n.LowLevelTranslationFunction -- A pattern file's header, translated as core translates a theme's (the POT holds it with this context).
			'categories'  => header_list( $headers['categories'] ),
			'keywords'    => array_map(
				static function ( string $keyword ): string {
					return translate_with_gettext_context( $keyword, 'Pattern keyword', 'vitrine' ); // phpcs:ignore WordPress.WP.I18n.NonSingularStringLiteralText, WordPress.WP.I18n.LowLevelTranslationFunction -- A pattern file's header, translated as core translates a theme's (the POT holds it with this context).
				},
				header_list( $headers['keywords'] )
			),
			'filePath'    => $root . $name . '.php',
		);
		foreach ( array( 'blockTypes', 'postTypes' ) as $list ) {
			if ( '' !== $headers[ $list ] ) {
				$pattern[ $list ] = header_list( $headers[ $list ] );
			}
		}
		register_block_pattern( $headers['slug'], $pattern );
	}
}

add_action( 'init', __NAMESPACE__ . '\\register' );

/**
 * The patterns' button rows carry the class `vitrine-actions`; their stylesheet
 * (src/patterns/actions.scss) keeps an outline button readable whatever a theme's general button
 * rules say. WordPress loads it with core's Button block: only on pages that hold a button where
 * block styles load per block, and inline, as it does a block's own small stylesheet.
 */
function register_actions_style(): void {
	$file  = dirname( PLUGIN_FILE ) . '/build/patterns/actions.css';
	$asset = dirname( PLUGIN_FILE ) . '/build/patterns/actions.asset.php';
	if ( ! is_readable( $file ) || ! is_readable( $asset ) ) {
		return;
	}
	// Core adds the right-to-left copy beside the path itself.
	wp_enqueue_block_style(
		'core/button',
		array(
			'handle' => ACTIONS_STYLE,
			'src'    => plugins_url( 'build/patterns/actions.css', PLUGIN_FILE ),
			'path'   => $file,
			'ver'    => ( require $asset )['version'],
		)
	);
}

/** The patterns' button rows' stylesheet. */
const ACTIONS_STYLE = 'vitrine-pattern-actions';

add_action( 'init', __NAMESPACE__ . '\\register_actions_style' );
register_activation_hook( PLUGIN_FILE, __NAMESPACE__ . '\\store_on_activation' );
