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
 * The root says where it stands in `data-vitrine-hydrated`: `pending` from the call, `true` once
 * React has committed. The islands loader (src/view/islands) waits until no block around a click
 * that arrived before the view was running is `pending` before it replays it.
 */
import { hydrateRoot, startTransition, useEffect } from '@wordpress/element';
import type { ComponentType, ReactNode } from 'react';
import { whenReady } from './ready';

function Hydrated( {
	element,
	children,
}: {
	element: HTMLElement;
	children: ReactNode;
} ) {
	useEffect( () => {
		element.dataset.vitrineHydrated = 'true';
	}, [ element ] );
	return <>{ children }</>;
}

export function hydrateBlocks< P extends object >(
	selector: string,
	read: ( element: HTMLElement ) => P | null,
	Component: ComponentType< P >
): void {
	const start = () => {
		document
			.querySelectorAll< HTMLElement >( selector )
			.forEach( ( element ) => {
				if ( element.dataset.vitrineHydrated ) {
					return;
				}
				const props = read( element );
				if ( ! props ) {
					return;
				}
				element.dataset.vitrineHydrated = 'pending';
				// As a transition React hydrates in slices that yield to the browser, instead of
				// one long task per block (the served markup is already final meanwhile).
				startTransition( () => {
					hydrateRoot(
						element,
						<Hydrated element={ element }>
							<Component { ...props } />
						</Hydrated>
					);
				} );
			} );
	};
	whenReady( document, start );
}
