/**
 * A modal panel's keyboard rules, shared by the search overlay (SE-1) and later the side panel
 * (SP-1): Tab and Shift+Tab stay inside, Escape closes, and the rest of the page is `inert`
 * while it is open.
 */
const FOCUSABLE =
	'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select, textarea, [tabindex]:not([tabindex="-1"])';

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
		const focusable = Array.from(
			panel.querySelectorAll< HTMLElement >( FOCUSABLE )
		);
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
