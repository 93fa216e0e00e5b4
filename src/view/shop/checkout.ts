/**
 * Checkout toggles (CO-1). WooCommerce's checkout script opens and closes the login form, the
 * coupon form, the account fields and the shipping address; it gives only the coupon link an
 * `aria-expanded`. Vitrine binds none of these toggles: it names what each controls and keeps
 * `aria-expanded` equal to whether that section shows, by watching the section itself.
 */
import { followShown } from './visibility';

/** Each toggle and the section it opens. */
export const CHECKOUT_TOGGLES = [
	{
		toggle: 'a.showlogin',
		section: 'form.woocommerce-form-login, form.login',
		id: 'vitrine-checkout-login',
	},
	{
		toggle: 'a.showcoupon',
		section: 'form.checkout_coupon',
		id: 'vitrine-checkout-coupon',
	},
	{
		toggle: 'input#createaccount',
		section: 'div.create-account',
		id: 'vitrine-checkout-account',
	},
	{
		toggle: 'input#ship-to-different-address-checkbox',
		section: 'div.shipping_address',
		id: 'vitrine-checkout-shipping',
	},
] as const;

/**
 * Adds `aria-controls` and an `aria-expanded` that follows each section.
 * @param doc The document.
 */
export function followCheckoutToggles( doc: Document ): void {
	for ( const {
		toggle: toggleSelector,
		section: sectionSelector,
		id,
	} of CHECKOUT_TOGGLES ) {
		const toggle = doc.querySelector< HTMLElement >( toggleSelector );
		const section = doc.querySelector< HTMLElement >( sectionSelector );
		if ( ! toggle || ! section ) {
			continue;
		}
		section.id ||= id;
		toggle.setAttribute( 'aria-controls', section.id );
		followShown( section, ( shown ) =>
			toggle.setAttribute( 'aria-expanded', String( shown ) )
		);
	}
}
