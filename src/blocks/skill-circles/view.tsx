/**
 * Front end: hydrates each saved skill-circles block with the component that rendered it; rings
 * that were off screen empty unseen and fill over 2000 ms once their top is 150 px into view.
 */
import { hydrateBlocks } from '../../shared/hydrate';
import { readViewValue, type ViewValue } from '../../shared/labelled-values';
import { CIRCLE_VIEWPORT_OFFSET_PX } from '../../shared/timing';
import { useAppearPhase } from '../../shared/use-appear-phase';
import { CLASS, SkillCirclesView } from './circles';

interface AppProps {
	root: HTMLElement;
	circles: ViewValue[];
	animate: boolean;
}

/**
 * Rebuilds the view's props from saved markup; the DOM is the only source of truth.
 *
 * @param root The block's wrapper element.
 */
export function readProps( root: HTMLElement ): AppProps | null {
	const circles: ViewValue[] = [];
	for ( const item of Array.from(
		root.querySelectorAll( `.${ CLASS }__item` )
	) ) {
		const ring = item.querySelector< HTMLElement >( `.${ CLASS }__ring` );
		const value = item.querySelector< SVGElement >( `.${ CLASS }__value` );
		const label = item.querySelector( `.${ CLASS }__label` );
		if ( ! ring || ! value || ! label ) {
			return null;
		}
		circles.push(
			readViewValue(
				label,
				ring,
				ring.dataset.rel,
				value,
				'--vitrine-circle-color'
			)
		);
	}
	return { root, circles, animate: root.dataset.animate !== 'false' };
}

export function SkillCirclesApp( { root, circles, animate }: AppProps ) {
	const phase = useAppearPhase( root, animate, CIRCLE_VIEWPORT_OFFSET_PX );
	return <SkillCirclesView circles={ circles } phase={ phase } />;
}

hydrateBlocks( '.wp-block-vitrine-skill-circles', readProps, SkillCirclesApp );
