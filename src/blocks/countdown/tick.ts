/**
 * The countdown's clock: every COUNTDOWN_TICK_MS it re-reads the real time, so a throttled
 * background tab or a sleeping laptop never makes it drift; it reports only when the whole
 * second changes (ten timer calls a second, one render).
 */
import { COUNTDOWN_TICK_MS } from '../../shared/timing';
import { secondsLeft } from './remaining';

export type Clock = { now: () => number };

/**
 * Calls `onSecond` at once and whenever the seconds left change; stops at zero.
 *
 * @param target   Target instant (ms).
 * @param onSecond Receives the whole seconds left.
 * @param clock    Time source (tests pass their own).
 * @return Stops the clock.
 */
export function startTicking(
	target: number,
	onSecond: ( seconds: number ) => void,
	clock: Clock = Date
): () => void {
	let last = -1;
	const tick = () => {
		const left = secondsLeft( target, clock.now() );
		if ( left !== last ) {
			last = left;
			onSecond( left );
		}
		if ( left === 0 ) {
			stop();
		}
	};
	// Back from a background tab: show the real time now, not at the next throttled tick.
	const onVisible = () => {
		if ( document.visibilityState === 'visible' ) {
			tick();
		}
	};
	const timer = setInterval( tick, COUNTDOWN_TICK_MS );
	document.addEventListener( 'visibilitychange', onVisible );
	function stop() {
		clearInterval( timer );
		document.removeEventListener( 'visibilitychange', onVisible );
	}
	tick();
	return stop;
}
