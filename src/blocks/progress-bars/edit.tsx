import { __, sprintf } from '@wordpress/i18n';
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import {
	Button,
	PanelBody,
	Placeholder,
	RangeControl,
	ToggleControl,
} from '@wordpress/components';
import type { BlockEditProps } from '@wordpress/blocks';
import { AnimateToggle } from '../../shared/editor/animate-toggle';
import { ProblemsNotice } from '../../shared/editor/problems-notice';
import {
	addItem,
	LabelledValuesPanel,
} from '../../shared/editor/labelled-values-panel';
import { toViewValues } from '../../shared/labelled-values';
import { ProgressBarsView } from './bars';
import { normalizeAttributes, THICKNESS } from './normalize';
import { barName, describeProblems } from './problems';
import type { Bar, ProgressBarsAttributes } from './types';
import { wrapperProps } from './wrapper';

/**
 * A new bar's label.
 *
 * @param number The bar's position, from 1.
 */
const newBarLabel = ( number: number ) =>
	/* translators: %d: number of the new bar */
	sprintf( __( 'Skill %d', 'vitrine' ), number );

export default function Edit( {
	attributes,
	setAttributes,
}: BlockEditProps< ProgressBarsAttributes > ) {
	const clean = normalizeAttributes( attributes );
	const problems = describeProblems( attributes );
	const blockProps = useBlockProps( wrapperProps( clean ) );

	const setBars = ( bars: Bar[] ) => setAttributes( { bars } );

	return (
		<>
			<InspectorControls>
				<PanelBody title={ __( 'Bars', 'vitrine' ) }>
					<LabelledValuesPanel
						items={ clean.bars }
						onChange={ setBars }
						itemName={ barName }
						addLabel={ __( 'Add bar', 'vitrine' ) }
						newLabel={ newBarLabel }
					/>
				</PanelBody>
				<PanelBody title={ __( 'Display', 'vitrine' ) }>
					<ToggleControl
						__nextHasNoMarginBottom
						label={ __( 'Show values', 'vitrine' ) }
						checked={ clean.showValues }
						onChange={ ( showValues ) =>
							setAttributes( { showValues } )
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
					<RangeControl
						__nextHasNoMarginBottom
						label={ __( 'Thickness (px)', 'vitrine' ) }
						min={ THICKNESS.min }
						max={ THICKNESS.max }
						value={ clean.thickness }
						onChange={ ( thickness ) =>
							setAttributes( { thickness: thickness ?? 10 } )
						}
					/>
				</PanelBody>
			</InspectorControls>
			<div { ...blockProps }>
				<ProblemsNotice problems={ problems } />
				{ clean.bars.length > 0 ? (
					<ProgressBarsView
						bars={ toViewValues( clean.bars ) }
						showValues={ clean.showValues }
					/>
				) : (
					<Placeholder
						icon="chart-bar"
						label={ __( 'Progress bars', 'vitrine' ) }
						instructions={ __(
							'Show skills or goals as labelled bars.',
							'vitrine'
						) }
					>
						<Button
							variant="primary"
							onClick={ () =>
								setBars(
									addItem( clean.bars, newBarLabel( 1 ) )
								)
							}
						>
							{ __( 'Add bar', 'vitrine' ) }
						</Button>
					</Placeholder>
				) }
			</div>
		</>
	);
}
