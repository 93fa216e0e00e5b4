/**
 * Test double of WooCommerce's `cart.js` (handle `wc-cart`): a change to a quantity wakes the
 * "Update cart" button; pressing it fetches the cart page again, replaces the whole cart form
 * with the fresh one (so old inputs are gone), adds the "Cart updated." notice and triggers
 * `updated_wc_div`, as WooCommerce does after its AJAX update.
 */
/* global jQuery */
jQuery( ( $ ) => {
	const updateButton = () =>
		$( '.woocommerce-cart-form :input[name="update_cart"]' );
	updateButton().prop( 'disabled', true );
	$( document ).on(
		'change input',
		'.woocommerce-cart-form .cart_item :input',
		() => updateButton().prop( 'disabled', false )
	);
	$( document ).on(
		'click',
		'.woocommerce-cart-form :input[name="update_cart"]',
		( event ) => {
			event.preventDefault();
			$( document.body ).attr(
				'data-cart-updates',
				Number( $( document.body ).attr( 'data-cart-updates' ) || 0 ) +
					1
			);
			fetch( window.location.href )
				.then( ( response ) => response.text() )
				.then( ( html ) => {
					const fresh = $( $.parseHTML( html ) ).find(
						'.woocommerce-cart-form'
					);
					$( '.woocommerce-cart-form' ).replaceWith( fresh );
					$( '.woocommerce-notices-wrapper' )
						.first()
						.html(
							'<div class="woocommerce-message" role="alert">Cart updated.</div>'
						);
					updateButton().prop( 'disabled', true );
					$( document.body ).trigger( 'updated_wc_div' );
				} );
		}
	);
} );
