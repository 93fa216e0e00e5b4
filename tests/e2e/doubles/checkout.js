/**
 * Test double of WooCommerce's `checkout.js` (handle `wc-checkout`, which depends on the
 * `woocommerce` handle): the four toggles it owns, and the scroll to the error notice after a
 * failed submit through `jQuery.scroll_to_notices` (which Vitrine provides in "Use Vitrine's").
 */
/* global jQuery */
jQuery( ( $ ) => {
	$( document.body ).on( 'click', 'a.showlogin', ( event ) => {
		event.preventDefault();
		$( 'form.login, form.woocommerce-form--login' ).slideToggle();
	} );
	$( document.body ).on( 'click', 'a.showcoupon', function ( event ) {
		event.preventDefault();
		const coupon = $( '.checkout_coupon' );
		$( this ).attr( 'aria-expanded', String( ! coupon.is( ':visible' ) ) );
		coupon.slideToggle();
	} );
	$( 'input#createaccount' )
		.on( 'change', function () {
			$( 'div.create-account' ).hide();
			if ( $( this ).is( ':checked' ) ) {
				$( 'div.create-account' ).slideDown();
			}
		} )
		.trigger( 'change' );
	$( '#ship-to-different-address input' )
		.on( 'change', function () {
			$( 'div.shipping_address' ).hide();
			if ( $( this ).is( ':checked' ) ) {
				$( 'div.shipping_address' ).slideDown();
			}
		} )
		.trigger( 'change' );
	$( 'form.checkout' ).on( 'submit', function ( event ) {
		event.preventDefault();
		$( '.woocommerce-NoticeGroup-checkout' ).remove();
		const group = $(
			'<div class="woocommerce-NoticeGroup woocommerce-NoticeGroup-checkout"><ul class="woocommerce-error" role="alert"><li>Billing First name is a required field.</li></ul></div>'
		);
		$( this ).prepend( group );
		$.scroll_to_notices( group );
	} );
} );
