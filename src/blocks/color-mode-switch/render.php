<?php
/**
 * Front-end markup of vitrine/color-mode-switch; see index.php.
 *
 * @package Vitrine
 * @var array<string, mixed> $attributes Block attributes.
 */

defined( 'ABSPATH' ) || exit;

// Every part is escaped where render_switch() builds it.
echo \Vitrine\ColorMode\render_switch( $attributes ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped
