/**
 * SP-1 the side panel in real WordPress and Chromium: opens from its button as a named modal
 * dialog, focus inside and kept inside, the page behind inert, closed by the overlay, Escape and
 * its button with focus back on the button; the blocks in place without JavaScript; inserted
 * and filled through the real editor.
 */
import { expect, test } from '../fixtures';

const DEMO = '/demo/offcanvas/';

test( 'SP-1 opens as a dialog with focus inside and the page inert; overlay, Escape and the close button close it', async ( {
	a11yUtils,
	visitor,
} ) => {
	await visitor.goto( DEMO );
	// The demo page shows the example twice (in view and below the fold); the first one.
	const opener = visitor
		.getByRole( 'button', { name: 'About the studio', exact: true } )
		.first();
	const dialog = visitor.getByRole( 'dialog', { name: 'About the studio' } );
	await expect( dialog ).toBeHidden();
	await opener.click();
	await expect( dialog ).toBeVisible();
	await expect( opener ).toHaveAttribute( 'aria-expanded', 'true' );
	const close = dialog.getByRole( 'button', { name: 'Close panel' } );
	await expect( close ).toBeFocused();
	expect(
		await a11yUtils.pageBehindIsInert( dialog ),
		'page behind inert'
	).toBe( true );
	await expect( dialog.locator( '.vitrine-offcanvas__panel' ) ).toHaveCSS(
		'transform',
		'none'
	);
	await a11yUtils.expectNoAxeViolations( visitor );
	// Tab and Shift+Tab stay inside: the close button and the email link.
	await a11yUtils.expectModalKeys( visitor, dialog, opener );
	// Closed, it is out of the accessibility tree: found by its class.
	expect(
		await a11yUtils.pageBehindIsInert(
			visitor.locator( '.vitrine-offcanvas__dialog' ).first()
		),
		'page behind inert'
	).toBe( false );

	// The overlay: a click on the dimmed page beside the panel, once the panel shows. In the frame
	// before (the fade starts from transparent) the panel lets clicks through, as it does while it
	// fades out; a raw mouse click, unlike a locator's, does not wait (CI under load: the click
	// came before that frame and reached the inert page).
	await opener.click();
	await expect( dialog ).toHaveClass( /\bis-open\b/ );
	const viewport = visitor.viewportSize();
	await visitor.mouse.click( 10, ( viewport?.height ?? 600 ) / 2 );
	await expect( dialog ).toBeHidden();
	await expect( opener ).toBeFocused();

	await opener.click();
	await close.click();
	await expect( dialog ).toBeHidden();
	await expect( opener ).toBeFocused();
} );

test( 'SP-1 without JavaScript the panel’s blocks are in the page and the buttons are not', async ( {
	noScript,
} ) => {
	await noScript.goto( DEMO );
	await expect(
		noScript.getByRole( 'heading', { name: 'About the studio' } ).first()
	).toBeVisible();
	await expect(
		noScript.locator( '.vitrine-offcanvas__open' ).first()
	).toBeHidden();
	await expect(
		noScript.locator( '.vitrine-offcanvas__close' ).first()
	).toBeHidden();
} );

test( 'SP-1 an editor inserts a side panel, names its button and fills it, the canvas shows its panel only while it is selected; visitors open it', async ( {
	editorUtils,
	editor,
	page,
	visitor,
} ) => {
	const sidebar = await editorUtils.startPostWithBlock(
		'Side panel',
		'Side panel from the editor'
	);
	await sidebar
		.getByRole( 'textbox', { name: 'Button text' } )
		.fill( 'Opening hours' );
	// The template's empty paragraph, inside the panel.
	await editor.canvas
		.locator( '.wp-block-vitrine-offcanvas p.wp-block-paragraph' )
		.click();
	await page.keyboard.type( 'Monday to Friday, nine to five.' );
	const postId = await editorUtils.publishAndReopen(
		editor.canvas.getByText( 'Opening hours' )
	);
	// Reopened, nothing is selected: the canvas shows the button alone, as visitors see it, and
	// a click on it brings the panel's blocks back to edit.
	const panelText = editor.canvas.getByText(
		'Monday to Friday, nine to five.'
	);
	await expect( panelText ).toBeHidden();
	await editor.canvas.getByText( 'Opening hours' ).click();
	await expect( panelText ).toBeVisible();
	await visitor.goto( `/?p=${ postId }` );
	await visitor
		.getByRole( 'button', { name: 'Opening hours', exact: true } )
		.click();
	await expect(
		visitor
			.getByRole( 'dialog', { name: 'Opening hours' } )
			.getByText( 'Monday to Friday, nine to five.' )
	).toBeVisible();
} );

test( 'SP-1 in a right-to-left page the panel comes from the left, the end of the line', async ( {
	visitor,
} ) => {
	await visitor.goto( DEMO );
	await visitor.evaluate( () => {
		document.documentElement.dir = 'rtl';
	} );
	await visitor
		.getByRole( 'button', { name: 'About the studio', exact: true } )
		.first()
		.click();
	const panel = visitor
		.getByRole( 'dialog', { name: 'About the studio' } )
		.locator( '.vitrine-offcanvas__panel' );
	await expect( panel ).toHaveCSS( 'transform', 'none' );
	const box = await panel.boundingBox();
	expect( box?.x ).toBe( 0 );
	// The overlay is now on the right: a click there closes the panel. (Its right edge is the
	// page's: in Firefox a scrollbar takes the viewport's last pixels.)
	const width = await visitor.evaluate(
		() => document.documentElement.clientWidth
	);
	await visitor.mouse.click( width - 10, 300 );
	await expect(
		visitor.getByRole( 'dialog', { name: 'About the studio' } )
	).toBeHidden();
} );
