<?php
/**
 * Title: Expertise: progress bars
 * Slug: vitrine/expertise
 * Description: A heading, a sentence and four progress bars, each at its final width before JavaScript runs.
 * Categories: vitrine
 * Keywords: skills, progress, about
 *
 * @package Vitrine
 */

use function Vitrine\Patterns\escape_text;
use function Vitrine\Patterns\escape_json_text;

defined( 'ABSPATH' ) || exit;

$vitrine_bars       = array(
	array( __( 'Brand strategy', 'vitrine' ), 92 ),
	array( __( 'Web design', 'vitrine' ), 85 ),
	array( __( 'WooCommerce development', 'vitrine' ), 78 ),
	array( __( 'Search optimisation', 'vitrine' ), 64 ),
);
$vitrine_attributes = array();
$vitrine_items      = '';
// No colour of their own: the bars take the skin's accent, or the theme's text colour.
foreach ( $vitrine_bars as list( $vitrine_label, $vitrine_value ) ) {
	$vitrine_attributes[] = '{"label":"' . escape_json_text( $vitrine_label ) . '","value":' . (int) $vitrine_value . '}';
	// The bar exactly as the block's save() writes it.
	$vitrine_items .= sprintf(
		'<div class="vitrine-progress-bars__item"><div class="vitrine-progress-bars__header" aria-hidden="true"><span class="vitrine-progress-bars__label">%1$s</span><span class="vitrine-progress-bars__value">%2$d%%</span></div><div class="vitrine-progress-bars__track" role="progressbar" aria-label="%3$s" aria-valuemin="0" aria-valuemax="100" aria-valuenow="%2$d"><div class="vitrine-progress-bars__fill" data-width="%2$d" style="width:%2$d%%"></div></div></div>',
		escape_text( $vitrine_label ),
		(int) $vitrine_value,
		esc_attr( $vitrine_label )
	);
}
?>
<!-- wp:group {"align":"wide","layout":{"type":"constrained"}} -->
<div class="wp-block-group alignwide"><!-- wp:heading -->
<h2 class="wp-block-heading"><?php echo escape_text( __( 'What we are good at', 'vitrine' ) ); ?></h2>
<!-- /wp:heading -->

<!-- wp:paragraph -->
<p><?php echo escape_text( __( 'Twelve years of shops and brands, measured the way our clients rate us.', 'vitrine' ) ); ?></p>
<!-- /wp:paragraph -->

<!-- wp:vitrine/progress-bars {"bars":[<?php echo implode( ',', $vitrine_attributes ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- Built above from escape_json_text() and numbers. ?>],"thickness":12} -->
<div style="--vitrine-progress-thickness:12px" class="wp-block-vitrine-progress-bars"><?php echo $vitrine_items; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- Built above from escaped parts. ?></div>
<!-- /wp:vitrine/progress-bars --></div>
<!-- /wp:group -->
