/**
 * Named-element clobbering (SPEC §7, CM-2..CM-5, SW-1): markup in a post that names itself like
 * what Vitrine's scripts read. `<form name="cookie">` (which kses keeps for every author once a
 * plugin allows form fields) makes `document.cookie` that form; `name="currentScript"` does the
 * same to `document.currentScript`; an id equal to the islands manifest's comes before the real
 * one; ids and names equal to the globals Vitrine prints (`vitrineSkins`, `vitrineShop`,
 * `vitrineColorMode`) become window properties where the global is missing. With all of them on
 * a page, colour mode, the style switcher and the islands still work, and nothing logs an error.
 */
import type { RequestUtils } from '@wordpress/e2e-test-utils-playwright';
import { BASE_URL } from '../env';
import { expect, test } from '../fixtures';
import { LIGHT_COOKIE } from '../../../src/shared/color-mode';
import { SKIN_COOKIE } from '../../../src/view/skins/skins';

/** Every name Vitrine's scripts read from the document or the window. */
const CLOBBERING = [
	'<form name="cookie"><input name="split" value="x"></form>',
	'<form name="currentScript"></form>',
	'<div id="vitrine-islands">not the manifest</div>',
	'<form name="vitrineSkins"></form>',
	'<div id="vitrineSkins"></div>',
	'<div id="vitrineShop"></div>',
	'<form name="vitrineColorMode"></form>',
	'<div id="vitrineColorMode"></div>',
].join( '' );

/**
 * The raw content of a demo page, as the editor stores it.
 * @param requestUtils The REST helper.
 * @param slug         The page's slug.
 */
async function demoContent( requestUtils: RequestUtils, slug: string ) {
	const [ page ] = await requestUtils.rest( {
		path: '/wp/v2/pages',
		params: { slug, context: 'edit' },
	} );
	return page.content.raw as string;
}

test( '§7 CM-2 CM-5 SW-1 elements named cookie, currentScript, vitrine-islands and Vitrine’s globals break neither colour mode, the style switcher nor the islands', async ( {
	visitorUtils,
	requestUtils,
	visitor,
} ) => {
	const content = [
		`<!-- wp:html -->${ CLOBBERING }<!-- /wp:html -->`,
		await demoContent( requestUtils, 'color-mode' ),
		await demoContent( requestUtils, 'style-switcher' ),
		await demoContent( requestUtils, 'progress-bars' ),
	].join( '\n\n' );
	// An administrator's post keeps the markup as written (kses lets other authors keep the form).
	const post = await requestUtils.createPost( {
		title: 'Clobbering names',
		content,
		status: 'publish',
		date_gmt: new Date().toISOString(),
	} );
	await visitor.goto( `/?p=${ post.id }` );
	// The page really holds the clobbering elements.
	expect(
		await visitor.evaluate(
			() => ( document.cookie as unknown ) instanceof HTMLFormElement
		)
	).toBe( true );

	// Colour mode: applied before first paint, and a click writes the cookie and the classes.
	await expect( visitor.locator( 'body' ) ).toHaveClass(
		/active-light-mode/
	);
	await visitor.locator( '.my_switcher .setColor.dark' ).first().click();
	await expect( visitor.locator( 'body' ) ).toHaveClass( /active-dark-mode/ );
	const cookies = await visitor.context().cookies( BASE_URL );
	expect( cookies.find( ( { name } ) => name === LIGHT_COOKIE )?.value ).toBe(
		'dark'
	);

	// The style switcher keeps a skin.
	await visitor
		.getByRole( 'button', { name: 'Ocean', exact: true } )
		.first()
		.click();
	await expect
		.poll(
			async () =>
				( await visitor.context().cookies( BASE_URL ) ).find(
					( { name } ) => name === SKIN_COOKIE
				)?.value
		)
		.toBe( 'ocean' );

	// Reloaded: the kept mode and skin come back, and the islands still start the bars.
	await visitor.reload();
	await expect( visitor.locator( 'body' ) ).toHaveClass( /active-dark-mode/ );
	await expect
		.poll( () => visitorUtils.shownSkin( visitor ) )
		.toBe( '"ocean"' );
	const bars = visitor.locator( '.wp-block-vitrine-progress-bars' ).first();
	// Its motion runs with no React; a visitor's pointer starts its view.
	await bars.hover();
	await expect( bars ).toHaveAttribute( 'data-vitrine-hydrated', 'true' );
} );
