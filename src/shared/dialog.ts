/**
 * A modal panel opened by a button, shared by the search overlay (SE-1) and the side panel
 * (SP-1), on the platform's `<dialog>`. `showModal()` gives the top layer (no ancestor's stacking
 * or transform can clip it), makes the rest of the page inert and hidden from assistive
 * technology, names it a modal dialog and moves focus inside; every browser WordPress supports
 * has it (docs/blocks.md, "Browsers").
 *
 * What this adds: the fade in and out over the feature's duration (at once under reduced motion),
 * a chosen first focus, Tab kept inside (the platform lets it leave for the browser's own
 * controls, and SP-1 asks that it stays), Escape closing it from any field (dialogKeys()),
 * `aria-expanded` on the opener, and focus back on it.
 */
import { motionAllowed } from './motion';

const FOCUSABLE =
	'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select, textarea, [tabindex]:not([tabindex="-1"])';

/** On the dialog while it is shown and faded in. */
export const OPEN_CLASS = 'is-open';
/**
 * On the dialog while it fades out: it is closed (out of the top layer, the page no longer inert)
 * and its stylesheet keeps it shown, letting clicks through, until the fade ends.
 */
export const CLOSING_CLASS = 'is-closing';

/**
 * The focusable elements inside a dialog, in document order.
 * @param dialog The dialog.
 */
function focusableIn( dialog: HTMLElement ): HTMLElement[] {
	return Array.from( dialog.querySelectorAll< HTMLElement >( FOCUSABLE ) );
}

/**
 * The open dialog's keys: Tab and Shift+Tab kept inside, wrapping at its ends, and Escape closing
 * it whatever holds focus inside. The platform's own Escape (a cancel, then a close) is not
 * enough: in WebKit, Escape in a search field clears the field and never reaches the dialog, so a
 * keyboard user could not leave the search overlay but by its button. Taken here, before any
 * field's own handling, it closes every Vitrine dialog in every engine.
 * @param dialog The open dialog.
 * @param hide   Closes it.
 * @return Stops listening.
 */
function dialogKeys( dialog: HTMLElement, hide: () => void ): () => void {
	const onKey = ( event: KeyboardEvent ) => {
		if ( event.key === 'Escape' && ! event.isComposing ) {
			// No field clears and no cancel follows: this is the one close.
			event.preventDefault();
			hide();
			return;
		}
		if ( event.key !== 'Tab' ) {
			return;
		}
		const focusable = focusableIn( dialog );
		const first = focusable[ 0 ];
		const last = focusable[ focusable.length - 1 ];
		const active = dialog.ownerDocument.activeElement;
		if ( event.shiftKey && active === first ) {
			event.preventDefault();
			last?.focus();
		} else if ( ! event.shiftKey && active === last ) {
			event.preventDefault();
			first?.focus();
		}
	};
	// Capturing: the dialog hears the key before the field that holds focus does.
	dialog.addEventListener( 'keydown', onKey, true );
	return () => dialog.removeEventListener( 'keydown', onKey, true );
}

export type DialogParts = {
	/** The button that opens the dialog (it gets `aria-expanded`). */
	opener: HTMLButtonElement;
	/** The `<dialog>`, served closed and named by its `aria-label`. */
	dialog: HTMLDialogElement;
	/** Elements whose click closes the dialog (close button, overlay). */
	closers: HTMLElement[];
	/** How long the fade takes with motion allowed. */
	durationMs: number;
	/** The custom property the stylesheet's transition reads. */
	durationProperty: string;
	/** Where focus goes on open; where the platform puts it (the first focusable) when absent. */
	initialFocus?: string;
};

/**
 * Wires a `<dialog>` to its button. Without JavaScript none of this runs, and each feature's
 * stylesheet shows the dialog's content in place.
 * @param parts The dialog's parts and timing.
 * @param win   The window (a test's, or the page's).
 * @return Opens and closes the dialog.
 */
export function setupDialog(
	parts: DialogParts,
	win: Window = window
): { show: () => void; hide: () => void } {
	const { opener, dialog, closers } = parts;
	let untrap = () => {};
	let timer: number | undefined;
	const duration = () => ( motionAllowed( win ) ? parts.durationMs : 0 );
	dialog.style.setProperty( parts.durationProperty, `${ duration() }ms` );

	// Every way it closes (a closer, Escape, a script calling close()) ends here.
	dialog.addEventListener( 'close', () => {
		untrap();
		dialog.classList.remove( OPEN_CLASS );
		dialog.classList.add( CLOSING_CLASS );
		opener.setAttribute( 'aria-expanded', 'false' );
		opener.focus();
		win.clearTimeout( timer );
		timer = win.setTimeout(
			() => dialog.classList.remove( CLOSING_CLASS ),
			duration()
		);
	} );
	const hide = () => dialog.close();
	const show = () => {
		if ( dialog.open ) {
			return;
		}
		win.clearTimeout( timer );
		dialog.classList.remove( CLOSING_CLASS );
		dialog.showModal();
		opener.setAttribute( 'aria-expanded', 'true' );
		// The next frame, so the fade starts from transparent.
		win.requestAnimationFrame( () => dialog.classList.add( OPEN_CLASS ) );
		if ( parts.initialFocus ) {
			dialog.querySelector< HTMLElement >( parts.initialFocus )?.focus();
		}
		untrap = dialogKeys( dialog, hide );
	};
	opener.addEventListener( 'click', show );
	closers.forEach( ( closer ) => closer.addEventListener( 'click', hide ) );
	return { show, hide };
}
