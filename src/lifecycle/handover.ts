/**
 * A block's small script hands what it runs on the served markup to the block's React view
 * (docs/view-lifecycle.md): the small script starts before any React (a slider's engine and
 * autoplay, a countdown's clock) and keeps the markup saying where it stands; the view, once a
 * visitor reaches the block, stops it and takes over from the state it reached, so nothing jumps.
 *
 * The two are separate bundles, so the running state hangs on the block's root under a global
 * symbol key; what the loader must see of it is the root's `data-vitrine-answers`
 * (src/lifecycle/states.ts).
 */
import { ANSWERS } from './states';

const KEY = Symbol.for( 'vitrine.running' );

export type Running = {
	stop: () => void;
	/**
	 * The small script answers the block's controls itself (a slider's arrows, a countdown's
	 * pause) until the view takes over, so the first click is answered at once.
	 */
	answers?: boolean;
};

type Holder = HTMLElement & { [ KEY ]?: Running };

/**
 * Whether a small script already runs on this root, or the view has taken it (a small script
 * that arrives after the view must not start: it would change the markup React is hydrating).
 * @param root The block's wrapper element.
 */
export const isRunning = ( root: HTMLElement ): boolean =>
	Boolean( ( root as Holder )[ KEY ] );

/**
 * Leaves what the small script runs on the root, for the view to take over.
 * @param root    The block's wrapper element.
 * @param running What runs, and how to stop the part the view will do itself.
 */
export function handOver< T extends Running >( root: HTMLElement, running: T ) {
	( root as Holder )[ KEY ] = running;
	if ( running.answers ) {
		root.setAttribute( ANSWERS, '' );
	}
}

/**
 * Stops the small script's own work on a root and returns what it ran (undefined when nothing
 * runs there). From then on the root is the view's: a small script that loads later leaves it
 * alone (its clock would tick the served markup between the view's reading it and React's
 * hydrating it, and React would find numbers it did not render).
 * @param root The block's wrapper element.
 */
export function takeOver< T extends Running >(
	root: HTMLElement
): T | undefined {
	const holder = root as Holder;
	const running = holder[ KEY ] as T | undefined;
	running?.stop();
	// From here until React has committed, the loader holds a click and replays it then.
	root.removeAttribute( ANSWERS );
	holder[ KEY ] = { stop: () => {} };
	return running;
}
