/**
 * Show/hide password buttons (WC-4), with WooCommerce's classes (`password-input`,
 * `show-password-input`, `display-password`) so themes style them as before.
 */
import type { ShopStrings } from './strings';

export const PASSWORD_FIELD = '.woocommerce form input[type="password"]';
export const PASSWORD_BUTTON = 'show-password-input';

/**
 * Wraps each password field (unless a span already does) and adds its button.
 * @param doc     The document.
 * @param strings The button's names.
 */
export function addPasswordButtons( doc: Document, strings: ShopStrings ) {
	doc.querySelectorAll< HTMLInputElement >( PASSWORD_FIELD ).forEach(
		( input ) => {
			let wrapper = input.parentElement;
			if ( ! wrapper ) {
				return;
			}
			if ( wrapper.tagName !== 'SPAN' ) {
				wrapper = doc.createElement( 'span' );
				input.before( wrapper );
				wrapper.append( input );
			}
			wrapper.classList.add( 'password-input' );
			if ( wrapper.querySelector( `.${ PASSWORD_BUTTON }` ) ) {
				return;
			}
			const button = doc.createElement( 'button' );
			button.type = 'button';
			button.className = PASSWORD_BUTTON;
			button.setAttribute( 'aria-label', strings.showPassword );
			if ( input.id ) {
				button.setAttribute( 'aria-controls', input.id );
			}
			wrapper.append( button );
		}
	);
}

/**
 * One listener runs every button: flips the field's type and the button's name, then puts focus
 * back in the field.
 * @param doc     The document.
 * @param strings The button's names.
 */
export function delegatePasswordButtons( doc: Document, strings: ShopStrings ) {
	doc.addEventListener( 'click', ( event ) => {
		const button = ( event.target as Element | null )?.closest?.(
			`.${ PASSWORD_BUTTON }`
		);
		const input =
			button?.parentElement?.querySelector< HTMLInputElement >( 'input' );
		if ( ! button || ! input ) {
			return;
		}
		event.preventDefault();
		const showing = button.classList.toggle( 'display-password' );
		button.setAttribute(
			'aria-label',
			showing ? strings.hidePassword : strings.showPassword
		);
		input.type = showing ? 'text' : 'password';
		input.focus();
	} );
}
