/**
 * AP-1: Vitrine's only door to the site's REST API. Everything goes through WordPress's own
 * api-fetch (the `wp-api-fetch` script handle; the build never bundles a copy), so its nonce
 * header and refresh-and-retry, method override, `per_page=-1` paging and media retries apply,
 * and Vitrine adds none of them again. These helpers only type the calls.
 *
 * They take a route, never an address: api-fetch adds the visitor's nonce to every request, so a
 * request whose address came from the page (a link's `data-*`, a cookie) would carry that nonce
 * wherever the page's author pointed it. A route is joined to the site's own REST root by
 * api-fetch's root URL middleware; anything else is refused before a request is made.
 */
import apiFetch from '@wordpress/api-fetch';
import { addQueryArgs } from '@wordpress/url';

export { errorMessage } from './errors';

/** Query arguments of a GET. */
export type Query = Record<
	string,
	string | number | boolean | string[] | number[]
>;

/**
 * A REST route: a namespace and a path below the REST root (`/wp/v2/users/me`), letters, digits
 * and `-_./` only. No scheme, host, query, fragment, `..` or encoded characters, so nothing can
 * leave the route the code names.
 */
const ROUTE = /^\/[a-z0-9][a-z0-9_-]*\/[a-z0-9_.-]+(?:\/[a-z0-9_.-]+)*$/i;

/**
 * The route, or an error thrown before any request: only routes written in the code reach here.
 * @param path The route.
 */
export function route( path: string ): string {
	if (
		typeof path !== 'string' ||
		! ROUTE.test( path ) ||
		path.split( '/' ).includes( '..' )
	) {
		throw new TypeError( `Vitrine’s API layer takes a REST route` );
	}
	return path;
}

/**
 * GET a REST route.
 * @param path  Route, such as `/wp/v2/posts`.
 * @param query Query arguments; `per_page: -1` fetches every page.
 */
export function get< T >( path: string, query: Query = {} ): Promise< T > {
	return apiFetch< T >( { path: addQueryArgs( route( path ), query ) } );
}

/**
 * POST JSON to a REST route.
 * @param path Route.
 * @param data The body, sent as JSON.
 */
export function post< T >(
	path: string,
	data: Record< string, unknown >
): Promise< T > {
	return apiFetch< T >( { path: route( path ), method: 'POST', data } );
}

/**
 * POST a form to a REST route, URL-encoded as an HTML form or jQuery sends it (what some of
 * WooCommerce's fields expect). api-fetch adds the nonce, refreshes an expired one and retries
 * once by itself.
 * @param path   Route.
 * @param fields Form fields.
 */
export function postForm< T >(
	path: string,
	fields: Record< string, string >
): Promise< T > {
	return apiFetch< T >( {
		path: route( path ),
		method: 'POST',
		body: new URLSearchParams( fields ),
	} );
}
