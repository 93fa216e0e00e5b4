<?php
/**
 * Title: Hero slider section
 * Slug: vitrine/hero-section
 * Description: Three full-width slides with a heading, a sentence and two buttons; fades every 5 seconds with a pause button.
 * Categories: vitrine
 * Keywords: slider, carousel
 *
 * @package Vitrine
 */

use function Vitrine\Patterns\escape_text;
use function Vitrine\Patterns\shop_url;

defined( 'ABSPATH' ) || exit;
?>
<!-- wp:vitrine/hero-slider -->
<!-- wp:vitrine/slide {"style":{"color":{"background":"#1d3557","text":"#ffffff"}}} -->
<div class="wp-block-vitrine-slide vitrine-slider__slide has-text-color has-background" style="color:#ffffff;background-color:#1d3557"><div class="vitrine-slide__content"><!-- wp:heading -->
<h2 class="wp-block-heading"><?php echo escape_text( __( 'Made to last', 'vitrine' ) ); ?></h2>
<!-- /wp:heading -->

<!-- wp:paragraph -->
<p><?php echo escape_text( __( 'Hand-finished goods from small workshops, shipped in plastic-free packaging.', 'vitrine' ) ); ?></p>
<!-- /wp:paragraph -->

<!-- wp:buttons -->
<div class="wp-block-buttons"><!-- wp:button -->
<div class="wp-block-button"><a class="wp-block-button__link wp-element-button" href="<?php echo esc_url( shop_url() ); ?>"><?php echo escape_text( __( 'Shop now', 'vitrine' ) ); ?></a></div>
<!-- /wp:button -->

<!-- wp:button {"className":"is-style-outline"} -->
<div class="wp-block-button is-style-outline"><a class="wp-block-button__link wp-element-button" href="<?php echo esc_url( home_url( '/' ) ); ?>"><?php echo escape_text( __( 'Our story', 'vitrine' ) ); ?></a></div>
<!-- /wp:button --></div>
<!-- /wp:buttons --></div></div>
<!-- /wp:vitrine/slide -->

<!-- wp:vitrine/slide {"style":{"color":{"background":"#264653","text":"#ffffff"}}} -->
<div class="wp-block-vitrine-slide vitrine-slider__slide has-text-color has-background" style="color:#ffffff;background-color:#264653"><div class="vitrine-slide__content"><!-- wp:heading -->
<h2 class="wp-block-heading"><?php echo escape_text( __( 'New this season', 'vitrine' ) ); ?></h2>
<!-- /wp:heading -->

<!-- wp:paragraph -->
<p><?php echo escape_text( __( 'Linen, oak and stoneware in colours picked for long evenings.', 'vitrine' ) ); ?></p>
<!-- /wp:paragraph -->

<!-- wp:buttons -->
<div class="wp-block-buttons"><!-- wp:button -->
<div class="wp-block-button"><a class="wp-block-button__link wp-element-button" href="<?php echo esc_url( shop_url() ); ?>"><?php echo escape_text( __( 'Shop now', 'vitrine' ) ); ?></a></div>
<!-- /wp:button -->

<!-- wp:button {"className":"is-style-outline"} -->
<div class="wp-block-button is-style-outline"><a class="wp-block-button__link wp-element-button" href="<?php echo esc_url( home_url( '/' ) ); ?>"><?php echo escape_text( __( 'Our story', 'vitrine' ) ); ?></a></div>
<!-- /wp:button --></div>
<!-- /wp:buttons --></div></div>
<!-- /wp:vitrine/slide -->

<!-- wp:vitrine/slide {"style":{"color":{"background":"#6a2c70","text":"#ffffff"}}} -->
<div class="wp-block-vitrine-slide vitrine-slider__slide has-text-color has-background" style="color:#ffffff;background-color:#6a2c70"><div class="vitrine-slide__content"><!-- wp:heading -->
<h2 class="wp-block-heading"><?php echo escape_text( __( 'Free returns', 'vitrine' ) ); ?></h2>
<!-- /wp:heading -->

<!-- wp:paragraph -->
<p><?php echo escape_text( __( 'Thirty days to change your mind, with the label in the box.', 'vitrine' ) ); ?></p>
<!-- /wp:paragraph -->

<!-- wp:buttons -->
<div class="wp-block-buttons"><!-- wp:button -->
<div class="wp-block-button"><a class="wp-block-button__link wp-element-button" href="<?php echo esc_url( shop_url() ); ?>"><?php echo escape_text( __( 'Shop now', 'vitrine' ) ); ?></a></div>
<!-- /wp:button -->

<!-- wp:button {"className":"is-style-outline"} -->
<div class="wp-block-button is-style-outline"><a class="wp-block-button__link wp-element-button" href="<?php echo esc_url( home_url( '/' ) ); ?>"><?php echo escape_text( __( 'Our story', 'vitrine' ) ); ?></a></div>
<!-- /wp:button --></div>
<!-- /wp:buttons --></div></div>
<!-- /wp:vitrine/slide -->
<!-- /wp:vitrine/hero-slider -->
