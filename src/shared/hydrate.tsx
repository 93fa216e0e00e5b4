/**
 * Hydrates saved block markup with the same component that rendered it.
 *
 * Each block's wrapper element (from `useBlockProps.save()`) is the React root; its children are
 * exactly what the view component renders, so React adopts the existing DOM instead of
 * replacing it. `read` rebuilds the component's props from that markup; a block whose markup it
 * cannot read is left as it is (it already shows its final state).
 */
import { hydrateRoot } from '@wordpress/element';
import type { ComponentType } from 'react';
import { whenReady } from './ready';

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
				element.dataset.vitrineHydrated = 'true';
				hydrateRoot( element, <Component { ...props } /> );
			} );
	};
	whenReady( document, start );
}
