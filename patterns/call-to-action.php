<?php
/**
 * Title: Call to action
 * Slug: vitrine/call-to-action
 * Description: A closing invitation: a heading, a sentence and two buttons, in the theme's colours and spacing.
 * Categories: vitrine
 * Keywords: contact, button, banner
 *
 * @package Vitrine
 */

use function Vitrine\Patterns\escape_text;
use function Vitrine\Patterns\shop_url;

defined( 'ABSPATH' ) || exit;
?>
<!-- wp:group {"align":"wide","style":{"spacing":{"padding":{"top":"var:preset|spacing|60","bottom":"var:preset|spacing|60"}}},"layout":{"type":"constrained"}} -->
<div class="wp-block-group alignwide" style="padding-top:var(--wp--preset--spacing--60);padding-bottom:var(--wp--preset--spacing--60)"><!-- wp:heading {"textAlign":"center"} -->
<h2 class="wp-block-heading has-text-align-center"><?php echo escape_text( __( 'Let us build your shop front', 'vitrine' ) ); ?></h2>
<!-- /wp:heading -->

<!-- wp:paragraph {"align":"center"} -->
<p class="has-text-align-center"><?php echo escape_text( __( 'Tell us what you sell and who buys it. We answer within a day with a plan and a price.', 'vitrine' ) ); ?></p>
<!-- /wp:paragraph -->

<!-- wp:buttons {"className":"vitrine-actions","layout":{"type":"flex","justifyContent":"center"}} -->
<div class="wp-block-buttons vitrine-actions"><!-- wp:button -->
<div class="wp-block-button"><a class="wp-block-button__link wp-element-button" href="mailto:hello@example.org"><?php echo escape_text( __( 'Write to us', 'vitrine' ) ); ?></a></div>
<!-- /wp:button -->

<!-- wp:button {"className":"is-style-outline"} -->
<div class="wp-block-button is-style-outline"><a class="wp-block-button__link wp-element-button" href="<?php echo esc_url( shop_url() ); ?>"><?php echo escape_text( __( 'Visit the shop', 'vitrine' ) ); ?></a></div>
<!-- /wp:button --></div>
<!-- /wp:buttons --></div>
<!-- /wp:group -->
