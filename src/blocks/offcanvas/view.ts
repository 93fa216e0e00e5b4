/**
 * Front end of the side panel (SP-1): its `<dialog>` opened modal by the shared rules
 * (src/shared/dialog.ts), closed by its button, by a click on the overlay and by Escape.
 */
import { PANEL_SLIDE_MS } from '../../shared/timing';
import { setupDialog } from '../../shared/dialog';

document
	.querySelectorAll< HTMLElement >( '.wp-block-vitrine-offcanvas' )
	.forEach( ( root ) => {
		const opener = root.querySelector< HTMLButtonElement >(
			'.vitrine-offcanvas__open'
		);
		const dialog = root.querySelector< HTMLDialogElement >(
			'dialog.vitrine-offcanvas__dialog'
		);
		const closers = Array.from(
			root.querySelectorAll< HTMLElement >(
				'.vitrine-offcanvas__close, .vitrine-offcanvas__overlay'
			)
		);
		if ( opener && dialog ) {
			setupDialog( {
				opener,
				dialog,
				closers,
				durationMs: PANEL_SLIDE_MS,
				durationProperty: '--vitrine-panel-slide',
			} );
		}
	} );
