/**
 * Front end: hydrates each saved progress-bars block with the component that rendered it,
 * then lets bars that were off screen grow from 0 when they scroll into view.
 */
import { isHexColor } from '../../shared/color';
import { hydrateBlocks } from '../../shared/hydrate';
import { useAppearPhase } from '../../shared/use-appear-phase';
import { clampPercent } from '../../shared/percent';
import { CLASS, ProgressBarsView } from './bars';
import type { ViewBar } from './types';

interface AppProps {
	root: HTMLElement;
	bars: ViewBar[];
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
	const bars: ViewBar[] = [];
	for ( const item of items ) {
		const fill = item.querySelector< HTMLElement >( `.${ CLASS }__fill` );
		const label = item.querySelector( `.${ CLASS }__label` );
		const track = item.querySelector( `.${ CLASS }__track` );
		if ( ! fill || ! label || ! track ) {
			return null;
		}
		const bar: ViewBar = {
			labelHtml: label.innerHTML,
			name: track.getAttribute( 'aria-label' ) ?? '',
			value: clampPercent( fill.dataset.width ),
		};
		const color = fill.style
			.getPropertyValue( '--vitrine-bar-color' )
			.trim();
		if ( isHexColor( color ) ) {
			bar.color = color;
		}
		bars.push( bar );
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
