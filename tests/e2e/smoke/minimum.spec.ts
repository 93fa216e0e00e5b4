/**
 * The minimum the plugin header claims, WordPress 6.5.5, on the real-database profile (MariaDB,
 * started for this project and stopped after it): every demo page loads with no console error,
 * no PHP notice and no axe violation, and a block inserted through the real editor works for
 * visitors. Its own native site, so it never touches the 7.1 test site.
 */
import { Editor } from '@wordpress/e2e-test-utils-playwright';
import { expect, openGuardedPage, test } from '../fixtures';
import {
	addLabelledValue,
	logInThroughForm,
	expectNoAxeViolations,
	insertFromInserter,
} from '../utils';
import { ownSite } from '../own-site';
import { WORDPRESS } from '../../../tools/wp/sites.cjs';

const PORT = 8892;
const MARIADB_PORT = 8893;

test.describe.configure( { mode: 'serial', timeout: 180_000 } );

const site = ownSite( {
	name: 'minimum',
	port: PORT,
	dbPort: MARIADB_PORT,
	version: WORDPRESS.minimum,
} );

test( 'ST-3 SL-1 GA-1 on WordPress 6.5.5 with MariaDB every demo page loads clean: no console error, no PHP notice, axe finds nothing', async ( {
	browser,
} ) => {
	const { page, close } = await openGuardedPage( browser, {
		baseURL: site.url,
		reducedMotion: 'reduce',
	} );
	const response = await page.request.get(
		'/wp-json/wp/v2/pages?per_page=100&_fields=link'
	);
	const pages: Array< { link: string } > = await response.json();
	expect( pages.length ).toBeGreaterThan( 10 );
	for ( const { link } of pages ) {
		await test.step( link, async () => {
			await page.goto( link );
			await expectNoAxeViolations( page );
		} );
	}
	await close();
	expect( site.phpLog() ).toBe( '' );
} );

test( 'ST-3 on WordPress 6.5.5 an editor inserts progress bars through the editor; visitors see them final and hydrated', async ( {
	browser,
} ) => {
	const { page, close } = await openGuardedPage( browser, {
		baseURL: site.url,
	} );
	await logInThroughForm( page );
	await page.goto( '/wp-admin/post-new.php' );
	// WordPress's own editor helpers, on this site's page.
	const editor = new Editor( { page } );
	await insertFromInserter( page, 'Progress bars' );
	await editor.openDocumentSettingsSidebar();
	await addLabelledValue(
		page.getByRole( 'region', { name: 'Editor settings' } ),
		'Add bar',
		'Smoke',
		'64'
	);
	await expect(
		editor.canvas.getByRole( 'progressbar', { name: 'Smoke' } )
	).toHaveAttribute( 'aria-valuenow', '64' );
	const postId = await editor.publishPost();
	await close();

	const visitor = await openGuardedPage( browser, { baseURL: site.url } );
	await visitor.page.goto( `/?p=${ postId }` );
	const block = visitor.page.locator( '.wp-block-vitrine-progress-bars' );
	// Its motion script took charge of it on its own (no React), then a visitor's pointer
	// starts its React view.
	await expect( block ).toHaveAttribute( 'data-vitrine-motion', /.*/ );
	await block.hover();
	await expect( block ).toHaveAttribute( 'data-vitrine-hydrated', 'true' );
	await expect(
		visitor.page.getByRole( 'progressbar', { name: 'Smoke' } )
	).toHaveAttribute( 'aria-valuenow', '64' );
	await visitor.close();
	expect( site.phpLog() ).toBe( '' );
} );
