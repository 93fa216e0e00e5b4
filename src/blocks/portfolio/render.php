<?php
/**
 * Front-end markup of vitrine/portfolio; see index.php beside it.
 *
 * @package Vitrine
 * @var array<string, mixed> $attributes Block attributes.
 * @var WP_Block             $block      The block, with its items.
 */

defined( 'ABSPATH' ) || exit;

// Every part is escaped where render() builds it; the items are their own blocks' output.
echo \Vitrine\Portfolio\render( $attributes, $block ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped
