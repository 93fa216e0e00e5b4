import { __ } from '@wordpress/i18n';
import { PanelBody } from '@wordpress/components';
import { ExplainedRangeControl } from '../../shared/editor/explained-range-control';
import { wholeRange } from '../../shared/block-rules';
import { clampWhole } from '../../shared/number';
import type { SliderAttributes } from '../../slider/edit';
import {
	registerInnerSlider,
	type SliderPanelsProps,
} from '../../slider/register';
import { heroTransforms } from '../../transforms/editor';
import metadata from './block.json';

type HeroAttributes = SliderAttributes & { minHeight: number };

export const MIN_HEIGHT = wholeRange( metadata.attributes.minHeight );

function HeroPanels( {
	attributes,
	setAttributes,
}: SliderPanelsProps< HeroAttributes > ) {
	return (
		<PanelBody title={ __( 'Size', 'vitrine' ) }>
			<ExplainedRangeControl
				__nextHasNoMarginBottom
				__next40pxDefaultSize
				label={ __( 'Minimum height (px)', 'vitrine' ) }
				value={ clampWhole( attributes.minHeight, MIN_HEIGHT ) }
				min={ MIN_HEIGHT.min }
				max={ MIN_HEIGHT.max }
				shiftStep={ 10 }
				onChange={ ( minHeight ) =>
					setAttributes( {
						minHeight: minHeight ?? MIN_HEIGHT.fallback,
					} )
				}
			/>
		</PanelBody>
	);
}

registerInnerSlider< HeroAttributes >( metadata, {
	kind: 'hero',
	initialSlides: 2,
	Panels: HeroPanels,
	transforms: heroTransforms,
	style: ( attributes ) => ( {
		'--vitrine-slider-min-height': `${ clampWhole(
			attributes.minHeight,
			MIN_HEIGHT
		) }px`,
	} ),
} );
