<?php
/**
 * Front-end markup of vitrine/logo-slider; see src/slider/index.php.
 *
 * @package Vitrine
 * @var array<string, mixed> $attributes Block attributes.
 * @var WP_Block             $block      The block, with its slides.
 */

defined( 'ABSPATH' ) || exit;

// Every part is escaped where it is built; the slides are their own blocks' output.
echo \Vitrine\Slider\render_inner( 'logos', $attributes, $block ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped
