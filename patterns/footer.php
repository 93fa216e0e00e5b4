<?php
/**
 * Title: Footer: the studio, the menu and the colour mode
 * Slug: vitrine/footer
 * Description: A footer with the site's name and tagline, the site's menu, a contact line, the colour-mode switch and a copyright line, on the theme's colours and spacing.
 * Categories: vitrine, footer
 * Keywords: footer, menu, contact
 * Block Types: core/template-part/footer
 *
 * @package Vitrine
 */

use function Vitrine\Patterns\escape_text;

defined( 'ABSPATH' ) || exit;
?>
<!-- wp:group {"align":"full","style":{"spacing":{"padding":{"top":"var:preset|spacing|50","bottom":"var:preset|spacing|50"}}},"layout":{"type":"constrained"}} -->
<div class="wp-block-group alignfull" style="padding-top:var(--wp--preset--spacing--50);padding-bottom:var(--wp--preset--spacing--50)"><!-- wp:columns {"align":"wide"} -->
<div class="wp-block-columns alignwide"><!-- wp:column -->
<div class="wp-block-column"><!-- wp:site-title {"level":0} /-->

<!-- wp:site-tagline /--></div>
<!-- /wp:column -->

<!-- wp:column -->
<div class="wp-block-column"><!-- wp:navigation {"overlayMenu":"never","layout":{"type":"flex","orientation":"vertical"}} /--></div>
<!-- /wp:column -->

<!-- wp:column -->
<div class="wp-block-column"><!-- wp:paragraph -->
<p><?php echo escape_text( __( 'Write to us, we answer within a day:', 'vitrine' ) ); ?> <a href="mailto:hello@example.org">hello@example.org</a></p>
<!-- /wp:paragraph -->

<!-- wp:vitrine/color-mode-switch /--></div>
<!-- /wp:column --></div>
<!-- /wp:columns -->

<!-- wp:paragraph {"fontSize":"small"} -->
<p class="has-small-font-size"><?php echo escape_text( __( 'Made with WordPress and Vitrine.', 'vitrine' ) ); ?></p>
<!-- /wp:paragraph --></div>
<!-- /wp:group -->
