/**
 * The mobile menu's breakpoint, a site owner's choice on Settings → Vitrine (MM-1), in
 * the default theme of the site's WordPress (default-theme.ts). A site-wide setting: in the
 * site-wide projects, on 7.1 and on the 6.5.5 minimum, and put back after.
 */
import { expect, test } from '../fixtures';

test.describe( 'mobile menu breakpoint', () => {
	test.use( { inDefaultTheme: true } );

	test.afterAll( async ( { requestUtils } ) => {
		await requestUtils.rest( {
			path: '/wp/v2/settings',
			method: 'POST',
			data: { vitrine_settings: { mobile_menu_breakpoint: 991 } },
		} );
	} );

	test( 'MM-1 a site owner sets the breakpoint; the Navigation overlay and the classic menu collapse at it and not 1 px wider, by rules in the page’s head', async ( {
		admin,
		page,
		visitor,
	} ) => {
		await admin.visitAdminPage( 'options-general.php', 'page=vitrine' );
		const field = page.getByRole( 'spinbutton', {
			name: 'Mobile menu breakpoint (px)',
		} );
		await expect( field ).toHaveValue( '991' );
		// Out of range, the browser says why before anything is sent (the server clamps too).
		await field.fill( '320' );
		expect(
			await field.evaluate(
				( input: HTMLInputElement ) => input.validationMessage
			)
		).not.toBe( '' );
		await field.fill( '1100' );
		await page.getByRole( 'button', { name: 'Save Changes' } ).click();
		await expect( page.getByText( 'Settings saved.' ) ).toBeVisible();

		const nav = visitor.locator( 'nav[aria-label="Demo header menu"]' );
		const classic = visitor.locator( '.vitrine-classic-menu' );
		const openNav = nav.getByRole( 'button', { name: 'Open menu' } );
		const classicToggle = classic.getByRole( 'button', {
			name: 'Menu',
			exact: true,
		} );
		for ( const [ width, collapsed ] of [
			[ 1100, true ],
			[ 1101, false ],
		] as const ) {
			await visitor.setViewportSize( { width, height: 800 } );
			// Each width from a fresh load, with its first paint checked before any script runs.
			await visitor.goto( '/demo/header/', { waitUntil: 'commit' } );
			await visitor.waitForSelector( '.vitrine-classic-menu', {
				state: 'attached',
			} );
			const where = `${ width } px`;
			// The rules come with the page, in its head: nothing waits for a script or a file.
			expect(
				await visitor
					.locator( 'head style#vitrine-view-mobile-menu-inline-css' )
					.evaluate( ( style ) => style.textContent ),
				where
			).toContain( '(max-width:1100px)' );
			await expect( openNav, where ).toBeVisible( {
				visible: collapsed,
			} );
			await expect( classicToggle, where ).toBeVisible( {
				visible: collapsed,
			} );
			await expect(
				nav.getByRole( 'link', { name: 'Portfolio' } ),
				where
			).toBeVisible( { visible: ! collapsed } );
			await expect(
				classic.getByRole( 'link', { name: 'Portfolio' } ),
				where
			).toBeVisible( { visible: ! collapsed } );
		}
		// At the breakpoint the overlay opens and shows the menu.
		await visitor.setViewportSize( { width: 1100, height: 800 } );
		await visitor.waitForLoadState( 'load' );
		await openNav.click();
		await expect(
			nav.getByRole( 'dialog' ).getByRole( 'link', { name: 'Portfolio' } )
		).toBeVisible();
	} );
} );
