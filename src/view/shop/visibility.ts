/**
 * WooCommerce's scripts show and hide things by writing inline styles (jQuery's slide and show),
 * never by a state Vitrine could listen to. These helpers read what a person sees and follow it,
 * so Vitrine can keep ARIA in step without binding the events WooCommerce binds. Also the one
 * key helper for the links WooCommerce uses as buttons.
 */

/**
 * Whether an element is displayed (a closing slide still counts as shown until it ends).
 * @param element The element.
 */
export function isShown( element: Element ): boolean {
	if ( ( element as HTMLElement ).hidden ) {
		return false;
	}
	const view = element.ownerDocument.defaultView;
	return view ? view.getComputedStyle( element ).display !== 'none' : true;
}

/**
 * Calls `update` now and whenever the element's style, class or `hidden` changes.
 * @param element The element to watch.
 * @param update  Told whether the element is shown.
 */
export function followShown(
	element: Element,
	update: ( shown: boolean ) => void
): void {
	update( isShown( element ) );
	const view = element.ownerDocument.defaultView;
	if ( ! view?.MutationObserver ) {
		return;
	}
	new view.MutationObserver( () => update( isShown( element ) ) ).observe(
		element,
		{ attributes: true, attributeFilter: [ 'style', 'class', 'hidden' ] }
	);
}

/**
 * Shows an element the way jQuery's `show()` does: drop an inline `display: none`, and if a
 * stylesheet still hides it, display it as a block.
 * @param element The element.
 */
export function show( element: HTMLElement ): void {
	element.hidden = false;
	element.style.removeProperty( 'display' );
	if ( ! isShown( element ) ) {
		element.style.display = 'block';
	}
}

/**
 * Hides an element with an inline `display: none`, as WooCommerce's script does.
 * @param element The element.
 */
export function hide( element: HTMLElement ): void {
	element.style.display = 'none';
}

/**
 * Makes Enter and Space click an element that acts as a button but is a link (WooCommerce's
 * dismiss links), so its click handlers, whoever bound them, run once per press.
 * @param element The element.
 */
export function clickOnEnterOrSpace( element: HTMLElement ): void {
	element.addEventListener( 'keydown', ( event ) => {
		if ( event.key === 'Enter' || event.key === ' ' ) {
			event.preventDefault();
			element.click();
		}
	} );
}
