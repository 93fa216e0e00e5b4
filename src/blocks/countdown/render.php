<?php
/**
 * Front-end markup of vitrine/countdown; see index.php beside it.
 *
 * @package Vitrine
 * @var array<string, mixed> $attributes Block attributes.
 */

defined( 'ABSPATH' ) || exit;

// Every part is escaped where render() builds it.
echo \Vitrine\Countdown\render( $attributes ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped
