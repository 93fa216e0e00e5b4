import { __, sprintf } from '@wordpress/i18n';
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import {
	Button,
	PanelBody,
	Placeholder,
	RangeControl,
} from '@wordpress/components';
import type { BlockEditProps } from '@wordpress/blocks';
import { AnimateToggle } from '../../shared/editor/animate-toggle';
import { ProblemsNotice } from '../../shared/editor/problems-notice';
import { ColorSetting } from '../../shared/editor/color-setting';
import {
	addItem,
	LabelledValuesPanel,
} from '../../shared/editor/labelled-values-panel';
import { toViewValues, type LabelledValue } from '../../shared/labelled-values';
import { SkillCirclesView } from './circles';
import { normalizeAttributes, SIZE, THICKNESS } from './normalize';
import { circleName, describeProblems } from './problems';
import type { SkillCirclesAttributes } from './types';
import { wrapperProps } from './wrapper';

/**
 * A new circle's label.
 *
 * @param number The circle's position, from 1.
 */
const newCircleLabel = ( number: number ) =>
	/* translators: %d: number of the new circle */
	sprintf( __( 'Skill %d', 'vitrine' ), number );

export default function Edit( {
	attributes,
	setAttributes,
}: BlockEditProps< SkillCirclesAttributes > ) {
	const clean = normalizeAttributes( attributes );
	const problems = describeProblems( attributes );
	const blockProps = useBlockProps( wrapperProps( clean ) );
	const setCircles = ( circles: LabelledValue[] ) =>
		setAttributes( { circles } );

	return (
		<>
			<InspectorControls>
				<PanelBody title={ __( 'Circles', 'vitrine' ) }>
					<LabelledValuesPanel
						items={ clean.circles }
						onChange={ setCircles }
						itemName={ circleName }
						addLabel={ __( 'Add circle', 'vitrine' ) }
						newLabel={ newCircleLabel }
					/>
				</PanelBody>
				<PanelBody title={ __( 'Display', 'vitrine' ) }>
					<RangeControl
						__nextHasNoMarginBottom
						label={ __( 'Size (px)', 'vitrine' ) }
						min={ SIZE.min }
						max={ SIZE.max }
						value={ clean.size }
						onChange={ ( size ) =>
							setAttributes( { size: size ?? SIZE.fallback } )
						}
					/>
					<RangeControl
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
					<AnimateToggle
						label={ __(
							'Animate when scrolled into view',
							'vitrine'
						) }
						checked={ clean.animate }
						onChange={ ( animate ) => setAttributes( { animate } ) }
					/>
				</PanelBody>
			</InspectorControls>
			<div { ...blockProps }>
				<ProblemsNotice problems={ problems } />
				{ clean.circles.length > 0 ? (
					<SkillCirclesView
						circles={ toViewValues( clean.circles ) }
					/>
				) : (
					<Placeholder
						icon="marker"
						label={ __( 'Skill circles', 'vitrine' ) }
						instructions={ __(
							'Show skills or scores as circular percentages.',
							'vitrine'
						) }
					>
						<Button
							variant="primary"
							onClick={ () =>
								setCircles(
									addItem(
										clean.circles,
										newCircleLabel( 1 )
									)
								)
							}
						>
							{ __( 'Add circle', 'vitrine' ) }
						</Button>
					</Placeholder>
				) }
			</div>
		</>
	);
}
