<?php
/**
 * What a site stores, by name: option names (transients included), network option names, user
 * meta and post meta keys, and the files under wp-content. Names only: the release test
 * (tests/e2e/release) compares them before installing Vitrine and after deleting it.
 *
 * @package Vitrine
 */

defined( 'ABSPATH' ) || exit;

/**
 * The stored names, each list sorted.
 *
 * @param string $site_dir The site's folder.
 * @return array<string, string[]> Lists by kind.
 */
function vitrine_stored_names( string $site_dir ): array {
	global $wpdb;
	$names = array(
		// phpcs:disable WordPress.DB.DirectDatabaseQuery -- Every row, as the database holds it: no API lists all of them.
		'options'  => $wpdb->get_col( "SELECT option_name FROM {$wpdb->options}" ),
		'sitemeta' => is_multisite() ? $wpdb->get_col( "SELECT DISTINCT meta_key FROM {$wpdb->sitemeta}" ) : array(),
		'usermeta' => $wpdb->get_col( "SELECT DISTINCT meta_key FROM {$wpdb->usermeta}" ),
		'postmeta' => $wpdb->get_col( "SELECT DISTINCT meta_key FROM {$wpdb->postmeta}" ),
		// phpcs:enable
		'files'    => array(),
	);
	$content = $site_dir . '/wp-content';
	$files   = new RecursiveIteratorIterator( new RecursiveDirectoryIterator( $content, FilesystemIterator::SKIP_DOTS ) );
	foreach ( $files as $file ) {
		$names['files'][] = substr( $file->getPathname(), strlen( $content ) + 1 );
	}
	foreach ( $names as $kind => $list ) {
		sort( $list );
		$names[ $kind ] = $list;
	}
	return $names;
}
