/**
 * The preloader (PL-1): once the page has loaded, wait 500 ms, fade out over 500 ms, then
 * remove it; whatever happens (a stalled image, an error), it is gone 3 s after it started.
 * Printed inline right after `<body>` opens, only when Settings → Vitrine turns it on.
 */
import {
	PRELOADER_DELAY_MS,
	PRELOADER_FADE_MS,
	PRELOADER_GIVE_UP_MS,
} from '../../shared/timing';

export const PRELOADER_CLASS = 'vitrine-preloader';

/**
 * @param win     The window (tests pass their own).
 * @param element The preloader.
 */
export function runPreloader( win: Window, element: HTMLElement ): void {
	let done = false;
	const hide = () => {
		if ( done ) {
			return;
		}
		done = true;
		const instant = win.matchMedia(
			'(prefers-reduced-motion: reduce)'
		).matches;
		element.classList.add( `${ PRELOADER_CLASS }--done` );
		win.setTimeout(
			() => element.remove(),
			instant ? 0 : PRELOADER_FADE_MS
		);
	};
	win.setTimeout( hide, PRELOADER_GIVE_UP_MS );
	if ( win.document.readyState === 'complete' ) {
		win.setTimeout( hide, PRELOADER_DELAY_MS );
	} else {
		win.addEventListener( 'load', () =>
			win.setTimeout( hide, PRELOADER_DELAY_MS )
		);
	}
}
