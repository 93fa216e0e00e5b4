/**
 * The Site Editor, as a site editor meets it on a new site, in the default theme of its WordPress
 * (Twenty Twenty-Five on 7.1, Twenty Twenty-Four on the 6.5.5 minimum: default-theme.ts), in the
 * site-wide projects (a template part is every page's): the theme's header and footer parts are
 * opened, emptied and given Vitrine's header and footer patterns from the inserter, saved, and
 * every page of the site then has a header that sticks, searches, opens its side panel, switches
 * colour modes and collapses its menu, and a footer whose colour-mode switch works. Vitrine's
 * parts are listed among the Site Editor's header and footer patterns. The theme's own parts are
 * restored after.
 */
import type { Editor } from '@wordpress/e2e-test-utils-playwright';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import type { A11yUtils } from '../utils/a11y';
import type { EditorUtils } from '../utils/editor';
import { type DefaultTheme, defaultTheme } from '../default-theme';

const HEADER = 'Header: menu, search, side panel and switchers';
const FOOTER = 'Footer: the studio, the menu and the colour mode';

/**
 * Opens a template part of the theme in the Site Editor, empties it and inserts a pattern in its
 * place, as an editor does, then saves it.
 *
 * @param editing                       The test's admin, editor and editor page, and the project's
 *                                      editor steps.
 * @param editing.admin                 WordPress's admin helpers.
 * @param editing.editor                WordPress's editor helpers.
 * @param editing.page                  The editor page.
 * @param editing.editorUtils           The project's editor steps.
 * @param editing.admin.visitSiteEditor
 * @param theme                         The theme whose part it is.
 * @param part                          The part's slug.
 * @param pattern                       The pattern's title.
 * @param block                         A block the pattern brings, seen on the canvas.
 */
async function replacePart(
	{
		admin,
		editor,
		page,
		editorUtils,
	}: {
		admin: { visitSiteEditor: ( options: object ) => Promise< void > };
		editor: Editor;
		page: Page;
		editorUtils: EditorUtils;
	},
	theme: DefaultTheme,
	part: string,
	pattern: string,
	block: string
) {
	await admin.visitSiteEditor( {
		postId: `${ theme.slug }//${ part }`,
		postType: 'wp_template_part',
		canvas: 'edit',
	} );
	// The part's blocks (6.5.5's root also holds an appender marked data-block="true").
	const topLevel = editor.canvas.locator(
		'.is-root-container > [data-block][data-type]'
	);
	await expect( topLevel.first() ).toBeVisible();
	const theirs = await topLevel.evaluateAll( ( wrappers ) =>
		wrappers.map( ( wrapper ) => wrapper.getAttribute( 'data-block' ) )
	);
	// A part of one block (Twenty Twenty-Four's) is selected as that block, a longer one as a
	// multi-selection; then deleted from the block toolbar's Options menu.
	await editor.selectBlocks(
		topLevel.first(),
		theirs.length > 1 ? topLevel.last() : undefined
	);
	await editor.clickBlockOptionsMenuItem( 'Delete' );
	for ( const id of theirs ) {
		await expect(
			editor.canvas.locator( `[data-block="${ id }"]` )
		).toHaveCount( 0 );
	}
	await editorUtils.insertFromInserter( pattern );
	await expect(
		editor.canvas.locator( `.${ block }` ).first()
	).toBeVisible();
	expect( ( await editorUtils.invalidBlocks( page ) ).flat() ).toEqual( [] );
	await saveTheOnlyChange( page );
}

/**
 * Saves the one entity changed in the Site Editor and waits for its "updated" notice. 7.1 saves a
 * lone change from the top bar's Save; 6.5.5 opens its save panel first, whose Save is clicked.
 *
 * @param page The Site Editor.
 */
async function saveTheOnlyChange( page: Page ) {
	await page
		.getByRole( 'region', { name: 'Editor top bar' } )
		.getByRole( 'button', { name: 'Save', exact: true } )
		.click();
	const saved = page
		.getByRole( 'button', { name: 'Dismiss this notice' } )
		.getByText( /updated\./ )
		.first();
	const panelSave = page
		.getByRole( 'region', { name: /Editor publish|Save panel/ } )
		.getByRole( 'button', { name: 'Save', exact: true } );
	await expect( saved.or( panelSave ) ).toBeVisible();
	if ( await panelSave.isVisible() ) {
		await panelSave.click();
	}
	await expect( saved ).toBeVisible();
}

/**
 * The part's colour-mode switch makes the page dark, and axe finds nothing on it.
 *
 * @param a11yUtils The project's accessibility checks.
 * @param visitor   The visitor's page.
 * @param part      The header or footer.
 */
async function turnsDark( a11yUtils: A11yUtils, visitor: Page, part: Locator ) {
	await part
		.getByRole( 'group', { name: 'Colour mode' } )
		.getByRole( 'button', { name: /dark/i } )
		.click();
	await expect( visitor.locator( 'body' ) ).toHaveClass( /active-dark-mode/ );
	await a11yUtils.expectNoAxeViolations( visitor );
}

test.describe( 'Site Editor', () => {
	test.use( { inDefaultTheme: true } );
	let theme: DefaultTheme;

	test.beforeEach( ( { baseURL } ) => {
		theme = defaultTheme( baseURL );
	} );

	// The theme's own parts back: the parts saved in the Site Editor deleted, as the Site Editor's
	// "Reset" does.
	test.afterAll( async ( { baseURL, requestUtils } ) => {
		const { params } = defaultTheme( baseURL );
		const saved = async () =>
			(
				( await requestUtils.rest( {
					path: '/wp/v2/template-parts',
					params,
				} ) ) as Array< { id: string; wp_id?: number } >
			 ).filter( ( { wp_id: stored } ) => stored );
		for ( const part of await saved() ) {
			await requestUtils.rest( {
				method: 'DELETE',
				path: `/wp/v2/template-parts/${ part.id }`,
				params: { ...params, force: true },
			} );
		}
		expect( await saved(), 'parts left in the database' ).toEqual( [] );
	} );

	test( 'SH-1 SE-1 SP-1 CM-2 SW-1 MM-1 the header part, given Vitrine’s header in the Site Editor and saved, gives every page a header that works', async ( {
		a11yUtils,
		editorUtils,
		admin,
		editor,
		page,
		visitor,
	} ) => {
		await replacePart(
			{ admin, editor, page, editorUtils },
			theme,
			'header',
			HEADER,
			'wp-block-vitrine-offcanvas'
		);
		// Any page of the site: its template holds the header part.
		await visitor.goto( '/about/' );
		const header = visitor.locator( 'header .vitrine-sticky' );
		await expect( header.locator( 'nav.vitrine-mobile-menu' ) ).toHaveCount(
			1
		);
		await expect(
			header.getByRole( 'list', { name: 'Site colours' } )
		).toBeVisible();
		const contact = header.getByRole( 'button', {
			name: 'Contact',
			exact: true,
		} );
		await contact.click();
		await expect(
			visitor
				.getByRole( 'dialog', { name: 'Contact' } )
				.getByRole( 'heading', { name: 'Get in touch' } )
		).toBeVisible();
		await visitor.keyboard.press( 'Escape' );
		await expect( contact ).toBeFocused();
		const search = header.locator( '.vitrine-search-overlay__open' );
		await search.click();
		await expect(
			visitor.getByRole( 'dialog', { name: 'Search' } )
		).toBeVisible();
		await visitor.keyboard.press( 'Escape' );
		await expect( search ).toBeFocused();
		await turnsDark( a11yUtils, visitor, header );

		// It sticks after 200 px of scrolling, and collapses its menu at 991 px.
		await visitor.mouse.wheel( 0, 400 );
		await expect( header ).toHaveClass( /\bis-stuck\b/ );
		await visitor.setViewportSize( { width: 991, height: 800 } );
		await expect(
			header.getByRole( 'button', { name: 'Open menu' } )
		).toBeVisible();
	} );

	test( 'CM-2 the footer part, given Vitrine’s footer in the Site Editor and saved, gives every page its name, its menu and a working colour-mode switch', async ( {
		a11yUtils,
		editorUtils,
		admin,
		editor,
		page,
		visitor,
	} ) => {
		await replacePart(
			{ admin, editor, page, editorUtils },
			theme,
			'footer',
			FOOTER,
			'wp-block-vitrine-color-mode-switch'
		);
		await visitor.goto( '/services/' );
		const footer = visitor.locator( 'footer.wp-block-template-part' );
		await expect( footer.locator( '.wp-block-site-title' ) ).toHaveText(
			/\S/
		);
		await expect(
			footer.getByRole( 'navigation' ).getByRole( 'link' ).first()
		).toBeVisible();
		await turnsDark( a11yUtils, visitor, footer );
	} );

	test( 'SH-1 CM-2 Vitrine’s header and footer are among the Site Editor’s header and footer patterns', async ( {
		admin,
		page,
	} ) => {
		for ( const [ category, title ] of [
			[ 'header', HEADER ],
			[ 'footer', FOOTER ],
		] ) {
			await admin.visitAdminPage(
				'site-editor.php',
				`path=/patterns&categoryType=pattern&categoryId=${ category }`
			);
			await expect(
				page.getByRole( 'main' ).getByText( title, { exact: true } ),
				category
			).toBeVisible();
		}
	} );
} );
