/**
 * Shoppers on the multi-server setup (docs/scaling.md): each with a cookie jar of
 * their own, through Varnish, which passes them to either node once they have a cart. Each puts
 * their own quantities of two products in the cart through the product page's form, checks the
 * cart holds exactly those (and that the page's mini-cart counts them), pays by cash on delivery
 * through the Store API's checkout (what the Checkout block on the demo's /checkout/ sends), and
 * sees the order received. The orders are then
 * counted as the administrator: each shopper's exactly once, with exactly their lines.
 */
import { Session, administrator, rest } from './session.mjs';

/** The demo's products (demo/shop.php) a shopper buys, by slug. */
const PRODUCTS = [ 'rig-hoodie', 'rig-cap' ];

/**
 * What shopper `index` buys: a pair of quantities no other shopper of the run has.
 *
 * @param {number} index From 0.
 * @return {number[]} A quantity per product of PRODUCTS.
 */
export const basket = ( index ) => [
	1 + ( index % 5 ),
	1 + Math.floor( index / 5 ),
];

/**
 * The number a page's Mini-Cart shows (WooCommerce renders it on the server).
 *
 * @param {string} html A page.
 */
export function miniCartCount( html ) {
	const badge = html.match(
		/class="wc-block-mini-cart__badge"[^>]*>\s*(\d+)\s*</
	);
	return badge ? Number( badge[ 1 ] ) : null;
}

/**
 * One shopper's visit, from the product pages to the order received.
 *
 * @param {string}                 base  Varnish.
 * @param {number}                 index Which shopper.
 * @param {string}                 run   This run's mark, in the shopper's e-mail address.
 * @param {Record<string, number>} ids   Product id by slug.
 * @return {Promise<{email: string, want: number[], problems: string[], requests: number}>} What went wrong, if anything.
 */
async function shop( base, index, run, ids ) {
	const session = new Session( base );
	const want = basket( index );
	const email = `shopper-${ index }-${ run }@example.com`;
	const problems = [];
	let requests = 0;
	const fetch = async ( path, options ) => {
		requests++;
		const answer = await session.fetch( path, options );
		if ( answer.status >= 400 ) {
			throw new Error( `${ path } answered ${ answer.status }` );
		}
		return answer;
	};
	try {
		for ( const [ at, slug ] of PRODUCTS.entries() ) {
			const page = await fetch( `/product/${ slug }/` );
			const shown = miniCartCount( page.body );
			const before = want.slice( 0, at ).reduce( ( a, b ) => a + b, 0 );
			if ( shown !== before ) {
				problems.push(
					`${ slug }'s page showed ${ shown } in the cart, not ${ before }`
				);
			}
			await fetch( `/product/${ slug }/`, {
				form: { 'add-to-cart': ids[ slug ], quantity: want[ at ] },
			} );
		}
		const cart = JSON.parse(
			( await fetch( '/wp-json/wc/store/v1/cart' ) ).body
		);
		const held = PRODUCTS.map(
			( slug ) =>
				cart.items.find( ( item ) => item.id === ids[ slug ] )
					?.quantity ?? 0
		);
		if (
			cart.items.length !== PRODUCTS.length ||
			held.join() !== want.join()
		) {
			problems.push( `the cart held ${ held } instead of ${ want }` );
		}
		// The shop's page, with a cart cookie, is the shopper's own: passed to a node, never cached.
		const shown = miniCartCount( ( await fetch( '/shop/' ) ).body );
		const total = want.reduce( ( a, b ) => a + b, 0 );
		if ( shown !== total ) {
			problems.push(
				`the shop's mini-cart showed ${ shown }, not ${ total }`
			);
		}
		// The Checkout block's page, then its request: the Store API checks the nonce that page
		// was served for this shopper's session (WooCommerce sends it in a `Nonce` header).
		const checkout = await fetch( '/checkout/' );
		const nonce = (
			await fetch( '/wp-json/wc/store/v1/cart', {
				headers: { referer: `${ base }/checkout/` },
			} )
		).headers.nonce;
		if ( ! checkout.body.includes( 'wp-block-woocommerce-checkout' ) ) {
			problems.push( 'the checkout page held no Checkout block' );
		}
		const address = {
			first_name: 'Shopper',
			last_name: String( index ),
			country: 'US',
			address_1: `${ index } Harbour Street`,
			city: 'San Francisco',
			state: 'CA',
			postcode: '94105',
			phone: '5555550100',
		};
		const placed = await session.fetch( '/wp-json/wc/store/v1/checkout', {
			method: 'POST',
			headers: { nonce },
			json: {
				billing_address: { ...address, email },
				shipping_address: address,
				payment_method: 'cod',
			},
		} );
		requests++;
		const result = JSON.parse( placed.body );
		if ( placed.status !== 200 || result.status !== 'processing' ) {
			problems.push(
				`the checkout answered ${ placed.status }: ${
					result.message ?? result.status
				}`
			);
			return { email, want, problems, requests };
		}
		const received = await fetch( result.payment_result.redirect_url );
		if ( ! received.body.includes( 'woocommerce-order-received' ) ) {
			problems.push( 'the order-received page did not say so' );
		}
		const after = JSON.parse(
			( await fetch( '/wp-json/wc/store/v1/cart' ) ).body
		);
		if ( after.items.length ) {
			problems.push( 'the cart was not empty after the order' );
		}
	} catch ( error ) {
		problems.push( error.message );
	}
	return { email, want, problems, requests };
}

/**
 * `count` shoppers at once, then their orders counted.
 *
 * @param {string} base  Varnish.
 * @param {number} count How many.
 * @return {Promise<{shoppers: number, orders: number, requests: number, seconds: number, problems: string[]}>} The outcome.
 */
export async function shoppers( base, count ) {
	const run = Date.now().toString( 36 );
	const products = JSON.parse(
		(
			await new Session( base ).fetch(
				'/wp-json/wc/store/v1/products?per_page=100&_fields=id,slug'
			)
		).body
	);
	const ids = Object.fromEntries(
		products.map( ( product ) => [ product.slug, product.id ] )
	);
	const started = performance.now();
	const visits = await Promise.all(
		Array.from( { length: count }, ( _, index ) =>
			shop( base, index, run, ids )
		)
	);
	const seconds = ( performance.now() - started ) / 1000;
	const problems = visits.flatMap( ( visit ) =>
		visit.problems.map( ( problem ) => `${ visit.email }: ${ problem }` )
	);

	// Every order of the run, as the shop's administrator sees them.
	const admin = await administrator( base );
	const { status, data } = await rest(
		admin,
		`/wc/v3/orders?per_page=100&search=${ run }`
	);
	const orders = status === 200 ? data : [];
	if ( status !== 200 ) {
		problems.push( `listing the orders answered ${ status }` );
	}
	for ( const visit of visits ) {
		const theirs = orders.filter(
			( order ) => order.billing.email === visit.email
		);
		if ( theirs.length !== 1 ) {
			problems.push( `${ visit.email }: ${ theirs.length } orders` );
			continue;
		}
		const lines = PRODUCTS.map(
			( slug ) =>
				theirs[ 0 ].line_items.find(
					( line ) => line.product_id === ids[ slug ]
				)?.quantity ?? 0
		);
		if ( lines.join() !== visit.want.join() ) {
			problems.push(
				`${ visit.email }: ordered ${ lines } instead of ${ visit.want }`
			);
		}
	}
	return {
		shoppers: count,
		orders: orders.length,
		requests: visits.reduce(
			( total, visit ) => total + visit.requests,
			0
		),
		seconds: Math.round( seconds ),
		problems,
	};
}
