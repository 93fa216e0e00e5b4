/**
 * Every published demo page: accessible (axe, WCAG 2.2 AA rules), free of console errors, and
 * without render-blocking Vitrine scripts. Pages without a Vitrine block load nothing of ours.
 */
import { expect, test } from '../fixtures';
import { expectNoAxeViolations } from '../utils';

/** The scripts a Vitrine view needs on the front end. */
const VIEW_CHAIN =
	/^(react|react-dom|react-jsx-runtime|wp-element|wp-escape-html|vitrine-.*)-js$/;

test.describe( 'Demo site', () => {
	test( 'every demo page passes axe with zero violations and logs no error', async ( {
		visitor,
		requestUtils,
	} ) => {
		// axe on every published page (the shop's pages included): minutes, not seconds, on CI.
		test.setTimeout( 240_000 );
		const pages: Array< { link: string } > = await requestUtils.rest( {
			path: '/wp/v2/pages',
			params: { per_page: 100, status: 'publish', _fields: 'link' },
		} );
		expect( pages.length ).toBeGreaterThan( 2 );
		// Settled pages: a hero mid-fade has text at half opacity, which axe measures as
		// low contrast; reduced motion shows every block in its final state at once.
		await visitor.emulateMedia( { reducedMotion: 'reduce' } );
		for ( const { link } of pages ) {
			await test.step( link, async () => {
				await visitor.goto( link );
				await expectNoAxeViolations( visitor );
			} );
		}
	} );

	test( 'no script a Vitrine view needs blocks rendering', async ( {
		visitor,
	} ) => {
		await visitor.goto( '/demo/progress-bars/' );
		const head = await visitor.evaluate( () =>
			Array.from( document.head.querySelectorAll( 'script[src]' ) ).map(
				( script ) => ( {
					id: script.id,
					deferred:
						script.hasAttribute( 'defer' ) ||
						script.hasAttribute( 'async' ),
				} )
			)
		);
		const chain = head.filter( ( script ) => VIEW_CHAIN.test( script.id ) );
		expect( chain.map( ( script ) => script.id ) ).toContain(
			'vitrine-progress-bars-view-script-js'
		);
		expect( chain.filter( ( script ) => ! script.deferred ) ).toEqual( [] );
	} );

	test( 'a page without a Vitrine block loads no Vitrine block script or style, only the site-wide chrome', async ( {
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
		// Site-wide chrome, not blocks: the demo's default skin and the script that reapplies a
		// visitor's skin (SW-1), and the mobile menu of the header's Navigation block (MM-1).
		const chrome = [
			/\/assets\/skins\/classic\.css\?/,
			/\/build\/view\/skins\.js\?/,
			/\/build\/view\/mobile-menu\.(js|css)\?/,
		];
		expect(
			vitrineAssets.filter(
				( url ) => ! chrome.some( ( pattern ) => pattern.test( url ) )
			)
		).toEqual( [] );
		expect(
			vitrineAssets.some( ( url ) => url.includes( 'skins.js' ) )
		).toBe( true );
	} );
} );
