/**
 * One height slide for everything that opens and closes in place (mobile sub-menus, the shop's
 * field hints): the element animates between 0 and its full height, or not at all under reduced
 * motion or with the site's animations off.
 */
import { motionAllowed } from './motion';

/**
 * Starts the slide, measured from the element as it is now (it must be displayed).
 * @param element  The element.
 * @param open     Whether it is opening.
 * @param duration How long, in milliseconds.
 * @param win      The window.
 * @return The animation, or null when there is none to wait for.
 */
export function slideHeight(
	element: HTMLElement,
	open: boolean,
	duration: number,
	win: Window = window
): Animation | null {
	if ( ! motionAllowed( win ) || typeof element.animate !== 'function' ) {
		return null;
	}
	const full = `${ element.scrollHeight }px`;
	return element.animate(
		[
			{ height: open ? '0px' : full, overflow: 'hidden' },
			{ height: open ? full : '0px', overflow: 'hidden' },
		],
		{ duration, easing: 'ease' }
	);
}

/**
 * Runs `done` when the slide ends or is cancelled (at once when there is none).
 * @param animation The slide, or null.
 * @param done      What to run.
 */
export function afterSlide( animation: Animation | null, done: () => void ) {
	if ( ! animation ) {
		done();
		return;
	}
	animation.addEventListener( 'finish', done );
	animation.addEventListener( 'cancel', done );
}
