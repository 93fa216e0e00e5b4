/**
 * What the multi-server setup must show of Vitrine's pages (docs/scaling.md):
 * the same bytes from either node and for any visitor's cookies, the same from Varnish's cache as
 * from a node, no cookie set on an anonymous view, no nonce in a page the cache keeps.
 */
import { isPassed, request } from './topology.mjs';

/** Cookies a visitor may carry that must not change a page: colour mode, kept skin, analytics. */
export const VISITOR_COOKIES = [
	'',
	'client_light_mode_style_cookie=dark; client_dark_mode_style_cookie=light',
	'jss_selected=ocean',
	'_ga=GA1.1.123.456',
];

/**
 * The visitors' cookies on a running setup for a page: the ones above, and the `wp-postpass_*`
 * cookie of a visitor who typed the password of the site's protected post (topology.mjs), which
 * a cache that does not vary on it would otherwise hand the post's excerpt to everyone (SL-2).
 * Not on core's own lists of posts (a Query Loop), which print that excerpt to the cookie's holder
 * (docs/scaling.md).
 *
 * @param {{site: {protectedPost?: {cookie: string, corePostsPages: string[]}}}} setup The running setup.
 * @param {string}                                                               path  The page.
 * @return {string[]} The cookies, one visitor's a string.
 */
export const visitorCookies = ( setup, path ) => {
	const protectedPost = setup.site.protectedPost;
	return protectedPost && ! protectedPost.corePostsPages.includes( path )
		? [ ...VISITOR_COOKIES, protectedPost.cookie ]
		: VISITOR_COOKIES;
};

/** A nonce in a page: a name with "nonce" in it, then within a few characters ten hex digits. */
const NONCE = /nonce[^0-9a-f<>]{0,30}\b[0-9a-f]{10}\b/i;

/**
 * A passed page with what WooCommerce makes anew for each request taken out: the Cart and
 * Checkout blocks print the time their Store API nonce was made, and preload a cart whose token
 * names a new guest each time. Such a page is never cached; the rest must match byte for byte.
 *
 * @param {string} body A page.
 */
const withoutPerRequest = ( body ) =>
	body
		.replace( /wcStoreApiNonceTimestamp: '\d+'/g, '' )
		.replace( /%22Nonce-Timestamp%22%3A\d+/g, '' )
		.replace( /%22Cart-Token%22%3A%22[\w.-]+%22/g, '' );

/**
 * One anonymous page view.
 *
 * @param {string} base   Where to send it (Varnish or a node).
 * @param {string} path   The page.
 * @param {string} cookie The visitor's cookies ('' for none).
 */
export async function view( base, path, cookie = '' ) {
	const response = await request( base + path, cookie ? { cookie } : {} );
	const setCookie = response.headers[ 'set-cookie' ] || [];
	return {
		status: response.status,
		body: response.body,
		setCookie,
		cache: response.headers[ 'x-cache' ] || '',
		node: response.headers[ 'x-scale-node' ] || '',
	};
}

/**
 * Every address the site's sitemap lists (pages, posts, products, archives), as paths.
 *
 * @param {string} base The site.
 * @return {Promise<string[]>} Paths, in the sitemap's order.
 */
export async function sitemapPaths( base ) {
	const locations = ( xml ) =>
		[ ...xml.matchAll( /<loc>([^<]+)<\/loc>/g ) ].map(
			( [ , url ] ) => new URL( url.replace( /&amp;/g, '&' ) )
		);
	const paths = [];
	const index = await request( `${ base }/wp-sitemap.xml` );
	for ( const part of locations( index.body ) ) {
		const sitemap = await request( `${ base }${ part.pathname }` );
		paths.push(
			...locations( sitemap.body ).map(
				( url ) => url.pathname + url.search
			)
		);
	}
	return paths;
}

/**
 * The site's published pages (the demo's marketing pages and the shop's), as paths.
 *
 * @param {string} base The site.
 */
export async function pagePaths( base ) {
	const response = await request(
		`${ base }/wp-json/wp/v2/pages?per_page=100&_fields=link`
	);
	return JSON.parse( response.body )
		.map( ( page ) => new URL( page.link ).pathname )
		.sort();
}

/**
 * Every page, compared across the nodes, the visitors' cookies and Varnish's HIT and MISS.
 * A WooCommerce page that belongs to one visitor (cart, checkout, account) is passed by Varnish,
 * and compared across nodes only.
 *
 * @param {{url: string, nodes: Record<string, string>, site: Object}} setup       The running setup.
 * @param {string[]}                                                   paths       The pages.
 * @param {boolean}                                                    [everyPair] Every visitor's cookies on
 *                                                                                 every node (the bench); false: every visitor's cookies on node a, and node b for a
 *                                                                                 visitor without cookies (the smoke run: the same two properties, fewer renders).
 * @return {Promise<Array<{path: string, problem: string}>>} What differed, page by page.
 */
export async function cacheSafety( setup, paths, everyPair = true ) {
	const problems = [];
	const differ = ( path, problem ) => problems.push( { path, problem } );
	for ( const path of paths ) {
		const passed = isPassed( path );
		const same = ( one, other ) =>
			passed
				? withoutPerRequest( one ) === withoutPerRequest( other )
				: one === other;
		const reference = await view( setup.nodes.a, path );
		// An empty cart's checkout sends the visitor to the cart, from either node alike.
		if ( reference.status !== 200 && ! passed ) {
			differ( path, `node a answered ${ reference.status }` );
			continue;
		}
		if ( reference.setCookie.length ) {
			differ(
				path,
				`an anonymous view sets ${ reference.setCookie
					.map( ( line ) => line.split( '=' )[ 0 ] )
					.join( ', ' ) }`
			);
		}
		// Every node and visitor at once: the nodes' workers answer them side by side.
		const views = Object.entries( setup.nodes ).flatMap(
			( [ name, base ], at ) =>
				( everyPair || at === 0
					? visitorCookies( setup, path )
					: [ '' ]
				).map( async ( cookie ) => {
					const other = await view( base, path, cookie );
					if (
						other.status !== reference.status ||
						! same( other.body, reference.body )
					) {
						differ(
							path,
							`node ${ name } with cookies "${ cookie }" sends other bytes`
						);
					}
				} )
		);
		await Promise.all( views );
		if ( passed ) {
			continue;
		}
		const first = await view( setup.url, path );
		const second = await view( setup.url, path, VISITOR_COOKIES[ 1 ] );
		if ( second.cache !== 'HIT' ) {
			differ( path, `a second view was a ${ second.cache || 'pass' }` );
		}
		// What a cache keeps for days must hold nothing that expires (AP-1, nonces.mjs).
		if ( NONCE.test( reference.body ) ) {
			differ(
				path,
				`carries a nonce: ${ reference.body.match( NONCE )[ 0 ] }`
			);
		}
		for ( const cached of [ first, second ] ) {
			if ( cached.body !== reference.body ) {
				differ( path, `Varnish's ${ cached.cache } sends other bytes` );
			}
			if ( cached.setCookie.length ) {
				differ( path, `Varnish's ${ cached.cache } sets a cookie` );
			}
		}
	}
	return problems;
}
