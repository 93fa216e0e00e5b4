/**
 * Front end: hydrates each saved progress-bars block with the component that rendered it,
 * then lets bars that were off screen grow from 0 when they scroll into view.
 */
import { hydrateBlocks } from '../../shared/hydrate';
import { readViewValue, type ViewValue } from '../../shared/labelled-values';
import { useAppearPhase } from '../../shared/use-appear-phase';
import { CLASS, ProgressBarsView } from './bars';

interface AppProps {
	root: HTMLElement;
	bars: ViewValue[];
	showValues: boolean;
	animate: boolean;
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
		root,
		bars,
		showValues: root.querySelector( `.${ CLASS }__value` ) !== null,
		animate: root.dataset.animate !== 'false',
	};
}

export function ProgressBarsApp( {
	root,
	bars,
	showValues,
	animate,
}: AppProps ) {
	const phase = useAppearPhase( root, animate );
	return (
		<ProgressBarsView
			bars={ bars }
			showValues={ showValues }
			phase={ phase }
		/>
	);
}

hydrateBlocks( '.wp-block-vitrine-progress-bars', readProps, ProgressBarsApp );
