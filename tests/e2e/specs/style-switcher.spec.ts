/**
 * SW-1 SW-2 the style switcher in real WordPress and Chromium, on the demo site (default skin
 * "classic"): hover previews, leaving reverts, a click keeps the skin in `jss_selected` (path /)
 * and every page reapplies it, the site's own skins from the page itself with no request;
 * hostile cookie values are ignored and never fetched.
 */
import { BASE_URL } from '../env';
import { expect, LOGGED_OUT, test } from '../fixtures';
import type { Page } from '@playwright/test';
import { openPhone } from '../touch';
const DEMO = '/demo/style-switcher/';

/**
 * The skin stylesheets a page requests from now on, filled as it asks for them.
 *
 * @param page The page.
 */
function skinRequestsOf( page: Page ): string[] {
	const requested: string[] = [];
	page.on( 'request', ( request ) => {
		if ( request.url().includes( '/assets/skins/' ) ) {
			requested.push( request.url() );
		}
	} );
	return requested;
}

test( 'SW-1 hovering previews a skin, leaving reverts, a click keeps it in jss_selected and reload reapplies it', async ( {
	visitorUtils,
	a11yUtils,
	visitor,
} ) => {
	await visitor.goto( DEMO );
	// The demo page shows the switcher twice (in view and below the fold); the first one.
	const ocean = visitor
		.getByRole( 'button', { name: 'Ocean', exact: true } )
		.first();
	await expect(
		visitor.getByRole( 'button', { name: 'Classic', exact: true } ).first()
	).toHaveAttribute( 'aria-pressed', 'true' );
	await expect
		.poll( () => visitorUtils.shownSkin( visitor ) )
		.toBe( '"classic"' );
	await ocean.hover();
	await expect
		.poll( () => visitorUtils.shownSkin( visitor ) )
		.toBe( '"ocean"' );
	await visitor.mouse.move( 5, 5 );
	await expect
		.poll( () => visitorUtils.shownSkin( visitor ) )
		.toBe( '"classic"' );

	await ocean.click();
	await expect( ocean ).toHaveAttribute( 'aria-pressed', 'true' );
	await visitor.mouse.move( 5, 5 );
	await expect
		.poll( () => visitorUtils.shownSkin( visitor ) )
		.toBe( '"ocean"' );
	const cookie = ( await visitor.context().cookies() ).find(
		( { name } ) => name === 'jss_selected'
	);
	expect( cookie ).toMatchObject( { value: 'ocean', path: '/' } );
	await a11yUtils.expectNoAxeViolations( visitor );

	// Another page reapplies the kept skin.
	await visitor.goto( '/demo/header/' );
	await expect
		.poll( () => visitorUtils.shownSkin( visitor ) )
		.toBe( '"ocean"' );
	await expect(
		visitor.getByRole( 'button', { name: 'Ocean', exact: true } ).first()
	).toHaveAttribute( 'aria-pressed', 'true' );
} );

test( 'SW-1 a pointer that rests on a swatch before the switcher’s script has run (its hover is what starts it) previews the skin once the script runs', async ( {
	visitorUtils,
	visitor,
} ) => {
	// The skins script held back until the pointer rests on a swatch: the hover that starts the
	// view has passed before the view listens for hovers, as on a slow connection.
	let release = () => {};
	const held = new Promise< void >( ( resolve ) => ( release = resolve ) );
	await visitor.route( /\/build\/view\/skins\.js/, async ( route ) => {
		await held;
		await route.continue();
	} );
	await visitor.goto( DEMO );
	const ocean = visitor
		.getByRole( 'button', { name: 'Ocean', exact: true } )
		.first();
	await ocean.hover();
	expect( await visitorUtils.shownSkin( visitor ) ).toBe( '"classic"' );
	release();
	await expect
		.poll( () => visitorUtils.shownSkin( visitor ) )
		.toBe( '"ocean"' );
	// Leaving still returns to the kept skin, which the hover did not change.
	await visitor.mouse.move( 5, 5 );
	await expect
		.poll( () => visitorUtils.shownSkin( visitor ) )
		.toBe( '"classic"' );
	await expect(
		visitor.getByRole( 'button', { name: 'Classic', exact: true } ).first()
	).toHaveAttribute( 'aria-pressed', 'true' );
} );

test( 'SW-1 on a phone, the first tap on a swatch re-skins the page with no request: the site’s own skins are in the page', async ( {
	visitorUtils,
	browser,
} ) => {
	const { page, close } = await openPhone( browser );
	const skinRequests = skinRequestsOf( page );
	await page.goto( DEMO );
	const ocean = page.getByRole( 'button', { name: 'Ocean', exact: true } );
	// The switcher's script is running (it presses the kept skin's swatch).
	await expect(
		page.getByRole( 'button', { name: 'Classic', exact: true } ).first()
	).toHaveAttribute( 'aria-pressed', 'true' );
	await ocean.first().tap();
	await expect.poll( () => visitorUtils.shownSkin( page ) ).toBe( '"ocean"' );
	await expect( ocean.first() ).toHaveAttribute( 'aria-pressed', 'true' );
	expect( skinRequests ).toEqual( [] );
	await close();
} );

test( 'SW-1 a returning visitor’s kept skin is in the first paint with no request, from HTML that is the same for every visitor', async ( {
	visitorUtils,
	visitor,
	playwright,
} ) => {
	// The HTML does not depend on the cookie (a page cache serves one copy to everyone).
	const served = async ( cookie: string ) => {
		const context = await playwright.request.newContext( {
			baseURL: BASE_URL,
			storageState: LOGGED_OUT,
			extraHTTPHeaders: cookie ? { Cookie: cookie } : {},
		} );
		const html = await ( await context.get( DEMO ) ).text();
		await context.dispose();
		return html;
	};
	expect( await served( 'jss_selected=ocean' ) ).toBe( await served( '' ) );

	await visitor
		.context()
		.addCookies( [
			{ name: 'jss_selected', value: 'ocean', url: BASE_URL },
		] );
	// Nothing right at the first paint may wait on a request: a stylesheet that a script adds holds
	// the paint only where the engine honours `blocking="render"` (Firefox does not).
	const skinRequests = skinRequestsOf( visitor );
	await visitor.addInitScript( () => {
		const record = window as unknown as { firstPaintSkin?: string };
		new PerformanceObserver( ( list ) => {
			if (
				! record.firstPaintSkin &&
				// The first paint the engine reports: Chromium reports `first-paint`, Firefox only
				// `first-contentful-paint`, which is the first paint of the page's text.
				list.getEntries().length
			) {
				record.firstPaintSkin = getComputedStyle(
					document.documentElement
				)
					.getPropertyValue( '--vitrine-skin' )
					.trim();
			}
		} ).observe( { type: 'paint', buffered: true } );
	} );
	await visitor.goto( DEMO );
	await expect
		.poll( () =>
			visitor.evaluate(
				() =>
					( window as unknown as { firstPaintSkin?: string } )
						.firstPaintSkin
			)
		)
		.toBe( '"ocean"' );
	await expect
		.poll( () => visitorUtils.shownSkin( visitor ) )
		.toBe( '"ocean"' );
	await expect(
		visitor.getByRole( 'button', { name: 'Ocean', exact: true } ).first()
	).toHaveAttribute( 'aria-pressed', 'true' );
	expect( skinRequests ).toEqual( [] );
} );

for ( const hostile of [
	'../../evil',
	'https://evil.example/skin.css',
	'<img src=x onerror=alert(1)>',
] ) {
	test( `SW-2 a hostile jss_selected value is ignored: ${ hostile }`, async ( {
		visitorUtils,
		visitor,
	} ) => {
		const requested: string[] = [];
		visitor.on( 'request', ( request ) => requested.push( request.url() ) );
		await visitor.context().addCookies( [
			{
				name: 'jss_selected',
				value: encodeURIComponent( hostile ),
				url: BASE_URL,
			},
		] );
		await visitor.goto( DEMO );
		await expect(
			visitor
				.getByRole( 'button', { name: 'Classic', exact: true } )
				.first()
		).toHaveAttribute( 'aria-pressed', 'true' );
		await expect
			.poll( () => visitorUtils.shownSkin( visitor ) )
			.toBe( '"classic"' );
		expect(
			requested.filter(
				( url ) => url.includes( 'evil' ) || url.includes( 'onerror' )
			)
		).toEqual( [] );
	} );
}
