<?php
/**
 * Title: Latest posts slider
 * Slug: vitrine/latest-posts
 * Description: Your newest posts as cards, sticky posts first, always up to date.
 * Categories: vitrine
 * Keywords: slider, carousel
 *
 * @package Vitrine
 */

use function Vitrine\Patterns\escape_text;
use function Vitrine\Patterns\escape_json_text;

defined( 'ABSPATH' ) || exit;
?>
<!-- wp:group {"align":"wide","layout":{"type":"constrained"}} -->
<div class="wp-block-group alignwide">
<!-- wp:heading {"textAlign":"center"} -->
<h2 class="wp-block-heading has-text-align-center"><?php echo escape_text( __( 'From the blog', 'vitrine' ) ); ?></h2>
<!-- /wp:heading -->

<!-- wp:vitrine/post-slider {"align":"wide","label":"<?php echo escape_json_text( __( 'From the blog', 'vitrine' ) ); ?>"} /-->
</div>
<!-- /wp:group -->
