<?php
/**
 * Title: Logo strip
 * Slug: vitrine/logo-strip
 * Description: Six partner logos that move every 2 seconds, with a pause button.
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
<h2 class="wp-block-heading has-text-align-center"><?php echo escape_text( __( 'Trusted by', 'vitrine' ) ); ?></h2>
<!-- /wp:heading -->

<!-- wp:vitrine/logo-slider {"align":"wide","settings":{"autoplay":true,"loop":true}} -->
<!-- wp:vitrine/slide -->
<div class="wp-block-vitrine-slide vitrine-slider__slide"><div class="vitrine-slide__content"><!-- wp:image {"className":"vitrine-logo"} -->
<figure class="wp-block-image vitrine-logo"><img src="<?php echo esc_url( asset_url( 'assets/images/sliders/logo-northwind.svg' ) ); ?>" alt="Northwind"/></figure>
<!-- /wp:image --></div></div>
<!-- /wp:vitrine/slide -->

<!-- wp:vitrine/slide -->
<div class="wp-block-vitrine-slide vitrine-slider__slide"><div class="vitrine-slide__content"><!-- wp:image {"className":"vitrine-logo"} -->
<figure class="wp-block-image vitrine-logo"><img src="<?php echo esc_url( asset_url( 'assets/images/sliders/logo-harbor.svg' ) ); ?>" alt="Harbor &amp; Co"/></figure>
<!-- /wp:image --></div></div>
<!-- /wp:vitrine/slide -->

<!-- wp:vitrine/slide -->
<div class="wp-block-vitrine-slide vitrine-slider__slide"><div class="vitrine-slide__content"><!-- wp:image {"className":"vitrine-logo"} -->
<figure class="wp-block-image vitrine-logo"><img src="<?php echo esc_url( asset_url( 'assets/images/sliders/logo-lumen.svg' ) ); ?>" alt="Lumen"/></figure>
<!-- /wp:image --></div></div>
<!-- /wp:vitrine/slide -->

<!-- wp:vitrine/slide -->
<div class="wp-block-vitrine-slide vitrine-slider__slide"><div class="vitrine-slide__content"><!-- wp:image {"className":"vitrine-logo"} -->
<figure class="wp-block-image vitrine-logo"><img src="<?php echo esc_url( asset_url( 'assets/images/sliders/logo-orchard.svg' ) ); ?>" alt="Orchard"/></figure>
<!-- /wp:image --></div></div>
<!-- /wp:vitrine/slide -->

<!-- wp:vitrine/slide -->
<div class="wp-block-vitrine-slide vitrine-slider__slide"><div class="vitrine-slide__content"><!-- wp:image {"className":"vitrine-logo"} -->
<figure class="wp-block-image vitrine-logo"><img src="<?php echo esc_url( asset_url( 'assets/images/sliders/logo-atlas.svg' ) ); ?>" alt="Atlas Freight"/></figure>
<!-- /wp:image --></div></div>
<!-- /wp:vitrine/slide -->

<!-- wp:vitrine/slide -->
<div class="wp-block-vitrine-slide vitrine-slider__slide"><div class="vitrine-slide__content"><!-- wp:image {"className":"vitrine-logo"} -->
<figure class="wp-block-image vitrine-logo"><img src="<?php echo esc_url( asset_url( 'assets/images/sliders/logo-kiln.svg' ) ); ?>" alt="Kiln Studio"/></figure>
<!-- /wp:image --></div></div>
<!-- /wp:vitrine/slide -->
<!-- /wp:vitrine/logo-slider -->
</div>
<!-- /wp:group -->
