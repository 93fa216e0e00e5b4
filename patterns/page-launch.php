<?php
/**
 * Title: Launch offer page
 * Slug: vitrine/page-launch
 * Description: A launch page: the hero slider, the offer with its countdown, what buyers say, and a call to action.
 * Categories: vitrine-pages
 * Keywords: launch, sale, countdown
 * Post Types: page
 * Block Types: core/post-content
 *
 * @package Vitrine
 */

defined( 'ABSPATH' ) || exit;
?>
<!-- wp:pattern {"slug":"vitrine/hero-section"} /-->

<!-- wp:pattern {"slug":"vitrine/launch-offer"} /-->

<!-- wp:pattern {"slug":"vitrine/testimonials-section"} /-->

<!-- wp:pattern {"slug":"vitrine/call-to-action"} /-->
