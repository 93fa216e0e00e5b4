/**
 * The appear animation on served markup, before any React (issue 32): a block that only animates
 * into view (counter, progress bars, skill circles) needs no React to do it, so its small motion
 * script runs it on the served DOM, and its React view hydrates later, when a visitor interacts.
 *
 * Each block root says where its animation stands in `data-vitrine-motion`:
 * - `final`: left as served (it was on screen at the start, or motion is off);
 * - `start`: off screen, reset unseen to its starting point;
 * - `run`: in view and animating;
 * - `done`: finished, every attribute and text back exactly as served.
 * A React view waits while a root is at `start` or `run` (src/shared/hydrate.tsx), so hydration
 * always meets the served markup: no mismatch, and the count never jumps.
 */
import { observeAppear } from './appear';
import { motionAllowed } from './motion';

export const MOTION_ATTRIBUTE = 'data-vitrine-motion';

/**
 * Whether a root's animation is under way (a view must wait for it to end).
 * @param root
 */
export const isMoving = ( root: Element ) =>
	/^(start|run)$/.test( root.getAttribute( MOTION_ATTRIBUTE ) ?? '' );

export interface AppearMotion {
	/** Resets the block, unseen, to where its animation starts. */
	reset: () => void;
	/** Animates to the served state; calls `done` once everything is back as served. */
	run: ( done: () => void ) => void;
}

/**
 * Runs the appear animation of every block the selector finds, each once, when it scrolls into
 * view; never under reduced motion, with the block's own switch off, or once its view hydrated.
 *
 * @param selector The blocks' wrapper selector.
 * @param motion   How one block resets and animates.
 * @param offset   How far (px) its top must come inside the viewport.
 */
export function animateOnAppear(
	selector: string,
	motion: ( root: HTMLElement ) => AppearMotion,
	offset = 0
): void {
	document.querySelectorAll< HTMLElement >( selector ).forEach( ( root ) => {
		const mark = ( state: string ) =>
			root.setAttribute( MOTION_ATTRIBUTE, state );
		if (
			root.hasAttribute( MOTION_ATTRIBUTE ) ||
			root.dataset.vitrineHydrated
		) {
			return;
		}
		mark( 'final' );
		if ( root.dataset.animate === 'false' || ! motionAllowed() ) {
			return;
		}
		const { reset, run } = motion( root );
		observeAppear( root, {
			offset,
			onHidden: () => {
				mark( 'start' );
				reset();
			},
			onAppear: ( wasVisibleAtStart ) => {
				if ( ! wasVisibleAtStart ) {
					// Let the starting point paint first, or a transition has nothing to run from.
					requestAnimationFrame( () =>
						requestAnimationFrame( () => {
							mark( 'run' );
							run( () => mark( 'done' ) );
						} )
					);
				}
			},
		} );
	} );
}

/**
 * Puts attributes back exactly as they were served.
 *
 * @param element The element.
 * @param names   The attributes it changed.
 * @return A function that restores them.
 */
export function keepServed( element: Element, names: string[] ): () => void {
	const served = names.map(
		( name ) => [ name, element.getAttribute( name ) ] as const
	);
	return () =>
		served.forEach( ( [ name, value ] ) =>
			value === null
				? element.removeAttribute( name )
				: element.setAttribute( name, value )
		);
}
