/**
 * The demo site as its visitors get it before any script runs (demo/site.php, demo/shop.php):
 * the studio's pages built from Vitrine's page patterns, the blog, the header menu and, with
 * WooCommerce, the shop front with the store's pictures. Checked wherever the demo is booted:
 * `npm start` (smoke/playground.spec.ts) and the plugin directory's live preview
 * (smoke/php-range.spec.ts).
 */
import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures';

/** The studio's pages other than home, by slug (demo/site.php's VITRINE_DEMO_SITE_PAGES). */
const STUDIO_PAGES = [ 'about', 'services', 'portfolio', 'launch' ];

/** The blocks the home page (the Agency home pattern) is made of. */
const HOME_BLOCKS = [
	'hero-slider',
	'services-slider',
	'counter',
	'portfolio',
	'testimonials',
	'logo-slider',
	'post-slider',
];

/** The demo store's products (demo/shop.php), as their pictures are named. */
const PRODUCTS = [ 'rig-hoodie', 'rig-cap', 'harbour-print' ];

/**
 * A page's HTML as served, after checking it answered 200 with every block rendered: no block
 * comment left in the page (a pattern or a dynamic block that did not render) and no PHP
 * message printed into it.
 *
 * @param request A request context (no cookies: a visitor).
 * @param url     The page.
 */
export async function servedPage( request: APIRequestContext, url: string ) {
	const response = await request.get( url );
	expect( response.status(), url ).toBe( 200 );
	const html = await response.text();
	expect( html, url ).not.toContain( '<!-- wp:' );
	expect( html, url ).not.toMatch(
		/<b>(Warning|Notice|Deprecated|Fatal error)<\/b>:/
	);
	return html;
}

/**
 * Checks the demo site's pages, final before JavaScript: the home page's blocks, the menu that
 * links every studio page (and the shop front and cart with WooCommerce), each page's own Vitrine
 * blocks, the blog's posts, and the shop front's products with their pictures.
 *
 * @param request   A request context (no cookies: a visitor).
 * @param site      The site's address, without a slash at the end.
 * @param shop      Whether the store was seeded (WooCommerce active).
 * @param everyPage Each studio page, the blog and the catalogue served too (every page served
 *                  by Playground is a whole WordPress boot in WebAssembly, 2 to 3 s): where the
 *                  demo is first proven; elsewhere the home page (with the menu that links
 *                  every page) and the shop front.
 */
export async function expectDemoSite(
	request: APIRequestContext,
	site: string,
	shop: boolean,
	everyPage = true
) {
	const home = await servedPage( request, `${ site }/` );
	for ( const block of HOME_BLOCKS ) {
		expect( home ).toContain( `wp-block-vitrine-${ block }` );
	}
	expect( home ).toContain( 'Harbour &amp; Kiln' );
	// The post slider (rendered by PHP) lists the demo's posts, sticky first.
	expect( home ).toContain( 'Launch week' );
	const menu = [
		...STUDIO_PAGES,
		'blog',
		...( shop ? [ 'store', 'cart' ] : [] ),
	];
	for ( const slug of menu ) {
		expect( home ).toContain( `href="${ site }/${ slug }/"` );
	}
	for ( const slug of everyPage ? STUDIO_PAGES : [] ) {
		expect( await servedPage( request, `${ site }/${ slug }/` ) ).toMatch(
			/class="[^"]*\bwp-block-vitrine-/
		);
	}
	if ( everyPage ) {
		const blog = await servedPage( request, `${ site }/blog/` );
		expect( blog ).toContain( 'Inside the studio' );
		// A post's featured image, from the demo's own pictures.
		expect( blog ).toMatch( /<img[^>]+src="[^"]*\/studio[^"]*\.jpg"/ );
	}
	if ( ! shop ) {
		return;
	}
	const store = await servedPage( request, `${ site }/store/` );
	expect( store ).toContain( 'wp-block-vitrine-countdown' );
	// The bestsellers show the demo's product pictures, not WooCommerce's placeholder.
	for ( const product of PRODUCTS ) {
		expect( store ).toMatch(
			new RegExp( `<img[^>]+src="[^"]*/product-${ product }[^"]*\\.jpg"` )
		);
	}
	expect( store ).not.toMatch( /<img[^>]+woocommerce-placeholder/ );
	if ( ! everyPage ) {
		return;
	}
	const catalogue = await servedPage( request, `${ site }/shop/` );
	expect( catalogue ).toContain( 'woocommerce-store-notice' );
	expect( catalogue ).toContain( 'Rig Hoodie' );
}
