<?php
/**
 * Removes everything Vitrine stored when the plugin is deleted (on every site of a network).
 * Content made with Vitrine blocks stays in posts: it is the site owner's, and it still shows
 * its final text and values without the plugin.
 *
 * @package Vitrine
 */

defined( 'WP_UNINSTALL_PLUGIN' ) || exit;

/**
 * Deletes Vitrine's options on the current site.
 */
function vitrine_uninstall_site(): void {
	delete_option( 'vitrine_settings' );
	// Left only by a request that died while saving the settings (includes/settings.php, lock()).
	delete_option( 'vitrine_settings_lock' );
	delete_option( 'vitrine_dark_mode_support' );
	delete_option( 'vitrine_dark_css' );
	delete_option( 'vitrine_theme_menus' );
	delete_option( 'vitrine_switches' );
	delete_option( 'vitrine_switches_lock' );
	delete_option( 'vitrine_demo_version' );
	// The pattern headers' cache (includes/patterns.php).
	delete_option( 'vitrine_patterns' );
}

/**
 * Every site of every network, a page at a time: get_sites() returns 100 sites unless told
 * otherwise, and a network can hold many thousands.
 */
function vitrine_uninstall_network(): void {
	$page = 100;
	for ( $offset = 0; ; $offset += $page ) {
		$ids = get_sites(
			array(
				'fields'                 => 'ids',
				'number'                 => $page,
				'offset'                 => $offset,
				'orderby'                => 'id',
				'update_site_meta_cache' => false,
			)
		);
		foreach ( $ids as $id ) {
			switch_to_blog( (int) $id );
			vitrine_uninstall_site();
			restore_current_blog();
		}
		if ( count( $ids ) < $page ) {
			return;
		}
	}
}

if ( is_multisite() ) {
	vitrine_uninstall_network();
} else {
	vitrine_uninstall_site();
}
