/**
 * Quantity fields (QT-1, QT-2). WooCommerce prints plain number inputs (`input.qty` inside
 * `div.quantity`); Vitrine adds − and + buttons. One delegated click listener runs every button,
 * and a mutation observer gives new inputs their buttons, so both survive the cart form being
 * replaced after each AJAX update.
 */
import type { ShopStrings } from './strings';

export const QUANTITY_INPUT = 'input.qty';
/** The cart's quantity column: there − stops at 1 (removal is the remove link's job). */
export const CART_COLUMN = '.product-quantity';
export const CART_FORM = '.woocommerce-cart-form';
export const STEP_BUTTON = 'vitrine-qty';

/**
 * A number attribute, or NaN when it is missing or not a number (such as `step="any"`).
 * @param value The attribute.
 */
function numberOf( value: string ): number {
	return value.trim() === '' ? NaN : Number( value );
}

/**
 * The number of decimals a step has, so 0.1 + 0.2 lands on 0.3.
 * @param step The step.
 */
function decimalsOf( step: number ): number {
	const [ , fraction = '' ] = String( step ).split( '.' );
	return fraction.length;
}

/**
 * QT-1: a quantity field outside the cart's column whose `min` is 0 or more and whose value is
 * below it starts at `min`.
 * @param root Where to look.
 */
export function raiseToMin( root: ParentNode ): void {
	root.querySelectorAll< HTMLInputElement >( QUANTITY_INPUT ).forEach(
		( input ) => {
			if ( input.closest( CART_COLUMN ) ) {
				return;
			}
			const min = numberOf( input.min );
			if ( min >= 0 && Number( input.value ) < min ) {
				input.value = String( min );
			}
		}
	);
}

/**
 * QT-2: the value one − or + press gives, or null when the field cannot move that way.
 * @param input     The quantity field.
 * @param direction -1 for −, 1 for +.
 */
export function nextQuantity(
	input: HTMLInputElement,
	direction: -1 | 1
): number | null {
	const stepValue = numberOf( input.step );
	const step = stepValue > 0 ? stepValue : 1;
	const min = numberOf( input.min );
	const max = numberOf( input.max );
	let value = Number( input.value );
	if ( ! Number.isFinite( value ) ) {
		value = 0;
	}
	let next: number;
	if ( direction > 0 ) {
		next = value + step;
		if ( max > 0 && next > max ) {
			next = max;
		}
	} else {
		const inCart = !! input.closest( `${ CART_FORM } ${ CART_COLUMN }` );
		const floor = inCart
			? Math.max( 1, Number.isFinite( min ) ? min : 1 )
			: Math.max( 0, Number.isFinite( min ) ? min : 0 );
		next = Math.max( floor, Math.max( value, 0 ) - step );
	}
	next = Number( next.toFixed( decimalsOf( step ) ) );
	return next === value ? null : next;
}

/**
 * Whether a field's buttons are pointless: a fixed quantity (min equal to max).
 * @param input The quantity field.
 */
export function isFixed( input: HTMLInputElement ): boolean {
	return input.min !== '' && input.min === input.max;
}

/**
 * The product a quantity field is for, for the buttons' names: WooCommerce labels the field
 * "<product> quantity" (in the site's language: `strings.quantityLabel`), and the name is read
 * back out of that label; a label of another form is used whole.
 * @param input   The quantity field.
 * @param strings The shop's words.
 */
export function productOf(
	input: HTMLInputElement,
	strings: ShopStrings
): string {
	const label = input.labels?.[ 0 ]?.textContent?.trim() ?? '';
	const [ before, after = '' ] = strings.quantityLabel.split( '%s' );
	if (
		strings.quantityLabel.includes( '%s' ) &&
		label.length > before.length + after.length &&
		label.startsWith( before ) &&
		label.endsWith( after )
	) {
		return label.slice( before.length, label.length - after.length ).trim();
	}
	return label || strings.product;
}

/**
 * Gives every visible quantity field in `root` its − and + buttons (once).
 * @param root    Where to look.
 * @param strings The buttons' names.
 */
export function addQuantityButtons(
	root: ParentNode,
	strings: ShopStrings
): void {
	root.querySelectorAll< HTMLInputElement >( QUANTITY_INPUT ).forEach(
		( input ) => {
			const wrapper = input.parentElement;
			if (
				input.type === 'hidden' ||
				! wrapper ||
				wrapper.querySelector( `.${ STEP_BUTTON }` )
			) {
				return;
			}
			const product = productOf( input, strings );
			const make = ( direction: -1 | 1 ) => {
				const button = input.ownerDocument.createElement( 'button' );
				button.type = 'button';
				button.className = `${ STEP_BUTTON } ${ STEP_BUTTON }--${
					direction > 0 ? 'plus' : 'minus'
				}`;
				button.dataset.step = String( direction );
				button.textContent = direction > 0 ? '+' : '−';
				button.setAttribute(
					'aria-label',
					( direction > 0
						? strings.increase
						: strings.decrease
					).replace( '%s', product )
				);
				if ( input.id ) {
					button.setAttribute( 'aria-controls', input.id );
				}
				button.hidden = isFixed( input );
				return button;
			};
			wrapper.classList.add( 'has-vitrine-qty' );
			input.before( make( -1 ) );
			input.after( make( 1 ) );
		}
	);
}

/**
 * Runs the buttons: one listener on the document for every button there is or will be.
 * @param doc The document.
 */
export function delegateQuantityButtons( doc: Document ): void {
	doc.addEventListener( 'click', ( event ) => {
		const button = ( event.target as Element | null )?.closest?.(
			`.${ STEP_BUTTON }`
		);
		const input =
			button?.parentElement?.querySelector< HTMLInputElement >(
				QUANTITY_INPUT
			);
		if ( ! button || ! input || input.disabled || input.readOnly ) {
			return;
		}
		const next = nextQuantity(
			input,
			( button as HTMLElement ).dataset.step === '1' ? 1 : -1
		);
		if ( next === null ) {
			return;
		}
		input.value = String( next );
		input.dispatchEvent( new Event( 'change', { bubbles: true } ) );
	} );
}

/**
 * Buttons now, for fields added later (the cart form after an update), and the one listener.
 * @param doc     The document.
 * @param strings The buttons' names.
 */
export function runQuantityButtons( doc: Document, strings: ShopStrings ) {
	addQuantityButtons( doc, strings );
	delegateQuantityButtons( doc );
	const view = doc.defaultView;
	if ( ! view?.MutationObserver || ! doc.body ) {
		return;
	}
	new view.MutationObserver( ( records ) => {
		for ( const record of records ) {
			record.addedNodes.forEach( ( node ) => {
				if ( node instanceof view.Element ) {
					addQuantityButtons(
						node.matches( QUANTITY_INPUT )
							? ( node.parentElement as ParentNode )
							: node,
						strings
					);
				}
			} );
		}
	} ).observe( doc.body, { childList: true, subtree: true } );
}
