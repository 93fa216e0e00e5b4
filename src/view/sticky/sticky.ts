/**
 * SH-1: a header (or any group) marked "Stick after scrolling" becomes fixed to the top once the
 * page has scrolled 200 px, and not before. Its place in the page keeps its height while it is
 * fixed, so nothing below it moves.
 */
import { STICKY_HEADER_OFFSET_PX } from '../../shared/timing';
import { onResize, onScroll } from '../../shared/viewport';

export const STICKY_CLASS = 'vitrine-sticky';
export const STUCK_CLASS = 'is-stuck';

/**
 * @param scrollY How far the page has scrolled.
 */
export function shouldStick( scrollY: number ): boolean {
	return scrollY >= STICKY_HEADER_OFFSET_PX;
}

/**
 * Keeps one sticky element in step with the scroll position.
 * @param element The element marked sticky (inside its space-keeping wrapper).
 * @param win     The window.
 */
export function stickOnScroll( element: HTMLElement, win: Window = window ) {
	const space = element.parentElement as HTMLElement;
	const update = ( scrollY: number ) => {
		const stick = shouldStick( scrollY );
		if ( stick === element.classList.contains( STUCK_CLASS ) ) {
			return;
		}
		// Measured while still in the flow: the space it leaves stays exactly as tall.
		space.style.height = stick ? `${ element.offsetHeight }px` : '';
		element.classList.toggle( STUCK_CLASS, stick );
	};
	const remeasure = () => {
		if ( element.classList.contains( STUCK_CLASS ) ) {
			element.classList.remove( STUCK_CLASS );
			space.style.height = '';
			update( win.scrollY );
		}
	};
	update( win.scrollY );
	const stops = [ onScroll( update, win ), onResize( remeasure, win ) ];
	return () => stops.forEach( ( stop ) => stop() );
}
