/**
 * A planted link must not turn a privileged reader's click into their request (WC-3, AP-1). An
 * Author's or a Contributor's post holds every planted shape (planted-shapes.ts), each pointing at
 * a request that would promote a Subscriber or create a 100 % coupon; an administrator (reading the
 * published post, or previewing the Contributor's pending one) or a shop manager, each made for
 * the test, clicks them all, with WooCommerce's coming-soon banner on the page, in both shop
 * modes. Afterwards the Subscriber's roles, the coupons and the site's settings are as they were,
 * and WooCommerce's real banner still dismisses.
 */
import type { Page } from '@playwright/test';
import type { RequestUtils } from '@wordpress/e2e-test-utils-playwright';
import { expect, test } from '../fixtures';
import { openShop, type Mode } from '../shop';
import { PLANTED_SHAPES, plantedRoute, type Target } from './planted-shapes';

test.skip(
	() => ! process.env.VITRINE_E2E_SHOP,
	'WooCommerce or Storefront is unavailable on this machine (global setup said why)'
);

/** REST calls that need WooCommerce on (its user meta field, its coupons). */
const WOOCOMMERCE = { vitrine_test_woocommerce: 'on' };

interface Scenario {
	/** Who saves the post, and with which status. */
	author: 'author' | 'contributor';
	/** Who clicks. */
	reader: 'administrator' | 'shop_manager';
	target: 'promote' | 'coupon';
}

const SCENARIOS: Scenario[] = [
	{ author: 'author', reader: 'administrator', target: 'promote' },
	{ author: 'contributor', reader: 'administrator', target: 'promote' },
	{ author: 'author', reader: 'shop_manager', target: 'coupon' },
];

/**
 * What a planted request could change, read as the administrator: the Subscriber's roles,
 * whether the test's coupon exists (tests run side by side: another's coupons are its own), and
 * the site's settings.
 * @param requestUtils The administrator's REST helpers.
 * @param victim       The Subscriber a planted request would promote.
 * @param code         The coupon a planted request would create.
 */
async function state(
	requestUtils: RequestUtils,
	victim: number,
	code: string
) {
	const user = await requestUtils.rest< { roles: string[] } >( {
		path: `/wp/v2/users/${ victim }`,
		params: { context: 'edit' },
	} );
	const coupons = await requestUtils.rest< { code: string }[] >( {
		path: '/wc/v3/coupons',
		params: { ...WOOCOMMERCE, code },
	} );
	const settings = await requestUtils.rest( { path: '/wp/v2/settings' } );
	return {
		roles: user.roles,
		planted: coupons.some( ( coupon ) => coupon.code === code ),
		settings,
	};
}

/**
 * What the reader's WooCommerce user meta says of the banner.
 * @param reader The reader's REST helpers.
 */
async function bannerDismissed( reader: RequestUtils ): Promise< string > {
	const me = await reader.rest< {
		woocommerce_meta?: { coming_soon_banner_dismissed?: string };
	} >( {
		path: '/wp/v2/users/me',
		params: { ...WOOCOMMERCE, context: 'edit' },
	} );
	return me.woocommerce_meta?.coming_soon_banner_dismissed ?? '';
}

/**
 * Records the REST requests that could write (anything but GET and HEAD) with their answers, and
 * counts every request still on its way.
 * @param page The reader's page.
 */
function watchRequests( page: Page ) {
	const sent: string[] = [];
	let pending = 0;
	page.on( 'request', () => pending++ );
	page.on( 'requestfailed', () => pending-- );
	page.on( 'requestfinished', async ( request ) => {
		if (
			! [ 'GET', 'HEAD' ].includes( request.method() ) &&
			/rest_route=|\/wp-json\//.test(
				decodeURIComponent( request.url() )
			)
		) {
			const response = await request.response();
			sent.push(
				`${ request.method() } ${ decodeURIComponent(
					request.url()
				) } ${ response?.status() }`
			);
		}
		pending--;
	} );
	return { sent, pending: () => pending };
}

/**
 * A Subscriber of the test's own, whom a planted request would promote.
 * @param requestUtils The administrator's REST helpers.
 */
async function newSubscriber( requestUtils: RequestUtils ): Promise< number > {
	const name = `victim-${ process.pid }-${ Date.now() }`;
	const subscriber = await requestUtils.createUser( {
		username: name,
		email: `${ name }@example.org`,
		password: `${ name }-password`,
		roles: [ 'subscriber' ],
	} );
	return subscriber.id;
}

// Each test has users of its own (the author, the reader whose banner it dismisses, the
// Subscriber), so the tests run side by side and repeat without sharing a banner.
test.describe( 'Planted links', () => {
	for ( const scenario of SCENARIOS ) {
		for ( const mode of [ 'woocommerce', 'vitrine' ] as Mode[] ) {
			test( `WC-3 AP-1 §7 a ${ scenario.author }’s planted links clicked by ${
				scenario.reader === 'administrator'
					? 'an administrator'
					: 'a shop manager'
			} ${ scenario.target === 'promote' ? 'promote nobody' : 'create no coupon' }, change no setting, and the real banner still dismisses (${ mode })`, async ( {
				userUtils,
				browser,
				requestUtils,
			} ) => {
				const victim = await newSubscriber( requestUtils );
				const author = await userUtils.userWithRole( scenario.author );
				const reader = await userUtils.userWithRole( scenario.reader );
				const code = `planted-${ mode }-${ Date.now() }`;
				const target: Target =
					scenario.target === 'promote'
						? { kind: 'promote', user: victim }
						: { kind: 'coupon', code };
				const route = plantedRoute( target );
				const content = PLANTED_SHAPES.map(
					( shape ) =>
						`<!-- wp:paragraph --><p>${ shape.html(
							route
						) }</p><!-- /wp:paragraph -->`
				).join( '\n\n' );
				const post = await author.createPost( {
					title: `Planted links (${ scenario.author })`,
					content,
					status:
						scenario.author === 'contributor'
							? 'pending'
							: 'publish',
					date_gmt: new Date().toISOString(),
				} );
				// The reader sees WooCommerce's banner again.
				await reader.rest( {
					method: 'POST',
					path: '/wp/v2/users/me',
					params: WOOCOMMERCE,
					data: {
						woocommerce_meta: { coming_soon_banner_dismissed: '' },
					},
				} );
				const before = await state( requestUtils, victim, code );
				expect( before.roles ).toEqual( [ 'subscriber' ] );

				const { page, close } = await openShop(
					browser,
					{ theme: 'storefront', mode, comingSoon: 'site' },
					{ storageState: await reader.request.storageState() },
					// With WooCommerce's own script, its handler posts a planted link's request with
					// that link's nonce (none, or a made-up one), and WordPress refuses it.
					mode === 'woocommerce' ? [ 'status of 403' ] : []
				);
				const { sent, pending } = watchRequests( page );
				await page.goto(
					`/?p=${ post.id }${
						scenario.author === 'contributor' ? '&preview=true' : ''
					}`
				);
				// The store notice is fixed over the banner's end on Storefront.
				await page
					.locator( '.woocommerce-store-notice' )
					.getByRole( 'button', { name: 'Dismiss' } )
					.click();
				const banners = page.locator( '#coming-soon-footer-banner' );
				const real = banners.last();
				await expect( banners ).toHaveCount(
					1 +
						PLANTED_SHAPES.filter( ( shape ) => shape.bannerCopy )
							.length
				);
				await expect( real ).toContainText( 'Coming soon' );
				// Every view the page has is running: the banner's dismissal, where it is loaded.
				await page.waitForLoadState( 'networkidle' );

				for ( const shape of PLANTED_SHAPES ) {
					const link = page
						.locator( '.entry-content a' )
						.filter( { hasText: /^(Continue reading|Read more)$/ } )
						.nth( PLANTED_SHAPES.indexOf( shape ) );
					await ( shape.bannerCopy
						? link.dispatchEvent( 'click' )
						: link.click() );
				}
				await expect.poll( pending ).toBe( 0 );
				expect(
					await state( requestUtils, victim, code ),
					'what the planted requests would change'
				).toEqual( before );

				// WooCommerce's real banner still dismisses; its request is the last one sent.
				await real
					.locator( 'a.coming-soon-footer-banner-dismiss' )
					.click();
				await expect
					.poll( () => bannerDismissed( reader ) )
					.toBe( 'yes' );
				if ( mode === 'vitrine' ) {
					// (WooCommerce's own handler hides the first element with the banner's id,
					// which is the post's copy here.)
					await expect( real ).toBeHidden();
				}
				await expect.poll( pending ).toBe( 0 );
				const planted = sent.filter( ( request ) =>
					request.includes( route.replace( '/?rest_route=', '' ) )
				);
				if ( mode === 'vitrine' ) {
					// Vitrine's module sends nothing for a planted link, and WooCommerce's request
					// for the real one.
					expect( sent ).toEqual( [
						expect.stringMatching(
							/^POST \S+\/wp\/v2\/users\/me\?_locale=user 200$/
						),
					] );
				} else {
					// WooCommerce's handler sends each, and each is refused.
					expect( planted ).toHaveLength( PLANTED_SHAPES.length );
					for ( const request of planted ) {
						expect( request ).toMatch( / 403$/ );
					}
				}
				expect( await state( requestUtils, victim, code ) ).toEqual(
					before
				);
				await close();
				await requestUtils.rest( {
					path: `/wp/v2/posts/${ post.id }`,
					method: 'DELETE',
					params: { force: true },
				} );
			} );
		}
	}
} );
