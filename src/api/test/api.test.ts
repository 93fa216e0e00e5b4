/**
 * AP-1 AP-2 against WordPress's real api-fetch: only the network (window.fetch) is stood in for.
 */
import apiFetch from '@wordpress/api-fetch';
import { errorMessage, get, post, postForm, route } from '..';

type Reply = { status: number; body: string };

function respond( replies: Reply[] ) {
	const calls: { url: string; init: RequestInit }[] = [];
	window.fetch = jest.fn( ( url: string, init: RequestInit ) => {
		calls.push( { url, init } );
		const reply = replies.shift();
		if ( ! reply ) {
			return Promise.reject( new TypeError( 'Failed to fetch' ) );
		}
		return Promise.resolve( {
			ok: reply.status >= 200 && reply.status < 300,
			status: reply.status,
			headers: { get: () => null },
			json: () =>
				Promise.resolve().then( () => JSON.parse( reply.body ) ),
			text: () => Promise.resolve( reply.body ),
		} );
	} ) as unknown as typeof window.fetch;
	return calls;
}

// As WordPress's inline script sets api-fetch up on every page.
const nonce = apiFetch.createNonceMiddleware( 'expired' );
( apiFetch as unknown as { nonceMiddleware: typeof nonce } ).nonceMiddleware =
	nonce;
apiFetch.use( nonce );
apiFetch.use( apiFetch.createRootURLMiddleware( 'http://shop.test/wp-json/' ) );
apiFetch.nonceEndpoint =
	'http://shop.test/wp-admin/admin-ajax.php?action=rest-nonce';

describe( 'AP-1 AP-2 the API layer', () => {
	it( 'AP-1 a form POST to a route carries the nonce; an expired nonce is refreshed and the call retried once by api-fetch', async () => {
		nonce.nonce = 'expired';
		const calls = respond( [
			{
				status: 403,
				body: JSON.stringify( {
					code: 'rest_cookie_invalid_nonce',
					message: 'Cookie check failed',
				} ),
			},
			{ status: 200, body: 'fresh' },
			{ status: 200, body: '{"ok":true}' },
		] );
		await expect(
			postForm( '/wp/v2/users/me', {
				'woocommerce_meta[coming_soon_banner_dismissed]': 'yes',
			} )
		).resolves.toEqual( { ok: true } );
		expect( calls.map( ( call ) => call.url ) ).toEqual( [
			'http://shop.test/wp-json/wp/v2/users/me?_locale=user',
			'http://shop.test/wp-admin/admin-ajax.php?action=rest-nonce',
			'http://shop.test/wp-json/wp/v2/users/me?_locale=user',
		] );
		const headers = ( call: { init: RequestInit } ) =>
			call.init.headers as Record< string, string >;
		expect( headers( calls[ 0 ] )[ 'X-WP-Nonce' ] ).toBe( 'expired' );
		expect( headers( calls[ 2 ] )[ 'X-WP-Nonce' ] ).toBe( 'fresh' );
		const body = calls[ 2 ].init.body as URLSearchParams;
		expect(
			body.get( 'woocommerce_meta[coming_soon_banner_dismissed]' )
		).toBe( 'yes' );
	} );

	it.each( [
		'http://shop.test/wp-json/wp/v2/users/2',
		'https://elsewhere.test/wp-json/wp/v2/users/2',
		'//elsewhere.test/wp/v2/users',
		'/?rest_route=/wp/v2/users/2&roles=administrator',
		'/wp/v2/users/2?roles=administrator',
		'/wp/v2/users/me#x',
		'/wp/v2/../../wp-admin/admin-ajax.php',
		'/wp/v2/users/%2e%2e',
		'javascript:alert(1)',
		'wp/v2/users/me',
		'/',
		'',
	] )(
		'AP-1 the API layer refuses %p before any request: it takes routes, never an address from a page',
		( address ) => {
			const calls = respond( [ { status: 200, body: '{}' } ] );
			expect( () => route( address ) ).toThrow( TypeError );
			expect( () => postForm( address, { field: 'yes' } ) ).toThrow(
				TypeError
			);
			expect( () => post( address, {} ) ).toThrow( TypeError );
			expect( () => get( address ) ).toThrow( TypeError );
			expect( calls ).toEqual( [] );
		}
	);

	it( 'AP-1 GET builds the query on the route', async () => {
		const calls = respond( [ { status: 200, body: '[]' } ] );
		await get( '/wp/v2/posts', { per_page: 3, categories: [ 4, 5 ] } );
		expect( calls[ 0 ].url ).toBe(
			'http://shop.test/wp-json/wp/v2/posts?per_page=3&categories%5B0%5D=4&categories%5B1%5D=5&_locale=user'
		);
	} );

	it( 'AP-2 offline and invalid JSON reach people as the SPEC’s sentences', async () => {
		respond( [] );
		const offline = await get( '/wp/v2/posts' ).catch( errorMessage );
		expect( offline ).toBe( 'You are probably offline.' );
		respond( [ { status: 200, body: '<html>not json' } ] );
		const invalid = await get( '/wp/v2/posts' ).catch( errorMessage );
		expect( invalid ).toBe( 'The response is not a valid JSON response.' );
	} );

	it.each( [
		[ { code: 'unknown_error' }, 'An unknown error occurred.' ],
		[
			{ code: 'post_process', message: 'x' },
			'Media upload failed. If this is a photo or a large image, please scale it down and try again.',
		],
		[
			{ code: 'rest_forbidden', message: 'Sorry, <b>you</b>  cannot.' },
			'Sorry, you cannot.',
		],
		[ { code: 'x', message: '<img src=x>' }, 'An unknown error occurred.' ],
		[ new Error( 'boom' ), 'boom' ],
		[ 'a string', 'An unknown error occurred.' ],
		[ undefined, 'An unknown error occurred.' ],
		[ { code: 'constructor' }, 'An unknown error occurred.' ],
	] )( 'AP-2 %p becomes a sentence, never an object', ( error, sentence ) => {
		expect( errorMessage( error ) ).toBe( sentence );
	} );
} );
