<?php
/**
 * Title: Portfolio overview page
 * Slug: vitrine/page-portfolio-overview
 * Description: The filterable portfolio, the partners it was made for, and a call to action.
 * Categories: vitrine-pages
 * Keywords: portfolio, work, gallery
 * Post Types: page
 * Block Types: core/post-content
 *
 * @package Vitrine
 */

defined( 'ABSPATH' ) || exit;
?>
<!-- wp:pattern {"slug":"vitrine/portfolio-page"} /-->

<!-- wp:pattern {"slug":"vitrine/logo-strip"} /-->

<!-- wp:pattern {"slug":"vitrine/call-to-action"} /-->
