import { __ } from '@wordpress/i18n';
import { ExplainedRangeControl } from '../../shared/editor/explained-range-control';
import { ColorSetting } from '../../shared/editor/color-setting';
import { labelledValuesEdit } from '../../shared/editor/labelled-values-edit';
import { toViewValues } from '../../shared/labelled-values';
import { SkillCirclesView } from './circles';
import { normalizeAttributes, SIZE, THICKNESS } from './normalize';
import { circleName, describeProblems } from './problems';
import type { SkillCirclesAttributes } from './types';
import { wrapperProps } from './wrapper';

export default labelledValuesEdit< SkillCirclesAttributes >( {
	itemsKey: 'circles',
	normalize: normalizeAttributes,
	describeProblems,
	wrapperProps,
	itemName: circleName,
	texts: () => ( {
		itemsTitle: __( 'Circles', 'vitrine' ),
		addLabel: __( 'Add circle', 'vitrine' ),
		placeholder: {
			icon: 'marker',
			label: __( 'Skill circles', 'vitrine' ),
			instructions: __(
				'Show skills or scores as circular percentages.',
				'vitrine'
			),
		},
	} ),
	Display: ( { clean, setAttributes } ) => (
		<>
			<ExplainedRangeControl
				__nextHasNoMarginBottom
				label={ __( 'Size (px)', 'vitrine' ) }
				min={ SIZE.min }
				max={ SIZE.max }
				value={ clean.size }
				onChange={ ( size ) =>
					setAttributes( { size: size ?? SIZE.fallback } )
				}
			/>
			<ExplainedRangeControl
				__nextHasNoMarginBottom
				label={ __( 'Ring width', 'vitrine' ) }
				min={ THICKNESS.min }
				max={ THICKNESS.max }
				value={ clean.thickness }
				onChange={ ( thickness ) =>
					setAttributes( {
						thickness: thickness ?? THICKNESS.fallback,
					} )
				}
			/>
			<ColorSetting
				label={ __( 'Track colour', 'vitrine' ) }
				value={ clean.trackColor || undefined }
				onChange={ ( trackColor ) =>
					setAttributes( { trackColor: trackColor ?? '' } )
				}
			/>
		</>
	),
	View: ( { clean } ) => (
		<SkillCirclesView circles={ toViewValues( clean.circles ) } />
	),
} );
