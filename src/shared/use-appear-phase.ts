/**
 * The animation state of a block that animates into view, shared by every such block.
 *
 * - `final`: the saved state, what hydration renders, and all a visitor ever sees when motion is
 *   off (reduced motion, the block's own switch, or the site setting) or when the block was
 *   already on screen at hydration (collapsing it would be a flash);
 * - `start`: the block was off screen, so it has been reset to its starting point unseen;
 * - `run`: it scrolled into view and is animating towards `final`.
 */
import { useEffect, useState } from '@wordpress/element';
import { observeAppear } from './appear';
import { motionAllowed } from './motion';

export type AppearPhase = 'final' | 'start' | 'run';

/**
 * @param root    The block's wrapper element.
 * @param enabled Whether the block wants to animate at all.
 * @param offset  How far (px) its top must come inside the viewport.
 */
export function useAppearPhase(
	root: Element,
	enabled: boolean,
	offset = 0
): AppearPhase {
	const [ phase, setPhase ] = useState< AppearPhase >( 'final' );
	useEffect( () => {
		if ( ! enabled || ! motionAllowed() ) {
			return;
		}
		return observeAppear( root, {
			offset,
			onHidden: () => setPhase( 'start' ),
			onAppear: ( wasVisibleAtStart ) => {
				if ( ! wasVisibleAtStart ) {
					// Let the starting point paint first, or a transition has nothing to run from.
					requestAnimationFrame( () =>
						requestAnimationFrame( () => setPhase( 'run' ) )
					);
				}
			},
		} );
	}, [ root, enabled, offset ] );
	return phase;
}
