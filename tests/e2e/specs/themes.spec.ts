/**
 * Dark mode on the themes site owners run (CM-2, CM-5): the block themes of WordPress and Ollie,
 * with palettes of their own, and the classic Storefront and GeneratePress, whose colours come from
 * the Customizer or CSS variables. On each, a visitor presses Dark: the page itself must turn dark
 * and stay readable, on the switch's page and on the studio's home page (the theme's header and
 * footer, the hero's buttons, the patterns). A theme that gives Vitrine nothing to darken offers
 * no switch, and editors are told why.
 */
import type { Page } from '@playwright/test';
import { expect, openGuardedPage, test } from '../fixtures';
import type { A11yUtils } from '../utils/a11y';
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

/** axe's rules that read colours: text contrast, and links told from text by colour alone. */
const COLOUR_RULES = [ 'color-contrast', 'link-in-text-block' ];

/**
 * Each button of the hero's shown slide, with the contrast of its label on what is behind it: its
 * own background where it has one, else the slide's overlay over the picture at its brightest
 * (white). axe cannot tell a picture's colours, so it leaves these out.
 *
 * @param page The page, on the studio's home.
 */
async function heroButtons(
	page: Page
): Promise< { label: string; text: string; behind: string }[] > {
	return page
		.locator( '.vitrine-slider--hero .vitrine-slider__slide--current' )
		.first()
		.evaluate( ( slide ) => {
			const rgba = ( css: string ) =>
				( css.match( /[\d.]+/g ) ?? [] ).map( Number );
			const over = ( top: number[], under: number[] ) => {
				const alpha = top[ 3 ] ?? 1;
				return under.map(
					( channel, index ) =>
						top[ index ] * alpha + channel * ( 1 - alpha )
				);
			};
			const overlay = slide.querySelector( '.vitrine-slide__overlay' );
			const veil = overlay
				? rgba( getComputedStyle( overlay ).backgroundColor )
				: [ 0, 0, 0, 0 ];
			veil[ 3 ] =
				( veil[ 3 ] ?? 1 ) *
				Number( overlay ? getComputedStyle( overlay ).opacity : 0 );
			const picture = over( veil, [ 255, 255, 255 ] );
			return Array.from(
				slide.querySelectorAll< HTMLElement >(
					'.wp-block-button__link'
				)
			).map( ( button ) => {
				const style = getComputedStyle( button );
				const behind = over( rgba( style.backgroundColor ), picture );
				return {
					label: button.textContent?.trim() ?? '',
					text: style.color,
					behind: `rgb(${ behind.map( Math.round ).join( ', ' ) })`,
				};
			} );
		} );
}

/**
 * What axe's colour rules find on the page, one entry per rule and element, so that dark mode's
 * findings can be told from those the theme has in light mode too.
 *
 * @param a11yUtils The project's accessibility checks.
 * @param page      The page.
 */
async function colourFindings(
	a11yUtils: A11yUtils,
	page: Page
): Promise< string[] > {
	const found = await a11yUtils.axeViolations( page, [], [], COLOUR_RULES );
	return found.flatMap( ( violation ) => {
		const [ rule, targets ] = violation.split( ': ' );
		return targets
			.split( ', ' )
			.map( ( target ) => `${ rule }: ${ target }` );
	} );
}

test.describe( 'Dark mode on the themes site owners run', () => {
	test.skip(
		! process.env.VITRINE_E2E_SHOP,
		'the shop site, which holds the other themes, is unavailable'
	);

	for ( const { theme, name } of THEMES ) {
		test( `CM-2 CM-5 SL-1 ${ name }: Dark turns the page dark, its text keeps AA contrast, axe's colour rules find nothing light mode does not, and the hero's buttons read on their slide in both modes`, async ( {
			a11yUtils,
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
			const light: Record< string, string[] > = {};
			const buttons = [];
			for ( const path of [ '/', '/demo/color-mode/' ] ) {
				await page.goto( path );
				await dismissStoreNotice( page );
				light[ path ] = await colourFindings( a11yUtils, page );
				if ( path === '/' ) {
					buttons.push( ...( await heroButtons( page ) ) );
				}
			}
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
			for ( const path of [ '/demo/color-mode/', '/' ] ) {
				if ( path !== '/demo/color-mode/' ) {
					await page.goto( path );
					await expect( page.locator( 'body' ) ).toHaveClass(
						/active-dark-mode/
					);
				}
				const added = (
					await colourFindings( a11yUtils, page )
				).filter( ( finding ) => ! light[ path ].includes( finding ) );
				expect( added, `${ path } in dark mode` ).toEqual( [] );
				if ( path === '/' ) {
					buttons.push( ...( await heroButtons( page ) ) );
				}
			}
			// The hero's buttons, light and dark: each label readable on what is behind it.
			expect( buttons.length ).toBeGreaterThanOrEqual( 4 );
			expect(
				buttons
					.filter(
						( { text, behind } ) => contrast( text, behind ) < 4.5
					)
					.map(
						( { label, text, behind } ) =>
							`${ label }: ${ text } on ${ behind }`
					)
			).toEqual( [] );
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
