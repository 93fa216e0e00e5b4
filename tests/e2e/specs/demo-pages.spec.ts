/**
 * Every published demo page: accessible (axe, WCAG 2.2 AA rules), free of console errors, and
 * with no Vitrine view printed (the islands loader starts them). Pages without a Vitrine block
 * load nothing of ours but the site-wide chrome's styles.
 */
import { expect, test } from '../fixtures';
import {
	DARK_CHOICE,
	expectNoAxeViolations,
	publishedPageLinks,
	switchCookies,
} from '../utils';

/** The scripts a Vitrine view needs on the front end. */
const VIEW_CHAIN =
	/^(react|react-dom|react-jsx-runtime|wp-element|wp-escape-html|vitrine-.*)-js$/;

test.describe( 'Demo site', () => {
	// Each page as a shop's visitor meets it: WooCommerce on, so the Mini-Cart sits in the
	// theme's header, at a phone's and a desktop's width, in light and dark mode. Every page at
	// 1280 px in light mode; the site's own pages (the studio's and the shop's, not the /demo/
	// block pages, whose blocks those pages hold too) in the other three.
	for ( const width of [ 390, 1280 ] ) {
		for ( const mode of [ 'light', 'dark' ] ) {
			test( `every demo page passes axe with zero violations and logs no error, the Mini-Cart in the header (${ width } px, ${ mode })`, async ( {
				visitor,
				requestUtils,
			} ) => {
				// axe on every published page (the shop's pages included): minutes on CI.
				test.setTimeout( 240_000 );
				const every = width === 1280 && mode === 'light';
				const links = (
					await publishedPageLinks( requestUtils )
				).filter( ( link ) => every || ! link.includes( '/demo/' ) );
				expect( links.length ).toBeGreaterThanOrEqual( 8 );
				await visitor
					.context()
					.addCookies( [
						...switchCookies( { woocommerce: 'on' } ),
						...( mode === 'dark' ? [ DARK_CHOICE ] : [] ),
					] );
				await visitor.setViewportSize( { width, height: 900 } );
				// Settled pages: a hero mid-fade has text at half opacity, which axe measures as
				// low contrast; reduced motion shows every block in its final state at once.
				await visitor.emulateMedia( { reducedMotion: 'reduce' } );
				for ( const link of links ) {
					await test.step( link, async () => {
						await visitor.goto( link );
						if (
							process.env.VITRINE_E2E_SHOP &&
							! /\/(cart|checkout)\//.test( link )
						) {
							await expect(
								visitor
									.locator( '.wc-block-mini-cart__button' )
									.first()
							).toBeAttached();
						}
						await expect( visitor.locator( 'body' ) ).toHaveClass(
							new RegExp( `active-${ mode }-mode` )
						);
						await expectNoAxeViolations( visitor );
					} );
				}
			} );
		}
	}

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
		const island = manifest.i.find(
			( entry: [ string, string, string[] ] ) =>
				entry[ 0 ] === '.wp-block-vitrine-progress-bars'
		);
		expect( island[ 1 ] ).toBe( 'appear' );
		const handles: string[] = island[ 2 ];
		// WordPress's own order: React before ReactDOM before wp-element before the view.
		expect( handles.at( -1 ) ).toBe( 'vitrine-progress-bars-view-script' );
		for ( const [ first, then ] of [
			[ 'react', 'react-dom' ],
			[ 'react-dom', 'wp-element' ],
			[ 'wp-element', 'vitrine-progress-bars-view-script' ],
		] ) {
			expect( handles.indexOf( first ) ).toBeGreaterThanOrEqual( 0 );
			expect( handles.indexOf( first ) ).toBeLessThan(
				handles.indexOf( then )
			);
		}
		expect( handles ).not.toContain( 'wp-polyfill' );
	} );

	test( 'a page without a Vitrine block requests no Vitrine file: the site-wide chrome (SW-1 skin, MM-1 menu styles) is inline and its scripts wait', async ( {
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
		// (MM-1), are printed inline, so the first paint waits for no Vitrine file. Their scripts
		// wait: the skins script for a kept skin's cookie or the switcher, the menu's for a
		// visitor reaching it.
		await expect(
			visitor.locator( '#vitrine-skin-inline-css' )
		).toHaveCount( 1 );
		await expect(
			visitor.locator( '#vitrine-view-mobile-menu-inline-css' )
		).toHaveCount( 1 );
		await visitor.waitForTimeout( 1000 );
		expect( vitrineAssets ).toEqual( [] );
		const manifest = await visitor
			.locator( '#vitrine-islands' )
			.textContent();
		expect( manifest ).toContain(
			'"interaction",["vitrine-skins"],"jss_selected"'
		);
	} );
} );
