<?php
/**
 * Title: About page
 * Slug: vitrine/page-about
 * Description: The studio's story, its figures and skills, its expertise in progress bars, what clients say, and a call to action.
 * Categories: vitrine-pages
 * Keywords: about, team, story
 * Post Types: page
 * Block Types: core/post-content
 *
 * @package Vitrine
 */

use function Vitrine\Patterns\escape_text;

defined( 'ABSPATH' ) || exit;
?>
<!-- wp:group {"align":"wide","style":{"spacing":{"padding":{"top":"var:preset|spacing|50","bottom":"var:preset|spacing|50"}}},"layout":{"type":"constrained"}} -->
<div class="wp-block-group alignwide" style="padding-top:var(--wp--preset--spacing--50);padding-bottom:var(--wp--preset--spacing--50)"><!-- wp:heading {"level":1} -->
<h1 class="wp-block-heading"><?php echo escape_text( __( 'A small studio for shops that last', 'vitrine' ) ); ?></h1>
<!-- /wp:heading -->

<!-- wp:paragraph -->
<p><?php echo escape_text( __( 'We started in a back room above a bakery, building an online shop for the bakery downstairs. Twelve years later we are eight people, and we still build shops for makers, growers and small brands.', 'vitrine' ) ); ?></p>
<!-- /wp:paragraph -->

<!-- wp:paragraph -->
<p><?php echo escape_text( __( 'Every page we make reads well before any script runs, works from the keyboard, and stays fast on a village connection. That is how our clients sell more, and why they stay.', 'vitrine' ) ); ?></p>
<!-- /wp:paragraph --></div>
<!-- /wp:group -->

<!-- wp:pattern {"slug":"vitrine/numbers"} /-->

<!-- wp:pattern {"slug":"vitrine/expertise"} /-->

<!-- wp:pattern {"slug":"vitrine/testimonials-section"} /-->

<!-- wp:pattern {"slug":"vitrine/call-to-action"} /-->
