/**
 * The appear animation on served markup, before any React (docs/view-lifecycle.md): a block that
 * only animates into view (counter, progress bars, skill circles) needs no React to do it, so its
 * small motion script runs it on the served DOM, and its React view hydrates later, when a
 * visitor interacts.
 *
 * Each block root says where its animation stands in `data-vitrine-motion` (its steps:
 * src/lifecycle/states.ts). A React view waits while a root is at `start` or `run`
 * (src/lifecycle/hydrate.tsx), so hydration always meets the served markup: no mismatch, and the
 * count never jumps.
 */
import { hydration, markMotion, MOTION } from '../lifecycle/states';
import type { Motion } from '../lifecycle/states';
import { observeAppear } from './appear';
import { motionAllowed } from './motion';

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
		const mark = ( state: Motion ) => markMotion( root, state );
		// The view may have begun hydrating the served markup before the first report (a URL
		// fragment starts every view at load): from then on, the markup is React's.
		const hydrating = () => hydration( root ) !== null;
		if ( root.hasAttribute( MOTION ) || hydrating() ) {
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
				if ( ! hydrating() ) {
					mark( 'start' );
					reset();
				}
			},
			onAppear: ( wasVisibleAtStart ) => {
				if ( ! wasVisibleAtStart && ! hydrating() ) {
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
function keepServed( element: Element, names: string[] ): () => void {
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

/**
 * The growth of a block's parts (bars' widths, rings' dash offsets) as an appear motion: reset,
 * each part's style holds the start value; run, the block's `is-animating` transition takes each
 * to its served value over `duration`, and then every class and style is back as served.
 *
 * @param parts    The elements that grow.
 * @param duration How long the growth takes (ms).
 * @param property The CSS property that grows.
 * @param start    Its value at the start.
 * @param ends     Each part's served value, as CSS.
 */
export function growthMotion(
	parts: Array< HTMLElement | SVGElement >,
	duration: number,
	property: string,
	start: string,
	ends: string[]
): AppearMotion {
	const restore = parts.map( ( part ) =>
		keepServed( part, [ 'class', 'style' ] )
	);
	const set = ( value: ( index: number ) => string ) =>
		parts.forEach( ( part, index ) =>
			part.style.setProperty( property, value( index ) )
		);
	return {
		reset: () => set( () => start ),
		run: ( done ) => {
			parts.forEach( ( part, index ) => {
				restore[ index ]();
				part.style.setProperty( property, start );
				part.classList.add( 'is-animating' );
				part.style.transitionDuration = `${ duration }ms`;
			} );
			// Read once so the browser starts from the start value, then grow to the served one.
			void parts[ 0 ]?.getBoundingClientRect();
			set( ( index ) => ends[ index ] );
			setTimeout( () => {
				restore.forEach( ( back ) => back() );
				done();
			}, duration );
		},
	};
}
