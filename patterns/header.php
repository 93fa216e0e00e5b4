<?php
/**
 * Title: Header: menu, search, side panel and switchers
 * Slug: vitrine/header
 * Description: A sticky header with the site title, a menu that collapses at 991 px, search, a side panel and the colour-mode and style switchers.
 * Categories: vitrine, header
 * Keywords: header, menu, navigation
 * Block Types: core/template-part/header
 *
 * @package Vitrine
 */

use function Vitrine\Patterns\escape_text;
use function Vitrine\Patterns\escape_json_text;

defined( 'ABSPATH' ) || exit;
?>
<!-- wp:group {"vitrineSticky":true,"layout":{"type":"flex","flexWrap":"wrap","justifyContent":"space-between"}} -->
<div class="wp-block-group"><!-- wp:site-title /-->

<!-- wp:navigation {"overlayMenu":"mobile"} /-->

<!-- wp:group {"layout":{"type":"flex"}} -->
<div class="wp-block-group"><!-- wp:vitrine/search-overlay /-->

<!-- wp:vitrine/offcanvas {"buttonLabel":"<?php echo escape_json_text( __( 'Contact', 'vitrine' ) ); ?>"} -->
<!-- wp:heading -->
<h2 class="wp-block-heading"><?php echo escape_text( __( 'Get in touch', 'vitrine' ) ); ?></h2>
<!-- /wp:heading -->

<!-- wp:paragraph -->
<p><?php echo escape_text( __( 'Tell us about your shop and we will answer within a day.', 'vitrine' ) ); ?></p>
<!-- /wp:paragraph -->
<!-- /wp:vitrine/offcanvas -->

<!-- wp:vitrine/color-mode-switch {"showLabels":false} /-->

<!-- wp:vitrine/style-switcher /--></div>
<!-- /wp:group --></div>
<!-- /wp:group -->
