/**
 * A modal panel opened by a button, shared by the search overlay (SE-1) and the side panel
 * (SP-1): it fades in over the feature's duration (at once under reduced motion), focus moves
 * inside, Tab and Shift+Tab stay inside, Escape and every closer close it, the rest of the page
 * is `inert` while it is open, and focus returns to the button after.
 */
import { motionAllowed } from './motion';

const FOCUSABLE =
	'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select, textarea, [tabindex]:not([tabindex="-1"])';

export const OPEN_CLASS = 'is-open';

/**
 * Makes every sibling on the way from the panel up to <body> inert (or lets them go).
 * @param panel The open panel.
 * @param on    Whether the page behind is inert.
 */
export function setPageInert( panel: HTMLElement, on: boolean ): void {
	let node: HTMLElement | null = panel;
	while ( node && node !== node.ownerDocument.body ) {
		const parent: HTMLElement | null = node.parentElement;
		Array.from( parent?.children ?? [] ).forEach( ( sibling ) => {
			if ( sibling !== node && sibling instanceof HTMLElement ) {
				sibling.inert = on;
			}
		} );
		node = parent;
	}
}

/**
 * The focusable elements inside a panel, in document order.
 * @param panel The panel.
 */
export function focusableIn( panel: HTMLElement ): HTMLElement[] {
	return Array.from( panel.querySelectorAll< HTMLElement >( FOCUSABLE ) );
}

/**
 * Keeps Tab inside the panel and closes it on Escape.
 * @param panel   The open panel.
 * @param onClose What Escape does.
 * @return Stops listening.
 */
export function trapKeys(
	panel: HTMLElement,
	onClose: () => void
): () => void {
	const onKey = ( event: KeyboardEvent ) => {
		if ( event.key === 'Escape' ) {
			event.preventDefault();
			onClose();
			return;
		}
		if ( event.key !== 'Tab' ) {
			return;
		}
		const focusable = focusableIn( panel );
		const first = focusable[ 0 ];
		const last = focusable[ focusable.length - 1 ];
		const active = panel.ownerDocument.activeElement;
		if ( event.shiftKey && active === first ) {
			event.preventDefault();
			last?.focus();
		} else if ( ! event.shiftKey && active === last ) {
			event.preventDefault();
			first?.focus();
		}
	};
	panel.addEventListener( 'keydown', onKey );
	return () => panel.removeEventListener( 'keydown', onKey );
}

export type DialogParts = {
	/** The button that opens the panel (it gets `aria-expanded`). */
	opener: HTMLButtonElement;
	/** The element that becomes the dialog; it starts `hidden`. */
	panel: HTMLElement;
	/** Elements whose click closes the panel (close button, overlay). */
	closers: HTMLElement[];
	/** How long the fade takes with motion allowed. */
	durationMs: number;
	/** The custom property the stylesheet's transition reads. */
	durationProperty: string;
	/** Where focus goes on open; the first focusable element when absent. */
	initialFocus?: string;
};

/**
 * Wires a panel as a modal dialog. Without JavaScript none of this runs, and each feature's
 * stylesheet shows the panel's content in place.
 * @param parts The dialog's parts and timing.
 * @param win   The window (a test's, or the page's).
 * @return Opens and closes the dialog.
 */
export function setupDialog(
	parts: DialogParts,
	win: Window = window
): { show: () => void; hide: () => void } {
	const { opener, panel, closers } = parts;
	panel.setAttribute( 'role', 'dialog' );
	panel.setAttribute( 'aria-modal', 'true' );
	panel.setAttribute( 'aria-label', panel.dataset.label ?? '' );
	let untrap = () => {};
	let timer: number | undefined;
	const duration = () => ( motionAllowed( win ) ? parts.durationMs : 0 );
	panel.style.setProperty( parts.durationProperty, `${ duration() }ms` );

	const hide = () => {
		if ( panel.hidden ) {
			return;
		}
		untrap();
		panel.classList.remove( OPEN_CLASS );
		opener.setAttribute( 'aria-expanded', 'false' );
		setPageInert( panel, false );
		opener.focus();
		win.clearTimeout( timer );
		timer = win.setTimeout( () => {
			panel.hidden = true;
		}, duration() );
	};
	const show = () => {
		win.clearTimeout( timer );
		panel.hidden = false;
		opener.setAttribute( 'aria-expanded', 'true' );
		setPageInert( panel, true );
		// The next frame, so the fade starts from transparent.
		win.requestAnimationFrame( () => panel.classList.add( OPEN_CLASS ) );
		const target = parts.initialFocus
			? panel.querySelector< HTMLElement >( parts.initialFocus )
			: null;
		( target ?? focusableIn( panel )[ 0 ] )?.focus();
		untrap = trapKeys( panel, hide );
	};
	opener.addEventListener( 'click', show );
	closers.forEach( ( closer ) => closer.addEventListener( 'click', hide ) );
	return { show, hide };
}
