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
 * again, in the request that made the change (never left to the next visitors), when a post that
 * can hold a switch (a viewable type, a template, part, menu or synced pattern) is written and its
 * content, before or after, holds a switch or includes a pattern; when a block widget is saved;
 * or when the theme or its version changes. Anything else (a shop's draft orders and placeholder
 * posts at a guest's checkout, a revision) leaves the answer alone. Where the answer is missing
 * (a new site, a theme changed by hand), one request at a time searches, under a lock; the others
 * meanwhile print what a switch needs (bytes, never a broken switch). A switch rendered on a
 * visitor's page the search missed (a block printed by PHP) marks the site at once and prints
 * what its page needs at the end of the page; a preview, or a REST request (the block renderer an
 * author previews with), never marks it.
 *
 * @package Vitrine
 */

namespace Vitrine\Switches;

defined( 'ABSPATH' ) || exit;

const OPTION = 'vitrine_switches';

/** The row that lets one request at a time search (not autoloaded, deleted after). */
const LOCK = 'vitrine_switches_lock';

/** After this long a lock is taken for a crashed request's and taken over. */
const LOCK_SECONDS = 60;

/** The starts of saved markup that may place a switch, directly or through a pattern. */
const MAY_PLACE = array( '<!-- wp:vitrine/color-mode-switch', '<!-- wp:vitrine/style-switcher', '<!-- wp:pattern ', '<!-- wp:block ' );

/** Post types that are not viewable themselves but place what they hold on viewable pages. */
const PLACING_TYPES = array( 'wp_template', 'wp_template_part', 'wp_navigation', 'wp_block' );

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
	if ( ! pending() && is_array( $known ) && is_bool( $known[ theme_key() ] ?? null ) ) {
		return $known[ theme_key() ];
	}
	return rebuild();
}

/**
 * Whether this request changed something that may place or remove a switch, and has not yet
 * worked the answer out again (it does before it ends: see the `shutdown` hook below).
 *
 * @param bool|null $now True when a change comes; false once the answer is worked out.
 */
function pending( ?bool $now = null ): bool {
	static $pending = false;
	if ( null !== $now ) {
		$pending = $now;
	}
	return $pending;
}

/**
 * Searches the site and keeps the answer, one request at a time: a request that finds another
 * searching answers "placed" without searching (it prints what a switch needs; the next pages
 * read the answer).
 */
function rebuild(): bool {
	global $wpdb;
	// A change of content answers anew for every theme kept; otherwise only this one is missing.
	$changed = pending();
	pending( false );
	$now = time();
	// As WordPress's upgrader locks: the row is inserted by one request only.
	// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- A lock must bypass the options cache.
	$locked = $wpdb->query( $wpdb->prepare( "INSERT IGNORE INTO {$wpdb->options} ( option_name, option_value, autoload ) VALUES ( %s, %s, 'no' )", LOCK, (string) $now ) );
	if ( ! $locked ) {
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- The lock, as it stands now.
		$since = (int) $wpdb->get_var( $wpdb->prepare( "SELECT option_value FROM {$wpdb->options} WHERE option_name = %s", LOCK ) );
		if ( $now - $since < LOCK_SECONDS ) {
			return true;
		}
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- A crashed request's lock, taken over.
		$wpdb->update( $wpdb->options, array( 'option_value' => (string) $now ), array( 'option_name' => LOCK ) );
	}
	try {
		return remember( search(), $changed );
	} finally {
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- The lock's row, gone.
		$wpdb->delete( $wpdb->options, array( 'option_name' => LOCK ) );
	}
}

/**
 * Whether this request is a REST request (the block renderer an author previews blocks with
 * among them), while a REST route's callback runs.
 *
 * @param bool|null $now True when a callback starts, false when it ends.
 */
function serving_rest( ?bool $now = null ): bool {
	static $serving = false;
	if ( null !== $now ) {
		$serving = $now;
	}
	return $serving || ( defined( 'REST_REQUEST' ) && REST_REQUEST );
}

/**
 * Keeps the answer for this theme beside the other themes' (autoloaded: every page asks). Each
 * theme keeps its own, so requests that show another theme (a preview, a site that switches
 * themes by request) never replace one with the other. After a change of content every theme
 * kept is answered anew, each with its own files.
 *
 * @param bool $placed  Whether a switch is placed with this theme.
 * @param bool $changed Whether content changed, so the other themes' answers are stale too.
 * @return bool The answer.
 */
function remember( bool $placed, bool $changed = false ): bool {
	$known = get_option( OPTION, array() );
	$known = is_array( $known ) ? array_filter( $known, 'is_bool' ) : array();
	if ( $changed && array() !== array_diff_key( $known, array( theme_key() => true ) ) ) {
		$needles = needles();
		$content = in_content_or_widgets( $needles );
		foreach ( array_keys( array_diff_key( $known, array( theme_key() => true ) ) ) as $key ) {
			$theme = wp_get_theme( (string) strtok( (string) $key, '@' ) );
			if ( $theme->exists() && $theme->get_stylesheet() . '@' . $theme->get( 'Version' ) === $key ) {
				$known[ $key ] = $content || in_theme_files( $needles, $theme );
			} else {
				unset( $known[ $key ] );
			}
		}
	}
	$known[ theme_key() ] = $placed;
	// The themes last answered, a few.
	update_option( OPTION, array_slice( $known, -4, null, true ), true );
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
		// Only a page a visitor meets: a preview, or a REST request (an author's block renderer, a
		// Contributor's among them), shows what is not published.
		if ( ! is_admin() && ! serving_rest() && ! is_preview() && is_array( $known ) && false === ( $known[ theme_key() ] ?? null ) ) {
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
	return in_theme_files( $needles ) || in_content_or_widgets( $needles );
}

/**
 * Whether published content or a block widget holds a switch (whatever the theme).
 *
 * @param string[] $needles What to look for.
 */
function in_content_or_widgets( array $needles ): bool {
	return holds( wp_json_encode( get_option( 'widget_block', array() ) ), json_needles( $needles ) ) || in_content( $needles );
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
 * Whether a block theme's templates, parts or patterns hold a switch.
 *
 * @param string[]       $needles What to look for.
 * @param \WP_Theme|null $theme   The theme (the active one unless told).
 */
function in_theme_files( array $needles, ?\WP_Theme $theme = null ): bool {
	$theme = $theme ?? wp_get_theme();
	if ( ! $theme->is_block_theme() ) {
		return false;
	}
	foreach ( array_unique( array( $theme->get_stylesheet_directory(), $theme->get_template_directory() ) ) as $folder ) {
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
 * Whether a post's change may place or remove a switch: it is of a type a visitor meets (or that
 * places what it holds where they do), and its content holds a switch or includes a pattern.
 *
 * @param mixed $post The post (a WP_Post, or anything a hook passed).
 */
function may_place( $post ): bool {
	if ( ! $post instanceof \WP_Post || 'revision' === $post->post_type || wp_is_post_autosave( $post ) ) {
		return false;
	}
	if ( ! in_array( $post->post_type, PLACING_TYPES, true ) && ! is_post_type_viewable( $post->post_type ) ) {
		return false;
	}
	return holds( $post->post_content, MAY_PLACE );
}

/**
 * A post was written: when it held, or now holds, what may place a switch, the answer is worked
 * out again in this request.
 *
 * @param int           $post_id     The post.
 * @param \WP_Post      $post        The post as saved.
 * @param bool          $update      Whether it existed.
 * @param \WP_Post|null $post_before The post before, when it existed.
 */
function post_written( int $post_id, $post, bool $update, $post_before ): void {
	if ( may_place( $post ) || may_place( $post_before ) ) {
		pending( true );
	}
}

add_action( 'wp_after_insert_post', __NAMESPACE__ . '\\post_written', 10, 4 );
add_action(
	'transition_post_status',
	static function ( string $new_status, string $old_status, $post ): void {
		if ( $new_status !== $old_status && may_place( $post ) ) {
			pending( true );
		}
	},
	10,
	3
);
add_action(
	'deleted_post',
	static function ( int $post_id, $post = null ): void {
		if ( may_place( $post ) ) {
			pending( true );
		}
	},
	10,
	2
);
foreach ( array( 'update_option_widget_block', 'add_option_widget_block', 'switch_theme', 'upgrader_process_complete' ) as $vitrine_hook ) {
	add_action( $vitrine_hook, static fn() => pending( true ) );
}
// The request that made a change works the answer out before it ends, so visitors never search.
add_action(
	'shutdown',
	static function (): void {
		if ( pending() ) {
			rebuild();
		}
	}
);
// Around every REST route's callback, however the request came (HTTP, or rest_do_request()).
add_filter(
	'rest_request_before_callbacks',
	static function ( $response ) {
		serving_rest( true );
		return $response;
	}
);
add_filter(
	'rest_request_after_callbacks',
	static function ( $response ) {
		serving_rest( false );
		return $response;
	}
);
