<?php
/**
 * What a local site's server refuses before anything runs (tools/wp/router.php). A developer's
 * demo on this machine is a server any page in their browser can reach:
 * - a request must name the site by its loopback address (`127.0.0.1`, `localhost`, `[::1]` and
 *   the server's port): a page whose own name was rebound to this machine sends its name, and is
 *   refused, so it never reads the site's screens;
 * - a request that changes something (not GET, HEAD or OPTIONS) and says where it comes from
 *   (`Origin`) must come from the site itself: another page's form or script is refused;
 * - under the plugin's link (`/wp-content/plugins/vitrine/`, the whole repository on a local
 *   site) only the files the plugin ships are served (package.json's `files`), and no PHP file
 *   there runs: never the repository's tools, its `.wp` folder (other WordPress copies, a
 *   database's files) or its sources.
 *
 * @package Vitrine
 */

/**
 * Why a request is refused, or null when it may be served.
 *
 * @param array<string, mixed> $server The request's `$_SERVER`.
 * @param string|null          $file   The file it maps to (router-path.php), or null.
 * @param string               $root   The site's folder.
 * @param string[]             $shipped The plugin's shipped paths (package.json's `files`).
 * @return string|null A short reason.
 */
function vitrine_router_refusal( array $server, ?string $file, string $root, array $shipped ): ?string {
	$port  = (string) ( $server['SERVER_PORT'] ?? '' );
	$hosts = array( "127.0.0.1:{$port}", "localhost:{$port}", "[::1]:{$port}" );
	$host  = strtolower( (string) ( $server['HTTP_HOST'] ?? '' ) );
	if ( ! in_array( $host, $hosts, true ) ) {
		return 'unknown host';
	}
	$method = strtoupper( (string) ( $server['REQUEST_METHOD'] ?? 'GET' ) );
	$origin = (string) ( $server['HTTP_ORIGIN'] ?? '' );
	if ( ! in_array( $method, array( 'GET', 'HEAD', 'OPTIONS' ), true ) && '' !== $origin && ! in_array( strtolower( $origin ), array_map( static fn( $name ) => "http://{$name}", $hosts ), true ) ) {
		return 'cross-origin write';
	}
	$plugin = rtrim( $root, '/' ) . '/wp-content/plugins/vitrine/';
	if ( null !== $file && 0 === strpos( $file . '/', $plugin ) ) {
		$inside = substr( $file, strlen( $plugin ) );
		$top    = explode( '/', $inside )[0];
		$listed = array_map( static fn( $entry ) => trim( (string) $entry, '/' ), $shipped );
		if ( '' === $inside || ! in_array( $top, $listed, true ) || '.php' === strtolower( substr( $file, -4 ) ) ) {
			return 'not shipped';
		}
	}
	return null;
}

/**
 * The plugin's shipped paths: package.json's `files`, beside the repository's tools.
 *
 * @return string[]
 */
function vitrine_router_shipped(): array {
	static $files = null;
	if ( null === $files ) {
		$package = json_decode( (string) file_get_contents( dirname( __DIR__, 2 ) . '/package.json' ), true ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents, WordPress.WP.AlternativeFunctions.json_encode_json_decode -- Runs before WordPress loads.
		$files   = is_array( $package['files'] ?? null ) ? $package['files'] : array();
	}
	return $files;
}
