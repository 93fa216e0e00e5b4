/**
 * The shop pages in the bench (docs/performance.md): WooCommerce 11's product, cart and checkout, in a
 * classic theme (Storefront: the single-product template and the shortcode cart and checkout the
 * demo ships) and a block theme (Twenty Twenty-Five: its product template, and the Cart and
 * Checkout blocks a new store gets), each with Settings → Vitrine → Shop scripts on "Keep
 * WooCommerce's" and on "Use Vitrine's", with one product in the cart. The bench site turns
 * WooCommerce on, picks the theme and the mode per visitor with the test site's switches
 * (tests/e2e/mu-plugins/vitrine-test-switches.php), so every combination is the same site.
 */
import { measurePage } from './page.mjs';

export const SHOP_THEMES = [ 'storefront', 'twentytwentyfive' ];
export const SHOP_MODES = [ 'woocommerce', 'vitrine' ];

/** WooCommerce's jQuery script (woocommerce.js), which "Use Vitrine's" replaces. */
const WOOCOMMERCE_JS =
	/\/woocommerce\/assets\/js\/frontend\/woocommerce(\.min)?\.js$/;
const JQUERY = /\/jquery(\.min)?\.js$/;

/**
 * A Cookie header's value.
 * @param {Array<{name: string, value: string}>} cookies The cookies.
 */
const cookieHeader = ( cookies ) =>
	cookies.map( ( { name, value } ) => `${ name }=${ value }` ).join( '; ' );

/**
 * A visitor's cookies: the switches, and a cart holding the product (added the way a link to
 * `?add-to-cart=` adds it, so WooCommerce writes its own session cookies).
 *
 * @param {string} site     The site's address.
 * @param {number} product  The product's ID.
 * @param {Object} switches The test site's switches (name → value).
 * @return {Promise<Array<{name: string, value: string}>>} The cookies.
 */
async function visitorWithCart( site, product, switches ) {
	const cookies = Object.entries( switches ).map( ( [ name, value ] ) => ( {
		name: `vitrine_test_${ name }`,
		value,
	} ) );
	const response = await fetch( `${ site }/?add-to-cart=${ product }`, {
		headers: { cookie: cookieHeader( cookies ) },
		redirect: 'manual',
	} );
	await response.arrayBuffer();
	const session = response.headers
		.getSetCookie()
		.map( ( line ) => line.split( ';' )[ 0 ] )
		.map( ( pair ) => {
			const at = pair.indexOf( '=' );
			return { name: pair.slice( 0, at ), value: pair.slice( at + 1 ) };
		} )
		.filter( ( { value } ) => value && value !== 'deleted' );
	if (
		! session.some( ( { name } ) =>
			name.startsWith( 'wp_woocommerce_session_' )
		)
	) {
		throw new Error(
			`Adding product ${ product } to a cart wrote no WooCommerce session (status ${ response.status })`
		);
	}
	return [ ...cookies, ...session ];
}

/**
 * Every shop page in every theme and mode: bytes (gzip, Vitrine's and the rest), whether
 * woocommerce.js and jQuery load, the script handles that need jQuery, and a Lighthouse mobile
 * report.
 *
 * @param {Object}                                                                                                                         options
 * @param {import('@playwright/test').Browser}                                                                                             options.browser    Chromium.
 * @param {Object}                                                                                                                         options.lighthouse startLighthouse()'s result.
 * @param {string}                                                                                                                         options.site       The site's address.
 * @param {{product: number, productLink: string, blockCart: string, blockCheckout: string, classicCart: string, classicCheckout: string}} options.pages
 * @param {number}                                                                                                                         options.reports    Lighthouse reports per page.
 */
export async function measureShop( {
	browser,
	lighthouse,
	site,
	pages,
	reports,
} ) {
	const measured = [];
	for ( const theme of SHOP_THEMES ) {
		// Storefront with the shortcode pages, Twenty Twenty-Five with the blocks a new store
		// gets; the test site's switch makes the classic pages WooCommerce's cart and checkout.
		const classic = theme === 'storefront';
		const addresses = {
			product: pages.productLink,
			cart: classic ? pages.classicCart : pages.blockCart,
			checkout: classic ? pages.classicCheckout : pages.blockCheckout,
		};
		for ( const mode of SHOP_MODES ) {
			const cookies = await visitorWithCart( site, pages.product, {
				woocommerce: 'on',
				theme,
				shop_scripts: mode,
				...( classic ? { cart: 'classic' } : {} ),
			} );
			const header = { Cookie: cookieHeader( cookies ) };
			for ( const [ kind, url ] of Object.entries( addresses ) ) {
				process.stdout.write(
					`measuring the ${ kind } (${ theme }, ${ mode })…\n`
				);
				const page = await measurePage( browser, url, 1280, {
					reach: false,
					cookies,
				} );
				const total = ( of ) => of.before + of.later + of.other;
				// The printed scripts that need jQuery (the test site's report, as a comment).
				const html = await (
					await fetch( url, {
						headers: {
							cookie: `${ header.Cookie }; vitrine_test_jquery_report=on`,
						},
					} )
				).text();
				const jqueryFor = (
					/<!-- vitrine-bench jquery-for: ([^>]*?) -->/.exec(
						html
					)?.[ 1 ] ?? ''
				)
					.split( ',' )
					.filter( Boolean );
				measured.push( {
					theme,
					mode,
					kind,
					page: new URL( url ).pathname,
					jsGzip: total( page.bytes.js ),
					cssGzip: total( page.bytes.css ),
					vitrineJsGzip: page.bytes.js.before + page.bytes.js.later,
					woocommerceJs: page.scripts.some( ( path ) =>
						WOOCOMMERCE_JS.test( path )
					),
					jquery: page.scripts.some( ( path ) =>
						JQUERY.test( path )
					),
					jqueryFor,
					files: page.files,
					mobile: await lighthouse.measure(
						url,
						'mobile',
						reports,
						header
					),
				} );
			}
		}
	}
	return measured;
}
