/**
 * Front end: hydrates each served skill-circles block with the component that rendered it, when a
 * visitor interacts with it (its islands start, block.json). The rings fill into view before
 * that, on the served markup (motion.ts); hydration waits for them to end.
 */
import { hydrateBlocks } from '../../lifecycle/hydrate';
import { readViewValue, type ViewValue } from '../../shared/labelled-values';
import { CLASS, SkillCirclesView } from './circles';

interface AppProps {
	circles: ViewValue[];
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
	return { circles };
}

hydrateBlocks( '.wp-block-vitrine-skill-circles', readProps, SkillCirclesView );
