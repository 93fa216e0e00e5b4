<?php
/**
 * Router for PHP's built-in server: static files as they are, every other URL through WordPress
 * (pretty permalinks), and directory URLs such as /wp-admin/ through their index.php. Only what
 * is inside the site's folder is served or run (router-path.php), and only what router-guard.php
 * lets through: the site's own host, no cross-origin writes, the plugin's shipped files alone.
 *
 * @package Vitrine
 */

// phpcs:disable WordPress.Security.ValidatedSanitizedInput -- PHP's built-in server runs this before WordPress loads: it maps the request path to a file, and never prints it.

require_once __DIR__ . '/router-path.php';
require_once __DIR__ . '/router-guard.php';

// `npm run profile` (tools/profile.mjs) samples requests: PHP's built-in server runs no
// auto_prepend_file before a router, so the router starts the profiler itself.
if ( getenv( 'VITRINE_PROFILE_DIR' ) ) {
	require_once __DIR__ . '/profile.php';
}

$vitrine_root = rtrim( $_SERVER['DOCUMENT_ROOT'], '/' );
$vitrine_file = vitrine_router_path( $vitrine_root, (string) $_SERVER['REQUEST_URI'] );
if ( null === $vitrine_file ) {
	http_response_code( 404 );
	return true;
}
$vitrine_refusal = vitrine_router_refusal( $_SERVER, $vitrine_file, $vitrine_root, vitrine_router_shipped() );
if ( null !== $vitrine_refusal ) {
	http_response_code( 'not shipped' === $vitrine_refusal ? 404 : 403 );
	header( 'Content-Type: text/plain' );
	echo 'Refused by the local site: ' . $vitrine_refusal . "\n"; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- Plain text, one of the guard's fixed reasons.
	return true;
}
$vitrine_path = substr( $vitrine_file, strlen( $vitrine_root ) );

if ( is_dir( $vitrine_file ) && is_file( $vitrine_file . '/index.php' ) ) {
	if ( '/' !== substr( rawurldecode( (string) parse_url( $_SERVER['REQUEST_URI'], PHP_URL_PATH ) ), -1 ) ) { // phpcs:ignore WordPress.WP.AlternativeFunctions.parse_url_parse_url
		header( 'Location: ' . $vitrine_path . '/', true, 301 );
		return true;
	}
	$_SERVER['SCRIPT_NAME']     = $vitrine_path . '/index.php';
	$_SERVER['SCRIPT_FILENAME'] = $vitrine_file . '/index.php';
	chdir( $vitrine_file );
	require $vitrine_file . '/index.php';
	return true;
}
if ( is_file( $vitrine_file ) ) {
	if ( '.php' === substr( $vitrine_file, -4 ) ) {
		$_SERVER['SCRIPT_NAME']     = $vitrine_path;
		$_SERVER['SCRIPT_FILENAME'] = $vitrine_file;
		chdir( dirname( $vitrine_file ) );
		require $vitrine_file;
		return true;
	}
	return false; // Let the built-in server send the static file.
}
$_SERVER['SCRIPT_NAME']     = '/index.php';
$_SERVER['SCRIPT_FILENAME'] = $vitrine_root . '/index.php';
require $vitrine_root . '/index.php';
