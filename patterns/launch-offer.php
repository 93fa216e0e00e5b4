<?php
/**
 * Title: Launch offer with a countdown
 * Slug: vitrine/launch-offer
 * Description: A headline, a countdown two weeks ahead that ends on a message, and a button to the shop.
 * Categories: vitrine
 * Keywords: countdown, sale, launch
 *
 * @package Vitrine
 */

use function Vitrine\Patterns\escape_text;
use function Vitrine\Patterns\escape_json_text;
use function Vitrine\Patterns\shop_url;
use function Vitrine\Patterns\launch_date;

defined( 'ABSPATH' ) || exit;
?>
<!-- wp:group {"align":"wide","layout":{"type":"constrained"}} -->
<div class="wp-block-group alignwide">
<!-- wp:heading {"textAlign":"center"} -->
<h2 class="wp-block-heading has-text-align-center"><?php echo escape_text( __( 'Launch offer: 20% off everything', 'vitrine' ) ); ?></h2>
<!-- /wp:heading -->

<!-- wp:paragraph {"align":"center"} -->
<p class="has-text-align-center"><?php echo escape_text( __( 'The new collection is here. The launch price ends when the countdown does.', 'vitrine' ) ); ?></p>
<!-- /wp:paragraph -->

<!-- wp:vitrine/countdown {"date":"<?php echo esc_html( launch_date() ); ?>","endState":"message","endMessage":"<?php echo escape_json_text( __( 'The launch offer has ended. Thank you for shopping with us!', 'vitrine' ) ); ?>"} /-->

<!-- wp:buttons {"className":"vitrine-actions","layout":{"type":"flex","justifyContent":"center"}} -->
<div class="wp-block-buttons vitrine-actions">
<!-- wp:button -->
<div class="wp-block-button"><a class="wp-block-button__link wp-element-button" href="<?php echo esc_url( shop_url() ); ?>"><?php echo escape_text( __( 'Shop the offer', 'vitrine' ) ); ?></a></div>
<!-- /wp:button -->
</div>
<!-- /wp:buttons -->
</div>
<!-- /wp:group -->
