/**
 * The search overlay's behaviour (SE-1): open fades the area in over 600 ms (at once under
 * reduced motion) and puts focus in the search field; Escape or the close button fade it out and
 * return focus to the button that opened it. The form is in a `<dialog>`, opened modal by the
 * shared rules (src/shared/dialog.ts).
 */
import { SEARCH_FADE_MS } from '../../shared/timing';
import { setupDialog } from '../../shared/dialog';

export function setupOverlay( root: HTMLElement, win: Window = window ) {
	const opener = root.querySelector< HTMLButtonElement >(
		'.vitrine-search-overlay__open'
	);
	const dialog = root.querySelector< HTMLDialogElement >(
		'dialog.vitrine-search-overlay__panel'
	);
	const close = root.querySelector< HTMLButtonElement >(
		'.vitrine-search-overlay__close'
	);
	if ( ! opener || ! dialog || ! close ) {
		return;
	}
	setupDialog(
		{
			opener,
			dialog,
			closers: [ close ],
			durationMs: SEARCH_FADE_MS,
			durationProperty: '--vitrine-search-fade',
			initialFocus: 'input[type="search"]',
		},
		win
	);
}
