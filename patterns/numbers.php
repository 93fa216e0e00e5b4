<?php
/**
 * Title: Numbers: counters and skill circles
 * Slug: vitrine/numbers
 * Description: Three counters and four skill circles under a heading; every figure is right before JavaScript runs.
 * Categories: vitrine
 * Keywords: statistics, counter, skills
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
<h2 class="wp-block-heading has-text-align-center"><?php echo escape_text( __( 'Our work in numbers', 'vitrine' ) ); ?></h2>
<!-- /wp:heading -->

<!-- wp:columns -->
<div class="wp-block-columns">
<!-- wp:column -->
<div class="wp-block-column">
<!-- wp:vitrine/counter {"number":12840,"suffix":"+","label":"<?php echo escape_json_text( __( 'Orders shipped', 'vitrine' ) ); ?>"} -->
<div data-start="0" data-end="12840" data-decimals="0" data-thousands="," data-decimal="." class="wp-block-vitrine-counter"><p class="vitrine-counter__figure" aria-hidden="true"><span class="vitrine-counter__number">12,840</span><span class="vitrine-counter__suffix">+</span></p><p class="vitrine-counter__sr">12,840+</p><p class="vitrine-counter__label"><?php echo escape_text( __( 'Orders shipped', 'vitrine' ) ); ?></p></div>
<!-- /wp:vitrine/counter -->
</div>
<!-- /wp:column -->

<!-- wp:column -->
<div class="wp-block-column">
<!-- wp:vitrine/counter {"number":98,"suffix":"%","label":"<?php echo escape_json_text( __( 'Customers who would buy again', 'vitrine' ) ); ?>"} -->
<div data-start="0" data-end="98" data-decimals="0" data-thousands="," data-decimal="." class="wp-block-vitrine-counter"><p class="vitrine-counter__figure" aria-hidden="true"><span class="vitrine-counter__number">98</span><span class="vitrine-counter__suffix">%</span></p><p class="vitrine-counter__sr">98%</p><p class="vitrine-counter__label"><?php echo escape_text( __( 'Customers who would buy again', 'vitrine' ) ); ?></p></div>
<!-- /wp:vitrine/counter -->
</div>
<!-- /wp:column -->

<!-- wp:column -->
<div class="wp-block-column">
<!-- wp:vitrine/counter {"number":24,"label":"<?php echo escape_json_text( __( 'Countries we deliver to', 'vitrine' ) ); ?>"} -->
<div data-start="0" data-end="24" data-decimals="0" data-thousands="," data-decimal="." class="wp-block-vitrine-counter"><p class="vitrine-counter__figure" aria-hidden="true"><span class="vitrine-counter__number">24</span></p><p class="vitrine-counter__sr">24</p><p class="vitrine-counter__label"><?php echo escape_text( __( 'Countries we deliver to', 'vitrine' ) ); ?></p></div>
<!-- /wp:vitrine/counter -->
</div>
<!-- /wp:column -->
</div>
<!-- /wp:columns -->

<!-- wp:vitrine/skill-circles {"circles":[{"label":"<?php echo escape_json_text( __( 'Brand strategy', 'vitrine' ) ); ?>","value":92},{"label":"<?php echo escape_json_text( __( 'Web design', 'vitrine' ) ); ?>","value":85},{"label":"<?php echo escape_json_text( __( 'WooCommerce', 'vitrine' ) ); ?>","value":78},{"label":"<?php echo escape_json_text( __( 'Accessibility', 'vitrine' ) ); ?>","value":96}]} -->
<div style="--vitrine-circle-size:140px;--vitrine-circle-thickness:8" class="wp-block-vitrine-skill-circles"><div class="vitrine-skill-circles__item"><div class="vitrine-skill-circles__ring" role="progressbar" aria-label="<?php echo esc_attr( __( 'Brand strategy', 'vitrine' ) ); ?>" aria-valuemin="0" aria-valuemax="100" aria-valuenow="92" data-rel="92"><svg class="vitrine-skill-circles__svg" viewBox="0 0 100 100" aria-hidden="true" focusable="false"><circle class="vitrine-skill-circles__track" cx="50" cy="50" r="44" pathLength="100"></circle><circle class="vitrine-skill-circles__value" cx="50" cy="50" r="44" pathLength="100" stroke-dasharray="100" stroke-dashoffset="8"></circle></svg><span class="vitrine-skill-circles__percent" aria-hidden="true">92%</span></div><p class="vitrine-skill-circles__label" aria-hidden="true"><?php echo escape_text( __( 'Brand strategy', 'vitrine' ) ); ?></p></div><div class="vitrine-skill-circles__item"><div class="vitrine-skill-circles__ring" role="progressbar" aria-label="<?php echo esc_attr( __( 'Web design', 'vitrine' ) ); ?>" aria-valuemin="0" aria-valuemax="100" aria-valuenow="85" data-rel="85"><svg class="vitrine-skill-circles__svg" viewBox="0 0 100 100" aria-hidden="true" focusable="false"><circle class="vitrine-skill-circles__track" cx="50" cy="50" r="44" pathLength="100"></circle><circle class="vitrine-skill-circles__value" cx="50" cy="50" r="44" pathLength="100" stroke-dasharray="100" stroke-dashoffset="15"></circle></svg><span class="vitrine-skill-circles__percent" aria-hidden="true">85%</span></div><p class="vitrine-skill-circles__label" aria-hidden="true"><?php echo escape_text( __( 'Web design', 'vitrine' ) ); ?></p></div><div class="vitrine-skill-circles__item"><div class="vitrine-skill-circles__ring" role="progressbar" aria-label="<?php echo esc_attr( __( 'WooCommerce', 'vitrine' ) ); ?>" aria-valuemin="0" aria-valuemax="100" aria-valuenow="78" data-rel="78"><svg class="vitrine-skill-circles__svg" viewBox="0 0 100 100" aria-hidden="true" focusable="false"><circle class="vitrine-skill-circles__track" cx="50" cy="50" r="44" pathLength="100"></circle><circle class="vitrine-skill-circles__value" cx="50" cy="50" r="44" pathLength="100" stroke-dasharray="100" stroke-dashoffset="22"></circle></svg><span class="vitrine-skill-circles__percent" aria-hidden="true">78%</span></div><p class="vitrine-skill-circles__label" aria-hidden="true"><?php echo escape_text( __( 'WooCommerce', 'vitrine' ) ); ?></p></div><div class="vitrine-skill-circles__item"><div class="vitrine-skill-circles__ring" role="progressbar" aria-label="<?php echo esc_attr( __( 'Accessibility', 'vitrine' ) ); ?>" aria-valuemin="0" aria-valuemax="100" aria-valuenow="96" data-rel="96"><svg class="vitrine-skill-circles__svg" viewBox="0 0 100 100" aria-hidden="true" focusable="false"><circle class="vitrine-skill-circles__track" cx="50" cy="50" r="44" pathLength="100"></circle><circle class="vitrine-skill-circles__value" cx="50" cy="50" r="44" pathLength="100" stroke-dasharray="100" stroke-dashoffset="4"></circle></svg><span class="vitrine-skill-circles__percent" aria-hidden="true">96%</span></div><p class="vitrine-skill-circles__label" aria-hidden="true"><?php echo escape_text( __( 'Accessibility', 'vitrine' ) ); ?></p></div></div>
<!-- /wp:vitrine/skill-circles -->
</div>
<!-- /wp:group -->
