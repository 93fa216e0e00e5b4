/**
 * The demo pages' scripts: no Vitrine view printed (the islands loader starts them), pages
 * without a Vitrine block load nothing of ours but the site-wide chrome's styles, and every asset
 * is served from its own plugin's folder, as on a real install. Every page's layout and axe, at
 * each width and in each mode, is checked in pages.spec.ts.
 */
import { readFileSync } from 'fs';
import path from 'path';
import { expect, test } from '../fixtures';
import { BASE_URL, ROOT } from '../env';
import { switchCookies } from '../switches';
import { networkSettled } from '../network';

/** The scripts a Vitrine view needs on the front end. */
const VIEW_CHAIN =
	/^(react|react-dom|react-jsx-runtime|wp-element|wp-escape-html|vitrine-.*)-js$/;

test.describe( 'Demo site', () => {
	test( 'ST-3 no script a Vitrine view needs is printed: the islands manifest names them, dependencies first', async ( {
		visitor,
	} ) => {
		await visitor.goto( '/demo/progress-bars/' );
		const printed = await visitor.evaluate( () =>
			Array.from( document.querySelectorAll( 'script[src]' ) ).map(
				( script ) => script.id
			)
		);
		expect( printed.filter( ( id ) => VIEW_CHAIN.test( id ) ) ).toEqual(
			[]
		);
		const manifest = JSON.parse(
			( await visitor.locator( '#vitrine-islands' ).textContent() ) ??
				'{}'
		);
		const islands = manifest.i.filter(
			( entry: [ string, string, string[] ] ) =>
				entry[ 0 ] === '.wp-block-vitrine-progress-bars'
		);
		// The growth into view: its small motion script alone, no React (the `appear` islands).
		expect(
			islands.find( ( entry: string[] ) => entry[ 1 ] === 'appear' )[ 2 ]
		).toEqual( [ 'vitrine-progress-bars-view-script' ] );
		// The React view, when a visitor interacts.
		const island = islands.find(
			( entry: string[] ) => entry[ 1 ] === 'interaction'
		);
		const handles: string[] = island[ 2 ];
		// WordPress's own order: React before ReactDOM before wp-element before the view.
		expect( handles.at( -1 ) ).toBe(
			'vitrine-progress-bars-view-script-2'
		);
		for ( const [ first, then ] of [
			[ 'react', 'react-dom' ],
			[ 'react-dom', 'wp-element' ],
			[ 'wp-element', 'vitrine-progress-bars-view-script-2' ],
		] ) {
			expect( handles.indexOf( first ) ).toBeGreaterThanOrEqual( 0 );
			expect( handles.indexOf( first ) ).toBeLessThan(
				handles.indexOf( then )
			);
		}
		expect( handles ).not.toContain( 'wp-polyfill' );
	} );

	test( 'a page without a Vitrine block requests no Vitrine file: the site-wide chrome (SW-1 skin, MM-1 menu styles) is inline, a kept skin is chosen in the page by the head’s script, and only the collapsed menu’s small script follows the load', async ( {
		visitorUtils,
		visitor,
	} ) => {
		const vitrineAssets: string[] = [];
		visitor.on( 'request', ( request ) => {
			if ( request.url().includes( '/plugins/vitrine/' ) ) {
				vitrineAssets.push( request.url() );
			}
		} );
		await visitor.goto( '/inside-the-studio/' );
		await expect(
			visitor.getByRole( 'heading', {
				name: 'Inside the studio',
				level: 1,
			} )
		).toBeVisible();
		// The site-wide chrome's styles, the demo's default skin (SW-1) and the mobile menu's
		// (MM-1), are printed inline, so the first paint waits for no Vitrine file. At 1280 px
		// the menu shows whole: its small script never comes. The skins script belongs to the
		// switcher alone, which this page has not.
		await expect(
			visitor.locator( '#vitrine-skin-inline-css' )
		).toHaveCount( 1 );
		await expect(
			visitor.locator( '#vitrine-view-mobile-menu-inline-css' )
		).toHaveCount( 1 );
		await visitor.waitForTimeout( 1000 );
		expect( vitrineAssets ).toEqual( [] );
		// Where the menu collapses, its small script comes after the load event (its toggle is
		// in view), so a first tap on the toggle finds it running.
		await visitor.setViewportSize( { width: 390, height: 844 } );
		await visitor.reload();
		const menuScript = ( url: string ) =>
			url.includes( '/build/view/mobile-menu.js' );
		await expect
			.poll( () => vitrineAssets.filter( menuScript ).length )
			.toBe( 1 );
		expect(
			vitrineAssets.filter( ( url ) => ! menuScript( url ) )
		).toEqual( [] );
		const manifest = JSON.parse(
			( await visitor.locator( '#vitrine-islands' ).textContent() ) ?? ''
		);
		expect( Object.keys( manifest.s ) ).toEqual( [
			'vitrine-view-mobile-menu',
		] );

		// A visitor who kept a skin on another page (SW-1) sees it here too: the head's script
		// chooses it among the skins the page holds, and no Vitrine file comes for it.
		await visitor
			.context()
			.addCookies( [
				{ name: 'jss_selected', value: 'ocean', url: BASE_URL },
			] );
		await visitor.reload();
		await expect( visitor.locator( 'html' ) ).toHaveAttribute(
			'data-vitrine-skin',
			'ocean'
		);
		await expect
			.poll( () => visitorUtils.shownSkin( visitor ) )
			.toBe( '"ocean"' );
		await visitor.waitForTimeout( 1000 );
		expect(
			vitrineAssets.filter( ( url ) => ! menuScript( url ) )
		).toEqual( [] );
	} );

	test( "every asset a shop's page requests comes from its own plugin's folder: Vitrine's from the files a release ships, none through another plugin's", async ( {
		visitor,
	} ) => {
		test.skip(
			! process.env.VITRINE_E2E_SHOP,
			'WooCommerce or Storefront is unavailable on this machine (global setup said why)'
		);
		// What a release holds (package.json `files`), as plugin-zip packs it.
		const shipped: string[] = JSON.parse(
			readFileSync( path.join( ROOT, 'package.json' ), 'utf8' )
		).files;
		const requested: string[] = [];
		visitor.on( 'request', ( request ) => {
			requested.push( new URL( request.url() ).pathname );
		} );
		await visitor
			.context()
			.addCookies( switchCookies( { woocommerce: 'on' } ) );
		// The site's own pages, as a release's demo shows them (the /demo/ block pages are the
		// testers', with pictures from tools/): the shop front (WooCommerce's script modules, the
		// Mini-Cart), the home page's blocks, the cart.
		for ( const link of [ '/store/', '/', '/cart/' ] ) {
			await visitor.goto( link );
			await networkSettled( visitor );
			// Every view started, so their scripts are requested too.
			await visitor.mouse.wheel( 0, 20_000 );
			await networkSettled( visitor );
		}
		const plugins = requested.filter( ( url ) =>
			url.includes( '/wp-content/plugins/' )
		);
		expect(
			plugins.filter( ( url ) =>
				url.startsWith( '/wp-content/plugins/woocommerce/' )
			).length
		).toBeGreaterThan( 0 );
		expect(
			plugins.filter( ( url ) =>
				/\/wp-content\/plugins\/[^/]+\/.*\/wp-content\//.test( url )
			)
		).toEqual( [] );
		const ours = plugins
			.filter( ( url ) =>
				url.startsWith( '/wp-content/plugins/vitrine/' )
			)
			.map( ( url ) =>
				url.slice( '/wp-content/plugins/vitrine/'.length )
			);
		expect( ours.length ).toBeGreaterThan( 0 );
		expect(
			ours.filter(
				( file ) =>
					! shipped.some( ( entry ) =>
						entry.endsWith( '/' )
							? file.startsWith( entry )
							: file === entry
					)
			)
		).toEqual( [] );
	} );
} );
