/**
 * AP-1: Vitrine's only door to the site's REST API. Everything goes through WordPress's own
 * api-fetch (the `wp-api-fetch` script handle; the build never bundles a copy), so its nonce
 * header and refresh-and-retry, method override, `per_page=-1` paging and media retries apply,
 * and Vitrine adds none of them again. These helpers only type the calls.
 */
import apiFetch, { type APIFetchOptions } from '@wordpress/api-fetch';
import { addQueryArgs } from '@wordpress/url';

export { errorMessage } from './errors';

/** Query arguments of a GET. */
export type Query = Record<
	string,
	string | number | boolean | string[] | number[]
>;

/**
 * GET a REST route.
 * @param path  Route, such as `/wp/v2/posts`.
 * @param query Query arguments; `per_page: -1` fetches every page.
 */
export function get< T >( path: string, query: Query = {} ): Promise< T > {
	return apiFetch< T >( { path: addQueryArgs( path, query ) } );
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
	return apiFetch< T >( { path, method: 'POST', data } );
}

/**
 * POST a form to a full REST URL (one a page printed, such as WooCommerce's banner's), with the
 * nonce the page printed; api-fetch refreshes an expired nonce and retries once by itself.
 * @param url    The endpoint's full URL.
 * @param fields Form fields.
 * @param nonce  The `X-WP-Nonce` the page printed.
 */
export function postForm< T >(
	url: string,
	fields: Record< string, string >,
	nonce?: string
): Promise< T > {
	// URL-encoded, as an HTML form or jQuery sends it (what WordPress and WooCommerce expect).
	const body = new URLSearchParams( fields );
	const options: APIFetchOptions< true > = { url, method: 'POST', body };
	if ( nonce ) {
		options.headers = { 'X-WP-Nonce': nonce };
	}
	return apiFetch< T >( options );
}
