<?php
/**
 * The post slider (SL-2): slides built from the live posts on every request, so a new post shows
 * without re-saving the page. Posts without a featured image get a placeholder of the same shape,
 * and posts without a title are named like WordPress names them.
 *
 * @package Vitrine
 */

namespace Vitrine\PostSlider;

use function Vitrine\Blocks\allowed_attribute;
use function Vitrine\Blocks\whole_attribute;

defined( 'ABSPATH' ) || exit;

const CSS_CLASS     = 'vitrine-post-slide';
const BLOCK         = 'vitrine/post-slider';
const EXCERPT_WORDS = 20;

/**
 * The query as the editor chose it, each value checked.
 *
 * @param array<string, mixed> $attributes Stored attributes (hostile until checked).
 * @return array{count: int, categories: int[], orderBy: string, order: string, sticky: string}
 */
function query_settings( array $attributes ): array {
	$categories = is_array( $attributes['categories'] ?? null ) ? $attributes['categories'] : array();
	return array(
		'count'      => whole_attribute( $attributes['count'] ?? null, BLOCK, 'count' ),
		'categories' => array_values( array_unique( array_filter( array_map( 'absint', array_filter( $categories, 'is_numeric' ) ) ) ) ),
		'orderBy'    => allowed_attribute( $attributes['orderBy'] ?? null, BLOCK, 'orderBy' ),
		'order'      => strtoupper( allowed_attribute( $attributes['order'] ?? null, BLOCK, 'order' ) ),
		'sticky'     => allowed_attribute( $attributes['sticky'] ?? null, BLOCK, 'sticky' ),
	);
}

/**
 * The posts to show: sticky ones first (or in their place, or left out), then the rest in the
 * chosen order. WP_Query only puts sticky posts first on the blog home, so this does it here.
 *
 * @param array{count: int, categories: int[], orderBy: string, order: string, sticky: string} $query Checked query.
 * @return \WP_Post[]
 */
function posts( array $query ): array {
	// A slide shows no terms; only a permalink with %category% in it reads them.
	$terms = false !== strpos( (string) get_option( 'permalink_structure' ), '%category%' );
	return loaded( array_map( 'intval', post_ids( $query ) ), $terms );
}

/**
 * The posts behind a list of ids, loaded in one query; a post deleted since the ids were read
 * (by another request, between the two queries) is left out instead of becoming a null that
 * core's cache functions warn about.
 *
 * @param int[] $ids   Post ids, in order.
 * @param bool  $terms Whether to load their terms too.
 * @return \WP_Post[]
 */
function loaded( array $ids, bool $terms ): array {
	_prime_post_caches( $ids, $terms, true );
	return array_values( array_filter( array_map( 'get_post', $ids ) ) );
}

/**
 * The ids of the posts to show, in order (see posts()).
 *
 * @param array{count: int, categories: int[], orderBy: string, order: string, sticky: string} $query Checked query.
 * @return int[]
 */
function post_ids( array $query ): array {
	$args   = array(
		'fields'              => 'ids',
		'post_type'           => 'post',
		'post_status'         => 'publish',
		'posts_per_page'      => $query['count'],
		'orderby'             => $query['orderBy'],
		'order'               => $query['order'],
		'ignore_sticky_posts' => true,
		'no_found_rows'       => true,
	);
	$sticky = array_map( 'intval', (array) get_option( 'sticky_posts', array() ) );
	if ( $query['categories'] ) {
		$args['category__in'] = $query['categories'];
	}
	if ( 'normal' === $query['sticky'] || ! $sticky ) {
		return get_posts( $args );
	}
	$first = 'first' === $query['sticky'] ? get_posts( array( 'post__in' => $sticky ) + $args ) : array();
	$rest  = count( $first ) < $query['count']
		? get_posts(
			array(
				'post__not_in'   => $sticky,
				'posts_per_page' => $query['count'] - count( $first ),
			) + $args
		)
		: array();
	return array_merge( $first, $rest );
}

/**
 * Loads every slide's featured image (post and meta) in two queries instead of two per slide,
 * as WP_Query's own update_post_thumbnail_cache() does for a loop.
 *
 * @param \WP_Post[] $posts The slides' posts (their meta already loaded by the query).
 */
function prime_thumbnails( array $posts ): void {
	$ids = array_filter( array_map( 'get_post_thumbnail_id', $posts ) );
	if ( $ids ) {
		_prime_post_caches( array_values( array_unique( $ids ) ), false, true );
	}
}

/**
 * One post as a slide: image (or its placeholder), title linking to the post, date, excerpt.
 *
 * @param \WP_Post            $post    The post.
 * @param array<string, bool> $show    Which parts to show.
 */
function slide( \WP_Post $post, array $show ): string {
	$title = get_the_title( $post );
	$title = '' === trim( wp_strip_all_tags( $title ) ) ? esc_html__( '(no title)', 'vitrine' ) : wp_kses( $title, array() );
	$media = '';
	if ( $show['image'] ) {
		$image = has_post_thumbnail( $post )
			? get_the_post_thumbnail(
				$post,
				'medium_large',
				array(
					'class' => CSS_CLASS . '__image',
					// The title names the post; the image is decoration beside it.
					'alt'   => '',
				)
			)
			: '';
		$media = sprintf(
			'<div class="%1$s__media%2$s">%3$s</div>',
			CSS_CLASS,
			'' === $image ? ' ' . CSS_CLASS . '__media--empty' : '',
			$image
		);
	}
	$date = $show['date'] ? sprintf(
		'<time class="%1$s__date" datetime="%2$s">%3$s</time>',
		CSS_CLASS,
		esc_attr( (string) get_the_date( 'c', $post ) ),
		esc_html( (string) get_the_date( '', $post ) )
	) : '';
	// Excerpts carry entities (&hellip;, texturized quotes): decoded once, escaped once. A
	// password-protected post shows none: WordPress gives its excerpt to a visitor holding the
	// post's `wp-postpass_*` cookie, and a page cache that does not vary on that cookie would
	// then serve it to everyone; the slide is the same for every visitor, and links to the post,
	// where WordPress asks for the password.
	$excerpt = $show['excerpt'] && '' === $post->post_password ? html_entity_decode( wp_trim_words( get_the_excerpt( $post ), EXCERPT_WORDS ), ENT_QUOTES | ENT_HTML5, 'UTF-8' ) : '';
	return sprintf(
		// The slider gives the slide a group role, which HTML does not allow on an article: the
		// slide is a div, and the post keeps its article inside it.
		'<div class="%1$s"><article class="%1$s__post">%2$s<div class="%1$s__body"><h3 class="%1$s__title"><a class="%1$s__link" href="%3$s">%4$s</a></h3>%5$s%6$s</div></article></div>',
		CSS_CLASS,
		$media,
		esc_url( (string) get_permalink( $post ) ),
		$title, // Escaped above.
		$date,
		'' === $excerpt ? '' : sprintf( '<p class="%1$s__excerpt">%2$s</p>', CSS_CLASS, esc_html( $excerpt ) )
	);
}

/**
 * The block's markup.
 *
 * @param array<string, mixed> $attributes Stored attributes (hostile until checked).
 */
function render( array $attributes ): string {
	$show  = array(
		'image'   => false !== ( $attributes['showImage'] ?? true ),
		'date'    => false !== ( $attributes['showDate'] ?? true ),
		'excerpt' => false !== ( $attributes['showExcerpt'] ?? true ),
	);
	$posts = posts( query_settings( $attributes ) );
	if ( $show['image'] ) {
		prime_thumbnails( $posts );
	}
	$slides = array_map(
		function ( \WP_Post $post ) use ( $show ): string {
			return slide( $post, $show );
		},
		$posts
	);
	if ( ! $slides && wp_is_serving_rest_request() ) {
		// The editor's preview: say why it is empty. Visitors see nothing.
		return sprintf( '<p class="%1$s__empty">%2$s</p>', CSS_CLASS, esc_html__( 'No published posts match this slider\'s settings yet.', 'vitrine' ) );
	}
	return \Vitrine\Slider\render( 'posts', $attributes, $slides );
}
