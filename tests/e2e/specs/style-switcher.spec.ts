/**
 * SW-1 SW-2 the style switcher in real WordPress and Chromium, on the demo site (default skin
 * "classic"): hover previews, leaving reverts, a click keeps the skin in `jss_selected` (path /)
 * and every page reapplies it; hostile cookie values are ignored and never fetched.
 */
import { BASE_URL } from '../env';
import { expect, LOGGED_OUT, test } from '../fixtures';
import { openPhone } from '../touch';
const DEMO = '/demo/style-switcher/';

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

test( 'SW-1 on a phone (no hover to fetch it), the first tap on a swatch re-skins the page from skins fetched before any input', async ( {
	visitorUtils,
	browser,
} ) => {
	const { page, close } = await openPhone( browser );
	await page.goto( DEMO );
	// With no input, once the switcher's script runs, the other skins come at low priority.
	const fetches = () =>
		page.evaluate( () =>
			performance
				.getEntriesByType( 'resource' )
				.filter( ( entry ) =>
					new URL( entry.name ).pathname.endsWith( '/ocean.css' )
				)
				.map( ( entry ) => entry.name )
		);
	await expect.poll( fetches ).toHaveLength( 1 );
	await page
		.getByRole( 'button', { name: 'Ocean', exact: true } )
		.first()
		.tap();
	await expect.poll( () => visitorUtils.shownSkin( page ) ).toBe( '"ocean"' );
	// The tap fetched nothing: it switched on the skin fetched before.
	expect( await fetches() ).toHaveLength( 1 );
	await close();
} );

test( 'SW-1 a returning visitor’s kept skin is in the first paint, from HTML that is the same for every visitor', async ( {
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
	// The kept skin's stylesheet answers late, so a page painted before it arrived shows the
	// default: the first paint must wait for it.
	await visitor.route( /\/assets\/skins\/ocean\.css/, async ( route ) => {
		await new Promise( ( resolve ) => setTimeout( resolve, 1500 ) );
		await route.continue();
	} );
	await visitor.addInitScript( () => {
		const record = window as unknown as { firstPaintSkin?: string };
		new PerformanceObserver( ( list ) => {
			if (
				! record.firstPaintSkin &&
				list
					.getEntries()
					.some( ( entry ) => entry.name === 'first-paint' )
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
	// The skins script took over the same stylesheet: one request for it.
	await expect(
		visitor.getByRole( 'button', { name: 'Ocean', exact: true } ).first()
	).toHaveAttribute( 'aria-pressed', 'true' );
	expect(
		await visitor.locator( 'link[href*="/assets/skins/ocean.css"]' ).count()
	).toBe( 1 );
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
