/**
 * The search overlay's behaviour (SE-1): open fades the area in over 600 ms (at once under
 * reduced motion) and puts focus in the search field; Escape or the close button fade it out and
 * return focus to the button that opened it.
 */
import { motionAllowed } from '../../shared/motion';
import { SEARCH_FADE_MS } from '../../shared/timing';
import { setPageInert, trapKeys } from '../../view/dialog';

export const OPEN_CLASS = 'is-open';

export function setupOverlay( root: HTMLElement, win: Window = window ) {
	const opener = root.querySelector< HTMLButtonElement >(
		'.vitrine-search-overlay__open'
	);
	const panel = root.querySelector< HTMLElement >(
		'.vitrine-search-overlay__panel'
	);
	const close = root.querySelector< HTMLButtonElement >(
		'.vitrine-search-overlay__close'
	);
	if ( ! opener || ! panel || ! close ) {
		return;
	}
	// A dialog only with JavaScript: without it the form sits in the page (render.php).
	panel.setAttribute( 'role', 'dialog' );
	panel.setAttribute( 'aria-modal', 'true' );
	panel.setAttribute( 'aria-label', panel.dataset.label ?? '' );
	let untrap = () => {};
	let timer: number | undefined;
	const duration = () => ( motionAllowed( win ) ? SEARCH_FADE_MS : 0 );
	panel.style.setProperty( '--vitrine-search-fade', `${ duration() }ms` );

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
		panel
			.querySelector< HTMLInputElement >( 'input[type="search"]' )
			?.focus();
		untrap = trapKeys( panel, hide );
	};
	opener.addEventListener( 'click', show );
	close.addEventListener( 'click', hide );
}
