<?php
/**
 * Section patterns: "Numbers" (counters and skill circles), "Launch offer" (a countdown) and
 * "Portfolio page" (a filtered portfolio); the slider sections are in slider-patterns.php.
 *
 * Built in PHP so every text is translated. Static blocks must be exactly what their save()
 * writes, or the editor calls them invalid: tests/php/PatternsTest.php keeps the English output
 * as fixtures that Jest parses with the real blocks (tests/unit/patterns.test.ts), and the e2e
 * suite inserts each pattern through the editor.
 *
 * @package Vitrine
 */

namespace Vitrine\Patterns;

use function Vitrine\Kses\inline_text;

defined( 'ABSPATH' ) || exit;

/**
 * A block comment around markup.
 *
 * @param string               $name       Block name without the vitrine/ or core namespace.
 * @param array<string, mixed> $attributes Attributes.
 * @param string|null          $html       Inner markup; null for a self-closing (dynamic) block.
 */
function block( string $name, array $attributes, ?string $html ): string {
	$json = $attributes ? ' ' . serialize_block_attributes( $attributes ) : '';
	if ( null === $html ) {
		return "<!-- wp:{$name}{$json} /-->";
	}
	return "<!-- wp:{$name}{$json} -->\n{$html}\n<!-- /wp:{$name} -->";
}

/**
 * A counter as vitrine/counter's save() writes it (default separators, counting from 0).
 *
 * @param int    $number Final number.
 * @param string $suffix Suffix text.
 * @param string $label  Label text.
 */
function counter( int $number, string $suffix, string $label ): string {
	$figure = number_format( $number, 0, '.', ',' );
	$suffix = inline_text( $suffix );
	$label  = inline_text( $label );
	$html   = sprintf(
		'<div data-start="0" data-end="%1$d" data-decimals="0" data-thousands="," data-decimal="." class="wp-block-vitrine-counter"><p class="vitrine-counter__figure" aria-hidden="true"><span class="vitrine-counter__number">%2$s</span>%3$s</p><p class="vitrine-counter__sr">%2$s%4$s</p><p class="vitrine-counter__label">%5$s</p></div>',
		$number,
		$figure,
		'' === $suffix ? '' : '<span class="vitrine-counter__suffix">' . $suffix . '</span>',
		$suffix,
		$label
	);
	return block( 'vitrine/counter', array_filter( compact( 'number', 'suffix', 'label' ) ), $html );
}

/**
 * Skill circles as vitrine/skill-circles' save() writes them (default size and thickness).
 *
 * @param array<string, int> $circles Label => percentage (0–100).
 */
function skill_circles( array $circles ): string {
	$items  = '';
	$stored = array();
	foreach ( $circles as $label => $value ) {
		$html     = inline_text( $label );
		$stored[] = array(
			'label' => $html,
			'value' => $value,
		);
		$items   .= sprintf(
			'<div class="vitrine-skill-circles__item"><div class="vitrine-skill-circles__ring" role="progressbar" aria-label="%1$s" aria-valuemin="0" aria-valuemax="100" aria-valuenow="%2$d" data-rel="%2$d"><svg class="vitrine-skill-circles__svg" viewBox="0 0 100 100" aria-hidden="true" focusable="false"><circle class="vitrine-skill-circles__track" cx="50" cy="50" r="44" pathLength="100"></circle><circle class="vitrine-skill-circles__value" cx="50" cy="50" r="44" pathLength="100" stroke-dasharray="100" stroke-dashoffset="%3$d"></circle></svg><span class="vitrine-skill-circles__percent" aria-hidden="true">%2$d%%</span></div><p class="vitrine-skill-circles__label" aria-hidden="true">%4$s</p></div>',
			esc_attr( $label ),
			$value,
			100 - $value,
			$html
		);
	}
	return block(
		'vitrine/skill-circles',
		array( 'circles' => $stored ),
		'<div style="--vitrine-circle-size:140px;--vitrine-circle-thickness:8" class="wp-block-vitrine-skill-circles">' . $items . '</div>'
	);
}

/**
 * A centred heading.
 *
 * @param string $text Heading text.
 */
function heading( string $text ): string {
	return block( 'heading', array( 'textAlign' => 'center' ), '<h2 class="wp-block-heading has-text-align-center">' . esc_html( $text ) . '</h2>' );
}

/**
 * A centred paragraph.
 *
 * @param string $text Paragraph text.
 */
function paragraph( string $text ): string {
	return block( 'paragraph', array( 'align' => 'center' ), '<p class="has-text-align-center">' . esc_html( $text ) . '</p>' );
}

/**
 * A wide group around sections.
 *
 * @param string[] $inner Inner blocks' markup.
 */
function wide_group( array $inner ): string {
	return block(
		'group',
		array(
			'align'  => 'wide',
			'layout' => array( 'type' => 'constrained' ),
		),
		"<div class=\"wp-block-group alignwide\">\n" . implode( "\n\n", $inner ) . "\n</div>"
	);
}

/**
 * The "Numbers" section: three counters in columns and four skill circles.
 */
function numbers_content(): string {
	$columns = '';
	foreach (
		array(
			array( 12840, '+', __( 'Orders shipped', 'vitrine' ) ),
			array( 98, '%', __( 'Customers who would buy again', 'vitrine' ) ),
			array( 24, '', __( 'Countries we deliver to', 'vitrine' ) ),
		) as list( $number, $suffix, $label )
	) {
		$columns .= block( 'column', array(), "<div class=\"wp-block-column\">\n" . counter( $number, $suffix, $label ) . "\n</div>" ) . "\n\n";
	}
	return wide_group(
		array(
			heading( __( 'Our work in numbers', 'vitrine' ) ),
			block( 'columns', array(), "<div class=\"wp-block-columns\">\n" . trim( $columns ) . "\n</div>" ),
			skill_circles(
				array(
					__( 'Brand strategy', 'vitrine' ) => 92,
					__( 'Web design', 'vitrine' )     => 85,
					__( 'WooCommerce', 'vitrine' )    => 78,
					__( 'Accessibility', 'vitrine' )  => 96,
				)
			),
		)
	);
}

/**
 * The "Launch offer" section: a headline, a countdown two weeks ahead and a call to action.
 *
 * @param int|null $now Unix time the countdown starts from; tests pass their own.
 */
function launch_offer_content( ?int $now = null ): string {
	$target = ( new \DateTimeImmutable( '@' . ( $now ?? time() ) ) )
		->setTimezone( wp_timezone() )
		->modify( '+14 days' )
		->setTime( 18, 0 );
	$shop   = function_exists( 'wc_get_page_permalink' ) ? wc_get_page_permalink( 'shop' ) : home_url( '/' );
	$button = block(
		'button',
		array(),
		sprintf( '<div class="wp-block-button"><a class="wp-block-button__link wp-element-button" href="%1$s">%2$s</a></div>', esc_url( $shop ), esc_html__( 'Shop the offer', 'vitrine' ) )
	);
	return wide_group(
		array(
			heading( __( 'Launch offer: 20% off everything', 'vitrine' ) ),
			paragraph( __( 'The new collection is here. The launch price ends when the countdown does.', 'vitrine' ) ),
			block(
				'vitrine/countdown',
				array(
					'date'       => $target->format( 'c' ),
					'endState'   => 'message',
					'endMessage' => inline_text( __( 'The launch offer has ended. Thank you for shopping with us!', 'vitrine' ) ),
				),
				null
			),
			block(
				'buttons',
				array(
					'layout' => array(
						'type'           => 'flex',
						'justifyContent' => 'center',
					),
				),
				"<div class=\"wp-block-buttons\">\n" . $button . "\n</div>"
			),
		)
	);
}

/**
 * A portfolio item as vitrine/portfolio-item's save() writes it.
 *
 * @param string                $image      Demo image name (tools/demo/portfolio/*.svg).
 * @param int[]                 $size       Width and height.
 * @param string                $title      Title (plain text).
 * @param string                $text       Text (plain text).
 * @param string                $alt        Alternative text.
 * @param array<string, string> $categories Slug => name (plain text).
 */
function portfolio_item( string $image, array $size, string $title, string $text, string $alt, array $categories ): string {
	$url    = plugins_url( "tools/demo/portfolio/{$image}.svg", \Vitrine\PLUGIN_FILE );
	$stored = array();
	$tags   = '';
	foreach ( $categories as $slug => $name ) {
		$stored[] = array(
			'slug' => $slug,
			'name' => inline_text( $name ),
		);
		$tags    .= '<li>' . inline_text( $name ) . '</li>';
	}
	$html = sprintf(
		'<li class="wp-block-vitrine-portfolio-item" data-categories="%1$s"><figure class="vitrine-portfolio__media"><a class="vitrine-portfolio__open" href="%2$s"><img src="%2$s" alt="%3$s" width="%4$d" height="%5$d"/></a></figure><h3 class="vitrine-portfolio__title"><span class="vitrine-portfolio__name">%6$s</span></h3><p class="vitrine-portfolio__text">%7$s</p><ul class="vitrine-portfolio__tags">%8$s</ul></li>',
		esc_attr( implode( ' ', array_keys( $categories ) ) ),
		esc_url( $url ),
		esc_attr( $alt ),
		$size[0],
		$size[1],
		inline_text( $title ),
		inline_text( $text ),
		$tags
	);
	return block(
		'vitrine/portfolio-item',
		array(
			'width'      => $size[0],
			'height'     => $size[1],
			'categories' => $stored,
		),
		$html
	);
}

/**
 * The "Portfolio page" section: a heading, an introduction and six projects in three categories
 * with their filters. The images are placeholders an editor replaces.
 */
function portfolio_content(): string {
	$branding = array( 'branding' => _x( 'Branding', 'portfolio category', 'vitrine' ) );
	$web      = array( 'web' => _x( 'Web', 'portfolio category', 'vitrine' ) );
	$photo    = array( 'photography' => _x( 'Photography', 'portfolio category', 'vitrine' ) );
	$items    = array(
		portfolio_item( 'harbour', array( 1200, 900 ), __( 'Harbour identity', 'vitrine' ), __( 'Logo, signage and a type family for a port town.', 'vitrine' ), __( 'A yellow sun over blue water', 'vitrine' ), $branding ),
		portfolio_item( 'orchard', array( 1200, 1500 ), __( 'Orchard shop', 'vitrine' ), __( 'An online shop for a family orchard.', 'vitrine' ), __( 'A pale green circle on a dark green field', 'vitrine' ), $web ),
		portfolio_item( 'night-market', array( 1200, 800 ), __( 'Night market', 'vitrine' ), __( 'Stalls, lanterns and faces after dark.', 'vitrine' ), __( 'An orange moon over a purple night', 'vitrine' ), $photo ),
		portfolio_item( 'lantern', array( 1200, 900 ), __( 'Lantern festival', 'vitrine' ), __( 'Posters, tickets and the festival’s website.', 'vitrine' ), __( 'A pale lantern on midnight blue', 'vitrine' ), $branding + $web ),
		portfolio_item( 'ferry', array( 1200, 1000 ), __( 'Morning ferry', 'vitrine' ), __( 'Commuters and gulls on the first crossing of the day.', 'vitrine' ), __( 'A peach sun over teal water', 'vitrine' ), $photo ),
		portfolio_item( 'atlas', array( 1200, 1200 ), __( 'Atlas of walks', 'vitrine' ), __( 'A map of coastal walks that works offline.', 'vitrine' ), __( 'An amber circle on a dark blue map', 'vitrine' ), $web ),
	);
	return wide_group(
		array(
			heading( __( 'Selected work', 'vitrine' ) ),
			paragraph( __( 'Choose a category to narrow the list, and open any project to see it full size.', 'vitrine' ) ),
			block( 'vitrine/portfolio', array(), implode( "\n\n", $items ) ),
		)
	);
}

/**
 * Registers the Vitrine pattern category and the section patterns.
 */
function register(): void {
	register_block_pattern_category( 'vitrine', array( 'label' => __( 'Vitrine', 'vitrine' ) ) );
	register_block_pattern(
		'vitrine/numbers',
		array(
			'title'       => __( 'Numbers: counters and skill circles', 'vitrine' ),
			'description' => __( 'Three counters and four skill circles under a heading; every figure is right before JavaScript runs.', 'vitrine' ),
			'categories'  => array( 'vitrine' ),
			'keywords'    => array( __( 'statistics', 'vitrine' ), __( 'counter', 'vitrine' ), __( 'skills', 'vitrine' ) ),
			'content'     => numbers_content(),
		)
	);
	register_block_pattern(
		'vitrine/launch-offer',
		array(
			'title'       => __( 'Launch offer with a countdown', 'vitrine' ),
			'description' => __( 'A headline, a countdown two weeks ahead that ends on a message, and a button to the shop.', 'vitrine' ),
			'categories'  => array( 'vitrine' ),
			'keywords'    => array( __( 'countdown', 'vitrine' ), __( 'sale', 'vitrine' ), __( 'launch', 'vitrine' ) ),
			'content'     => launch_offer_content(),
		)
	);
	register_block_pattern(
		'vitrine/portfolio-page',
		array(
			'title'       => __( 'Portfolio page', 'vitrine' ),
			'description' => __( 'A heading, an introduction and six projects filtered by category, each opening in a lightbox.', 'vitrine' ),
			'categories'  => array( 'vitrine' ),
			'keywords'    => array( __( 'portfolio', 'vitrine' ), __( 'gallery', 'vitrine' ), __( 'projects', 'vitrine' ) ),
			'content'     => portfolio_content(),
		)
	);
	register_slider_patterns();
	register_header_pattern();
}

add_action( 'init', __NAMESPACE__ . '\\register' );
