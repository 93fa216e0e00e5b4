<?php
/**
 * The header pattern: site title, the Navigation block (collapsing at 991 px, MM-1), search
 * (SE-1), a side panel (SP-1) and the colour-mode (CM-2) and style (SW-1) switchers in one
 * sticky row (SH-1). Offered when editing the header template part.
 *
 * @package Vitrine
 */

namespace Vitrine\Patterns;

defined( 'ABSPATH' ) || exit;

/**
 * The pattern's blocks.
 */
function header_content(): string {
	$panel = block(
		'vitrine/offcanvas',
		array( 'buttonLabel' => __( 'Contact', 'vitrine' ) ),
		core_heading( __( 'Get in touch', 'vitrine' ), 2 ) . "\n\n" . core_paragraph( esc_html__( 'Tell us about your shop and we will answer within a day.', 'vitrine' ) )
	);
	$tools = block(
		'group',
		array( 'layout' => array( 'type' => 'flex' ) ),
		'<div class="wp-block-group">' . implode(
			"\n\n",
			array(
				block( 'vitrine/search-overlay', array(), null ),
				$panel,
				block( 'vitrine/color-mode-switch', array( 'showLabels' => false ), null ),
				block( 'vitrine/style-switcher', array(), null ),
			)
		) . '</div>'
	);
	return block(
		'group',
		array(
			'vitrineSticky' => true,
			'layout'        => array(
				'type'           => 'flex',
				'flexWrap'       => 'wrap',
				'justifyContent' => 'space-between',
			),
		),
		'<div class="wp-block-group">' . implode(
			"\n\n",
			array(
				block( 'site-title', array(), null ),
				block( 'navigation', array( 'overlayMenu' => 'mobile' ), null ),
				$tools,
			)
		) . '</div>'
	);
}

/**
 * Registers the header pattern.
 */
function register_header_pattern(): void {
	register_block_pattern(
		'vitrine/header',
		array(
			'title'       => __( 'Header: menu, search, side panel and switchers', 'vitrine' ),
			'description' => __( 'A sticky header with the site title, a menu that collapses at 991 px, search, a side panel and the colour-mode and style switchers.', 'vitrine' ),
			'categories'  => array( 'vitrine', 'header' ),
			'blockTypes'  => array( 'core/template-part/header' ),
			'keywords'    => array( __( 'header', 'vitrine' ), __( 'menu', 'vitrine' ), __( 'navigation', 'vitrine' ) ),
			'content'     => header_content(),
		)
	);
}
