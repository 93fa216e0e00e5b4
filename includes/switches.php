<?php
/**
 * Whether the site shows a visitor a colour-mode switch or a style switcher anywhere. Only then
 * does every page need the head script (a visitor's kept mode and skin before first paint) and
 * the dark styles: a site that places neither, with a light default, gets neither (a page's
 * cost where it shows nothing; docs/performance.md).
 *
 * "Placed" means published where a visitor meets it: in a post of any type (pages, templates and
 * template parts saved in the Site Editor, navigation menus), in a synced pattern such content
 * uses, in a registered pattern such content includes, in the active block theme's own template,
 * part and pattern files, or in a block widget. The answer is kept in an option and worked out
 * again after any post changes status or content, a block widget is saved, or the theme or its
 * version changes. A switch rendered on a page the search missed (a preview, a block printed by
 * PHP) marks the site at once and prints what its page needs at the end of the page.
 *
 * @package Vitrine
 */

namespace Vitrine\Switches;

defined( 'ABSPATH' ) || exit;

const OPTION = 'vitrine_switches';

/** The blocks that let a visitor choose (their saved comment's start). */
const BLOCKS = array( 'vitrine/color-mode-switch', 'vitrine/style-switcher' );

/** How deep synced patterns inside synced patterns are followed. */
const NESTING = 3;

/**
 * Whether a switch is placed anywhere on the site, or rendered on this page.
 */
function placed(): bool {
	if ( rendered() ) {
		return true;
	}
	$known = get_option( OPTION, array() );
	if ( is_array( $known ) && ( $known['theme'] ?? '' ) === theme_key() && isset( $known['placed'] ) ) {
		return (bool) $known['placed'];
	}
	return remember( search() );
}

/**
 * Keeps the answer for this theme, autoloaded: every page asks.
 *
 * @param bool $placed Whether a switch is placed.
 * @return bool The answer.
 */
function remember( bool $placed ): bool {
	update_option(
		OPTION,
		array(
			'theme'  => theme_key(),
			'placed' => $placed,
		),
		true
	);
	return $placed;
}

/**
 * Notes that a switch is rendered on this page (the switches' render callbacks pass true), and
 * marks the site if the search had missed it, so the next page is right from its `<head>`.
 *
 * @param bool|null $now True when a switch renders; false starts a new page (tests).
 * @return bool Whether one rendered on this page.
 */
function rendered( ?bool $now = null ): bool {
	static $rendered = false;
	if ( false === $now ) {
		$rendered = false;
	} elseif ( $now && ! $rendered ) {
		$rendered = true;
		$known    = get_option( OPTION, array() );
		if ( ! is_admin() && is_array( $known ) && false === ( $known['placed'] ?? null ) ) {
			remember( true );
		}
	}
	return $rendered;
}

/**
 * The active theme and its version: the theme's files are searched again when either changes.
 */
function theme_key(): string {
	return get_stylesheet() . '@' . wp_get_theme()->get( 'Version' );
}

/**
 * Forgets the answer: the next front-end page searches again.
 */
function forget(): void {
	delete_option( OPTION );
}

/**
 * The saved markup that places a switch: the blocks themselves, and the registered patterns that
 * hold one (included by slug).
 *
 * @return string[]
 */
function needles(): array {
	$needles = array();
	foreach ( BLOCKS as $block ) {
		// Attributes, a self-closing end or a closing end all follow a space.
		$needles[] = '<!-- wp:' . $block . ' ';
	}
	foreach ( \WP_Block_Patterns_Registry::get_instance()->get_all_registered() as $pattern ) {
		if ( holds( (string) ( $pattern['content'] ?? '' ), $needles ) ) {
			$needles[] = '<!-- wp:pattern {"slug":"' . $pattern['name'] . '"';
		}
	}
	return $needles;
}

/**
 * Whether markup holds any of the needles.
 *
 * @param string   $markup  Saved block markup.
 * @param string[] $needles What to look for.
 */
function holds( string $markup, array $needles ): bool {
	foreach ( $needles as $needle ) {
		if ( false !== strpos( $markup, $needle ) ) {
			return true;
		}
	}
	return false;
}

/**
 * Searches the site: published content, the block theme's files, block widgets.
 */
function search(): bool {
	$needles = needles();
	return in_theme_files( $needles ) || holds( wp_json_encode( get_option( 'widget_block', array() ) ), json_needles( $needles ) ) || in_content( $needles );
}

/**
 * The needles as JSON writes them (a widget's content is stored inside a serialised array).
 *
 * @param string[] $needles What to look for.
 * @return string[]
 */
function json_needles( array $needles ): array {
	return array_map( static fn( string $needle ): string => trim( (string) wp_json_encode( $needle ), '"' ), $needles );
}

/**
 * Whether the active block theme's templates, parts or patterns hold a switch.
 *
 * @param string[] $needles What to look for.
 */
function in_theme_files( array $needles ): bool {
	if ( ! wp_is_block_theme() ) {
		return false;
	}
	foreach ( array_unique( array( get_stylesheet_directory(), get_template_directory() ) ) as $folder ) {
		// No GLOB_BRACE: PHP has none where the C library lacks it (musl, Playground's WebAssembly).
		foreach ( array( 'templates/*.html', 'parts/*.html', 'patterns/*.php' ) as $pattern ) {
			$files = glob( $folder . '/' . $pattern );
			foreach ( false === $files ? array() : $files as $file ) {
				if ( holds( (string) file_get_contents( $file ), $needles ) ) { // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- The active theme's own files.
					return true;
				}
			}
		}
	}
	return false;
}

/**
 * Whether published content holds a switch: directly, or through synced patterns it uses.
 *
 * @param string[] $needles What to look for.
 */
function in_content( array $needles ): bool {
	global $wpdb;
	for ( $depth = 0; $depth <= NESTING && array() !== $needles; $depth++ ) {
		$likes = implode( ' OR ', array_fill( 0, count( $needles ), 'post_content LIKE %s' ) );
		$args  = array_map( static fn( string $needle ): string => '%' . $wpdb->esc_like( $needle ) . '%', $needles );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare -- One search per change of content, kept in an option; $likes holds placeholders only.
		$rows    = $wpdb->get_results( $wpdb->prepare( "SELECT ID, post_type FROM {$wpdb->posts} WHERE post_status IN ('publish', 'private') AND ( {$likes} )", $args ) );
		$needles = array();
		foreach ( $rows as $row ) {
			if ( 'wp_block' !== $row->post_type ) {
				return true;
			}
			// A synced pattern counts where published content uses it.
			$needles[] = '<!-- wp:block {"ref":' . (int) $row->ID . '}';
			$needles[] = '<!-- wp:block {"ref":' . (int) $row->ID . ',';
		}
	}
	return false;
}

/**
 * A post changed: its content or its status may place or remove a switch.
 *
 * @param int $post_id The post.
 */
function post_changed( int $post_id ): void {
	if ( ! wp_is_post_revision( $post_id ) && ! wp_is_post_autosave( $post_id ) ) {
		forget();
	}
}

add_action( 'save_post', __NAMESPACE__ . '\\post_changed' );
add_action( 'deleted_post', __NAMESPACE__ . '\\post_changed' );
add_action(
	'transition_post_status',
	static function ( string $new_status, string $old_status ): void {
		if ( $new_status !== $old_status ) {
			forget();
		}
	},
	10,
	2
);
add_action( 'update_option_widget_block', __NAMESPACE__ . '\\forget' );
add_action( 'add_option_widget_block', __NAMESPACE__ . '\\forget' );
