/**
 * One person on the multi-server setup: a browser's cookie jar over send(), so a shopper's cart
 * or an administrator's login follows them whichever node answers.
 */
import { send } from './topology.mjs';

export class Session {
	/**
	 * @param {string} base Where requests go (Varnish, or a node).
	 */
	constructor( base ) {
		this.base = base;
		/** @type {Map<string, string>} */
		this.cookies = new Map();
	}

	/** The Cookie header a browser would send. */
	cookieHeader() {
		return [ ...this.cookies ]
			.map( ( [ name, value ] ) => `${ name }=${ value }` )
			.join( '; ' );
	}

	/**
	 * Keeps what the answer set, and forgets what it expired.
	 *
	 * @param {string[]} lines Set-Cookie headers.
	 */
	remember( lines = [] ) {
		for ( const line of lines ) {
			const [ pair, ...attributes ] = line.split( ';' );
			const at = pair.indexOf( '=' );
			const name = pair.slice( 0, at ).trim();
			const value = pair.slice( at + 1 ).trim();
			const expires = attributes
				.map( ( attribute ) => attribute.trim().split( '=' ) )
				.find( ( [ key ] ) => /^expires$/i.test( key ) );
			const expired =
				value === '' ||
				value === 'deleted' ||
				( expires && Date.parse( expires[ 1 ] ) < Date.now() );
			if ( expired ) {
				this.cookies.delete( name );
			} else {
				this.cookies.set( name, value );
			}
		}
	}

	/**
	 * A request with this person's cookies (following no redirect: its target is returned).
	 *
	 * @param {string} path              Path and query, or a full URL on the site.
	 * @param {Object} [options]
	 * @param {string} [options.method]  GET unless told.
	 * @param {Object} [options.form]    Fields, sent URL-encoded as a form is.
	 * @param {Object} [options.json]    A JSON body.
	 * @param {Object} [options.headers] More headers.
	 * @param {string} [options.base]    Another server than this session's (a node).
	 */
	async fetch(
		path,
		{ method, form, json, headers = {}, base = this.base } = {}
	) {
		const url = new URL( path, base );
		const target = base + url.pathname + url.search;
		let body;
		const sentHeaders = { ...headers };
		if ( form ) {
			body = new URLSearchParams( form ).toString();
			sentHeaders[ 'content-type' ] = 'application/x-www-form-urlencoded';
		} else if ( json ) {
			body = JSON.stringify( json );
			sentHeaders[ 'content-type' ] = 'application/json';
		}
		if ( this.cookies.size ) {
			sentHeaders.cookie = this.cookieHeader();
		}
		const response = await send( target, {
			method: method || ( body === undefined ? 'GET' : 'POST' ),
			headers: sentHeaders,
			body,
		} );
		this.remember( response.headers[ 'set-cookie' ] );
		return response;
	}
}

/**
 * The demo's administrator, logged in through `base` (WordPress's own login form), with a REST
 * nonce from `admin-ajax.php?action=rest-nonce` (what api-fetch asks when one expires).
 *
 * @param {string} base Where to log in.
 * @return {Promise<Session & {nonce: string}>} The logged-in session.
 */
export async function administrator( base ) {
	const session = new Session( base );
	session.cookies.set( 'wordpress_test_cookie', 'WP%20Cookie%20check' );
	const login = await session.fetch( '/wp-login.php', {
		form: {
			log: 'admin',
			pwd: 'password',
			testcookie: '1',
			redirect_to: '/wp-admin/',
		},
	} );
	if ( login.status !== 302 ) {
		throw new Error( `Logging in answered ${ login.status }` );
	}
	session.nonce = await restNonce( session );
	return session;
}

/**
 * A fresh REST nonce for the session's user.
 *
 * @param {Session} session Logged in.
 * @param {string}  [base]  Through which server.
 */
export async function restNonce( session, base = session.base ) {
	const answer = await session.fetch(
		'/wp-admin/admin-ajax.php?action=rest-nonce',
		{
			base,
		}
	);
	if ( answer.status !== 200 || ! /^[0-9a-f]{10}$/.test( answer.body ) ) {
		throw new Error(
			`rest-nonce answered ${ answer.status }: ${ answer.body }`
		);
	}
	return answer.body;
}

/**
 * A REST call as the administrator.
 *
 * @param {Session & {nonce: string}} session          Logged in.
 * @param {string}                    route            Such as `/vitrine/v1/…`.
 * @param {Object}                    [options]
 * @param {string}                    [options.method] GET unless told.
 * @param {Object}                    [options.json]   The body.
 * @param {string}                    [options.base]   Through which server.
 * @param {string}                    [options.nonce]  Another nonce than the session's.
 * @return {Promise<{status: number, data: any}>} The decoded answer.
 */
export async function rest(
	session,
	route,
	{ method, json, base, nonce = session.nonce } = {}
) {
	const answer = await session.fetch( `/wp-json${ route }`, {
		method,
		json,
		base,
		headers: { 'x-wp-nonce': nonce },
	} );
	let data;
	try {
		data = JSON.parse( answer.body );
	} catch {
		data = answer.body;
	}
	return { status: answer.status, data };
}
