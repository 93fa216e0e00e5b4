<?php
/**
 * Where PHP's built-in server may look for a request's file (tools/wp/router.php): the URL's path,
 * decoded and resolved as a browser resolves `.` and `..` segments, inside the site's folder. A
 * path that climbs out of it (`/%2e%2e/%2e%2e/x.php`) is refused: a developer's demo on a shared
 * network is still a server. The path is resolved by its text, not by realpath(): the site's
 * plugins and themes are links to folders elsewhere (Vitrine, WooCommerce), and what they hold is
 * the site's.
 *
 * @package Vitrine
 */

/**
 * The file path for a request, or null when its path leaves the site or cannot be a file name.
 *
 * @param string $root The site's folder (the server's document root).
 * @param string $uri  The request's URI, as the client sent it.
 */
function vitrine_router_path( string $root, string $uri ): ?string {
	$path = parse_url( $uri, PHP_URL_PATH ); // phpcs:ignore WordPress.WP.AlternativeFunctions.parse_url_parse_url -- Runs before WordPress loads.
	if ( ! is_string( $path ) ) {
		return null;
	}
	$path = rawurldecode( $path );
	if ( false !== strpos( $path, "\0" ) ) {
		return null;
	}
	$segments = array();
	foreach ( preg_split( '#[/\\\\]+#', $path ) as $segment ) {
		if ( '..' === $segment ) {
			if ( ! $segments ) {
				return null;
			}
			array_pop( $segments );
		} elseif ( '' !== $segment && '.' !== $segment ) {
			$segments[] = $segment;
		}
	}
	return rtrim( $root, '/' ) . ( $segments ? '/' . implode( '/', $segments ) : '' );
}
