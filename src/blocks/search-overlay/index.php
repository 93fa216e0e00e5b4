<?php
/**
 * Server rendering of the search overlay (SE-1): the button, and WordPress's own search form
 * (get_search_form(), so themes and plugins that filter it keep working) in a closed `<dialog>`.
 * The view (src/blocks/search-overlay) opens it as a modal dialog; without JavaScript the form
 * shows in place and the button is hidden.
 *
 * @package Vitrine
 */

namespace Vitrine\SearchOverlay;

defined( 'ABSPATH' ) || exit;

/**
 * The block's markup.
 */
function render(): string {
	$id = wp_unique_id( 'vitrine-search-' );
	return sprintf(
		'<div %1$s><button type="button" class="vitrine-search-overlay__open" aria-expanded="false" aria-controls="%2$s"><span class="vitrine-search-overlay__icon" aria-hidden="true"></span><span class="vitrine-search-overlay__label">%3$s</span></button><dialog id="%2$s" class="vitrine-search-overlay__panel" aria-label="%6$s"><button type="button" class="vitrine-search-overlay__close">%4$s</button>%5$s</dialog></div>',
		get_block_wrapper_attributes(),
		esc_attr( $id ),
		esc_html__( 'Search', 'vitrine' ),
		esc_html__( 'Close search', 'vitrine' ),
		get_search_form( array( 'echo' => false ) ),
		esc_attr__( 'Search', 'vitrine' )
	);
}
