<?php
/**
 * Title: Portfolio page
 * Slug: vitrine/portfolio-page
 * Description: A heading, an introduction and six projects filtered by category, each opening in a lightbox.
 * Categories: vitrine
 * Keywords: portfolio, gallery, projects
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
<h2 class="wp-block-heading has-text-align-center"><?php echo escape_text( __( 'Selected work', 'vitrine' ) ); ?></h2>
<!-- /wp:heading -->

<!-- wp:paragraph {"align":"center"} -->
<p class="has-text-align-center"><?php echo escape_text( __( 'Choose a category to narrow the list, and open any project to see it full size.', 'vitrine' ) ); ?></p>
<!-- /wp:paragraph -->

<!-- wp:vitrine/portfolio -->
<!-- wp:vitrine/portfolio-item {"width":1200,"height":900,"categories":[{"slug":"branding","name":"<?php echo escape_json_text( _x( 'Branding', 'portfolio category', 'vitrine' ) ); ?>"}]} -->
<li class="wp-block-vitrine-portfolio-item" data-categories="branding"><figure class="vitrine-portfolio__media"><a class="vitrine-portfolio__open" href="<?php echo esc_url( asset_url( 'assets/images/portfolio/harbour.svg' ) ); ?>"><img src="<?php echo esc_url( asset_url( 'assets/images/portfolio/harbour.svg' ) ); ?>" alt="<?php echo esc_attr( __( 'A yellow sun over blue water', 'vitrine' ) ); ?>" width="1200" height="900"/></a></figure><h3 class="vitrine-portfolio__title"><span class="vitrine-portfolio__name"><?php echo escape_text( __( 'Harbour identity', 'vitrine' ) ); ?></span></h3><p class="vitrine-portfolio__text"><?php echo escape_text( __( 'Logo, signage and a type family for a port town.', 'vitrine' ) ); ?></p><ul class="vitrine-portfolio__tags"><li><?php echo escape_text( _x( 'Branding', 'portfolio category', 'vitrine' ) ); ?></li></ul></li>
<!-- /wp:vitrine/portfolio-item -->

<!-- wp:vitrine/portfolio-item {"width":1200,"height":1500,"categories":[{"slug":"web","name":"<?php echo escape_json_text( _x( 'Web', 'portfolio category', 'vitrine' ) ); ?>"}]} -->
<li class="wp-block-vitrine-portfolio-item" data-categories="web"><figure class="vitrine-portfolio__media"><a class="vitrine-portfolio__open" href="<?php echo esc_url( asset_url( 'assets/images/portfolio/orchard.svg' ) ); ?>"><img src="<?php echo esc_url( asset_url( 'assets/images/portfolio/orchard.svg' ) ); ?>" alt="<?php echo esc_attr( __( 'A pale green circle on a dark green field', 'vitrine' ) ); ?>" width="1200" height="1500"/></a></figure><h3 class="vitrine-portfolio__title"><span class="vitrine-portfolio__name"><?php echo escape_text( __( 'Orchard shop', 'vitrine' ) ); ?></span></h3><p class="vitrine-portfolio__text"><?php echo escape_text( __( 'An online shop for a family orchard.', 'vitrine' ) ); ?></p><ul class="vitrine-portfolio__tags"><li><?php echo escape_text( _x( 'Web', 'portfolio category', 'vitrine' ) ); ?></li></ul></li>
<!-- /wp:vitrine/portfolio-item -->

<!-- wp:vitrine/portfolio-item {"width":1200,"height":800,"categories":[{"slug":"photography","name":"<?php echo escape_json_text( _x( 'Photography', 'portfolio category', 'vitrine' ) ); ?>"}]} -->
<li class="wp-block-vitrine-portfolio-item" data-categories="photography"><figure class="vitrine-portfolio__media"><a class="vitrine-portfolio__open" href="<?php echo esc_url( asset_url( 'assets/images/portfolio/night-market.svg' ) ); ?>"><img src="<?php echo esc_url( asset_url( 'assets/images/portfolio/night-market.svg' ) ); ?>" alt="<?php echo esc_attr( __( 'An orange moon over a purple night', 'vitrine' ) ); ?>" width="1200" height="800"/></a></figure><h3 class="vitrine-portfolio__title"><span class="vitrine-portfolio__name"><?php echo escape_text( __( 'Night market', 'vitrine' ) ); ?></span></h3><p class="vitrine-portfolio__text"><?php echo escape_text( __( 'Stalls, lanterns and faces after dark.', 'vitrine' ) ); ?></p><ul class="vitrine-portfolio__tags"><li><?php echo escape_text( _x( 'Photography', 'portfolio category', 'vitrine' ) ); ?></li></ul></li>
<!-- /wp:vitrine/portfolio-item -->

<!-- wp:vitrine/portfolio-item {"width":1200,"height":900,"categories":[{"slug":"branding","name":"<?php echo escape_json_text( _x( 'Branding', 'portfolio category', 'vitrine' ) ); ?>"},{"slug":"web","name":"<?php echo escape_json_text( _x( 'Web', 'portfolio category', 'vitrine' ) ); ?>"}]} -->
<li class="wp-block-vitrine-portfolio-item" data-categories="branding web"><figure class="vitrine-portfolio__media"><a class="vitrine-portfolio__open" href="<?php echo esc_url( asset_url( 'assets/images/portfolio/lantern.svg' ) ); ?>"><img src="<?php echo esc_url( asset_url( 'assets/images/portfolio/lantern.svg' ) ); ?>" alt="<?php echo esc_attr( __( 'A pale lantern on midnight blue', 'vitrine' ) ); ?>" width="1200" height="900"/></a></figure><h3 class="vitrine-portfolio__title"><span class="vitrine-portfolio__name"><?php echo escape_text( __( 'Lantern festival', 'vitrine' ) ); ?></span></h3><p class="vitrine-portfolio__text"><?php echo escape_text( __( 'Posters, tickets and the festival’s website.', 'vitrine' ) ); ?></p><ul class="vitrine-portfolio__tags"><li><?php echo escape_text( _x( 'Branding', 'portfolio category', 'vitrine' ) ); ?></li><li><?php echo escape_text( _x( 'Web', 'portfolio category', 'vitrine' ) ); ?></li></ul></li>
<!-- /wp:vitrine/portfolio-item -->

<!-- wp:vitrine/portfolio-item {"width":1200,"height":1000,"categories":[{"slug":"photography","name":"<?php echo escape_json_text( _x( 'Photography', 'portfolio category', 'vitrine' ) ); ?>"}]} -->
<li class="wp-block-vitrine-portfolio-item" data-categories="photography"><figure class="vitrine-portfolio__media"><a class="vitrine-portfolio__open" href="<?php echo esc_url( asset_url( 'assets/images/portfolio/ferry.svg' ) ); ?>"><img src="<?php echo esc_url( asset_url( 'assets/images/portfolio/ferry.svg' ) ); ?>" alt="<?php echo esc_attr( __( 'A peach sun over teal water', 'vitrine' ) ); ?>" width="1200" height="1000"/></a></figure><h3 class="vitrine-portfolio__title"><span class="vitrine-portfolio__name"><?php echo escape_text( __( 'Morning ferry', 'vitrine' ) ); ?></span></h3><p class="vitrine-portfolio__text"><?php echo escape_text( __( 'Commuters and gulls on the first crossing of the day.', 'vitrine' ) ); ?></p><ul class="vitrine-portfolio__tags"><li><?php echo escape_text( _x( 'Photography', 'portfolio category', 'vitrine' ) ); ?></li></ul></li>
<!-- /wp:vitrine/portfolio-item -->

<!-- wp:vitrine/portfolio-item {"width":1200,"height":1200,"categories":[{"slug":"web","name":"<?php echo escape_json_text( _x( 'Web', 'portfolio category', 'vitrine' ) ); ?>"}]} -->
<li class="wp-block-vitrine-portfolio-item" data-categories="web"><figure class="vitrine-portfolio__media"><a class="vitrine-portfolio__open" href="<?php echo esc_url( asset_url( 'assets/images/portfolio/atlas.svg' ) ); ?>"><img src="<?php echo esc_url( asset_url( 'assets/images/portfolio/atlas.svg' ) ); ?>" alt="<?php echo esc_attr( __( 'An amber circle on a dark blue map', 'vitrine' ) ); ?>" width="1200" height="1200"/></a></figure><h3 class="vitrine-portfolio__title"><span class="vitrine-portfolio__name"><?php echo escape_text( __( 'Atlas of walks', 'vitrine' ) ); ?></span></h3><p class="vitrine-portfolio__text"><?php echo escape_text( __( 'A map of coastal walks that works offline.', 'vitrine' ) ); ?></p><ul class="vitrine-portfolio__tags"><li><?php echo escape_text( _x( 'Web', 'portfolio category', 'vitrine' ) ); ?></li></ul></li>
<!-- /wp:vitrine/portfolio-item -->
<!-- /wp:vitrine/portfolio -->
</div>
<!-- /wp:group -->
