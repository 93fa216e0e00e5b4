<?php
/**
 * Title: Agency home
 * Slug: vitrine/page-agency-home
 * Description: A whole home page: the hero slider, services, figures, the portfolio, testimonials, partner logos, the latest posts and a call to action.
 * Categories: vitrine-pages
 * Keywords: home, agency, landing
 * Post Types: page
 * Block Types: core/post-content
 *
 * @package Vitrine
 */

defined( 'ABSPATH' ) || exit;
?>
<!-- wp:pattern {"slug":"vitrine/hero-section"} /-->

<!-- wp:pattern {"slug":"vitrine/services-section"} /-->

<!-- wp:pattern {"slug":"vitrine/numbers"} /-->

<!-- wp:pattern {"slug":"vitrine/portfolio-page"} /-->

<!-- wp:pattern {"slug":"vitrine/testimonials-section"} /-->

<!-- wp:pattern {"slug":"vitrine/logo-strip"} /-->

<!-- wp:pattern {"slug":"vitrine/latest-posts"} /-->

<!-- wp:pattern {"slug":"vitrine/call-to-action"} /-->
