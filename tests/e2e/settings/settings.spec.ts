/**
 * Settings → Vitrine, the one option every feature extends. Serial, and in its own project that
 * runs after the others, because it changes site-wide behaviour.
 */
import { expect, test } from '../fixtures';

test.describe.configure( { mode: 'serial' } );

test.describe( 'Settings → Vitrine', () => {
	test( 'turning scroll animations off reaches the front end; bars then never animate', async ( {
		admin,
		page,
		visitor,
	} ) => {
		await admin.visitAdminPage( 'options-general.php', 'page=vitrine' );
		const toggle = page.getByRole( 'checkbox', {
			name: 'Scroll animations',
		} );
		await expect( toggle ).toBeChecked();
		await toggle.uncheck();
		await page.getByRole( 'button', { name: 'Save Changes' } ).click();
		await expect( page.getByText( 'Settings saved.' ) ).toBeVisible();
		await expect(
			page.getByRole( 'checkbox', { name: 'Scroll animations' } )
		).not.toBeChecked();

		await visitor.goto( '/demo/progress-bars/' );
		await expect( visitor.locator( 'body' ) ).toHaveClass(
			/vitrine-no-animations/
		);
		await expect(
			visitor.locator( '[data-vitrine-hydrated]' )
		).toHaveCount( 2 );
		const below = visitor.locator( '.vitrine-progress-bars__fill' ).last();
		await visitor.waitForTimeout( 300 );
		await expect( below ).toHaveAttribute( 'style', /width:64%/ );
	} );

	test( 'the option is in the REST API with its schema, and bad values are refused', async ( {
		requestUtils,
	} ) => {
		const settings = await requestUtils.rest( { path: '/wp/v2/settings' } );
		expect( settings.vitrine_settings ).toEqual( { animations: false } );

		await expect(
			requestUtils.rest( {
				path: '/wp/v2/settings',
				method: 'POST',
				data: { vitrine_settings: { animations: 'sometimes' } },
			} )
		).rejects.toMatchObject( {
			code: 'rest_invalid_param',
			data: {
				params: {
					vitrine_settings: expect.stringContaining( 'animations' ),
				},
			},
		} );

		const restored = await requestUtils.rest( {
			path: '/wp/v2/settings',
			method: 'POST',
			data: { vitrine_settings: { animations: true } },
		} );
		expect( restored.vitrine_settings ).toEqual( { animations: true } );
	} );
} );
