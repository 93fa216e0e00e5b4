/**
 * The re-layout after a filter change, animated the FLIP way: measure where each item was, let
 * the layout change, then play each visible item from its old place to its new one (items that
 * appear fade in). Only transform and opacity animate, so the browser composites it; nothing runs
 * when motion is not allowed.
 */
export type Positions = Map< HTMLElement, DOMRect | null >;

/**
 * Where each item is now; null for hidden ones.
 * @param elements The items.
 */
export function measure( elements: HTMLElement[] ): Positions {
	return new Map(
		elements.map( ( element ) => [
			element,
			element.hidden ? null : element.getBoundingClientRect(),
		] )
	);
}

/**
 * @param before   Positions measured before the change.
 * @param duration Milliseconds.
 */
export function playFromPositions( before: Positions, duration: number ): void {
	before.forEach( ( first, element ) => {
		if ( element.hidden || typeof element.animate !== 'function' ) {
			return;
		}
		const options = { duration, easing: 'ease-out' };
		if ( ! first ) {
			element.animate(
				[
					{ opacity: 0, transform: 'scale(0.96)' },
					{ opacity: 1, transform: 'none' },
				],
				options
			);
			return;
		}
		const last = element.getBoundingClientRect();
		const dx = first.left - last.left;
		const dy = first.top - last.top;
		if ( dx === 0 && dy === 0 ) {
			return;
		}
		element.animate(
			[
				{ transform: `translate(${ dx }px, ${ dy }px)` },
				{ transform: 'none' },
			],
			options
		);
	} );
}
