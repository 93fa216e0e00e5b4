/**
 * Hydrates saved block markup with the same component that rendered it.
 *
 * Each block's wrapper element (from `useBlockProps.save()`) is the React root; its children are
 * exactly what the view component renders, so React adopts the existing DOM instead of
 * replacing it. `read` rebuilds the component's props from that markup; a block whose markup it
 * cannot read is left as it is (it already shows its final state).
 *
 * Hydration runs as a transition, so React works in slices between which the browser handles
 * input and paints, and a busy phone shows no long task.
 *
 * A root whose appear animation is under way on the served markup (src/shared/appear-motion.ts)
 * is hydrated once it ends, when its markup is back as served.
 *
 * The root says where it stands in `data-vitrine-hydrated` (src/lifecycle/states.ts): `pending`
 * from the call, `true` once React has committed. The islands loader (./loader.ts) waits until
 * no block around a click that arrived before the view was running is `pending` before it
 * replays it. The whole sequence: docs/view-lifecycle.md.
 */
import { hydrateRoot, startTransition, useEffect } from '@wordpress/element';
import type { ComponentType, ReactNode } from 'react';
import { whenReady } from '../shared/ready';
import { hydration, isMoving, markHydration, MOTION } from './states';

/**
 * Runs `then` once the root's appear animation is over (at once when none is under way).
 *
 * @param root The block's wrapper element.
 * @param then What to run.
 */
function afterMotion( root: HTMLElement, then: () => void ): void {
	if ( ! isMoving( root ) ) {
		then();
		return;
	}
	const watcher = new MutationObserver( () => {
		if ( ! isMoving( root ) ) {
			watcher.disconnect();
			then();
		}
	} );
	watcher.observe( root, { attributes: true, attributeFilter: [ MOTION ] } );
}

function Hydrated( {
	element,
	children,
}: {
	element: HTMLElement;
	children: ReactNode;
} ) {
	useEffect( () => {
		markHydration( element, 'true' );
	}, [ element ] );
	return <>{ children }</>;
}

// Roots waiting for their appear animation to end.
const waiting = new WeakSet< HTMLElement >();

export function hydrateBlocks< P extends object >(
	selector: string,
	read: ( element: HTMLElement ) => P | null,
	Component: ComponentType< P >
): void {
	const start = () => {
		document
			.querySelectorAll< HTMLElement >( selector )
			.forEach( ( element ) => {
				if ( hydration( element ) || waiting.has( element ) ) {
					return;
				}
				// Read once any animation gave the served markup back; `pending` only from then,
				// so a block reset unseen that nobody scrolls to never holds anyone waiting.
				waiting.add( element );
				afterMotion( element, () => {
					waiting.delete( element );
					const props = read( element );
					if ( ! props ) {
						return;
					}
					markHydration( element, 'pending' );
					// As a transition React hydrates in slices that yield to the browser, instead
					// of one long task per block (the served markup is already final meanwhile).
					startTransition( () => {
						hydrateRoot(
							element,
							<Hydrated element={ element }>
								<Component { ...props } />
							</Hydrated>
						);
					} );
				} );
			} );
	};
	whenReady( document, start );
}
