/**
 * Drift check on the newest WordPress the builds package ships (6.7-alpha nightly): the demo
 * renders and hydrates with SCRIPT_DEBUG on, the editor registers the block, and PHP logs
 * nothing. Runs on its own native site so it never touches the 6.5 test site.
 */
import { readFileSync, existsSync } from 'fs';
import { expect, openGuardedPage, test } from '../fixtures';
import { createNativeSite, serveNative } from '../../../tools/wp/sites.cjs';

const PORT = 8892;
/**
 * 6.7-alpha's wp-element imports createRoot and hydrateRoot from "react-dom", which React 18.3's
 * development build (SCRIPT_DEBUG) warns about; its own editor logs the same warning. Core's,
 * not ours: every other message still fails the test.
 */
const CORE_NIGHTLY_NOISE = [ 'from "react-dom" which is not supported' ];

let site: Awaited< ReturnType< typeof serveNative > > | undefined;

test.describe.configure( { timeout: 120_000 } );

test.beforeAll( async () => {
	site = await serveNative(
		createNativeSite( { name: 'nightly', port: PORT, version: 'nightly' } ),
		{
			port: PORT,
			workers: 2,
		}
	);
} );

test.afterAll( () => site?.stop() );

test( 'ST-3 on the WordPress nightly build the demo hydrates, the editor knows the block, PHP logs nothing', async ( {
	browser,
} ) => {
	const { page, close } = await openGuardedPage(
		browser,
		{ baseURL: site!.url },
		CORE_NIGHTLY_NOISE
	);

	await page.goto( '/demo/progress-bars/' );
	await expect( page.locator( '[data-vitrine-hydrated]' ) ).toHaveCount( 2 );
	await expect(
		page.getByRole( 'progressbar', { name: 'Web design' } ).first()
	).toHaveAttribute( 'aria-valuenow', '85' );

	await page.goto( '/wp-login.php' );
	await page.getByLabel( 'Username or Email Address' ).fill( 'admin' );
	await page.getByLabel( 'Password', { exact: true } ).fill( 'password' );
	await page.getByRole( 'button', { name: 'Log In' } ).click();
	await page.waitForURL( /wp-admin/ );
	await page.goto( '/wp-admin/post-new.php' );
	await expect
		.poll( () =>
			page.evaluate(
				() =>
					( window as any ).wp?.blocks?.getBlockType(
						'vitrine/progress-bars'
					)?.title
			)
		)
		.toBe( 'Progress bars' );

	await close();
	const log = site!.debugLog!;
	expect( existsSync( log ) ? readFileSync( log, 'utf8' ) : '' ).toBe( '' );
} );
