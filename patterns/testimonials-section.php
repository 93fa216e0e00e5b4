<?php
/**
 * Title: Testimonials section
 * Slug: vitrine/testimonials-section
 * Description: Three customer quotes with star ratings and photos.
 * Categories: vitrine
 * Keywords: slider, carousel
 *
 * @package Vitrine
 */

use function Vitrine\Patterns\escape_text;
use function Vitrine\Patterns\asset_url;

defined( 'ABSPATH' ) || exit;
?>
<!-- wp:group {"align":"wide","layout":{"type":"constrained"}} -->
<div class="wp-block-group alignwide">
<!-- wp:heading {"textAlign":"center"} -->
<h2 class="wp-block-heading has-text-align-center"><?php echo escape_text( __( 'What customers say', 'vitrine' ) ); ?></h2>
<!-- /wp:heading -->

<!-- wp:vitrine/testimonials {"align":"wide"} -->
<!-- wp:vitrine/slide -->
<div class="wp-block-vitrine-slide vitrine-slider__slide"><div class="vitrine-slide__content"><!-- wp:paragraph {"className":"vitrine-testimonial__quote"} -->
<p class="vitrine-testimonial__quote"><?php echo escape_text( __( 'They rebuilt our shop in a month, and it is the fastest page we have ever had.', 'vitrine' ) ); ?></p>
<!-- /wp:paragraph -->

<!-- wp:vitrine/rating {"rating":5} /-->

<!-- wp:image {"className":"vitrine-testimonial__avatar"} -->
<figure class="wp-block-image vitrine-testimonial__avatar"><img src="<?php echo esc_url( asset_url( 'assets/images/sliders/avatar-ana.svg' ) ); ?>" alt=""/></figure>
<!-- /wp:image -->

<!-- wp:paragraph {"className":"vitrine-testimonial__name"} -->
<p class="vitrine-testimonial__name">Ana Ruiz</p>
<!-- /wp:paragraph -->

<!-- wp:paragraph {"className":"vitrine-testimonial__role"} -->
<p class="vitrine-testimonial__role"><?php echo escape_text( __( 'Owner, Orchard Bakery', 'vitrine' ) ); ?></p>
<!-- /wp:paragraph --></div></div>
<!-- /wp:vitrine/slide -->

<!-- wp:vitrine/slide -->
<div class="wp-block-vitrine-slide vitrine-slider__slide"><div class="vitrine-slide__content"><!-- wp:paragraph {"className":"vitrine-testimonial__quote"} -->
<p class="vitrine-testimonial__quote"><?php echo escape_text( __( 'Our bounce rate fell by a third. The sliders finally work with a keyboard.', 'vitrine' ) ); ?></p>
<!-- /wp:paragraph -->

<!-- wp:vitrine/rating {"rating":5} /-->

<!-- wp:image {"className":"vitrine-testimonial__avatar"} -->
<figure class="wp-block-image vitrine-testimonial__avatar"><img src="<?php echo esc_url( asset_url( 'assets/images/sliders/avatar-ben.svg' ) ); ?>" alt=""/></figure>
<!-- /wp:image -->

<!-- wp:paragraph {"className":"vitrine-testimonial__name"} -->
<p class="vitrine-testimonial__name">Ben Kofi</p>
<!-- /wp:paragraph -->

<!-- wp:paragraph {"className":"vitrine-testimonial__role"} -->
<p class="vitrine-testimonial__role"><?php echo escape_text( __( 'Marketing lead, Harbor & Co', 'vitrine' ) ); ?></p>
<!-- /wp:paragraph --></div></div>
<!-- /wp:vitrine/slide -->

<!-- wp:vitrine/slide -->
<div class="wp-block-vitrine-slide vitrine-slider__slide"><div class="vitrine-slide__content"><!-- wp:paragraph {"className":"vitrine-testimonial__quote"} -->
<p class="vitrine-testimonial__quote"><?php echo escape_text( __( 'Clear advice, no jargon, and a site our whole team can edit.', 'vitrine' ) ); ?></p>
<!-- /wp:paragraph -->

<!-- wp:vitrine/rating {"rating":4} /-->

<!-- wp:image {"className":"vitrine-testimonial__avatar"} -->
<figure class="wp-block-image vitrine-testimonial__avatar"><img src="<?php echo esc_url( asset_url( 'assets/images/sliders/avatar-chloe.svg' ) ); ?>" alt=""/></figure>
<!-- /wp:image -->

<!-- wp:paragraph {"className":"vitrine-testimonial__name"} -->
<p class="vitrine-testimonial__name">Chloé Martin</p>
<!-- /wp:paragraph -->

<!-- wp:paragraph {"className":"vitrine-testimonial__role"} -->
<p class="vitrine-testimonial__role"><?php echo escape_text( __( 'Founder, Kiln Studio', 'vitrine' ) ); ?></p>
<!-- /wp:paragraph --></div></div>
<!-- /wp:vitrine/slide -->
<!-- /wp:vitrine/testimonials -->
</div>
<!-- /wp:group -->
