/**
 * CM-1..CM-6: colour mode in real WordPress and Chromium: the site default in the page, the
 * switch's cookies in the browser's cookie jar, body classes, the mode applied before first
 * paint, and the same HTML bytes whatever cookies the visitor sends.
 */
import type { Browser } from '@playwright/test';
import { expect, LOGGED_OUT, openGuardedPage, test } from '../fixtures';
import { BASE_URL } from '../env';
import { luminance } from '../colors';

const DEMO = '/demo/color-mode/';
const LIGHT_COOKIE = 'client_light_mode_style_cookie';
const DARK_COOKIE = 'client_dark_mode_style_cookie';

/**
 * A visitor's page (settled: reduced motion) whose cookie chose dark under the light default.
 * @param browser The browser.
 */
async function openDarkVisitor( browser: Browser ) {
	const opened = await openGuardedPage( browser, {
		reducedMotion: 'reduce',
	} );
	await opened.page
		.context()
		.addCookies( [ { name: LIGHT_COOKIE, value: 'dark', url: BASE_URL } ] );
	return opened;
}

test.describe( 'CM colour mode', () => {
	test( 'CM-1 the page carries the site default in theme-style-mode (light: 0)', async ( {
		visitor,
	} ) => {
		await visitor.goto( DEMO );
		await expect(
			visitor.locator( 'meta[name="theme-style-mode"]' )
		).toHaveAttribute( 'content', '0' );
		await expect( visitor.locator( 'body' ) ).toHaveClass(
			/active-light-mode/
		);
	} );

	test( 'CM-2 CM-3 CM-4 a click writes one 7-day cookie on path /, swaps the body class and presses the button', async ( {
		visitor,
	} ) => {
		await visitor.goto( DEMO );
		const switcher = visitor.locator( '.my_switcher' ).first();
		const dark = switcher.locator( '.setColor.dark' );
		await expect( dark ).toHaveAttribute( 'aria-pressed', 'false' );
		// A stale cookie under the other default is removed by the click.
		await visitor
			.context()
			.addCookies( [
				{ name: DARK_COOKIE, value: 'light', url: BASE_URL },
			] );
		const before = Date.now() / 1000;
		await dark.click();
		await expect( visitor.locator( 'body' ) ).toHaveClass(
			/active-dark-mode/
		);
		await expect( visitor.locator( 'body' ) ).not.toHaveClass(
			/active-light-mode/
		);
		await expect( dark ).toHaveAttribute( 'aria-pressed', 'true' );
		await expect( switcher.locator( '.setColor.light' ) ).toHaveAttribute(
			'aria-pressed',
			'false'
		);
		const cookies = await visitor.context().cookies();
		const ours = cookies.filter( ( c ) =>
			[ LIGHT_COOKIE, DARK_COOKIE ].includes( c.name )
		);
		expect( ours.map( ( c ) => [ c.name, c.value, c.path ] ) ).toEqual( [
			[ LIGHT_COOKIE, 'dark', '/' ],
		] );
		const days = ( ours[ 0 ].expires - before ) / 86400;
		expect( days ).toBeGreaterThan( 6.99 );
		expect( days ).toBeLessThan( 7.01 );
		expect(
			await visitor.evaluate(
				() => getComputedStyle( document.documentElement ).colorScheme
			)
		).toBe( 'dark' );

		await switcher.locator( '.setColor.light' ).click();
		await expect( visitor.locator( 'body' ) ).toHaveClass(
			/active-light-mode/
		);
		const again = await visitor.context().cookies();
		expect( again.find( ( c ) => c.name === LIGHT_COOKIE )?.value ).toBe(
			'light'
		);
	} );

	test( 'CM-5 CM-6 with a dark cookie the first paint is dark, from the same HTML bytes as without it', async ( {
		browser,
		playwright,
	} ) => {
		// As a visitor (a page cache serves logged-out visitors).
		const request = await playwright.request.newContext( {
			baseURL: BASE_URL,
			storageState: LOGGED_OUT,
		} );
		const plain = await ( await request.get( DEMO ) ).text();
		for ( const cookie of [
			`${ LIGHT_COOKIE }=dark`,
			`${ DARK_COOKIE }=light; ${ LIGHT_COOKIE }=light`,
		] ) {
			const served = await request.get( DEMO, { headers: { cookie } } );
			expect( await served.text() ).toBe( plain );
		}
		expect( plain ).toContain(
			'<meta name="theme-style-mode" content="0"'
		);
		await request.dispose();

		const opened = await openDarkVisitor( browser );
		// Every script file is held back: only the inline head script runs.
		await opened.page.route( /\.js(\?|$)/, () => undefined );
		await opened.page.goto( DEMO, { waitUntil: 'commit' } );
		await opened.page.waitForSelector( 'main', { state: 'attached' } );
		const painted = await opened.page.evaluate( () => ( {
			background: getComputedStyle( document.body ).backgroundColor,
			classes: document.body.className,
			scheme: document.documentElement.style.colorScheme,
		} ) );
		// The theme's page background, dark (tests/e2e/specs/themes.spec.ts checks it per theme).
		expect( luminance( painted.background ) ).toBeLessThan( 0.1 );
		expect( painted.classes ).toContain( 'active-dark-mode' );
		expect( painted.scheme ).toBe( 'dark' );
		await opened.page.unrouteAll( { behavior: 'ignoreErrors' } );
		await opened.page.context().close();
	} );
} );
