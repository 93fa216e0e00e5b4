/**
 * Field hints (WC-5): a checkout or account field's description opens when its field gets focus
 * or a click, and closes on Escape or a click elsewhere, sliding over 250 ms. WooCommerce sets
 * `aria-hidden` as a DOM property, so the attribute assistive technology reads never changes;
 * in both modes Vitrine keeps the attribute in step with what shows.
 */
import { SHOP_HINT_SLIDE_MS } from '../../shared/timing';
import { afterSlide, slideHeight } from '../../shared/slide';
import { followShown, hide, isShown, show } from './visibility';

export const FIELD_WRAPPER = '.woocommerce-input-wrapper';
export const HINT = `${ FIELD_WRAPPER } .description`;
const CLOSING = 'vitrineClosing';

/**
 * Keeps each hint's `aria-hidden` attribute equal to whether it shows, whoever shows it.
 * @param doc The document.
 */
export function followHints( doc: Document ): void {
	doc.querySelectorAll< HTMLElement >( HINT ).forEach( ( hint ) =>
		followShown( hint, ( shown ) =>
			hint.setAttribute( 'aria-hidden', String( ! shown ) )
		)
	);
}

/**
 * Whether a hint shows and is not on its way out.
 * @param hint The hint.
 */
function isOpen( hint: HTMLElement ): boolean {
	return isShown( hint ) && hint.dataset[ CLOSING ] === undefined;
}

/**
 * Opens or closes one hint with the slide.
 * @param hint The hint.
 * @param open Whether to open it.
 * @param win  The window.
 */
export function setHint( hint: HTMLElement, open: boolean, win: Window ) {
	if ( isOpen( hint ) === open ) {
		return;
	}
	if ( open ) {
		delete hint.dataset[ CLOSING ];
		hint.getAnimations?.().forEach( ( animation ) => animation.cancel() );
		show( hint );
		hint.setAttribute( 'aria-hidden', 'false' );
		slideHeight( hint, true, SHOP_HINT_SLIDE_MS, win );
		return;
	}
	hint.dataset[ CLOSING ] = '';
	hint.setAttribute( 'aria-hidden', 'true' );
	afterSlide( slideHeight( hint, false, SHOP_HINT_SLIDE_MS, win ), () => {
		if ( hint.dataset[ CLOSING ] !== undefined ) {
			delete hint.dataset[ CLOSING ];
			hide( hint );
		}
	} );
}

/**
 * The hint that belongs to a field: the description in the field's own wrapper.
 * @param field The field.
 */
function hintOf( field: Element ): HTMLElement | null {
	return (
		field
			.closest( FIELD_WRAPPER )
			?.querySelector< HTMLElement >( '.description' ) ?? null
	);
}

/**
 * Runs every hint ("Use Vitrine's"): delegated listeners on the document.
 * @param doc The document.
 */
export function runHints( doc: Document ): void {
	const win = doc.defaultView as Window;
	if ( ! doc.querySelector( HINT ) ) {
		return;
	}
	followHints( doc );
	const openFor = ( target: EventTarget | null ) => {
		const field = target instanceof Element ? target : null;
		if (
			! field?.matches(
				`${ FIELD_WRAPPER } :is(input, select, textarea)`
			)
		) {
			return;
		}
		const own = hintOf( field );
		doc.querySelectorAll< HTMLElement >( HINT ).forEach( ( hint ) =>
			setHint( hint, hint === own, win )
		);
	};
	doc.addEventListener( 'focusin', ( event ) => openFor( event.target ) );
	/*
	 * "Elsewhere" is where the press starts. Where hints sit in the page flow (block themes), the
	 * closing hint above a field moves that field up while the button is down, so the `click`
	 * lands on a common ancestor outside every field and would close the hint just opened.
	 */
	doc.addEventListener( 'pointerdown', ( event ) => {
		const target = event.target as Element | null;
		if ( target?.closest?.( FIELD_WRAPPER ) ) {
			openFor( target );
			return;
		}
		doc.querySelectorAll< HTMLElement >( HINT ).forEach( ( hint ) =>
			setHint( hint, false, win )
		);
	} );
	doc.addEventListener( 'keydown', ( event ) => {
		const hint =
			event.key === 'Escape' && event.target instanceof Element
				? hintOf( event.target )
				: null;
		if ( hint && isOpen( hint ) ) {
			event.preventDefault();
			setHint( hint, false, win );
		}
	} );
}
