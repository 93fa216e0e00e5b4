/**
 * Notices ("Use Vitrine's"; WooCommerce's own script does these in "Keep"):
 * - WC-6: 500 ms after the page is ready, and after a cart update or an item removal, focus moves
 *   to the first alert-type notice so it is announced.
 * - WC-7: the result count is hidden from assistive technology for 2000 ms, then restored so it
 *   is announced once.
 * - WC-8: scrolling to a notice stops 100 px above it and takes 1000 ms (no animation under
 *   reduced motion), offered as `jQuery.scroll_to_notices()` to the scripts that call it.
 */
import { motionAllowed } from '../../shared/motion';
import {
	SHOP_ALERT_FOCUS_DELAY_MS,
	SHOP_RESULT_COUNT_HIDE_MS,
	SHOP_SCROLL_DURATION_MS,
	SHOP_SCROLL_OFFSET_PX,
} from '../../shared/timing';

export const ALERT_NOTICE = [
	'woocommerce-message',
	'woocommerce-error',
	'wc-block-components-notice-banner',
]
	.map( ( name ) => `.${ name }[role="alert"]` )
	.join( ', ' );
export const RESULT_COUNT = '.woocommerce-result-count';
/** The events WooCommerce's cart script triggers after it replaced the cart. */
export const CART_EVENTS = [
	'updated_wc_div',
	'item_removed_from_classic_cart',
];

/** The bits of jQuery the contract touches (Vitrine never loads jQuery itself). */
interface JQueryLike {
	( target: unknown ): {
		on: ( events: string, handler: () => void ) => unknown;
	};
	scroll_to_notices?: ( element: ArrayLike< Element > ) => void;
}

declare global {
	interface Window {
		jQuery?: JQueryLike;
	}
}

/**
 * WC-6: focuses the first alert notice after the delay.
 * @param doc The document.
 */
export function focusFirstAlert( doc: Document ): void {
	const notice = doc.querySelector< HTMLElement >( ALERT_NOTICE );
	if ( ! notice ) {
		return;
	}
	notice.setAttribute( 'tabindex', '-1' );
	doc.defaultView?.setTimeout(
		() => notice.focus(),
		SHOP_ALERT_FOCUS_DELAY_MS
	);
}

/**
 * WC-7: hides the result count from assistive technology, then puts its content back.
 * @param doc The document.
 */
export function announceResultCount( doc: Document ): void {
	const count = doc.querySelector< HTMLElement >( RESULT_COUNT );
	if ( ! count ) {
		return;
	}
	count.setAttribute( 'aria-hidden', 'true' );
	doc.defaultView?.setTimeout( () => {
		count.setAttribute( 'aria-hidden', 'false' );
		// Re-inserting the same nodes makes the status region announce them once.
		count.replaceChildren( ...Array.from( count.childNodes ) );
	}, SHOP_RESULT_COUNT_HIDE_MS );
}

/**
 * Swing easing, as jQuery's animate uses by default.
 * @param progress 0 to 1.
 */
function swing( progress: number ): number {
	return 0.5 - Math.cos( progress * Math.PI ) / 2;
}

/**
 * WC-8: scrolls the page so the element sits 100 px below the top of the viewport.
 * @param element The notice (or any element).
 * @param win     The window.
 */
export function scrollToNotice( element: Element, win: Window = window ) {
	const from = win.scrollY;
	const to = Math.max(
		0,
		element.getBoundingClientRect().top + from - SHOP_SCROLL_OFFSET_PX
	);
	if ( ! motionAllowed( win ) ) {
		win.scrollTo( { top: to, behavior: 'instant' } );
		return;
	}
	let start: number | null = null;
	const step = ( now: number ) => {
		start ??= now;
		const progress = Math.min(
			1,
			( now - start ) / SHOP_SCROLL_DURATION_MS
		);
		win.scrollTo( {
			top: from + ( to - from ) * swing( progress ),
			behavior: 'instant',
		} );
		if ( progress < 1 ) {
			win.requestAnimationFrame( step );
		}
	};
	win.requestAnimationFrame( step );
}

/**
 * The public contract of WooCommerce's script, for the scripts that depend on its handle:
 * `jQuery.scroll_to_notices( $el )` when jQuery is on the page, and focus after the cart events
 * (jQuery's triggers reach only jQuery's listeners, so those events are heard through it).
 * @param doc The document.
 */
export function keepNoticeContract( doc: Document ): void {
	const win = doc.defaultView as Window;
	const jQuery = win.jQuery;
	const onCartEvent = () => focusFirstAlert( doc );
	if ( typeof jQuery === 'function' ) {
		jQuery.scroll_to_notices = ( element ) => {
			if ( element?.length ) {
				scrollToNotice( element[ 0 ], win );
			}
		};
		jQuery( doc.body ).on( CART_EVENTS.join( ' ' ), onCartEvent );
		return;
	}
	CART_EVENTS.forEach( ( name ) =>
		doc.body.addEventListener( name, onCartEvent )
	);
}
