<?php
/**
 * Server rendering of the portfolio (GA-1). The items are static blocks (their saved markup is the
 * no-JavaScript view); the portfolio around them is dynamic because its filter buttons, counts
 * and announcements follow from the categories in use and the site's language.
 *
 * The markup is what src/blocks/portfolio/portfolio.tsx renders for the same state, so the view
 * hydrates it without a mismatch; src/blocks/portfolio-item/categories.ts applies the same
 * category rules in the browser.
 *
 * @package Vitrine
 */

namespace Vitrine\Portfolio;

use function Vitrine\Blocks\allowed_attribute;
use function Vitrine\Blocks\anchor_attribute;
use function Vitrine\Blocks\limit;
use function Vitrine\Blocks\rule;
use function Vitrine\Blocks\whole_attribute;
use function Vitrine\Kses\inline_html;

defined( 'ABSPATH' ) || exit;

const CSS_CLASS  = 'vitrine-portfolio';
const ITEM_BLOCK = 'vitrine/portfolio-item';
const ALL        = '*';
const BLOCK      = 'vitrine/portfolio';

/**
 * Columns per breakpoint (their default and limits are block.json's).
 */
const COLUMNS = array( 'columns', 'columnsTablet', 'columnsMobile' );

/**
 * Whether a value is a category slug as categories.ts makes them.
 *
 * @param mixed $value Stored value.
 */
function is_slug( $value ): bool {
	$limits = rule( ITEM_BLOCK, 'categories' )['limits'];
	return is_string( $value )
		&& mb_strlen( $value ) <= $limits['slugMaxLength']
		&& mb_strtolower( $value ) === $value
		&& 1 === preg_match( '/' . $limits['slugPattern'] . '/u', $value );
}

/**
 * An item's stored categories as they can be shown: valid slugs, non-empty names, no slug twice,
 * at most the item's `maxItems`.
 *
 * @param mixed $value Stored attribute, hostile until checked.
 * @return array<int, array{slug: string, name: string}>
 */
function categories( $value ): array {
	if ( ! is_array( $value ) ) {
		return array();
	}
	$categories = array();
	foreach ( $value as $entry ) {
		$slug = is_array( $entry ) ? ( $entry['slug'] ?? null ) : null;
		$name = is_array( $entry ) && is_string( $entry['name'] ?? null ) ? inline_html( $entry['name'] ) : '';
		if ( ! is_slug( $slug ) || '' === $name || isset( $categories[ $slug ] ) ) {
			continue;
		}
		$categories[ $slug ] = array(
			'slug' => $slug,
			'name' => $name,
		);
	}
	return array_slice( array_values( $categories ), 0, limit( ITEM_BLOCK, 'categories', 'maxItems' ) );
}

/**
 * Inline HTML as plain text, for announcements.
 *
 * @param string $html Clean inline HTML.
 */
function plain( string $html ): string {
	return html_entity_decode( wp_strip_all_tags( $html ), ENT_QUOTES | ENT_HTML5, 'UTF-8' );
}

/**
 * Texts the view shows after hydration, translated here because view scripts do not load wp-i18n.
 * `announce` has, for each filter value, what a screen reader hears when it is chosen.
 *
 * @param array<string, array{name: string, count: int}> $filters Category filters by slug.
 * @param int                                            $total   Number of items.
 * @return array<string, mixed>
 */
function strings( array $filters, int $total ): array {
	$announce = array(
		/* translators: %d: number of projects shown */
		ALL => sprintf( _n( 'Showing %d project.', 'Showing %d projects.', $total, 'vitrine' ), $total ),
	);
	foreach ( $filters as $slug => $filter ) {
		$announce[ $slug ] = sprintf(
			/* translators: 1: number of projects shown, 2: category name */
			_n( 'Showing %1$d project in %2$s.', 'Showing %1$d projects in %2$s.', $filter['count'], 'vitrine' ),
			$filter['count'],
			plain( $filter['name'] )
		);
	}
	return array(
		'announce'     => $announce,
		'dialog'       => __( 'Project viewer', 'vitrine' ),
		'close'        => __( 'Close', 'vitrine' ),
		'previous'     => __( 'Previous project', 'vitrine' ),
		'next'         => __( 'Next project', 'vitrine' ),
		'imageError'   => __( 'The image could not be loaded.', 'vitrine' ),
		'contentError' => __( 'The content could not be loaded.', 'vitrine' ),
		'notFound'     => __( 'Content not found', 'vitrine' ),
	);
}

/**
 * One item's served markup, with `data-categories` set from its checked attributes (saved markup
 * may have been edited by hand; the filters must agree with the buttons).
 *
 * @param string   $html       The item block's rendered markup.
 * @param string[] $slugs      Its category slugs.
 */
function item_markup( string $html, array $slugs ): string {
	$tags = new \WP_HTML_Tag_Processor( trim( $html ) );
	if ( ! $tags->next_tag( 'li' ) ) {
		return '';
	}
	$tags->set_attribute( 'data-categories', implode( ' ', $slugs ) );
	$tags->remove_attribute( 'hidden' );
	return $tags->get_updated_html();
}

/**
 * The filter bar: "All", then every category in use in order of first appearance.
 *
 * @param array<string, array{name: string, count: int}> $filters Category filters by slug.
 */
function filter_bar( array $filters ): string {
	$buttons = sprintf(
		'<button type="button" class="%1$s__filter" data-filter="%2$s" aria-pressed="true">%3$s</button>',
		CSS_CLASS,
		esc_attr( ALL ),
		esc_html_x( 'All', 'portfolio filter', 'vitrine' )
	);
	foreach ( $filters as $slug => $filter ) {
		$buttons .= sprintf(
			'<button type="button" class="%1$s__filter" data-filter="%2$s" aria-pressed="false">%3$s</button>',
			CSS_CLASS,
			esc_attr( $slug ),
			$filter['name'] // Clean inline HTML (categories()).
		);
	}
	return sprintf(
		'<div class="%1$s__filters" role="group" aria-label="%2$s">%3$s</div>',
		CSS_CLASS,
		esc_attr__( 'Filter projects', 'vitrine' ),
		$buttons
	);
}

/**
 * The block's markup.
 *
 * @param array<string, mixed> $attributes Stored attributes (hostile until checked).
 * @param \WP_Block|null       $block      The block; its inner blocks are the items.
 */
function render( array $attributes, $block ): string {
	$items   = '';
	$total   = 0;
	$filters = array();
	$inner   = $block instanceof \WP_Block ? $block->inner_blocks : array();
	foreach ( $inner as $item ) {
		if ( ITEM_BLOCK !== $item->name ) {
			continue;
		}
		$categories = categories( $item->attributes['categories'] ?? null );
		$markup     = item_markup( $item->render(), array_column( $categories, 'slug' ) );
		if ( '' === $markup ) {
			continue;
		}
		// No whitespace between items: the view renders them as adjacent elements.
		$items .= $markup;
		++$total;
		foreach ( $categories as $category ) {
			if ( ! isset( $filters[ $category['slug'] ] ) ) {
				$filters[ $category['slug'] ] = array(
					'name'  => $category['name'],
					'count' => 0,
				);
			}
			++$filters[ $category['slug'] ]['count'];
		}
	}
	if ( 0 === $total ) {
		return '';
	}

	$layout = allowed_attribute( $attributes['layout'] ?? null, BLOCK, 'layout' );
	$shape  = allowed_attribute( $attributes['imageShape'] ?? null, BLOCK, 'imageShape' );
	$style  = '';
	foreach ( COLUMNS as $name ) {
		$style .= sprintf(
			'--%1$s-%2$s:%3$d;',
			CSS_CLASS,
			strtolower( (string) preg_replace( '/([A-Z])/', '-$1', $name ) ),
			whole_attribute( $attributes[ $name ] ?? null, BLOCK, $name )
		);
	}
	$show_filters = false !== ( $attributes['showFilters'] ?? true ) && count( $filters ) > 0;
	$wrapper      = array(
		'class'        => sprintf( '%1$s--%2$s %1$s--shape-%3$s', CSS_CLASS, $layout, $shape ),
		'style'        => $style,
		'data-strings' => (string) wp_json_encode( strings( $filters, $total ) ),
	);
	// The anchor also names the portfolio's entry in the hash.
	$wrapper += anchor_attribute( $attributes );
	if ( false === ( $attributes['lightbox'] ?? true ) ) {
		$wrapper['data-lightbox'] = 'off';
	}

	return sprintf(
		'<div %1$s>%2$s<ul class="%3$s__items">%4$s</ul><p class="%3$s__status" role="status"></p></div>',
		get_block_wrapper_attributes( $wrapper ),
		$show_filters ? filter_bar( $filters ) : '',
		CSS_CLASS,
		$items
	);
}
