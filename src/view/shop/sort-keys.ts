/**
 * WC-1 on a keyboard (WCAG 3.2.2, On Input). WooCommerce submits the sort form on every change of
 * its select, and on a closed select an arrow key is a change: a keyboard user moving through the
 * options reloaded the page at the first press. A change a key made is now held until the user
 * commits it, with Enter or by leaving the field; then the same change event is sent again, so
 * whoever sorts the page (WooCommerce's jQuery handler, its catalog-sorting Interactivity store in
 * block themes, or Vitrine's own, sorting.ts) sorts it once, as for a pointer, which still sorts
 * at once. Both shop modes load this.
 */
import { SORT_SELECT } from './sorting';

/** Keys that change a closed select's value in place (letters do too: type-ahead). */
const MOVING_KEYS = new Set( [
	'ArrowUp',
	'ArrowDown',
	'ArrowLeft',
	'ArrowRight',
	'Home',
	'End',
	'PageUp',
	'PageDown',
] );

/** Keys that open a select's list, where a choice is made deliberately (with Alt: the arrows). */
const OPENING_KEYS = new Set( [ ' ', 'F4' ] );

function sortSelect( target: EventTarget | null ): HTMLSelectElement | null {
	return target instanceof HTMLSelectElement && target.matches( SORT_SELECT )
		? target
		: null;
}

/**
 * The value the page was sorted by: the option the server marked as selected.
 * @param select
 */
function servedValue( select: HTMLSelectElement ): string {
	const served = Array.from( select.options ).find(
		( option ) => option.defaultSelected
	);
	return ( served ?? select.options[ 0 ] )?.value ?? '';
}

export function commitSortOnKeys( win: Window ): void {
	/**
	 * The selects whose value keys are moving: from a moving key until a pointer or a key that
	 * opens the list (a choice made in the open list is deliberate). Chromium fires the change a
	 * moving key makes in that key's task, or later, so the key's task alone does not say.
	 */
	const keyed = new WeakSet< HTMLSelectElement >();
	/** Each select's value that was last sent on to be sorted. */
	const sent = new WeakMap< HTMLSelectElement, string >();
	/** The change events this module sends: they pass. */
	const released = new WeakSet< Event >();

	/**
	 * Sends the select's change on, once per new value; whether it did.
	 * @param select The sort select.
	 */
	const commit = ( select: HTMLSelectElement ): boolean => {
		if (
			select.value === ( sent.get( select ) ?? servedValue( select ) )
		) {
			return false;
		}
		const change = new Event( 'change', { bubbles: true } );
		released.add( change );
		select.dispatchEvent( change );
		return true;
	};

	/**
	 * Listens, capturing, for an event on a sort select: on the window, the first to hear it,
	 * before any listener on the form or the select itself.
	 * @param type    The event.
	 * @param handler What to do, with the select.
	 */
	const onSortSelect = < E extends Event >(
		type: string,
		handler: ( select: HTMLSelectElement, event: E ) => void
	) =>
		win.addEventListener(
			type,
			( event ) => {
				const select = sortSelect( event.target );
				if ( select ) {
					handler( select, event as E );
				}
			},
			true
		);

	onSortSelect< KeyboardEvent >( 'keydown', ( select, event ) => {
		if ( event.key === 'Enter' ) {
			// Enter that sorts does only that: Chromium would also open the list.
			if ( commit( select ) ) {
				event.preventDefault();
			}
		} else if ( event.altKey || OPENING_KEYS.has( event.key ) ) {
			keyed.delete( select );
		} else if ( MOVING_KEYS.has( event.key ) || event.key.length === 1 ) {
			keyed.add( select );
		}
	} );
	onSortSelect( 'pointerdown', ( select ) => keyed.delete( select ) );
	onSortSelect( 'change', ( select, event ) => {
		if ( keyed.has( select ) && ! released.has( event ) ) {
			event.stopImmediatePropagation();
			return;
		}
		sent.set( select, select.value );
	} );
	onSortSelect( 'focusout', commit );
}
