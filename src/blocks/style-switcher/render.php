<?php
/**
 * Front-end markup of vitrine/style-switcher; see includes/skins.php.
 *
 * @package Vitrine
 * @var array<string, mixed> $attributes Block attributes.
 */

defined( 'ABSPATH' ) || exit;

// Every part is escaped where render_switcher() builds it.
echo \Vitrine\Skins\render_switcher( $attributes ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped
