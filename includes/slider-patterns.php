<?php
/**
 * Slider section patterns (SL-1..SL-5): a hero, the latest posts, testimonials, a logo strip and
 * services. Built in PHP so every text is translated; the slides are core blocks in Vitrine's
 * slide block, written exactly as their save() functions write them (the e2e suite inserts each
 * pattern through the editor, which calls any other markup invalid).
 *
 * @package Vitrine
 */

namespace Vitrine\Patterns;

defined( 'ABSPATH' ) || exit;

/**
 * A core heading.
 *
 * @param string $text  Heading text (plain).
 * @param int    $level Level.
 */
function core_heading( string $text, int $level ): string {
	return block(
		'heading',
		2 === $level ? array() : array( 'level' => $level ),
		sprintf( '<h%1$d class="wp-block-heading">%2$s</h%1$d>', $level, esc_html( $text ) )
	);
}

/**
 * A core paragraph.
 *
 * @param string $html  Paragraph content (escaped HTML).
 * @param string $class Extra class, or none.
 */
function core_paragraph( string $html, string $class = '' ): string {
	return block(
		'paragraph',
		'' === $class ? array() : array( 'className' => $class ),
		sprintf( '<p%1$s>%2$s</p>', '' === $class ? '' : ' class="' . esc_attr( $class ) . '"', $html )
	);
}

/**
 * Core buttons: the first solid, the second outlined.
 *
 * @param array<string, string> $buttons Label => address.
 */
function core_buttons( array $buttons ): string {
	$inner   = array();
	$outline = false;
	foreach ( $buttons as $label => $url ) {
		$inner[] = block(
			'button',
			$outline ? array( 'className' => 'is-style-outline' ) : array(),
			sprintf(
				'<div class="wp-block-button%1$s"><a class="wp-block-button__link wp-element-button" href="%2$s">%3$s</a></div>',
				$outline ? ' is-style-outline' : '',
				esc_url( $url ),
				esc_html( $label )
			)
		);
		$outline = true;
	}
	return block( 'buttons', array(), '<div class="wp-block-buttons">' . implode( "\n\n", $inner ) . '</div>' );
}

/**
 * A core image from the demo's slider pictures.
 *
 * @param string $file  File in tools/demo/sliders.
 * @param string $alt   Alternative text (plain; empty for decoration).
 * @param string $class Extra class.
 */
function core_image( string $file, string $alt, string $class ): string {
	return block(
		'image',
		array( 'className' => $class ),
		sprintf(
			'<figure class="wp-block-image %1$s"><img src="%2$s" alt="%3$s"/></figure>',
			esc_attr( $class ),
			esc_url( plugins_url( "tools/demo/sliders/{$file}", \Vitrine\PLUGIN_FILE ) ),
			esc_attr( $alt )
		)
	);
}

/**
 * A slide as vitrine/slide's save() writes it, with an optional background colour.
 *
 * @param string[] $inner      Inner blocks' markup.
 * @param string   $background Background colour (hex), or none; the text is then white.
 */
function slide( array $inner, string $background = '' ): string {
	$attributes = array();
	$class      = 'wp-block-vitrine-slide vitrine-slider__slide';
	$style      = '';
	if ( '' !== $background ) {
		$attributes = array(
			'style' => array(
				'color' => array(
					'background' => $background,
					'text'       => '#ffffff',
				),
			),
		);
		$class     .= ' has-text-color has-background';
		$style      = sprintf( ' style="color:#ffffff;background-color:%s"', esc_attr( $background ) );
	}
	return block(
		'vitrine/slide',
		$attributes,
		sprintf( '<div class="%1$s"%2$s><div class="vitrine-slide__content">%3$s</div></div>', $class, $style, implode( "\n\n", $inner ) )
	);
}

/**
 * A slider around its slides.
 *
 * @param string               $name       Block name without vitrine/.
 * @param array<string, mixed> $attributes Attributes.
 * @param string[]             $slides     Slides' markup.
 */
function slider( string $name, array $attributes, array $slides ): string {
	return block( "vitrine/{$name}", $attributes, implode( "\n\n", $slides ) );
}

/**
 * The hero: three coloured slides with a heading, a sentence and two buttons.
 */
function hero_content(): string {
	$slides = array(
		array( '#1d3557', __( 'Made to last', 'vitrine' ), __( 'Hand-finished goods from small workshops, shipped in plastic-free packaging.', 'vitrine' ) ),
		array( '#264653', __( 'New this season', 'vitrine' ), __( 'Linen, oak and stoneware in colours picked for long evenings.', 'vitrine' ) ),
		array( '#6a2c70', __( 'Free returns', 'vitrine' ), __( 'Thirty days to change your mind, with the label in the box.', 'vitrine' ) ),
	);
	$shop   = function_exists( 'wc_get_page_permalink' ) ? wc_get_page_permalink( 'shop' ) : home_url( '/' );
	return slider(
		'hero-slider',
		array(),
		array_map(
			static function ( array $slide ) use ( $shop ): string {
				return slide(
					array(
						core_heading( $slide[1], 2 ),
						core_paragraph( esc_html( $slide[2] ) ),
						core_buttons(
							array(
								__( 'Shop now', 'vitrine' )   => $shop,
								__( 'Our story', 'vitrine' )  => home_url( '/' ),
							)
						),
					),
					$slide[0]
				);
			},
			$slides
		)
	);
}

/**
 * The latest posts under a heading.
 */
function latest_posts_content(): string {
	return wide_group(
		array(
			heading( __( 'From the blog', 'vitrine' ) ),
			block( 'vitrine/post-slider', array( 'label' => __( 'From the blog', 'vitrine' ) ), null ),
		)
	);
}

/**
 * Three testimonials with ratings and avatars.
 */
function testimonials_content(): string {
	$people = array(
		array( 'avatar-ana.svg', __( 'They rebuilt our shop in a month, and it is the fastest page we have ever had.', 'vitrine' ), 5, 'Ana Ruiz', __( 'Owner, Orchard Bakery', 'vitrine' ) ),
		array( 'avatar-ben.svg', __( 'Our bounce rate fell by a third. The sliders finally work with a keyboard.', 'vitrine' ), 5, 'Ben Kofi', __( 'Marketing lead, Harbor & Co', 'vitrine' ) ),
		array( 'avatar-chloe.svg', __( 'Clear advice, no jargon, and a site our whole team can edit.', 'vitrine' ), 4, 'Chloé Martin', __( 'Founder, Kiln Studio', 'vitrine' ) ),
	);
	$slides = array();
	foreach ( $people as list( $avatar, $quote, $rating, $name, $role ) ) {
		$slides[] = slide(
			array(
				core_paragraph( esc_html( $quote ), 'vitrine-testimonial__quote' ),
				block( 'vitrine/rating', array( 'rating' => $rating ), null ),
				core_image( $avatar, '', 'vitrine-testimonial__avatar' ),
				core_paragraph( esc_html( $name ), 'vitrine-testimonial__name' ),
				core_paragraph( esc_html( $role ), 'vitrine-testimonial__role' ),
			)
		);
	}
	return wide_group(
		array(
			heading( __( 'What customers say', 'vitrine' ) ),
			slider( 'testimonials', array(), $slides ),
		)
	);
}

/**
 * A strip of six logos that plays on its own (with its pause button).
 */
function logo_strip_content(): string {
	$logos = array(
		'logo-northwind.svg' => 'Northwind',
		'logo-harbor.svg'    => 'Harbor & Co',
		'logo-lumen.svg'     => 'Lumen',
		'logo-orchard.svg'   => 'Orchard',
		'logo-atlas.svg'     => 'Atlas Freight',
		'logo-kiln.svg'      => 'Kiln Studio',
	);
	$slides = array();
	foreach ( $logos as $file => $name ) {
		$slides[] = slide( array( core_image( $file, $name, 'vitrine-logo' ) ) );
	}
	return wide_group(
		array(
			heading( __( 'Trusted by', 'vitrine' ) ),
			slider(
				'logo-slider',
				array(
					'settings' => array(
						'autoplay' => true,
						'loop'     => true,
					),
				),
				$slides
			),
		)
	);
}

/**
 * Four services with an icon, a title, a sentence and a link.
 */
function services_content(): string {
	$services = array(
		array( 'icon-design.svg', __( 'Design', 'vitrine' ), __( 'Identity, packaging and pages that say one thing clearly.', 'vitrine' ), __( 'Learn more about design', 'vitrine' ) ),
		array( 'icon-build.svg', __( 'Build', 'vitrine' ), __( 'Block themes and shops that load fast on any phone.', 'vitrine' ), __( 'Learn more about building', 'vitrine' ) ),
		array( 'icon-grow.svg', __( 'Grow', 'vitrine' ), __( 'Numbers you can trust: speed, sales and search, every month.', 'vitrine' ), __( 'Learn more about growth', 'vitrine' ) ),
		array( 'icon-care.svg', __( 'Care', 'vitrine' ), __( 'Updates, backups and a person who answers the phone.', 'vitrine' ), __( 'Learn more about care', 'vitrine' ) ),
	);
	$slides   = array();
	foreach ( $services as list( $icon, $title, $text, $link ) ) {
		$slides[] = slide(
			array(
				core_image( $icon, '', 'vitrine-service__icon' ),
				core_heading( $title, 3 ),
				core_paragraph( esc_html( $text ) ),
				core_paragraph( sprintf( '<a href="%1$s">%2$s</a>', esc_url( home_url( '/' ) ), esc_html( $link ) ), 'vitrine-service__link' ),
			)
		);
	}
	return wide_group(
		array(
			heading( __( 'What we do', 'vitrine' ) ),
			slider( 'services-slider', array( 'label' => __( 'What we do', 'vitrine' ) ), $slides ),
		)
	);
}

/**
 * Registers the slider section patterns.
 */
function register_slider_patterns(): void {
	$patterns = array(
		'hero-section'         => array( __( 'Hero slider section', 'vitrine' ), __( 'Three full-width slides with a heading, a sentence and two buttons; fades every 5 seconds with a pause button.', 'vitrine' ), 'hero_content' ),
		'latest-posts'         => array( __( 'Latest posts slider', 'vitrine' ), __( 'Your newest posts as cards, sticky posts first, always up to date.', 'vitrine' ), 'latest_posts_content' ),
		'testimonials-section' => array( __( 'Testimonials section', 'vitrine' ), __( 'Three customer quotes with star ratings and photos.', 'vitrine' ), 'testimonials_content' ),
		'logo-strip'           => array( __( 'Logo strip', 'vitrine' ), __( 'Six partner logos that move every 2 seconds, with a pause button.', 'vitrine' ), 'logo_strip_content' ),
		'services-section'     => array( __( 'Services section', 'vitrine' ), __( 'Four services with an icon, a sentence and a link.', 'vitrine' ), 'services_content' ),
	);
	foreach ( $patterns as $slug => list( $title, $description, $content ) ) {
		register_block_pattern(
			"vitrine/{$slug}",
			array(
				'title'       => $title,
				'description' => $description,
				'categories'  => array( 'vitrine' ),
				'keywords'    => array( __( 'slider', 'vitrine' ), __( 'carousel', 'vitrine' ) ),
				'content'     => call_user_func( __NAMESPACE__ . '\\' . $content ),
			)
		);
	}
}
