<?php
/**
 * Front-end markup of vitrine/search-overlay; see index.php beside it.
 *
 * @package Vitrine
 * @var array<string, mixed> $attributes Block attributes.
 */

defined( 'ABSPATH' ) || exit;

// Every part is escaped where render() builds it; the form is WordPress's own.
echo \Vitrine\SearchOverlay\render(); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped
