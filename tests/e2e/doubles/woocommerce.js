/**
 * Test double of WooCommerce's `woocommerce.js` (handle `woocommerce`): it binds the same events
 * on the same selectors, with jQuery and js-cookie as WooCommerce does, so the e2e tests can
 * prove that Vitrine's "Keep WooCommerce's" mode adds no second binding. Behaviour only as far
 * as the tests need it; the after-js fixture pages show what the real script leaves behind.
 */
/* global jQuery, Cookies */
// WooCommerce's localised data, under the name WooCommerce prints it.
const params = window.woocommerce_params;
jQuery( ( $ ) => {
	$( '.woocommerce-ordering' ).on( 'change', 'select.orderby', function () {
		$( this ).closest( 'form' ).trigger( 'submit' );
	} );

	$( 'input.qty:not(.product-quantity input.qty)' ).each( function () {
		const min = parseFloat( $( this ).attr( 'min' ) );
		if ( min >= 0 && parseFloat( $( this ).val() ) < min ) {
			$( this ).val( min );
		}
	} );

	const notice = $( '.woocommerce-store-notice' );
	const cookie = 'store_notice' + ( notice.data( 'noticeId' ) || '' );
	if ( Cookies.get( cookie ) === 'hidden' ) {
		notice.hide();
	} else {
		notice.show();
		$( '.woocommerce-store-notice__dismiss-link' ).on(
			'click',
			( event ) => {
				event.preventDefault();
				Cookies.set( cookie, 'hidden', { path: '/' } );
				notice.hide();
			}
		);
	}

	const hints = '.woocommerce-input-wrapper span.description';
	$( document.body ).on( 'click', () =>
		$( hints + ':visible' )
			.prop( 'aria-hidden', true )
			.slideUp( 250 )
	);
	$( '.woocommerce-input-wrapper' ).on( 'click', ( event ) =>
		event.stopPropagation()
	);
	$( '.woocommerce-input-wrapper :input' )
		.on( 'keydown', function ( event ) {
			const hint = $( this ).parent().find( 'span.description' );
			if ( event.key === 'Escape' && hint.is( ':visible' ) ) {
				hint.prop( 'aria-hidden', true ).slideUp( 250 );
				return false;
			}
		} )
		.on( 'click focus', function () {
			const wrapper = $( this ).parent();
			$( hints + ':visible' )
				.not( wrapper.find( 'span.description' ) )
				.prop( 'aria-hidden', true )
				.slideUp( 250 );
			wrapper
				.find( 'span.description:hidden' )
				.prop( 'aria-hidden', false )
				.slideDown( 250 );
		} );

	$.scroll_to_notices = ( element ) => {
		if ( element.length ) {
			$( 'html, body' ).animate(
				{ scrollTop: element.offset().top - 100 },
				1000
			);
		}
	};

	$( '.woocommerce form input[type="password"]' ).each( function () {
		if ( ! $( this ).parent().is( 'span' ) ) {
			$( this ).wrap( '<span></span>' );
		}
		$( this )
			.parent()
			.addClass( 'password-input' )
			.append(
				$(
					'<button type="button" class="show-password-input"></button>'
				).attr( 'aria-label', params.i18n_password_show )
			);
	} );
	$( '.show-password-input' ).on( 'click', function ( event ) {
		event.preventDefault();
		const showing = $( this )
			.toggleClass( 'display-password' )
			.hasClass( 'display-password' );
		$( this ).attr(
			'aria-label',
			showing ? params.i18n_password_hide : params.i18n_password_show
		);
		$( this )
			.siblings( 'input' )
			.prop( 'type', showing ? 'text' : 'password' )
			.trigger( 'focus' );
	} );

	$( 'a.coming-soon-footer-banner-dismiss' ).on( 'click', ( event ) => {
		const link = $( event.target );
		$.ajax( {
			type: 'post',
			url: link.data( 'rest-url' ),
			data: { woocommerce_meta: { coming_soon_banner_dismissed: 'yes' } },
			beforeSend: ( xhr ) =>
				xhr.setRequestHeader( 'X-WP-Nonce', link.data( 'rest-nonce' ) ),
			complete: () => $( '#coming-soon-footer-banner' ).hide(),
		} );
	} );

	$( document.body ).on(
		'item_removed_from_classic_cart updated_wc_div',
		focusAlert
	);
} );

function focusAlert() {
	const alert = document.querySelector(
		'.woocommerce-message[role="alert"], .woocommerce-error[role="alert"]'
	);
	if ( alert ) {
		alert.setAttribute( 'tabindex', '-1' );
		setTimeout( () => alert.focus(), 500 );
	}
}

document.addEventListener( 'DOMContentLoaded', () => {
	focusAlert();
	const count = document.querySelector( '.woocommerce-result-count' );
	if ( count ) {
		count.setAttribute( 'aria-hidden', 'true' );
		setTimeout( () => count.setAttribute( 'aria-hidden', 'false' ), 2000 );
	}
} );
