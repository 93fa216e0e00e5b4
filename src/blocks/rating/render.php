<?php
/**
 * Front-end markup of vitrine/rating; see index.php beside it.
 *
 * @package Vitrine
 * @var array<string, mixed> $attributes Block attributes.
 */

defined( 'ABSPATH' ) || exit;

// Every part is escaped where render() builds it.
echo \Vitrine\Rating\render( $attributes ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped
