import { __ } from '@wordpress/i18n';
import { ToggleControl } from '@wordpress/components';
import { ExplainedRangeControl } from '../../shared/editor/explained-range-control';
import { labelledValuesEdit } from '../../shared/editor/labelled-values-edit';
import { toViewValues } from '../../shared/labelled-values';
import { ProgressBarsView } from './bars';
import { normalizeAttributes, THICKNESS } from './normalize';
import { barName, describeProblems } from './problems';
import type { ProgressBarsAttributes } from './types';
import { wrapperProps } from './wrapper';

export default labelledValuesEdit< ProgressBarsAttributes >( {
	itemsKey: 'bars',
	normalize: normalizeAttributes,
	describeProblems,
	wrapperProps,
	itemName: barName,
	texts: () => ( {
		itemsTitle: __( 'Bars', 'vitrine' ),
		addLabel: __( 'Add bar', 'vitrine' ),
		placeholder: {
			icon: 'chart-bar',
			label: __( 'Progress bars', 'vitrine' ),
			instructions: __(
				'Show skills or goals as labelled bars.',
				'vitrine'
			),
		},
	} ),
	Display: ( { clean, setAttributes } ) => (
		<>
			<ToggleControl
				__nextHasNoMarginBottom
				label={ __( 'Show values', 'vitrine' ) }
				checked={ clean.showValues }
				onChange={ ( showValues ) => setAttributes( { showValues } ) }
			/>
			<ExplainedRangeControl
				__nextHasNoMarginBottom
				label={ __( 'Thickness (px)', 'vitrine' ) }
				min={ THICKNESS.min }
				max={ THICKNESS.max }
				value={ clean.thickness }
				onChange={ ( thickness ) =>
					setAttributes( {
						thickness: thickness ?? THICKNESS.fallback,
					} )
				}
			/>
		</>
	),
	View: ( { clean } ) => (
		<ProgressBarsView
			bars={ toViewValues( clean.bars ) }
			showValues={ clean.showValues }
		/>
	),
} );
