/**
 * Who may read and change Vitrine's settings (SPEC §7): administrators only. Anonymous visitors,
 * Subscribers, Contributors and Authors can neither read nor write `vitrine_settings`, nor call
 * any Vitrine REST route; the settings form carries a nonce and refuses a request without it; a
 * hostile value is refused with a message, the rest of the form is saved and the site works.
 */
import { request } from '@playwright/test';
import type { RequestUtils } from '@wordpress/e2e-test-utils-playwright';
import { BASE_URL } from '../env';
import { expect, LOGGED_OUT, openGuardedPage, test } from '../fixtures';
import { HOSTILE_TEXT } from '../security/hostile-values';
import { watchForAttacks } from '../security/guards';

const LOW_ROLES = [ 'subscriber', 'contributor', 'author' ] as const;

type Route = { methods: string[] };

/**
 * Vitrine's own REST routes, from the index an administrator sees (none today; any added later
 * is checked too).
 * @param admin The administrator's REST helpers.
 */
async function vitrineRoutes( admin: RequestUtils ): Promise< string[] > {
	const index: { routes: Record< string, Route > } = await admin.rest( {
		path: '/',
	} );
	return Object.keys( index.routes ).filter( ( route ) =>
		/vitrine/i.test( route )
	);
}

/**
 * What a request for the settings returns to someone, as status and body.
 * @param user   The user's REST helpers, or null for an anonymous visitor.
 * @param path   The REST route.
 * @param method GET or POST.
 * @param data   What a POST sends.
 */
async function asUser(
	user: RequestUtils | null,
	path: string,
	method = 'GET',
	data?: object
) {
	if ( user ) {
		return user
			.rest( { path, method, data } )
			.then( ( body: unknown ) => ( { status: 200, body } ) )
			.catch( ( error: { data?: { status?: number } } ) => ( {
				status: error.data?.status ?? 0,
				body: error,
			} ) );
	}
	const context = await request.newContext( {
		baseURL: BASE_URL,
		storageState: LOGGED_OUT,
	} );
	const response = await context.fetch( `/wp-json${ path }`, {
		method,
		data,
	} );
	const result = { status: response.status(), body: await response.text() };
	await context.dispose();
	return result;
}

test.describe( 'Settings permissions (SPEC §7)', () => {
	const users: Array< [ string, RequestUtils | null ] > = [
		[ 'anonymous', null ],
	];

	// Logging in lands on the dashboard, whose activity list asks about WooCommerce's order notes
	// while the test switches keep WooCommerce off (core notices about an unregistered post
	// type): the users are made before the tests, whose PHP log stays watched.
	test.beforeAll( async ( { userUtils } ) => {
		for ( const role of LOW_ROLES ) {
			users.push( [ role, await userUtils.userWithRole( role ) ] );
		}
	} );

	test( '§7 anonymous visitors, Subscribers, Contributors and Authors can neither read nor write vitrine_settings or a Vitrine route', async ( {
		requestUtils,
	} ) => {
		const before = (
			await requestUtils.rest( { path: '/wp/v2/settings' } )
		).vitrine_settings;
		const routes = [
			'/wp/v2/settings',
			...( await vitrineRoutes( requestUtils ) ),
		];
		for ( const [ who, user ] of users ) {
			for ( const route of routes ) {
				const read = await asUser( user, route );
				expect( [ 401, 403 ], `${ who } reading ${ route }` ).toContain(
					read.status
				);
				expect( JSON.stringify( read.body ) ).not.toContain(
					'color_mode'
				);
				const write = await asUser( user, route, 'POST', {
					vitrine_settings: { color_mode: 'dark', animations: false },
				} );
				expect( [ 401, 403 ], `${ who } writing ${ route }` ).toContain(
					write.status
				);
			}
		}
		expect(
			( await requestUtils.rest( { path: '/wp/v2/settings' } ) )
				.vitrine_settings
		).toEqual( before );
	} );

	test( '§7 the settings form carries a nonce, and a post without it changes nothing', async ( {
		page,
		admin,
		requestUtils,
	} ) => {
		const before = (
			await requestUtils.rest( { path: '/wp/v2/settings' } )
		).vitrine_settings;
		await admin.visitAdminPage( 'options-general.php', 'page=vitrine' );
		const form = page.locator( 'form[action="options.php"]' );
		await expect( form.locator( 'input[name="option_page"]' ) ).toHaveValue(
			'vitrine'
		);
		await expect( form.locator( 'input[name="_wpnonce"]' ) ).toHaveValue(
			/^[0-9a-f]{10}$/
		);

		// The same post with a forged nonce, from the administrator's own session.
		const response = await page.request.post( '/wp-admin/options.php', {
			form: {
				option_page: 'vitrine',
				action: 'update',
				_wpnonce: '0000000000',
				'vitrine_settings[_submitted]': '1',
				'vitrine_settings[color_mode]': 'dark',
			},
			maxRedirects: 0,
		} );
		expect( response.status() ).toBe( 403 );
		expect(
			( await requestUtils.rest( { path: '/wp/v2/settings' } ) )
				.vitrine_settings
		).toEqual( before );
	} );

	test( '§7 hostile values in the settings form are refused with a message; the rest is saved and pages still work', async ( {
		page,
		admin,
		requestUtils,
		browser,
	} ) => {
		const problems: string[] = [];
		const before = (
			await requestUtils.rest( { path: '/wp/v2/settings' } )
		).vitrine_settings;
		await watchForAttacks( page, problems );
		await admin.visitAdminPage( 'options-general.php', 'page=vitrine' );
		const hostile = HOSTILE_TEXT[ 'script break' ];
		// What a forged form would send: a hostile choice in every menu and number, then a submit.
		const menus = await page
			.locator( 'form[action="options.php"] select' )
			.count();
		const numbers = await page
			.locator( 'form[action="options.php"] input[type="number"]' )
			.count();
		expect( menus ).toBeGreaterThan( 0 );
		expect( numbers ).toBeGreaterThan( 0 );
		await page.evaluate( ( value ) => {
			document
				.querySelectorAll< HTMLSelectElement >(
					'form[action="options.php"] select'
				)
				.forEach( ( select ) => {
					select.add( new Option( value, value ) );
					select.value = value;
				} );
			document
				.querySelectorAll< HTMLInputElement >(
					'form[action="options.php"] input[type="number"]'
				)
				.forEach( ( input ) => {
					input.type = 'text';
					input.value = value;
				} );
		}, hostile );
		await page.getByRole( 'button', { name: 'Save Changes' } ).click();

		// One message per refused field, naming it; the page shows the value nowhere as markup.
		const notices = page.locator( '.notice-error, .settings-error.error' );
		await expect( notices ).toHaveCount( menus + numbers );
		await expect( page.locator( 'script:text("alert(1)")' ) ).toHaveCount(
			0
		);
		const settings = (
			await requestUtils.rest( { path: '/wp/v2/settings' } )
		).vitrine_settings;
		expect( JSON.stringify( settings ) ).not.toContain( 'alert' );

		const visitor = await openGuardedPage( browser );
		await watchForAttacks( visitor.page, problems );
		const response = await visitor.page.goto( '/' );
		expect( response?.status() ).toBe( 200 );
		await expect( visitor.page.locator( 'body' ) ).toHaveClass(
			/active-(light|dark)-mode/
		);
		await visitor.close();
		expect( problems ).toEqual( [] );
		await requestUtils.rest( {
			path: '/wp/v2/settings',
			method: 'POST',
			data: { vitrine_settings: before },
		} );
	} );
} );
