<?php
/**
 * Front-end markup of vitrine/post-slider; see index.php beside it.
 *
 * @package Vitrine
 * @var array<string, mixed> $attributes Block attributes.
 */

defined( 'ABSPATH' ) || exit;

// Every part is escaped where it is built; the slides are their own blocks' output.
echo \Vitrine\PostSlider\render( $attributes ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped
