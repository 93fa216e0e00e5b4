/**
 * The shop helpers' words. PHP prints them translated (includes/shop.php) as `window.vitrineShop`,
 * so the view bundle needs no i18n runtime; the English here is only a fallback for a page that
 * printed nothing.
 */

export interface ShopStrings {
	/** The show-password button's name while the password is hidden. */
	showPassword: string;
	/** Its name while the password shows. */
	hidePassword: string;
	/** The − button's name (WooCommerce's Cart block's); `%s` is the product's name. */
	decrease: string;
	/** The + button's name (WooCommerce's Cart block's); `%s` is the product's name. */
	increase: string;
	/** How WooCommerce labels a quantity field (`%s quantity`), to read the product's name back. */
	quantityLabel: string;
	/** Used for `%s` when a quantity field has no label. */
	product: string;
	/** The coming-soon banner's dismiss control. */
	dismissBanner: string;
}

declare global {
	interface Window {
		vitrineShop?: { strings?: unknown };
	}
}

const FALLBACK: ShopStrings = {
	showPassword: 'Show password',
	hidePassword: 'Hide password',
	decrease: 'Reduce quantity of %s',
	increase: 'Increase quantity of %s',
	quantityLabel: '%s quantity',
	product: 'this product',
	dismissBanner: 'Dismiss this banner',
};

/**
 * The printed strings over the fallbacks; anything that is not a non-empty string is ignored.
 * @param printed What the page printed (`window.vitrineShop.strings`).
 */
export function shopStrings( printed: unknown ): ShopStrings {
	const strings = { ...FALLBACK };
	if ( printed && typeof printed === 'object' ) {
		for ( const key of Object.keys( FALLBACK ) as Array<
			keyof ShopStrings
		> ) {
			const value = ( printed as Record< string, unknown > )[ key ];
			if ( typeof value === 'string' && value.trim() !== '' ) {
				strings[ key ] = value;
			}
		}
	}
	return strings;
}
