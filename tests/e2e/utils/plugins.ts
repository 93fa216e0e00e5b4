/**
 * The Plugins screen, as a site owner uses it.
 */
import type { Page } from '@playwright/test';
import { expect } from '../fixtures';

/**
 * Deactivates Vitrine and deletes it through the Plugins screen, as a site owner does (its
 * uninstall.php runs then). The owner's way: with updates.js ready, the row asks in a dialog and
 * deletes by AJAX. Clicking before it is ready opens core's no-JavaScript confirmation screen
 * instead, whose admin header logs a core deprecation on PHP 8.1+ (it has no title): the click
 * waits for the script, so that one path is tested every time.
 *
 * @param page An administrator's page whose base URL is the site.
 */
async function deactivateAndDeleteVitrine( page: Page ) {
	await page.goto( '/wp-admin/plugins.php' );
	const row = page.locator( 'tr[data-plugin="vitrine/plugin.php"]' );
	await row.getByRole( 'link', { name: 'Deactivate Vitrine' } ).click();
	await expect( page.getByText( 'Plugin deactivated.' ) ).toBeVisible();
	// updates.js delegates the click from the plugins form once jQuery is ready.
	await page.waitForFunction( () => {
		const { jQuery } = window as unknown as {
			jQuery?: { _data: ( element: Element, key: string ) => unknown };
		};
		const form = document.getElementById( 'bulk-action-form' );
		const events =
			jQuery && form
				? ( jQuery._data( form, 'events' ) as
						{ click?: unknown[] } | undefined )
				: undefined;
		return Boolean( events?.click?.length );
	} );
	page.once( 'dialog', ( dialog ) => dialog.accept() );
	await row.getByRole( 'link', { name: 'Delete Vitrine' } ).click();
	await expect(
		page.getByText( 'Vitrine was successfully deleted.' )
	).toBeVisible();
}

/** The `pluginUtils` fixture (fixtures.ts): the step above, on the page it is given. */
export class PluginUtils {
	deactivateAndDeleteVitrine = deactivateAndDeleteVitrine;
}
