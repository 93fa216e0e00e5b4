<?php
/**
 * Title: Shop front
 * Slug: vitrine/page-shop-front
 * Description: A shop's landing page: the launch offer with its countdown, the bestsellers from WooCommerce, what customers say, partner logos and a way to every product.
 * Categories: vitrine-pages
 * Keywords: shop, store, products
 * Post Types: page
 * Block Types: core/post-content
 * Requires Plugins: woocommerce
 *
 * @package Vitrine
 */

use function Vitrine\Patterns\escape_text;
use function Vitrine\Patterns\shop_url;

defined( 'ABSPATH' ) || exit;
?>
<!-- wp:pattern {"slug":"vitrine/launch-offer"} /-->

<!-- wp:group {"align":"wide","style":{"spacing":{"padding":{"top":"var:preset|spacing|50","bottom":"var:preset|spacing|50"}}},"layout":{"type":"constrained"}} -->
<div class="wp-block-group alignwide" style="padding-top:var(--wp--preset--spacing--50);padding-bottom:var(--wp--preset--spacing--50)"><!-- wp:heading -->
<h2 class="wp-block-heading"><?php echo escape_text( __( 'Bestsellers', 'vitrine' ) ); ?></h2>
<!-- /wp:heading -->

<!-- wp:shortcode -->
[products limit="3" columns="3" orderby="popularity"]
<!-- /wp:shortcode -->

<!-- wp:buttons {"className":"vitrine-actions"} -->
<div class="wp-block-buttons vitrine-actions"><!-- wp:button {"className":"is-style-outline"} -->
<div class="wp-block-button is-style-outline"><a class="wp-block-button__link wp-element-button" href="<?php echo esc_url( shop_url() ); ?>"><?php echo escape_text( __( 'See every product', 'vitrine' ) ); ?></a></div>
<!-- /wp:button --></div>
<!-- /wp:buttons --></div>
<!-- /wp:group -->

<!-- wp:pattern {"slug":"vitrine/testimonials-section"} /-->

<!-- wp:pattern {"slug":"vitrine/logo-strip"} /-->
