/**
 * Test double of js-cookie (WooCommerce's `wc-js-cookie` handle): the two calls WooCommerce's
 * script makes. Loaded only on the e2e fixture pages.
 */
window.Cookies = {
	get( name ) {
		const pair = document.cookie
			.split( '; ' )
			.find( ( part ) => part.split( '=' )[ 0 ] === name );
		return pair ? decodeURIComponent( pair.split( '=' )[ 1 ] ) : undefined;
	},
	set( name, value, options ) {
		document.cookie = `${ name }=${ encodeURIComponent( value ) }; path=${
			( options && options.path ) || '/'
		}`;
	},
};
