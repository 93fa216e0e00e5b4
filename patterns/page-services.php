<?php
/**
 * Title: Services page
 * Slug: vitrine/page-services
 * Description: The services, the figures behind them, what clients say, and a call to action.
 * Categories: vitrine-pages
 * Keywords: services, agency
 * Post Types: page
 * Block Types: core/post-content
 *
 * @package Vitrine
 */

defined( 'ABSPATH' ) || exit;
?>
<!-- wp:pattern {"slug":"vitrine/services-section"} /-->

<!-- wp:pattern {"slug":"vitrine/numbers"} /-->

<!-- wp:pattern {"slug":"vitrine/testimonials-section"} /-->

<!-- wp:pattern {"slug":"vitrine/call-to-action"} /-->
