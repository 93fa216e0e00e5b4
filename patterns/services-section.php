<?php
/**
 * Title: Services section
 * Slug: vitrine/services-section
 * Description: Four services with an icon, a sentence and a link.
 * Categories: vitrine
 * Keywords: slider, carousel
 *
 * @package Vitrine
 */

use function Vitrine\Patterns\escape_text;
use function Vitrine\Patterns\escape_json_text;
use function Vitrine\Patterns\asset_url;

defined( 'ABSPATH' ) || exit;
?>
<!-- wp:group {"align":"wide","layout":{"type":"constrained"}} -->
<div class="wp-block-group alignwide">
<!-- wp:heading {"textAlign":"center"} -->
<h2 class="wp-block-heading has-text-align-center"><?php echo escape_text( __( 'What we do', 'vitrine' ) ); ?></h2>
<!-- /wp:heading -->

<!-- wp:vitrine/services-slider {"align":"wide","label":"<?php echo escape_json_text( __( 'What we do', 'vitrine' ) ); ?>"} -->
<!-- wp:vitrine/slide -->
<div class="wp-block-vitrine-slide vitrine-slider__slide"><div class="vitrine-slide__content"><!-- wp:image {"className":"vitrine-service__icon"} -->
<figure class="wp-block-image vitrine-service__icon"><img src="<?php echo esc_url( asset_url( 'assets/images/sliders/icon-design.svg' ) ); ?>" alt=""/></figure>
<!-- /wp:image -->

<!-- wp:heading {"level":3} -->
<h3 class="wp-block-heading"><?php echo escape_text( __( 'Design', 'vitrine' ) ); ?></h3>
<!-- /wp:heading -->

<!-- wp:paragraph -->
<p><?php echo escape_text( __( 'Identity, packaging and pages that say one thing clearly.', 'vitrine' ) ); ?></p>
<!-- /wp:paragraph -->

<!-- wp:paragraph {"className":"vitrine-service__link"} -->
<p class="vitrine-service__link"><a href="<?php echo esc_url( home_url( '/' ) ); ?>"><?php echo escape_text( __( 'Learn more about design', 'vitrine' ) ); ?></a></p>
<!-- /wp:paragraph --></div></div>
<!-- /wp:vitrine/slide -->

<!-- wp:vitrine/slide -->
<div class="wp-block-vitrine-slide vitrine-slider__slide"><div class="vitrine-slide__content"><!-- wp:image {"className":"vitrine-service__icon"} -->
<figure class="wp-block-image vitrine-service__icon"><img src="<?php echo esc_url( asset_url( 'assets/images/sliders/icon-build.svg' ) ); ?>" alt=""/></figure>
<!-- /wp:image -->

<!-- wp:heading {"level":3} -->
<h3 class="wp-block-heading"><?php echo escape_text( __( 'Build', 'vitrine' ) ); ?></h3>
<!-- /wp:heading -->

<!-- wp:paragraph -->
<p><?php echo escape_text( __( 'Block themes and shops that load fast on any phone.', 'vitrine' ) ); ?></p>
<!-- /wp:paragraph -->

<!-- wp:paragraph {"className":"vitrine-service__link"} -->
<p class="vitrine-service__link"><a href="<?php echo esc_url( home_url( '/' ) ); ?>"><?php echo escape_text( __( 'Learn more about building', 'vitrine' ) ); ?></a></p>
<!-- /wp:paragraph --></div></div>
<!-- /wp:vitrine/slide -->

<!-- wp:vitrine/slide -->
<div class="wp-block-vitrine-slide vitrine-slider__slide"><div class="vitrine-slide__content"><!-- wp:image {"className":"vitrine-service__icon"} -->
<figure class="wp-block-image vitrine-service__icon"><img src="<?php echo esc_url( asset_url( 'assets/images/sliders/icon-grow.svg' ) ); ?>" alt=""/></figure>
<!-- /wp:image -->

<!-- wp:heading {"level":3} -->
<h3 class="wp-block-heading"><?php echo escape_text( __( 'Grow', 'vitrine' ) ); ?></h3>
<!-- /wp:heading -->

<!-- wp:paragraph -->
<p><?php echo escape_text( __( 'Numbers you can trust: speed, sales and search, every month.', 'vitrine' ) ); ?></p>
<!-- /wp:paragraph -->

<!-- wp:paragraph {"className":"vitrine-service__link"} -->
<p class="vitrine-service__link"><a href="<?php echo esc_url( home_url( '/' ) ); ?>"><?php echo escape_text( __( 'Learn more about growth', 'vitrine' ) ); ?></a></p>
<!-- /wp:paragraph --></div></div>
<!-- /wp:vitrine/slide -->

<!-- wp:vitrine/slide -->
<div class="wp-block-vitrine-slide vitrine-slider__slide"><div class="vitrine-slide__content"><!-- wp:image {"className":"vitrine-service__icon"} -->
<figure class="wp-block-image vitrine-service__icon"><img src="<?php echo esc_url( asset_url( 'assets/images/sliders/icon-care.svg' ) ); ?>" alt=""/></figure>
<!-- /wp:image -->

<!-- wp:heading {"level":3} -->
<h3 class="wp-block-heading"><?php echo escape_text( __( 'Care', 'vitrine' ) ); ?></h3>
<!-- /wp:heading -->

<!-- wp:paragraph -->
<p><?php echo escape_text( __( 'Updates, backups and a person who answers the phone.', 'vitrine' ) ); ?></p>
<!-- /wp:paragraph -->

<!-- wp:paragraph {"className":"vitrine-service__link"} -->
<p class="vitrine-service__link"><a href="<?php echo esc_url( home_url( '/' ) ); ?>"><?php echo escape_text( __( 'Learn more about care', 'vitrine' ) ); ?></a></p>
<!-- /wp:paragraph --></div></div>
<!-- /wp:vitrine/slide -->
<!-- /wp:vitrine/services-slider -->
</div>
<!-- /wp:group -->
