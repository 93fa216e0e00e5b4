/**
 * Dark mode on the themes site owners run (CM-2, CM-5): the block themes of WordPress and Ollie,
 * with palettes of their own, and the classic Storefront and GeneratePress, whose colours come from
 * the Customizer or CSS variables. On each, a visitor presses Dark: the page itself must turn dark
 * and stay readable, and the next page opens dark. What the dark pages hold (their text, every
 * button and control on the pixels behind it, the phone menu's panel) is checked on every theme by
 * tests/e2e/specs/pages.spec.ts. A theme that gives Vitrine nothing to darken offers no switch, and
 * editors are told why.
 */
import { expect, openGuardedPage, test } from '../fixtures';
import { contrast, luminance, pageColours } from '../colors';
import { dismissStoreNotice } from '../shop';
import { switchCookies } from '../switches';
/** The themes, as the test site's switch picks them (none: the site's own, Twenty Twenty-Four). */
const THEMES = [
	{ theme: '', name: 'Twenty Twenty-Four' },
	{ theme: 'twentytwentythree', name: 'Twenty Twenty-Three' },
	{ theme: 'twentytwentyfive', name: 'Twenty Twenty-Five' },
	{ theme: 'ollie', name: 'Ollie' },
	{ theme: 'storefront', name: 'Storefront' },
	{ theme: 'generatepress', name: 'GeneratePress' },
];

test.describe( 'Dark mode on the themes site owners run', () => {
	test.skip(
		! process.env.VITRINE_E2E_SHOP,
		'the shop site, which holds the other themes, is unavailable'
	);

	for ( const { theme, name } of THEMES ) {
		test( `CM-2 CM-5 ${ name }: Dark turns the page dark, its text keeps AA contrast, and the next page opens dark`, async ( {
			browser,
		} ) => {
			const { page, close } = await openGuardedPage( browser, {
				reducedMotion: 'reduce',
			} );
			await page.context().addCookies(
				switchCookies( {
					woocommerce: 'on',
					...( theme ? { theme } : {} ),
				} )
			);
			await page.goto( '/demo/color-mode/' );
			await dismissStoreNotice( page );
			const before = await pageColours( page );

			await page.locator( '.my_switcher .setColor.dark' ).first().click();
			await expect( page.locator( 'body' ) ).toHaveClass(
				/active-dark-mode/
			);
			const after = await pageColours( page );
			expect( after.background ).not.toBe( before.background );
			expect( after.text ).not.toBe( before.text );
			expect( luminance( after.background ) ).toBeLessThan( 0.1 );
			expect(
				contrast( after.text, after.background )
			).toBeGreaterThanOrEqual( 4.5 );
			await page.goto( '/' );
			await expect( page.locator( 'body' ) ).toHaveClass(
				/active-dark-mode/
			);
			expect( await pageColours( page ) ).toEqual( after );
			await close();
		} );
	}

	test( 'CM-2 a theme that gives dark mode nothing to darken offers no switch, and the editor and Settings → Vitrine say why', async ( {
		editorUtils,
		browser,
		admin,
		page,
	} ) => {
		const plain = switchCookies( { theme: 'vitrine-plain' } );
		const visitor = await openGuardedPage( browser );
		await visitor.page.context().addCookies( plain );
		await visitor.page.goto( '/demo/color-mode/' );
		await expect(
			visitor.page.getByRole( 'heading', { name: 'Colour mode switch' } )
		).toBeVisible();
		await expect( visitor.page.locator( '.my_switcher' ) ).toHaveCount( 0 );
		await expect(
			visitor.page.locator( 'meta[name="theme-style-mode"]' )
		).toHaveAttribute( 'content', '0' );
		await expect(
			visitor.page.locator( '#vitrine-color-mode-css' )
		).toHaveCount( 0 );
		await visitor.close();

		const why = /Dark mode is not offered with Vitrine Plain/;
		await page.context().addCookies( plain );
		await admin.visitAdminPage( 'options-general.php', 'page=vitrine' );
		await expect(
			page.getByRole( 'combobox', { name: 'Default colour mode' } )
		).toHaveAccessibleDescription( why );

		await admin.createNewPost( { title: 'No dark mode here' } );
		await editorUtils.insertFromInserter( 'Colour mode switch' );
		const canvas = page.frameLocator( 'iframe[name="editor-canvas"]' );
		const notice = ( await page
			.locator( 'iframe[name="editor-canvas"]' )
			.count() )
			? canvas.getByText( why )
			: page.getByText( why );
		await expect( notice ).toBeVisible();
	} );
} );
