/**
 * The shop helpers (WC-1..WC-8, QT-1, QT-2, CO-1) in Chromium, on the real WooCommerce pages in
 * tests/fixtures/woocommerce served by the test WordPress as if WooCommerce were active
 * (tests/e2e/mu-plugins/vitrine-woocommerce-fixtures.php). WooCommerce's own scripts cannot be
 * installed here: test doubles in tests/e2e/doubles bind the same events on the same selectors
 * under the same handles. Every test runs in both modes of the "Shop scripts" setting, and each
 * one counts what a double binding would double: submits, toggles, cookie writes, requests.
 */
import type { Browser, BrowserContextOptions, Page } from '@playwright/test';
import { expect, openGuardedPage, test } from '../fixtures';
import { BASE_URL, STORAGE_STATE_PATH } from '../env';
import { expectNoAxeViolations } from '../utils';

const MODES = [
	{ mode: 'woocommerce', label: "Keep WooCommerce's" },
	{ mode: 'vitrine', label: "Use Vitrine's" },
] as const;

type Mode = ( typeof MODES )[ number ][ 'mode' ];

function fixtureUrl( mode: Mode, fixture: string ): string {
	return `${ BASE_URL }/vitrine-wc-fixture/${ mode }/${ fixture }/`;
}

/**
 * Opens a fixture page in a guarded context of its own, recording every cookie the page writes.
 * @param browser   The browser.
 * @param mode      The Shop scripts mode.
 * @param fixture   The fixture page, such as `storefront--cart`.
 * @param options   Context options.
 * @param tolerated Console messages this page may print (documented at the call).
 */
async function openShop(
	browser: Browser,
	mode: Mode,
	fixture: string,
	options: BrowserContextOptions = {},
	tolerated: string[] = []
) {
	const guarded = await openGuardedPage( browser, options, tolerated );
	await guarded.page.addInitScript( () => {
		const native = Object.getOwnPropertyDescriptor(
			Document.prototype,
			'cookie'
		)!;
		const writes: string[] = [];
		( window as unknown as { cookieWrites: string[] } ).cookieWrites =
			writes;
		Object.defineProperty( document, 'cookie', {
			configurable: true,
			get: () => native.get!.call( document ),
			set: ( value: string ) => {
				writes.push( value );
				native.set!.call( document, value );
			},
		} );
	} );
	await guarded.page.goto( fixtureUrl( mode, fixture ) );
	return guarded;
}

function cookieWrites( page: Page, prefix: string ): Promise< string[] > {
	return page.evaluate(
		( start ) =>
			(
				window as unknown as { cookieWrites: string[] }
			 ).cookieWrites.filter( ( write ) => write.startsWith( start ) ),
		prefix
	);
}

/**
 * Sorts by price on the page's first sort select and counts the page loads that asks for: a
 * second submit would start a second one.
 * @param page The shop page.
 */
async function sortNavigations( page: Page ): Promise< number > {
	const navigations: string[] = [];
	page.on( 'request', ( request ) => {
		if (
			request.isNavigationRequest() &&
			request.url().includes( 'orderby=' )
		) {
			navigations.push( request.url() );
		}
	} );
	await page.locator( 'select.orderby' ).first().selectOption( 'price' );
	await page.waitForURL( /orderby=price/ );
	await page.waitForLoadState( 'load' );
	return navigations.length;
}

for ( const { mode, label } of MODES ) {
	test.describe( `Shop scripts: ${ label }`, () => {
		test( `WC-1 changing the sort select submits its form once (${ mode })`, async ( {
			browser,
		} ) => {
			const { page, close } = await openShop(
				browser,
				mode,
				'storefront--shop'
			);
			expect( await sortNavigations( page ) ).toBe( 1 );
			await expect(
				page.locator( 'select.orderby' ).first()
			).toBeVisible();
			await close();
		} );

		test( `WC-2 the store notice's dismiss hides it with one store_notice cookie write, and it stays hidden (${ mode })`, async ( {
			browser,
		} ) => {
			const { page, close } = await openShop(
				browser,
				mode,
				'storefront--shop'
			);
			const notice = page.locator( '.woocommerce-store-notice' );
			await expect( notice ).toBeVisible();
			const id = await notice.getAttribute( 'data-notice-id' );
			await notice.getByRole( 'button', { name: 'Dismiss' } ).focus();
			await page.keyboard.press( 'Enter' );
			await expect( notice ).toBeHidden();
			expect( await cookieWrites( page, 'store_notice' ) ).toHaveLength(
				1
			);
			const cookie = ( await page.context().cookies() ).find(
				( { name } ) => name === `store_notice${ id }`
			);
			expect( cookie ).toMatchObject( { value: 'hidden', path: '/' } );
			await page.reload();
			await expect( notice ).toBeHidden();
			await close();
		} );

		test( `WC-3${
			mode === 'vitrine' ? ' AP-1' : ''
		} the coming-soon dismiss is a named button in the tab order; Enter sends one dismissal and hides the banner (${ mode })`, async ( {
			browser,
		} ) => {
			// The fixture's nonce comes from the store it was captured on, so this site answers
			// its first POST with 403 (rest_cookie_invalid_nonce) by design; the browser logs that.
			const { page, close } = await openShop(
				browser,
				mode,
				'storefront--home-admin-coming-soon',
				{ storageState: STORAGE_STATE_PATH },
				[ 'status of 403' ]
			);
			const posts: { nonce: string | null; body: string }[] = [];
			page.on( 'request', ( request ) => {
				if (
					request.method() === 'POST' &&
					request.url().includes( '/wp/v2/users/1' )
				) {
					posts.push( {
						nonce: request.headers()[ 'x-wp-nonce' ] ?? null,
						body: decodeURIComponent( request.postData() ?? '' ),
					} );
				}
			} );
			const banner = page.locator( '#coming-soon-footer-banner' );
			const control = banner.getByRole( 'button', {
				name: 'Dismiss this banner',
			} );
			await expect( control ).toHaveAttribute( 'tabindex', '0' );
			const printedNonce =
				await control.getAttribute( 'data-rest-nonce' );
			if ( mode === 'vitrine' ) {
				// A page left open until its nonce expired: api-fetch (which sends its own nonce
				// in place of any other) must refresh it and retry once.
				await page.evaluate( () => {
					(
						window as unknown as {
							wp: {
								apiFetch: {
									nonceMiddleware: { nonce: string };
								};
							};
						}
					 ).wp.apiFetch.nonceMiddleware.nonce = 'expired';
				} );
			}
			await control.focus();
			await page.keyboard.press( 'Enter' );
			await expect( banner ).toBeHidden();
			await page.waitForLoadState( 'networkidle' );
			for ( const post of posts ) {
				expect( post.body ).toContain(
					'woocommerce_meta[coming_soon_banner_dismissed]'
				);
				expect( post.body ).toContain( 'yes' );
			}
			if ( mode === 'woocommerce' ) {
				// WooCommerce's own click, once; Vitrine only made it reachable.
				expect( posts.map( ( post ) => post.nonce ) ).toEqual( [
					printedNonce,
				] );
			} else {
				// The dismissal is its own script, loaded for those who see the banner.
				await expect(
					page.locator( 'script#vitrine-shop-banner-js' )
				).toHaveCount( 1 );
				expect( posts ).toHaveLength( 2 );
				expect( posts[ 0 ].nonce ).toBe( 'expired' );
				expect( posts[ 1 ].nonce ).toMatch( /^[0-9a-f]{10}$/ );
			}
			await close();
		} );

		test( `WC-4 each password field has one show/hide button that flips the type and its name and keeps focus in the field (${ mode })`, async ( {
			browser,
		} ) => {
			const { page, close } = await openShop(
				browser,
				mode,
				'storefront--my-account-login'
			);
			const fields = page.locator(
				'.woocommerce form input[type="password"]'
			);
			await expect( page.locator( '.show-password-input' ) ).toHaveCount(
				await fields.count()
			);
			const button = page
				.getByRole( 'button', { name: 'Show password' } )
				.first();
			await button.click();
			const field = page.locator( '#password' );
			await expect( field ).toHaveAttribute( 'type', 'text' );
			await expect( field ).toBeFocused();
			await expect(
				page.locator( '#password + .show-password-input' )
			).toHaveAttribute( 'aria-label', 'Hide password' );
			await close();
		} );

		test( `WC-5 a field's hint opens on focus and closes on Escape and on a click elsewhere, with the aria-hidden attribute in step (${ mode })`, async ( {
			browser,
		} ) => {
			const { page, close } = await openShop(
				browser,
				mode,
				'storefront--checkout'
			);
			const phoneHint = page.locator( '#billing_phone-description' );
			const emailHint = page.locator( '#billing_email-description' );
			// Storefront shows hints until a first click; the attribute says so.
			await expect( phoneHint ).toHaveAttribute( 'aria-hidden', 'false' );
			await page.locator( '#billing_email' ).focus();
			await expect( phoneHint ).toBeHidden();
			await expect( phoneHint ).toHaveAttribute( 'aria-hidden', 'true' );
			await expect( emailHint ).toBeVisible();
			await expect( emailHint ).toHaveAttribute( 'aria-hidden', 'false' );
			await page.keyboard.press( 'Escape' );
			await expect( emailHint ).toBeHidden();
			await expect( emailHint ).toHaveAttribute( 'aria-hidden', 'true' );
			await page.locator( '#billing_phone' ).click();
			await expect( phoneHint ).toBeVisible();
			await expect( phoneHint ).toHaveAttribute( 'aria-hidden', 'false' );
			await page.locator( 'h3' ).first().click();
			await expect( phoneHint ).toBeHidden();
			await expect( phoneHint ).toHaveAttribute( 'aria-hidden', 'true' );
			await close();
		} );

		test( `WC-6 QT-2 after a cart update focus moves to the alert notice, and the new cart form has its quantity buttons (${ mode })`, async ( {
			browser,
		} ) => {
			const { page, close } = await openShop(
				browser,
				mode,
				'storefront--cart'
			);
			const update = page.getByRole( 'button', { name: 'Update cart' } );
			await expect( update ).toBeDisabled();
			const field = page
				.locator( '.woocommerce-cart-form input.qty' )
				.first();
			const fieldLabel = await page
				.locator( `label[for="${ await field.getAttribute( 'id' ) }"]` )
				.textContent();
			await page
				.getByRole( 'button', {
					name: `Increase ${ fieldLabel?.trim() }`,
				} )
				.click();
			await expect( field ).toHaveValue( '2' );
			await expect( update ).toBeEnabled();
			await update.click();
			await expect( page.locator( 'body' ) ).toHaveAttribute(
				'data-cart-updates',
				'1'
			);
			await expect( page.getByRole( 'alert' ) ).toBeFocused();
			const inputs = await page
				.locator( '.woocommerce-cart-form input.qty' )
				.count();
			await expect(
				page.locator( '.woocommerce-cart-form .vitrine-qty' )
			).toHaveCount( 2 * inputs );
			await expect(
				page.locator( '.woocommerce-cart-form input.qty' ).first()
			).toHaveValue( '1' );
			await close();
		} );

		test( `WC-7 the result count is hidden from assistive technology at first, then restored after 2000 ms (${ mode })`, async ( {
			browser,
		} ) => {
			const guarded = await openGuardedPage( browser );
			const { page } = guarded;
			// The page's clock stands still from before it loads; only runFor() moves it.
			const start = Date.now();
			await page.clock.install( { time: start } );
			await page.clock.pauseAt( start + 1000 );
			await page.goto( fixtureUrl( mode, 'storefront--shop' ) );
			// WooCommerce prints the count above and below the list, and announces the first.
			const count = page.locator( '.woocommerce-result-count' ).first();
			await expect( count ).toHaveAttribute( 'aria-hidden', 'true' );
			await page.clock.runFor( 1900 );
			await expect( count ).toHaveAttribute( 'aria-hidden', 'true' );
			await page.clock.runFor( 200 );
			await expect( count ).toHaveAttribute( 'aria-hidden', 'false' );
			await expect( count ).toContainText( 'Showing all' );
			await guarded.close();
		} );

		test( `WC-8 a checkout error scrolls the page until its notice is 100 px below the top (${ mode })`, async ( {
			browser,
		} ) => {
			const { page, close } = await openShop(
				browser,
				mode,
				'storefront--checkout'
			);
			await page.locator( '#place_order' ).click();
			const notice = page.locator( '.woocommerce-NoticeGroup-checkout' );
			await expect( notice ).toBeVisible();
			await expect
				.poll(
					() =>
						notice.evaluate( ( node ) =>
							Math.round( node.getBoundingClientRect().top )
						),
					{
						timeout: 3000,
					}
				)
				.toBe( 100 );
			await close();
		} );

		test( `QT-1 a product quantity below its min starts at min (${ mode })`, async ( {
			browser,
		} ) => {
			const guarded = await openGuardedPage( browser );
			const { page } = guarded;
			// The same product page, served with a quantity below the field's min of 1.
			await page.route(
				fixtureUrl( mode, 'storefront--product' ),
				async ( route ) => {
					const response = await route.fetch();
					const html = ( await response.text() ).replace(
						/name="quantity"\s+value="1"/,
						'name="quantity" value="0"'
					);
					await route.fulfill( { response, body: html } );
				}
			);
			await page.goto( fixtureUrl( mode, 'storefront--product' ) );
			await expect( page.locator( 'input.qty' ) ).toHaveValue( '1' );
			await guarded.close();
		} );

		test( `QT-2 one pair of named buttons per field; − stops at min, + at max, each press fires one change (${ mode })`, async ( {
			browser,
		} ) => {
			const { page, close } = await openShop(
				browser,
				mode,
				'storefront--product'
			);
			const field = page.locator( 'input.qty' );
			await expect( page.locator( '.vitrine-qty' ) ).toHaveCount( 2 );
			await field.evaluate( ( input ) => {
				( window as unknown as { changes: number } ).changes = 0;
				input.addEventListener(
					'change',
					() => ( window as unknown as { changes: number } ).changes++
				);
			} );
			const minus = page.getByRole( 'button', {
				name: 'Decrease Rig Hoodie quantity',
			} );
			const plus = page.getByRole( 'button', {
				name: 'Increase Rig Hoodie quantity',
			} );
			await minus.click();
			await expect( field ).toHaveValue( '1' );
			await plus.focus();
			for ( let press = 0; press < 12; press++ ) {
				await page.keyboard.press( 'Enter' );
			}
			await expect( field ).toHaveValue( '12' );
			expect(
				await page.evaluate(
					() => ( window as unknown as { changes: number } ).changes
				)
			).toBe( 11 );
			await close();
		} );

		test( `CO-1 each checkout toggle opens its section once, with aria-expanded in step, and axe finds nothing (${ mode })`, async ( {
			browser,
		} ) => {
			const { page, close } = await openShop(
				browser,
				mode,
				'storefront--checkout'
			);
			const login = page.locator( 'a.showlogin' );
			const loginForm = page.locator( 'form.woocommerce-form-login' );
			await expect( login ).toHaveAttribute( 'aria-expanded', 'false' );
			await expect( login ).toHaveAttribute(
				'aria-controls',
				( await loginForm.getAttribute( 'id' ) )!
			);
			await login.click();
			await expect( loginForm ).toBeVisible();
			await expect( login ).toHaveAttribute( 'aria-expanded', 'true' );
			// A second binding would toggle it shut again when its slide ends.
			await page.waitForTimeout( 800 );
			await expect( loginForm ).toBeVisible();
			await login.click();
			await expect( loginForm ).toBeHidden();
			await expect( login ).toHaveAttribute( 'aria-expanded', 'false' );

			const coupon = page.locator( 'a.showcoupon' );
			await coupon.click();
			await expect(
				page.locator( 'form.checkout_coupon' )
			).toBeVisible();
			await expect( coupon ).toHaveAttribute( 'aria-expanded', 'true' );

			for ( const [ box, section ] of [
				[ '#createaccount', 'div.create-account' ],
				[
					'#ship-to-different-address-checkbox',
					'div.shipping_address',
				],
			] ) {
				await expect( page.locator( box ) ).toHaveAttribute(
					'aria-expanded',
					'false'
				);
				await page.locator( box ).check();
				await expect( page.locator( section ) ).toBeVisible();
				await expect( page.locator( box ) ).toHaveAttribute(
					'aria-expanded',
					'true'
				);
				await expect( page.locator( box ) ).toHaveAttribute(
					'aria-controls',
					( await page.locator( section ).getAttribute( 'id' ) )!
				);
			}
			// The toggles Vitrine gives ARIA to. (WooCommerce's own coupon link fails axe's
			// label-content-name-mismatch: its aria-label differs from its text.)
			await expectNoAxeViolations( page, [
				'a.showlogin',
				'#createaccount',
				'#ship-to-different-address-checkbox',
			] );
			await close();
		} );
	} );
}

test.describe( 'Shop scripts: which scripts load', () => {
	test( "WC-1 WC-8 Keep WooCommerce's: WooCommerce's script stays and Vitrine adds its small script beside it", async ( {
		browser,
	} ) => {
		const { page, close } = await openShop(
			browser,
			'woocommerce',
			'storefront--checkout'
		);
		await expect( page.locator( 'script#woocommerce-js' ) ).toHaveAttribute(
			'src',
			/doubles\/woocommerce\.js/
		);
		await expect( page.locator( 'script#wc-js-cookie-js' ) ).toHaveCount(
			1
		);
		await expect(
			page.locator( 'script#vitrine-shop-js' )
		).toHaveAttribute( 'src', /build\/view\/shop-keep\.js/ );
		await close();
	} );

	test( "WC-1 WC-8 Use Vitrine's: its module takes the woocommerce handle, dependents still load, and neither woocommerce.js nor js-cookie loads", async ( {
		browser,
	} ) => {
		const { page, close } = await openShop(
			browser,
			'vitrine',
			'storefront--checkout'
		);
		const scripts = await page
			.locator( 'script[src]' )
			.evaluateAll( ( nodes ) =>
				nodes.map( ( node ) => ( node as HTMLScriptElement ).src )
			);
		expect(
			scripts.filter( ( src ) =>
				/js-cookie|doubles\/woocommerce\.js/.test( src )
			)
		).toEqual( [] );
		await expect( page.locator( 'script#woocommerce-js' ) ).toHaveAttribute(
			'src',
			/build\/view\/shop-woocommerce\.js/
		);
		await expect( page.locator( 'script#woocommerce-js' ) ).toHaveAttribute(
			'defer',
			''
		);
		await expect( page.locator( 'script#wc-checkout-js' ) ).toHaveCount(
			1
		);
		await expect( page.locator( 'script#vitrine-shop-js' ) ).toHaveCount(
			0
		);
		expect(
			await page.evaluate( () => ( {
				params: typeof (
					window as unknown as { woocommerce_params?: object }
				 ).woocommerce_params,
				scroll: typeof (
					window as unknown as {
						jQuery: { scroll_to_notices?: unknown };
					}
				 ).jQuery.scroll_to_notices,
			} ) )
		).toEqual( { params: 'object', scroll: 'function' } );
		await close();
	} );

	test( "WC-1 Use Vitrine's leaves the block theme's sort select to WooCommerce's store: one navigation", async ( {
		browser,
	} ) => {
		const { page, close } = await openShop(
			browser,
			'vitrine',
			'twentytwentyfive--shop'
		);
		expect( await sortNavigations( page ) ).toBe( 1 );
		await close();
	} );

	test( "WC-8 Use Vitrine's under reduced motion scrolls to the checkout error at once", async ( {
		browser,
	} ) => {
		const { page, close } = await openShop(
			browser,
			'vitrine',
			'storefront--checkout',
			{
				reducedMotion: 'reduce',
			}
		);
		await page.locator( '#place_order' ).click();
		const top = await page
			.locator( '.woocommerce-NoticeGroup-checkout' )
			.evaluate( ( node ) =>
				Math.round( node.getBoundingClientRect().top )
			);
		expect( top ).toBe( 100 );
		await close();
	} );

	for ( const fixture of [ 'storefront--shop', 'twentytwentyfive--shop' ] ) {
		test( `WC-1 without JavaScript the sort form submits with its button (${ fixture })`, async ( {
			noScript,
		} ) => {
			await noScript.goto( fixtureUrl( 'woocommerce', fixture ) );
			await noScript
				.locator( 'select.orderby' )
				.first()
				.selectOption( 'date' );
			await noScript
				.getByRole( 'button', { name: 'Sort' } )
				.first()
				.click();
			await noScript.waitForURL( /orderby=date/ );
		} );
	}

	test( 'WC-1 QT-2 CO-1 without WooCommerce active, no shop script loads and nothing errors', async ( {
		visitor,
	} ) => {
		await visitor.goto( `${ BASE_URL }/` );
		const scripts = await visitor
			.locator( 'script[src]' )
			.evaluateAll( ( nodes ) =>
				nodes.map( ( node ) => ( node as HTMLScriptElement ).src )
			);
		expect( scripts.length ).toBeGreaterThan( 0 );
		expect(
			scripts.filter( ( src ) => src.includes( '/view/shop-' ) )
		).toEqual( [] );
		await expect(
			visitor.locator( '#woocommerce-js, #vitrine-shop-js' )
		).toHaveCount( 0 );
	} );
} );
