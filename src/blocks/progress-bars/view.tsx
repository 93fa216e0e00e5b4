/**
 * Front end: hydrates each served progress-bars block with the component that rendered it, when
 * a visitor interacts with it (its islands start, block.json). The growth into view runs before
 * that, on the served markup (motion.ts); hydration waits for it to end.
 */
import { hydrateBlocks } from '../../lifecycle/hydrate';
import { readViewValue, type ViewValue } from '../../shared/labelled-values';
import { CLASS, ProgressBarsView } from './bars';

interface AppProps {
	bars: ViewValue[];
	showValues: boolean;
}
/**
 * Rebuilds the view's props from saved markup; the DOM is the only source of truth.
 * @param root The block's wrapper element.
 */
export function readProps( root: HTMLElement ): AppProps | null {
	const items = Array.from(
		root.querySelectorAll< HTMLElement >( `.${ CLASS }__item` )
	);
	const bars: ViewValue[] = [];
	for ( const item of items ) {
		const fill = item.querySelector< HTMLElement >( `.${ CLASS }__fill` );
		const label = item.querySelector( `.${ CLASS }__label` );
		const track = item.querySelector( `.${ CLASS }__track` );
		if ( ! fill || ! label || ! track ) {
			return null;
		}
		bars.push(
			readViewValue(
				label,
				track,
				fill.dataset.width,
				fill,
				'--vitrine-bar-color'
			)
		);
	}
	return {
		bars,
		showValues: root.querySelector( `.${ CLASS }__value` ) !== null,
	};
}

hydrateBlocks( '.wp-block-vitrine-progress-bars', readProps, ProgressBarsView );
