/**
 * WC-1..WC-8 and CO-1: the shop module's logic in jsdom, on the real WooCommerce pages in
 * tests/fixtures/woocommerce (Storefront and Twenty Twenty-Five, before and after WooCommerce's
 * scripts ran). The browser tests in tests/e2e/specs/shop.spec.ts prove the same in Chromium.
 */
import { loadFixture, parseFixture, settle } from './fixtures';
import { autoSubmitSorting } from '../sorting';
import { runStoreNotice, storeNoticeCookie } from '../store-notice';
import apiFetch from '@wordpress/api-fetch';
import {
	BANNER_MARK,
	ownDismissLink,
	runComingSoonBanner,
} from '../coming-soon';
import { dismissBanner, DISMISS_FIELDS, DISMISS_ROUTE } from '../dismiss';
import { addPasswordButtons, delegatePasswordButtons } from '../password';
import { followHints, runHints } from '../hints';
import {
	announceResultCount,
	focusFirstAlert,
	keepNoticeContract,
	scrollToNotice,
} from '../notices';
import { followCheckoutToggles } from '../checkout';
import { shopStrings } from '../strings';

const strings = shopStrings( undefined );

function reducedMotion( reduce: boolean ) {
	window.matchMedia = ( ( query: string ) => ( {
		matches: reduce && query.includes( 'reduce' ),
		media: query,
	} ) ) as unknown as typeof window.matchMedia;
}

function clearCookies() {
	document.cookie.split( ';' ).forEach( ( part ) => {
		const name = part.split( '=' )[ 0 ].trim();
		document.cookie = `${ name }=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
	} );
}

afterEach( () => {
	jest.useRealTimers();
	jest.restoreAllMocks();
	clearCookies();
} );

describe( 'WC-1 sorting', () => {
	it( 'WC-1 a change on the classic sort select submits its form once', () => {
		loadFixture( 'storefront--shop.html' );
		const submit = jest
			.spyOn( HTMLFormElement.prototype, 'requestSubmit' )
			.mockImplementation( () => undefined );
		autoSubmitSorting( document );
		const select = document.querySelector< HTMLSelectElement >(
			'.woocommerce-ordering select.orderby'
		)!;
		select.value = 'price';
		select.dispatchEvent( new Event( 'change', { bubbles: true } ) );
		expect( submit ).toHaveBeenCalledTimes( 1 );
		expect( submit.mock.contexts[ 0 ] ).toBe( select.form );
	} );

	it( 'WC-1 the block theme sort select (woocommerce/catalog-sorting store) is left to WooCommerce', () => {
		loadFixture( 'twentytwentyfive--shop.html' );
		const submit = jest
			.spyOn( HTMLFormElement.prototype, 'requestSubmit' )
			.mockImplementation( () => undefined );
		autoSubmitSorting( document );
		const select =
			document.querySelector< HTMLSelectElement >( 'select.orderby' )!;
		expect( select.closest( '[data-wp-interactive]' ) ).not.toBeNull();
		select.value = 'price';
		select.dispatchEvent( new Event( 'change', { bubbles: true } ) );
		expect( submit ).not.toHaveBeenCalled();
	} );
} );

describe( 'WC-2 store notice', () => {
	it( 'WC-2 the notice shows, and its dismiss link hides it and sets store_notice<id>=hidden (Enter works too)', () => {
		loadFixture( 'storefront--shop.html' );
		const notice = document.querySelector< HTMLElement >(
			'.woocommerce-store-notice'
		)!;
		expect( notice.style.display ).toBe( 'none' );
		runStoreNotice( document );
		expect( notice.style.display ).not.toBe( 'none' );
		const link = notice.querySelector< HTMLElement >( 'a' )!;
		link.dispatchEvent(
			new KeyboardEvent( 'keydown', { key: 'Enter', bubbles: true } )
		);
		expect( notice.style.display ).toBe( 'none' );
		expect( document.cookie ).toContain(
			`store_notice${ notice.dataset.noticeId }=hidden`
		);
	} );

	it( 'WC-2 while the cookie exists the notice stays hidden', () => {
		loadFixture( 'storefront--shop.html' );
		const notice = document.querySelector< HTMLElement >(
			'.woocommerce-store-notice'
		)!;
		document.cookie = `store_notice${ notice.dataset.noticeId }=hidden; path=/`;
		runStoreNotice( document );
		expect( notice.style.display ).toBe( 'none' );
	} );

	it( 'WC-2 a hostile notice id cannot write another cookie', () => {
		const notice = document.createElement( 'p' );
		notice.dataset.noticeId = 'x; path=/evil; jss_selected=../../evil';
		const name = storeNoticeCookie( notice );
		expect( name ).not.toMatch( /[;=/.\s]/ );
		expect( name ).toBe( 'store_noticexpatheviljss_selectedevil' );
	} );
} );

describe( 'WC-3 coming-soon banner', () => {
	function page() {
		loadFixture( 'storefront--home-admin-coming-soon.html' );
		const link = document.querySelector< HTMLElement >(
			'a.coming-soon-footer-banner-dismiss'
		)!;
		return {
			link,
			banner: document.getElementById( 'coming-soon-footer-banner' )!,
		};
	}

	it( 'WC-3 the dismiss link WooCommerce leaves unreachable becomes a named, focusable button; Enter and Space click it once', () => {
		const { link } = page();
		expect( link.hasAttribute( 'href' ) ).toBe( false );
		const clicks = jest.fn();
		link.addEventListener( 'click', clicks );
		runComingSoonBanner( document, strings.dismissBanner );
		expect( link.tabIndex ).toBe( 0 );
		expect( link.getAttribute( 'role' ) ).toBe( 'button' );
		expect( link.getAttribute( 'aria-label' ) ).toBe(
			'Dismiss this banner'
		);
		link.dispatchEvent( new KeyboardEvent( 'keydown', { key: ' ' } ) );
		link.dispatchEvent( new KeyboardEvent( 'keydown', { key: 'Enter' } ) );
		link.dispatchEvent( new KeyboardEvent( 'keydown', { key: 'a' } ) );
		expect( clicks ).toHaveBeenCalledTimes( 2 );
	} );

	it( 'WC-3 AP-1 the dismissal posts exactly WooCommerce’s field to the current user’s own route with api-fetch’s nonce, never the page’s address or nonce; the banner hides even when the call fails', async () => {
		const { link, banner } = page();
		// A page whose link points elsewhere, with a nonce of its own: neither is used.
		link.dataset.restUrl = `${ window.location.origin }/?rest_route=/wp/v2/users/2&roles=administrator`;
		link.dataset.restNonce = 'planted';
		const nonce = apiFetch.createNonceMiddleware( 'reader' );
		apiFetch.use( nonce );
		apiFetch.use(
			apiFetch.createRootURLMiddleware(
				`${ window.location.origin }/wp-json/`
			)
		);
		const calls: { url: string; init: RequestInit }[] = [];
		window.fetch = jest.fn( ( url: string, init: RequestInit ) => {
			calls.push( { url, init } );
			return Promise.reject( new TypeError( 'Failed to fetch' ) );
		} ) as unknown as typeof window.fetch;
		await dismissBanner( banner );
		expect( calls ).toHaveLength( 1 );
		expect( calls[ 0 ].url ).toBe(
			`${ window.location.origin }/wp-json${ DISMISS_ROUTE }?_locale=user`
		);
		expect( calls[ 0 ].init.method ).toBe( 'POST' );
		expect( [
			...( calls[ 0 ].init.body as URLSearchParams ).entries(),
		] ).toEqual( Object.entries( DISMISS_FIELDS ) );
		expect(
			( calls[ 0 ].init.headers as Record< string, string > )[
				'X-WP-Nonce'
			]
		).toBe( 'reader' );
		expect( banner.style.display ).toBe( 'none' );
	} );

	it( 'WC-3 AP-1 only WooCommerce’s own link, marked by the server for this response, is the banner’s: a planted look-alike before it, or an unmarked or wrongly marked link, is not', () => {
		const { link } = page();
		const mark = 'a'.repeat( 32 );
		const planted = document.createElement( 'div' );
		planted.innerHTML = `<div id="coming-soon-footer-banner"><a class="coming-soon-footer-banner-dismiss" data-vitrine-banner="${ 'b'.repeat(
			32
		) }" data-rest-url="/?rest_route=/wp/v2/users/2&amp;roles=administrator">Continue reading</a></div>`;
		document.body.prepend( planted );
		expect( ownDismissLink( document, mark ) ).toBeNull();
		link.setAttribute( BANNER_MARK, mark );
		expect( ownDismissLink( document, mark ) ).toBe( link );
		for ( const wrong of [
			undefined,
			'',
			'b'.repeat( 32 ),
			`${ mark }"]`,
			{ toString: () => mark },
			planted,
		] ) {
			expect( ownDismissLink( document, wrong ) ).not.toBe( link );
		}
		// Two links with the same mark: someone copied it; neither is bound.
		planted.querySelector( 'a' )!.setAttribute( BANNER_MARK, mark );
		expect( ownDismissLink( document, mark ) ).toBeNull();
		// Every banner's control is reachable, WooCommerce's included.
		runComingSoonBanner( document, strings.dismissBanner );
		expect( link.tabIndex ).toBe( 0 );
	} );
} );

describe( 'WC-4 password buttons', () => {
	it( 'WC-4 each password field gets the button WooCommerce adds, with the same classes and name', () => {
		loadFixture( 'storefront--my-account-login.html' );
		addPasswordButtons( document, strings );
		const after = parseFixture( 'after-js/my-account-login.dom.html' );
		const shape = ( doc: Document ) =>
			Array.from( doc.querySelectorAll( '.show-password-input' ) ).map(
				( button ) => [
					button.parentElement!.className,
					button.previousElementSibling!.id,
					button.getAttribute( 'aria-label' ),
				]
			);
		expect( shape( document ) ).toEqual( shape( after ) );
		expect( shape( document ).length ).toBeGreaterThan( 0 );
	} );

	it( 'WC-4 a click flips the type and the name, and focus returns to the field', () => {
		loadFixture( 'storefront--checkout.html' );
		addPasswordButtons( document, strings );
		delegatePasswordButtons( document, strings );
		const input = document.getElementById(
			'account_password'
		) as HTMLInputElement;
		const button = input.parentElement!.querySelector< HTMLButtonElement >(
			'.show-password-input'
		)!;
		button.click();
		expect( input.type ).toBe( 'text' );
		expect( button.getAttribute( 'aria-label' ) ).toBe( 'Hide password' );
		expect( input.ownerDocument.activeElement ).toBe( input );
		button.click();
		expect( input.type ).toBe( 'password' );
		expect( button.getAttribute( 'aria-label' ) ).toBe( 'Show password' );
	} );
} );

/**
 * A press of the pointer on an element (jsdom has no PointerEvent constructor).
 * @param element Where the press starts.
 */
function press( element: Element ) {
	element.dispatchEvent( new MouseEvent( 'pointerdown', { bubbles: true } ) );
}

describe( 'WC-5 field hints', () => {
	beforeEach( () => reducedMotion( true ) );

	it( "WC-5 a hint opens on its field's focus, closes on Escape or a click elsewhere, with aria-hidden in step", () => {
		loadFixture( 'storefront--checkout.html' );
		const phone = document.getElementById( 'billing_phone' )!;
		const email = document.getElementById( 'billing_email' )!;
		const hint = ( id: string ) =>
			document.getElementById( `${ id }-description` )!;
		runHints( document );
		// Storefront shows hints until a first click: the attribute now says so.
		expect( hint( 'billing_phone' ).getAttribute( 'aria-hidden' ) ).toBe(
			'false'
		);

		phone.focus();
		expect( hint( 'billing_phone' ).style.display ).not.toBe( 'none' );
		expect( hint( 'billing_phone' ).getAttribute( 'aria-hidden' ) ).toBe(
			'false'
		);
		expect( hint( 'billing_email' ).style.display ).toBe( 'none' );
		expect( hint( 'billing_email' ).getAttribute( 'aria-hidden' ) ).toBe(
			'true'
		);

		phone.dispatchEvent(
			new KeyboardEvent( 'keydown', { key: 'Escape', bubbles: true } )
		);
		expect( hint( 'billing_phone' ).style.display ).toBe( 'none' );
		expect( hint( 'billing_phone' ).getAttribute( 'aria-hidden' ) ).toBe(
			'true'
		);

		press( email );
		expect( hint( 'billing_email' ).getAttribute( 'aria-hidden' ) ).toBe(
			'false'
		);
		press( document.querySelector< HTMLElement >( 'h3' )! );
		expect( hint( 'billing_email' ).style.display ).toBe( 'none' );
		expect( hint( 'billing_email' ).getAttribute( 'aria-hidden' ) ).toBe(
			'true'
		);
	} );

	it( 'WC-5 a press that starts in a field keeps its hint open when the click lands elsewhere (the field moved under the pointer)', () => {
		loadFixture( 'storefront--checkout.html' );
		const phone = document.getElementById( 'billing_phone' )!;
		const email = document.getElementById( 'billing_email' )!;
		const hint = document.getElementById( 'billing_email-description' )!;
		runHints( document );
		phone.focus();
		press( email );
		email.focus();
		// The click event's target is the common ancestor of where the press began and ended.
		email.closest( 'form' )!.click();
		expect( hint.style.display ).not.toBe( 'none' );
		expect( hint.getAttribute( 'aria-hidden' ) ).toBe( 'false' );
	} );

	it( "WC-5 with WooCommerce's script (which sets only the DOM property), the attribute follows what shows", async () => {
		loadFixture( 'after-js/checkout.dom.html' );
		const hint = document.getElementById( 'billing_phone-description' )!;
		followHints( document );
		expect( hint.getAttribute( 'aria-hidden' ) ).toBe( 'false' );
		// What jQuery's slideUp leaves behind.
		( hint as unknown as Record< string, unknown > )[ 'aria-hidden' ] =
			true;
		hint.style.display = 'none';
		await settle();
		expect( hint.getAttribute( 'aria-hidden' ) ).toBe( 'true' );
		hint.style.display = 'block';
		await settle();
		expect( hint.getAttribute( 'aria-hidden' ) ).toBe( 'false' );
	} );
} );

describe( 'WC-6 WC-7 WC-8 notices', () => {
	function alertNotice() {
		loadFixture( 'storefront--cart.html' );
		const notice = document.createElement( 'div' );
		notice.className = 'woocommerce-message';
		notice.setAttribute( 'role', 'alert' );
		notice.textContent = 'Cart updated.';
		document.querySelector( '.woocommerce' )!.prepend( notice );
		return notice;
	}

	it( 'WC-6 focus moves to the first alert notice 500 ms after the page is ready', () => {
		jest.useFakeTimers();
		const notice = alertNotice();
		focusFirstAlert( document );
		jest.advanceTimersByTime( 499 );
		expect( notice.ownerDocument.activeElement ).not.toBe( notice );
		jest.advanceTimersByTime( 1 );
		expect( notice.ownerDocument.activeElement ).toBe( notice );
	} );

	it( 'WC-6 after a cart update or removal (updated_wc_div, item_removed_from_classic_cart) focus moves again', () => {
		jest.useFakeTimers();
		const notice = alertNotice();
		keepNoticeContract( document );
		for ( const name of [
			'updated_wc_div',
			'item_removed_from_classic_cart',
		] ) {
			(
				notice.ownerDocument.activeElement as HTMLElement | null
			 )?.blur();
			document.body.dispatchEvent( new Event( name ) );
			jest.advanceTimersByTime( 500 );
			expect( notice.ownerDocument.activeElement ).toBe( notice );
		}
	} );

	it( 'WC-7 the result count is hidden from assistive technology for 2000 ms, then restored with its text', () => {
		jest.useFakeTimers();
		loadFixture( 'storefront--shop.html' );
		const count = document.querySelector( '.woocommerce-result-count' )!;
		const text = count.textContent;
		announceResultCount( document );
		expect( count.getAttribute( 'aria-hidden' ) ).toBe( 'true' );
		jest.advanceTimersByTime( 1999 );
		expect( count.getAttribute( 'aria-hidden' ) ).toBe( 'true' );
		jest.advanceTimersByTime( 1 );
		expect( count.getAttribute( 'aria-hidden' ) ).toBe( 'false' );
		expect( count.textContent ).toBe( text );
	} );

	it( 'WC-8 under reduced motion the scroll lands 100 px above the notice at once; jQuery.scroll_to_notices is offered', () => {
		reducedMotion( true );
		const notice = alertNotice();
		jest.spyOn( notice, 'getBoundingClientRect' ).mockReturnValue( {
			top: 900,
		} as DOMRect );
		const scrollTo = jest
			.spyOn( window, 'scrollTo' )
			.mockImplementation( () => undefined );
		const on = jest.fn();
		const jQuery = Object.assign(
			jest.fn( () => ( { on } ) ),
			{}
		);
		window.jQuery = jQuery as unknown as typeof window.jQuery;
		keepNoticeContract( document );
		window.jQuery!.scroll_to_notices!( [ notice ] );
		expect( scrollTo ).toHaveBeenCalledWith( {
			top: 800,
			behavior: 'instant',
		} );
		expect( on ).toHaveBeenCalledWith(
			'updated_wc_div item_removed_from_classic_cart',
			expect.any( Function )
		);
		delete window.jQuery;
	} );

	it( 'WC-8 with motion the scroll takes 1000 ms and ends 100 px above the notice', () => {
		reducedMotion( false );
		const notice = alertNotice();
		jest.spyOn( notice, 'getBoundingClientRect' ).mockReturnValue( {
			top: 600,
		} as DOMRect );
		const tops: number[] = [];
		jest.spyOn( window, 'scrollTo' ).mockImplementation( ( options ) => {
			tops.push( ( options as ScrollToOptions ).top! );
		} );
		const frames: FrameRequestCallback[] = [];
		jest.spyOn( window, 'requestAnimationFrame' ).mockImplementation(
			( callback ) => frames.push( callback )
		);
		scrollToNotice( notice, window );
		for ( const time of [ 0, 500, 999, 1000 ] ) {
			frames.shift()!( time );
		}
		expect( tops[ 1 ] ).toBeCloseTo( 250, 0 );
		expect( tops[ 2 ] ).toBeLessThan( 500 );
		expect( tops[ 3 ] ).toBe( 500 );
		expect( frames ).toHaveLength( 0 );
	} );
} );

describe( 'CO-1 checkout toggles', () => {
	it( 'CO-1 each toggle names its section and aria-expanded follows the section, whoever opens it', async () => {
		loadFixture( 'after-js/checkout.dom.html' );
		followCheckoutToggles( document );
		const pairs = [
			[ 'a.showlogin', 'form.woocommerce-form-login' ],
			[ 'a.showcoupon', 'form.checkout_coupon' ],
			[ '#createaccount', 'div.create-account' ],
			[ '#ship-to-different-address-checkbox', 'div.shipping_address' ],
		];
		for ( const [ toggleSelector, sectionSelector ] of pairs ) {
			const toggle = document.querySelector( toggleSelector )!;
			const section =
				document.querySelector< HTMLElement >( sectionSelector )!;
			expect( toggle.getAttribute( 'aria-controls' ) ).toBe( section.id );
			expect( toggle.getAttribute( 'aria-expanded' ) ).toBe( 'false' );
			// What WooCommerce's checkout script does when it slides a section open.
			section.style.display = 'block';
			await settle();
			expect( toggle.getAttribute( 'aria-expanded' ) ).toBe( 'true' );
			section.style.display = 'none';
			await settle();
			expect( toggle.getAttribute( 'aria-expanded' ) ).toBe( 'false' );
		}
	} );

	it( 'CO-1 Vitrine binds no click or change on the toggles', () => {
		loadFixture( 'after-js/checkout.dom.html' );
		const added: string[] = [];
		const original = EventTarget.prototype.addEventListener;
		jest.spyOn(
			EventTarget.prototype,
			'addEventListener'
		).mockImplementation( function ( this: EventTarget, type, ...rest ) {
			added.push( type );
			return original.call( this, type, ...rest );
		} );
		followCheckoutToggles( document );
		expect( added ).toEqual( [] );
	} );
} );
