/**
 * AN-1: the one place chrome scripts hear about the viewport. Resize handlers run once the
 * window has stopped changing for 100 ms; scroll handlers run at most once a frame. Every
 * listener is passive, so none can delay scrolling.
 */
import { RESIZE_DEBOUNCE_MS } from './timing';

/**
 * Calls `handler` 100 ms after the last resize (or orientation change).
 * @param handler What to do.
 * @param win     The window (tests pass their own).
 * @return Stops listening.
 */
export function onResize(
	handler: () => void,
	win: Window = window
): () => void {
	let timer: number | undefined;
	const debounced = () => {
		win.clearTimeout( timer );
		timer = win.setTimeout( handler, RESIZE_DEBOUNCE_MS );
	};
	win.addEventListener( 'resize', debounced, { passive: true } );
	win.addEventListener( 'orientationchange', debounced, { passive: true } );
	return () => {
		win.clearTimeout( timer );
		win.removeEventListener( 'resize', debounced );
		win.removeEventListener( 'orientationchange', debounced );
	};
}

/**
 * Calls `handler` with the scroll position, at most once per animation frame.
 * @param handler What to do.
 * @param win     The window.
 * @return Stops listening.
 */
export function onScroll(
	handler: ( scrollY: number ) => void,
	win: Window = window
): () => void {
	let queued = false;
	const listener = () => {
		if ( queued ) {
			return;
		}
		queued = true;
		win.requestAnimationFrame( () => {
			queued = false;
			handler( win.scrollY );
		} );
	};
	win.addEventListener( 'scroll', listener, { passive: true } );
	return () => win.removeEventListener( 'scroll', listener );
}
