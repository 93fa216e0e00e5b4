/**
 * Test double of WooCommerce's Interactivity store `woocommerce/catalog-sorting` (block themes):
 * a change on its sort select navigates once, and its form's submit is prevented.
 */
document
	.querySelectorAll( '[data-wp-interactive="woocommerce/catalog-sorting"]' )
	.forEach( ( form ) => {
		form.addEventListener( 'submit', ( event ) => event.preventDefault() );
		form.querySelector( 'select.orderby' ).addEventListener(
			'change',
			( event ) => {
				const url = new URL( window.location.href );
				url.searchParams.set( 'orderby', event.target.value );
				window.location.assign( url.href );
			}
		);
	} );
