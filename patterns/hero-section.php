<?php
/**
 * Title: Hero slider section
 * Slug: vitrine/hero-section
 * Description: Three full-width slides over darkened pictures, each with a heading, a sentence and two buttons; fades every 5 seconds with a pause button.
 * Categories: vitrine
 * Keywords: slider, carousel
 *
 * @package Vitrine
 */

use function Vitrine\Patterns\asset_url;
use function Vitrine\Patterns\escape_text;
use function Vitrine\Patterns\shop_url;

defined( 'ABSPATH' ) || exit;
?>
<!-- wp:vitrine/hero-slider -->
<!-- wp:vitrine/slide {"dimRatio":60} -->
<div class="wp-block-vitrine-slide vitrine-slider__slide has-background-image"><img class="vitrine-slide__background" src="<?php echo esc_url( asset_url( 'assets/images/portfolio/harbour.svg' ) ); ?>" alt=""/><span class="vitrine-slide__overlay vitrine-slide__overlay--60" aria-hidden="true"></span><div class="vitrine-slide__content"><!-- wp:heading -->
<h2 class="wp-block-heading"><?php echo escape_text( __( 'Made to last', 'vitrine' ) ); ?></h2>
<!-- /wp:heading -->

<!-- wp:paragraph -->
<p><?php echo escape_text( __( 'Hand-finished goods from small workshops, shipped in plastic-free packaging.', 'vitrine' ) ); ?></p>
<!-- /wp:paragraph -->

<!-- wp:buttons {"className":"vitrine-actions"} -->
<div class="wp-block-buttons vitrine-actions"><!-- wp:button -->
<div class="wp-block-button"><a class="wp-block-button__link wp-element-button" href="<?php echo esc_url( shop_url() ); ?>"><?php echo escape_text( __( 'Shop now', 'vitrine' ) ); ?></a></div>
<!-- /wp:button -->

<!-- wp:button {"className":"is-style-outline"} -->
<div class="wp-block-button is-style-outline"><a class="wp-block-button__link wp-element-button" href="<?php echo esc_url( home_url( '/' ) ); ?>"><?php echo escape_text( __( 'Our story', 'vitrine' ) ); ?></a></div>
<!-- /wp:button --></div>
<!-- /wp:buttons --></div></div>
<!-- /wp:vitrine/slide -->

<!-- wp:vitrine/slide {"dimRatio":60} -->
<div class="wp-block-vitrine-slide vitrine-slider__slide has-background-image"><img class="vitrine-slide__background" src="<?php echo esc_url( asset_url( 'assets/images/portfolio/glasshouse.svg' ) ); ?>" alt=""/><span class="vitrine-slide__overlay vitrine-slide__overlay--60" aria-hidden="true"></span><div class="vitrine-slide__content"><!-- wp:heading -->
<h2 class="wp-block-heading"><?php echo escape_text( __( 'New this season', 'vitrine' ) ); ?></h2>
<!-- /wp:heading -->

<!-- wp:paragraph -->
<p><?php echo escape_text( __( 'Linen, oak and stoneware in colours picked for long evenings.', 'vitrine' ) ); ?></p>
<!-- /wp:paragraph -->

<!-- wp:buttons {"className":"vitrine-actions"} -->
<div class="wp-block-buttons vitrine-actions"><!-- wp:button -->
<div class="wp-block-button"><a class="wp-block-button__link wp-element-button" href="<?php echo esc_url( shop_url() ); ?>"><?php echo escape_text( __( 'Shop now', 'vitrine' ) ); ?></a></div>
<!-- /wp:button -->

<!-- wp:button {"className":"is-style-outline"} -->
<div class="wp-block-button is-style-outline"><a class="wp-block-button__link wp-element-button" href="<?php echo esc_url( home_url( '/' ) ); ?>"><?php echo escape_text( __( 'Our story', 'vitrine' ) ); ?></a></div>
<!-- /wp:button --></div>
<!-- /wp:buttons --></div></div>
<!-- /wp:vitrine/slide -->

<!-- wp:vitrine/slide {"dimRatio":60} -->
<div class="wp-block-vitrine-slide vitrine-slider__slide has-background-image"><img class="vitrine-slide__background" src="<?php echo esc_url( asset_url( 'assets/images/portfolio/orchard.svg' ) ); ?>" alt=""/><span class="vitrine-slide__overlay vitrine-slide__overlay--60" aria-hidden="true"></span><div class="vitrine-slide__content"><!-- wp:heading -->
<h2 class="wp-block-heading"><?php echo escape_text( __( 'Free returns', 'vitrine' ) ); ?></h2>
<!-- /wp:heading -->

<!-- wp:paragraph -->
<p><?php echo escape_text( __( 'Thirty days to change your mind, with the label in the box.', 'vitrine' ) ); ?></p>
<!-- /wp:paragraph -->

<!-- wp:buttons {"className":"vitrine-actions"} -->
<div class="wp-block-buttons vitrine-actions"><!-- wp:button -->
<div class="wp-block-button"><a class="wp-block-button__link wp-element-button" href="<?php echo esc_url( shop_url() ); ?>"><?php echo escape_text( __( 'Shop now', 'vitrine' ) ); ?></a></div>
<!-- /wp:button -->

<!-- wp:button {"className":"is-style-outline"} -->
<div class="wp-block-button is-style-outline"><a class="wp-block-button__link wp-element-button" href="<?php echo esc_url( home_url( '/' ) ); ?>"><?php echo escape_text( __( 'Our story', 'vitrine' ) ); ?></a></div>
<!-- /wp:button --></div>
<!-- /wp:buttons --></div></div>
<!-- /wp:vitrine/slide -->
<!-- /wp:vitrine/hero-slider -->
