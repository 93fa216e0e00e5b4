/**
 * The shop helpers (WC-1..WC-8, QT-1, QT-2, CO-1) on the real WooCommerce 11 with the demo
 * store (demo/shop.php): on Storefront in both modes of the "Shop scripts" setting (and, when
 * asked, in a baseline with Vitrine inactive, which shows what WooCommerce does on its own); on
 * Twenty Twenty-Five with Vitrine's scripts (modesIn() says why).
 * Each context picks its theme and mode with the test site's switches
 * (tests/e2e/mu-plugins/vitrine-test-switches.php); carts are per context, so tests run in
 * parallel. Real AJAX throughout: add to cart, update cart, remove, coupons, orders.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { BASE_URL, STORAGE_STATE_PATH } from '../env';
import {
	CLASSIC_CART,
	CLASSIC_CHECKOUT,
	THEMES,
	addToCart,
	applyCheckoutCoupon,
	cookieWrites,
	countCartUpdates,
	modesIn,
	openShop,
	placeClassicOrder,
	type Mode,
	type Shop,
} from '../shop';

test.skip(
	() => ! process.env.VITRINE_E2E_SHOP,
	'WooCommerce or Storefront is unavailable on this machine (global setup said why)'
);

/**
 * Counts the requests for the sorted page a sort change makes: a second submit would make a
 * second one. A classic theme navigates; a block theme's sort block fetches the page through
 * WooCommerce's Interactivity router.
 * @param page The shop page.
 */
async function sortNavigations( page: Page ): Promise< number > {
	const navigations: string[] = [];
	page.on( 'request', ( request ) => {
		if (
			[ 'document', 'fetch' ].includes( request.resourceType() ) &&
			request.url().includes( 'orderby=price' )
		) {
			navigations.push( request.url() );
		}
	} );
	await page.locator( 'select.orderby' ).first().selectOption( 'price' );
	await page.waitForURL( /orderby=price/ );
	await page.waitForLoadState( 'load' );
	return navigations.length;
}

const vitrineOn = ( mode: Mode ) => mode !== 'off';

for ( const theme of THEMES ) {
	for ( const { mode, label } of modesIn( theme ) ) {
		const shop: Shop = { theme, mode };
		const where = `(${ theme }, ${ mode })`;

		test.describe( `${ theme }, Shop scripts: ${ label }`, () => {
			test( `WC-1 changing the sort select submits its form once ${ where }`, async ( {
				browser,
			} ) => {
				const { page, close } = await openShop( browser, shop );
				await page.goto( '/shop/' );
				expect( await sortNavigations( page ) ).toBe( 1 );
				await close();
			} );

			test( `WC-2 the store notice's dismiss hides it with one store_notice cookie write, and it stays hidden ${ where }`, async ( {
				browser,
			} ) => {
				const { page, close } = await openShop( browser, shop );
				await page.goto( '/shop/' );
				const notice = page.locator( '.woocommerce-store-notice' );
				await expect( notice ).toBeVisible();
				const id = await notice.getAttribute( 'data-notice-id' );
				await notice.getByRole( 'button', { name: 'Dismiss' } ).focus();
				await page.keyboard.press( 'Enter' );
				await expect( notice ).toBeHidden();
				expect(
					await cookieWrites( page, 'store_notice' )
				).toHaveLength( 1 );
				const cookie = ( await page.context().cookies() ).find(
					( { name } ) => name === `store_notice${ id }`
				);
				expect( cookie ).toMatchObject( {
					value: 'hidden',
					path: '/',
				} );
				await page.reload();
				await expect( notice ).toBeHidden();
				await close();
			} );

			test( `WC-4 each password field has one show/hide button that flips the type and its name and keeps focus in the field ${ where }`, async ( {
				browser,
			} ) => {
				const { page, close } = await openShop( browser, shop );
				await page.goto( '/my-account/' );
				const fields = page.locator(
					'.woocommerce form input[type="password"]'
				);
				await expect(
					page.locator( '.show-password-input' )
				).toHaveCount( await fields.count() );
				await page
					.getByRole( 'button', { name: 'Show password' } )
					.first()
					.click();
				const field = page.locator( '#password' );
				await expect( field ).toHaveAttribute( 'type', 'text' );
				await expect( field ).toBeFocused();
				await expect(
					page.locator( '#password + .show-password-input' )
				).toHaveAttribute( 'aria-label', 'Hide password' );
				await close();
			} );

			test( `WC-5 a field's hint opens on focus and on a click of its field, closes on Escape and on a click elsewhere, aria-hidden in step with Vitrine ${ where }`, async ( {
				browser,
			} ) => {
				const { page, close } = await openShop( browser, shop );
				await addToCart( page, 'rig-cap' );
				await page.goto( CLASSIC_CHECKOUT );
				const phoneHint = page.locator( '#billing_phone-description' );
				const emailHint = page.locator( '#billing_email-description' );
				const served = await phoneHint.getAttribute( 'aria-hidden' );
				// What shows, and (Vitrine's part) the aria-hidden attribute in step with it.
				const expectHint = async (
					hint: typeof phoneHint,
					shown: boolean
				) => {
					await ( shown
						? expect( hint ).toBeVisible()
						: expect( hint ).toBeHidden() );
					if ( vitrineOn( mode ) ) {
						await expect( hint ).toHaveAttribute(
							'aria-hidden',
							String( ! shown )
						);
					}
				};
				await page.locator( '#billing_phone' ).focus();
				await expectHint( phoneHint, true );
				await page.keyboard.press( 'Escape' );
				await expectHint( phoneHint, false );
				await page.locator( '#billing_phone' ).click();
				await expectHint( phoneHint, true );
				// A click on the next field while the phone's hint slides shut: on a block theme
				// the hints sit in the page flow, so the email field moves under the pointer.
				// WooCommerce's own script then closes both; Vitrine's module keeps the email's.
				await page.locator( '#billing_email' ).click();
				await expectHint( phoneHint, false );
				if ( mode === 'vitrine' || theme === 'storefront' ) {
					await expectHint( emailHint, true );
					await page.locator( 'h3' ).first().click();
				}
				await expectHint( emailHint, false );
				if ( ! vitrineOn( mode ) ) {
					// WooCommerce alone sets only the DOM property: the attribute never follows.
					expect(
						await phoneHint.getAttribute( 'aria-hidden' )
					).toBe( served );
				}
				await close();
			} );

			test( `WC-6 QT-2 Update cart sends one AJAX update, focus moves to its notice, and the new form has its quantity buttons ${ where }`, async ( {
				browser,
			} ) => {
				const { page, close } = await openShop( browser, shop );
				await addToCart( page, 'rig-hoodie' );
				await page.goto( CLASSIC_CART );
				const updates = countCartUpdates( page );
				const field = page
					.locator( '.woocommerce-cart-form input.qty' )
					.first();
				const update = page.getByRole( 'button', {
					name: 'Update cart',
				} );
				await expect( update ).toBeDisabled();
				if ( vitrineOn( mode ) ) {
					await page
						.getByRole( 'button', {
							name: /^Increase quantity of /,
						} )
						.first()
						.click();
				} else {
					await field.fill( '2' );
				}
				await expect( field ).toHaveValue( '2' );
				await expect( update ).toBeEnabled();
				await update.click();
				const notice = page.getByRole( 'alert' ).first();
				await expect( notice ).toContainText( 'Cart updated' );
				await expect( notice ).toBeFocused();
				expect( updates() ).toBe( 1 );
				await expect(
					page.locator( '.woocommerce-cart-form input.qty' ).first()
				).toHaveValue( '2' );
				await expect(
					page.locator( '.woocommerce-cart-form .vitrine-qty' )
				).toHaveCount( vitrineOn( mode ) ? 2 : 0 );
				await close();
			} );

			test( `WC-6 removing an item is one AJAX request and focus moves to its notice ${ where }`, async ( {
				browser,
			} ) => {
				const { page, close } = await openShop( browser, shop );
				await addToCart( page, 'rig-hoodie' );
				await addToCart( page, 'rig-cap' );
				await page.goto( CLASSIC_CART );
				await page
					// WooCommerce gives its remove link the button role.
					.getByRole( 'button', { name: 'Remove Rig Cap from cart' } )
					.click();
				const notice = page.getByRole( 'alert' ).first();
				await expect( notice ).toContainText( 'removed' );
				await expect( notice ).toBeFocused();
				await expect(
					page.locator( '.woocommerce-cart-form .cart_item' )
				).toHaveCount( 1 );
				await close();
			} );

			test( `WC-7 after a sort the result count is hidden from assistive technology at first, then restored after 2000 ms ${ where }`, async ( {
				visitorUtils,
				browser,
			} ) => {
				const { page, close } = await openShop( browser, shop );
				// The page's clock stands still from before it loads; only runFor() moves it.
				const start = Date.now();
				await visitorUtils.installClock( page, { time: start } );
				await page.clock.pauseAt( start + 1000 );
				// After a sort, the count says the new order: announced once, not on every load.
				await page.goto( '/shop/?orderby=price' );
				const count = page
					.locator( '.woocommerce-result-count' )
					.first();
				await expect( count ).toHaveAttribute( 'aria-hidden', 'true' );
				await page.clock.runFor( 1900 );
				await expect( count ).toHaveAttribute( 'aria-hidden', 'true' );
				await page.clock.runFor( 200 );
				await expect( count ).toHaveAttribute( 'aria-hidden', 'false' );
				await close();
			} );

			test( `WC-8 a failed order (required fields empty) scrolls the page until its notice is 100 px below the top ${ where }`, async ( {
				browser,
			} ) => {
				const { page, close } = await openShop( browser, shop );
				await addToCart( page, 'rig-cap' );
				await page.goto( CLASSIC_CHECKOUT );
				await page.locator( '#place_order' ).click();
				const notice = page.locator(
					'.woocommerce-NoticeGroup-checkout'
				);
				await expect( notice ).toContainText( 'is a required field' );
				await expect
					.poll(
						() =>
							notice.evaluate( ( node ) =>
								Math.round( node.getBoundingClientRect().top )
							),
						{ timeout: 3000 }
					)
					.toBe( 100 );
				await close();
			} );

			test( `WC-8 CO-1 a coupon applied in the checkout, then a cash-on-delivery order that succeeds ${ where }`, async ( {
				browser,
			} ) => {
				const { page, close } = await openShop( browser, shop );
				await addToCart( page, 'rig-hoodie' );
				await page.goto( CLASSIC_CHECKOUT );
				await applyCheckoutCoupon( page );
				await placeClassicOrder( page, '45.50' );
				await close();
			} );

			test( `QT-1 a product quantity served below its min starts at min ${ where }`, async ( {
				browser,
			} ) => {
				const { page, close } = await openShop( browser, {
					...shop,
					quantity: 'below_min',
				} );
				// Served at 0 under a min of 1 (another plugin's rule, the test site's switch).
				const served = await (
					await page.request.get( '/product/rig-cap/' )
				).text();
				expect( served ).toMatch(
					/name="quantity"\s+value="0"[^>]*min="1"/
				);
				// WooCommerce's own script raises it too (Keep, baseline); Vitrine's module does
				// in its place (Use Vitrine's).
				await page.goto( '/product/rig-cap/' );
				await expect( page.locator( 'input.qty' ) ).toHaveValue( '1' );
				await close();
			} );

			test( `CO-1 each checkout toggle opens its section once, with aria-expanded in step ${ where }`, async ( {
				a11yUtils,
				browser,
			} ) => {
				const { page, close } = await openShop( browser, shop );
				await addToCart( page, 'rig-cap' );
				await page.goto( CLASSIC_CHECKOUT );
				const login = page.locator( 'a.showlogin' );
				const loginForm = page.locator( 'form.woocommerce-form-login' );
				await login.click();
				await expect( loginForm ).toBeVisible();
				// A second binding would toggle it shut again when its slide ends.
				await page.waitForTimeout( 800 );
				await expect( loginForm ).toBeVisible();
				const coupon = page.locator( 'a.showcoupon' );
				await coupon.click();
				await expect(
					page.locator( 'form.checkout_coupon' )
				).toBeVisible();
				await expect( coupon ).toHaveAttribute(
					'aria-expanded',
					'true'
				);
				for ( const [ box, section ] of [
					[ '#createaccount', 'div.create-account' ],
					[
						'#ship-to-different-address-checkbox',
						'div.shipping_address',
					],
				] ) {
					await page.locator( box ).check();
					await expect( page.locator( section ) ).toBeVisible();
				}
				if ( vitrineOn( mode ) ) {
					await expect( login ).toHaveAttribute(
						'aria-expanded',
						'true'
					);
					await expect( login ).toHaveAttribute(
						'aria-controls',
						( await loginForm.getAttribute( 'id' ) )!
					);
					for ( const [ box, section ] of [
						[ '#createaccount', 'div.create-account' ],
						[
							'#ship-to-different-address-checkbox',
							'div.shipping_address',
						],
					] ) {
						await expect( page.locator( box ) ).toHaveAttribute(
							'aria-expanded',
							'true'
						);
						await expect( page.locator( box ) ).toHaveAttribute(
							'aria-controls',
							( await page
								.locator( section )
								.getAttribute( 'id' ) )!
						);
					}
					await login.click();
					await expect( loginForm ).toBeHidden();
					await expect( login ).toHaveAttribute(
						'aria-expanded',
						'false'
					);
					// The toggles Vitrine gives ARIA to. Their colours are the theme's (Storefront's
					// login link fails colour contrast on its own): that rule is left to the theme.
					await a11yUtils.expectNoAxeViolations(
						page,
						[
							'a.showlogin',
							'#createaccount',
							'#ship-to-different-address-checkbox',
						],
						[ 'color-contrast' ]
					);
				}
				await close();
			} );
		} );
	}

	test.describe( `${ theme }: the quantity buttons`, () => {
		test( `QT-2 one pair of named buttons per field; − stops at min, + at max, each press fires one change (${ theme })`, async ( {
			browser,
		} ) => {
			const { page, close } = await openShop( browser, {
				theme,
				mode: 'vitrine',
			} );
			await page.goto( '/product/harbour-print/' );
			const field = page.locator( 'input.qty' );
			await expect( field ).toHaveAttribute( 'max', '12' );
			await expect( page.locator( '.vitrine-qty' ) ).toHaveCount( 2 );
			await field.evaluate( ( input ) => {
				( window as unknown as { changes: number } ).changes = 0;
				input.addEventListener(
					'change',
					() => ( window as unknown as { changes: number } ).changes++
				);
			} );
			await page
				.getByRole( 'button', {
					name: 'Reduce quantity of Harbour Print',
				} )
				.click();
			await expect( field ).toHaveValue( '1' );
			await page
				.getByRole( 'button', {
					name: 'Increase quantity of Harbour Print',
				} )
				.focus();
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

		test( `QT-2 WooCommerce's own quantity locator finds only the field, and the buttons carry its Cart block's names, in both modes (${ theme })`, async ( {
			browser,
		} ) => {
			for ( const mode of [ 'woocommerce', 'vitrine' ] as const ) {
				const { page, close } = await openShop( browser, {
					theme,
					mode,
				} );
				await page.goto( '/product/harbour-print/' );
				await expect( page.locator( '.vitrine-qty' ) ).toHaveCount( 2 );
				// The locator WooCommerce's own e2e helpers set a quantity with.
				const quantity = page.getByLabel( 'Product quantity' );
				await expect( quantity, mode ).toHaveCount( 1 );
				await quantity.fill( '3' );
				await expect( page.locator( 'input.qty' ) ).toHaveValue( '3' );
				await expect(
					page.getByRole( 'button', {
						name: 'Reduce quantity of Harbour Print',
						exact: true,
					} )
				).toHaveCount( 1 );
				await expect(
					page.getByRole( 'button', {
						name: 'Increase quantity of Harbour Print',
						exact: true,
					} )
				).toHaveCount( 1 );
				await close();
			}
		} );

		for ( const mode of [ 'woocommerce', 'vitrine' ] as const ) {
			test( `WC-1 on a keyboard the arrow keys move through the sort options without sorting; Enter sorts once, and so does leaving the field (${ theme }, ${ mode })`, async ( {
				browser,
			} ) => {
				const { page, close } = await openShop( browser, {
					theme,
					mode,
				} );
				await page.goto( '/shop/' );
				// Every request for a sorted page: a page load (classic) or the Interactivity
				// router's fetch (block theme). A sort at the first key would add one.
				const sorted: string[] = [];
				page.on( 'request', ( request ) => {
					const orderby = new URL( request.url() ).searchParams.get(
						'orderby'
					);
					if (
						orderby &&
						[ 'document', 'fetch' ].includes(
							request.resourceType()
						)
					) {
						sorted.push( orderby );
					}
				} );
				const select = page.locator( 'select.orderby' ).first();
				await select.focus();
				const served = await select.inputValue();
				await page.keyboard.press( 'ArrowDown' );
				await page.keyboard.press( 'ArrowDown' );
				const chosen = await select.inputValue();
				expect( chosen ).not.toBe( served );
				await expect( select ).toBeFocused();
				await page.keyboard.press( 'Enter' );
				await page.waitForURL( new RegExp( `orderby=${ chosen }` ) );
				await page.waitForLoadState( 'load' );
				expect( sorted ).toEqual( [ chosen ] );

				// Leaving the field commits too.
				await select.focus();
				await page.keyboard.press( 'ArrowUp' );
				const left = await select.inputValue();
				await page.keyboard.press( 'Tab' );
				await page.waitForURL( new RegExp( `orderby=${ left }` ) );
				await page.waitForLoadState( 'load' );
				expect( sorted ).toEqual( [ chosen, left ] );
				await close();
			} );
		}

		test( `WC-1 without JavaScript the sort form submits with its button (${ theme })`, async ( {
			browser,
		} ) => {
			const { page, close } = await openShop(
				browser,
				{ theme, mode: 'woocommerce' },
				{ javaScriptEnabled: false }
			);
			await page.goto( '/shop/' );
			await page
				.locator( 'select.orderby' )
				.first()
				.selectOption( 'date' );
			await page.getByRole( 'button', { name: 'Sort' } ).first().click();
			await page.waitForURL( /orderby=date/ );
			await close();
		} );

		test( `WC-6 WC-8 QT-2 Use Vitrine's where nothing else brings jQuery BlockUI (AJAX add to cart off): its module takes the woocommerce handle, Update cart and a checkout coupon still work, woocommerce.js never loads (${ theme })`, async ( {
			browser,
		} ) => {
			const { page, close } = await openShop( browser, {
				theme,
				mode: 'vitrine',
				ajaxAddToCart: 'no',
			} );
			await addToCart( page, 'rig-cap' );
			const loaded = async () => {
				await expect(
					page.locator( 'script#woocommerce-js' )
				).toHaveAttribute( 'src', /build\/view\/shop-woocommerce\.js/ );
				await expect(
					page.locator( 'script#wc-add-to-cart-js' )
				).toHaveCount( 0 );
				const scripts = await page
					.locator( 'script[src]' )
					.evaluateAll( ( nodes ) =>
						nodes.map(
							( node ) => ( node as HTMLScriptElement ).src
						)
					);
				expect(
					scripts.filter( ( src ) =>
						/frontend\/woocommerce(\.min)?\.js/.test( src )
					)
				).toEqual( [] );
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
			};

			// The cart's script blocks the form with BlockUI while it updates.
			await page.goto( CLASSIC_CART );
			await loaded();
			await page
				.getByRole( 'button', { name: /^Increase quantity of / } )
				.first()
				.click();
			await page.getByRole( 'button', { name: 'Update cart' } ).click();
			await expect(
				page.getByRole( 'alert' ).filter( { hasText: 'Cart updated' } )
			).toBeVisible();

			// The checkout's script reads BlockUI's defaults as it starts, and blocks on a coupon.
			await page.goto( CLASSIC_CHECKOUT );
			await loaded();
			await applyCheckoutCoupon( page );
			await close();
		} );
	} );
}

test.describe( 'Shop: the coming-soon banner (one administrator, so one test at a time)', () => {
	test.describe.configure( { mode: 'serial' } );

	for ( const theme of THEMES ) {
		for ( const { mode } of modesIn( theme ) ) {
			test( `WC-3${
				mode === 'vitrine' ? ' AP-1' : ''
			} the coming-soon dismiss ${
				vitrineOn( mode )
					? 'is a named button in the tab order; Enter'
					: 'clicked'
			} sends one dismissal and hides the banner (${ theme }, ${ mode })`, async ( {
				browser,
				requestUtils,
			} ) => {
				// A fresh banner: the administrator's dismissal forgotten (WooCommerce on for this
				// REST call, where its user meta field lives). WooCommerce reads any stored value
				// but an empty one as dismissed, its own 'no' included.
				await requestUtils.rest( {
					method: 'POST',
					path: '/wp/v2/users/me',
					params: { vitrine_test_woocommerce: 'on' },
					data: {
						woocommerce_meta: {
							coming_soon_banner_dismissed: '',
						},
					},
				} );
				const { page, close } = await openShop(
					browser,
					{ theme, mode, comingSoon: true },
					{ storageState: STORAGE_STATE_PATH },
					// api-fetch's first try with an expired nonce is answered 403 by design.
					mode === 'vitrine' ? [ 'status of 403' ] : []
				);
				const posts: {
					url: string;
					nonce: string | null;
					body: string;
				}[] = [];
				page.on( 'request', ( request ) => {
					if (
						request.method() === 'POST' &&
						/wp\/v2\/users\/(\d+|me)\b/.test(
							decodeURIComponent( request.url() )
						)
					) {
						posts.push( {
							url: request.url(),
							nonce: request.headers()[ 'x-wp-nonce' ] ?? null,
							body: decodeURIComponent(
								request.postData() ?? ''
							),
						} );
					}
				} );
				await page.goto( '/shop/' );
				// The store notice is fixed over the banner's end on Storefront: closed first, as a
				// shopper would (WooCommerce's own control is reachable only by pointer).
				await page
					.locator( '.woocommerce-store-notice' )
					.getByRole( 'button', { name: 'Dismiss' } )
					.click();
				const banner = page.locator( '#coming-soon-footer-banner' );
				await expect( banner ).toBeVisible();
				const control = banner.locator(
					'a.coming-soon-footer-banner-dismiss'
				);
				const printedNonce =
					await control.getAttribute( 'data-rest-nonce' );
				if ( vitrineOn( mode ) ) {
					await expect( control ).toHaveAttribute( 'tabindex', '0' );
					await expect( control ).toHaveAccessibleName(
						'Dismiss this banner'
					);
				}
				if ( mode === 'vitrine' ) {
					// A page left open until its nonce expired: api-fetch must refresh and retry.
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
				if ( vitrineOn( mode ) ) {
					await control.focus();
					await page.keyboard.press( 'Enter' );
				} else {
					await control.click();
				}
				await expect( banner ).toBeHidden();
				await page.waitForLoadState( 'networkidle' );
				for ( const post of posts ) {
					expect( post.body ).toContain(
						'woocommerce_meta[coming_soon_banner_dismissed]=yes'
					);
				}
				if ( mode === 'vitrine' ) {
					// WooCommerce's request to the user's own route, never the address or the
					// nonce the page printed (security/planted-links.spec.ts).
					expect( posts ).toHaveLength( 2 );
					expect( posts[ 1 ].url ).toMatch( /\/wp\/v2\/users\/me\?/ );
					expect( posts[ 0 ].nonce ).toBe( 'expired' );
					expect( posts[ 1 ].nonce ).toMatch( /^[0-9a-f]{10}$/ );
				} else {
					expect( posts.map( ( post ) => post.nonce ) ).toEqual( [
						printedNonce,
					] );
				}
				await close();
			} );
		}
	}
} );

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
