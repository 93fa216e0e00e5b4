<?php
/**
 * Comment replies (CF-1, CF-2). WordPress's own comment-reply script moves the form under the
 * comment being answered, keeps `comment_parent` in step, and submits on Ctrl/Cmd+Enter. Block
 * themes load it from the comments form block; classic themes are meant to load it themselves
 * and some forget. Vitrine loads it wherever threaded comments can be written, and adds nothing
 * that would bind a second time (WordPress prints an enqueued script once).
 *
 * @package Vitrine
 */

namespace Vitrine\Comments;

defined( 'ABSPATH' ) || exit;

/**
 * Whether a view needs the reply script: a single post or page that takes comments, on a site
 * with threaded comments.
 *
 * @param \WP_Post|null $post     The viewed post, if any.
 * @param bool          $singular Whether the view is a single post or page.
 */
function needs_reply_script( ?\WP_Post $post, bool $singular ): bool {
	return $singular && $post instanceof \WP_Post && comments_open( $post ) && (bool) get_option( 'thread_comments' );
}

/**
 * Loads WordPress's comment-reply script where it is needed.
 */
function enqueue(): void {
	$post = get_queried_object();
	if ( needs_reply_script( $post instanceof \WP_Post ? $post : null, is_singular() ) ) {
		wp_enqueue_script( 'comment-reply' );
	}
}

add_action( 'wp_enqueue_scripts', __NAMESPACE__ . '\\enqueue' );
