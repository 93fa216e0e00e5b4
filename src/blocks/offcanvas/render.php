<?php
/**
 * Front-end markup of vitrine/offcanvas; see index.php beside it.
 *
 * @package Vitrine
 * @var array<string, mixed> $attributes Block attributes.
 * @var string               $content    The inner blocks, rendered.
 */

defined( 'ABSPATH' ) || exit;

// The texts are escaped where render() builds them; $content is the inner blocks' own output.
echo \Vitrine\Offcanvas\render( $attributes, $content ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped
