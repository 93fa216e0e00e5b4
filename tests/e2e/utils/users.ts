/**
 * Users and their sessions: a user of any role, logging in through REST or the login form.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { RequestUtils } from '@wordpress/e2e-test-utils-playwright';
import { expect } from '../fixtures';

/**
 * A new user with a role, logged in for REST calls (a unique name, so parallel workers and
 * repeated runs never collide).
 *
 * @param requestUtils The administrator's REST helpers.
 * @param role         The role, such as `contributor`.
 * @return That user's REST helpers.
 */
async function userWithRole(
	requestUtils: RequestUtils,
	role: string
): Promise< RequestUtils > {
	const username = `${ role }-${ process.pid }-${ Date.now() }`;
	const password = `${ username }-password`;
	await requestUtils.createUser( {
		username,
		email: `${ username }@example.org`,
		password,
		roles: [ role ],
	} );
	// On the administrator's site (the project's).
	const user = await RequestUtils.setup( {
		user: { username, password },
		baseURL: requestUtils.baseURL,
	} );
	// Logged in without landing on the dashboard: its activity list asks about WooCommerce's
	// order notes while the test switches keep WooCommerce off, and core logs notices for that.
	user.login = () =>
		logInForRest( user.request, username, password, user.baseURL! );
	await user.setupRest();
	return user;
}

/**
 * Logs a user in through wp-login.php's form, sent by a request context (no browser, no
 * dashboard), and returns a REST nonce of that session for the X-WP-Nonce header.
 *
 * @param request  A request context whose base URL is the site.
 * @param username The user.
 * @param password The password.
 * @param home     Where the form would send the user (not followed).
 */
async function logInForRest(
	request: APIRequestContext,
	username: string,
	password: string,
	home: string
): Promise< string > {
	const response = await request.post( 'wp-login.php', {
		form: { log: username, pwd: password, redirect_to: home },
		maxRedirects: 0,
	} );
	expect( response.status(), 'wp-login.php accepts the password' ).toBe(
		302
	);
	await response.dispose();
	const nonce = await request.get(
		'wp-admin/admin-ajax.php?action=rest-nonce',
		{ failOnStatusCode: true }
	);
	return nonce.text();
}

/**
 * Logs the local sites' administrator in through the login form, as a site owner does (sites
 * of their own, such as the minimum's or the release test's, have no saved session).
 *
 * @param page       A page whose base URL is the site.
 * @param redirectTo Where the form sends the administrator (the dashboard unless told).
 */
async function logInThroughForm( page: Page, redirectTo = '' ) {
	await page.goto(
		`/wp-login.php${
			redirectTo
				? `?redirect_to=${ encodeURIComponent( redirectTo ) }`
				: ''
		}`
	);
	// WordPress focuses and selects the username field 200 ms after the page runs its script
	// (wp_attempt_focus()): typed before that, the password could land in the username field on
	// a busy machine, and the form would not submit (seen once in CI). Fill once it has.
	const username = page.getByLabel( 'Username or Email Address' );
	await expect( username ).toBeFocused();
	await username.fill( 'admin' );
	await page.getByLabel( 'Password', { exact: true } ).fill( 'password' );
	// Enter, as a person does. The keyboard's Enter does not wait for the navigation it starts:
	// the form's answer is awaited, and a refused login says why at once.
	const [ answer ] = await Promise.all( [
		page.waitForResponse(
			( response ) =>
				response.request().method() === 'POST' &&
				new URL( response.url() ).pathname.endsWith( '/wp-login.php' ),
			{ timeout: 60_000 }
		),
		page.keyboard.press( 'Enter' ),
	] );
	if ( answer.status() !== 302 ) {
		throw new Error(
			`The login form answered ${ answer.status() }: ${ await page
				.locator( '#login_error' )
				.textContent()
				.catch( () => '' ) }`
		);
	}
	// Logged in once the dashboard's answer starts (the path, not the whole URL: the form's own
	// redirect_to holds "wp-admin" too). Not its load event: that waits for every script and
	// picture of a dashboard the caller leaves at once, which a fresh site under a busy start of
	// the suite once took more than a minute to finish.
	await page.waitForURL( ( url ) => url.pathname.startsWith( '/wp-admin/' ), {
		timeout: 60_000,
		waitUntil: 'commit',
	} );
}

/**
 * The `userUtils` fixture (fixtures.ts): new users made with the administrator's REST, and the
 * two ways to log in (the form acts on the page it is given: a site of its own has its own).
 */
export class UserUtils {
	constructor( private readonly requestUtils: RequestUtils ) {}

	userWithRole( role: string ) {
		return userWithRole( this.requestUtils, role );
	}

	logInForRest = logInForRest;
	logInThroughForm = logInThroughForm;
}
