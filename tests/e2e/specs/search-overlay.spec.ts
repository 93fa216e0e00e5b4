/**
 * SE-1 the search overlay in real WordPress and Chromium: focus into the field on open, Tab kept
 * inside, Escape and the close button close it and return focus to the button, a 600 ms fade
 * (none under reduced motion), and WordPress's own search without JavaScript.
 */
import { expect, openGuardedPage, test } from '../fixtures';

const DEMO = '/demo/search-overlay/';

test( 'SE-1 opens modal with focus in the search field and the page inert, keeps Tab inside, closes on Escape and on its button', async ( {
	a11yUtils,
	visitor,
} ) => {
	await visitor.goto( DEMO );
	const opener = visitor
		.getByRole( 'button', { name: 'Search', exact: true } )
		.first();
	await opener.click();
	const dialog = visitor.getByRole( 'dialog', { name: 'Search' } );
	await expect( dialog ).toBeVisible();
	await expect( opener ).toHaveAttribute( 'aria-expanded', 'true' );
	await expect( dialog.locator( 'input[name="s"]' ) ).toBeFocused();
	await expect( dialog ).toHaveCSS( 'transition-duration', '0.6s' );
	await expect( dialog ).toHaveCSS( 'opacity', '1' );
	expect(
		await a11yUtils.pageBehindIsInert( dialog ),
		'page behind inert'
	).toBe( true );
	await a11yUtils.expectNoAxeViolations( visitor );
	// Tab and Shift+Tab never leave the dialog.
	await a11yUtils.expectModalKeys( visitor, dialog, opener );

	await opener.click();
	await dialog.getByRole( 'button', { name: 'Close search' } ).click();
	await expect( dialog ).toBeHidden();
	await expect( opener ).toBeFocused();
} );

test( 'SE-1 searching finds posts; under reduced motion there is no fade; without JavaScript the form is in the page', async ( {
	browser,
	noScript,
} ) => {
	const opened = await openGuardedPage( browser, {
		reducedMotion: 'reduce',
	} );
	await opened.page.goto( DEMO );
	await opened.page
		.getByRole( 'button', { name: 'Search', exact: true } )
		.first()
		.click();
	const dialog = opened.page.getByRole( 'dialog', { name: 'Search' } );
	await expect( dialog ).toHaveCSS( 'transition-duration', '0s' );
	await opened.page.keyboard.type( 'studio' );
	await opened.page.keyboard.press( 'Enter' );
	await expect( opened.page ).toHaveURL( /[?&]s=studio/ );
	await expect(
		opened.page.getByRole( 'link', { name: 'Inside the studio' } )
	).not.toHaveCount( 0 );
	await opened.close();

	await noScript.goto( DEMO );
	await expect(
		noScript
			.locator( '.vitrine-search-overlay__panel input[name="s"]' )
			.first()
	).toBeVisible();
	await expect(
		noScript.locator( '.vitrine-search-overlay__open' ).first()
	).toBeHidden();
} );
