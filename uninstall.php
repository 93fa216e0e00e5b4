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
	delete_option( 'vitrine_demo_version' );
	// The pattern headers' cache (includes/patterns.php).
	delete_option( 'vitrine_patterns' );
}

if ( is_multisite() ) {
	foreach ( get_sites( array( 'fields' => 'ids' ) ) as $vitrine_site_id ) {
		switch_to_blog( (int) $vitrine_site_id );
		vitrine_uninstall_site();
		restore_current_blog();
	}
} else {
	vitrine_uninstall_site();
}
