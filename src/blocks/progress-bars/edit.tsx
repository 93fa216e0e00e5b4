import { __, sprintf } from '@wordpress/i18n';
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import {
	Button,
	Notice,
	PanelBody,
	Placeholder,
	RangeControl,
	TextControl,
	ToggleControl,
} from '@wordpress/components';
import type { BlockEditProps } from '@wordpress/blocks';
import { ColorSetting } from '../../shared/editor/color-setting';
import { escapeText, htmlToText } from '../../shared/inline-html';
import { ProgressBarsView, toViewBars } from './bars';
import {
	describeProblems,
	normalizeAttributes,
	THICKNESS_MAX,
	THICKNESS_MIN,
} from './normalize';
import type { Bar, ProgressBarsAttributes } from './types';
import { wrapperProps } from './wrapper';
import './editor.scss';

const NEW_BAR_VALUE = 50;

export default function Edit( {
	attributes,
	setAttributes,
}: BlockEditProps< ProgressBarsAttributes > ) {
	const clean = normalizeAttributes( attributes );
	const problems = describeProblems( attributes );
	const blockProps = useBlockProps( wrapperProps( clean ) );

	const setBars = ( bars: Bar[] ) => setAttributes( { bars } );
	const updateBar = ( index: number, change: Partial< Bar > ) =>
		setBars(
			clean.bars.map( ( bar, i ) =>
				i === index ? { ...bar, ...change } : bar
			)
		);
	const removeBar = ( index: number ) =>
		setBars( clean.bars.filter( ( _bar, i ) => i !== index ) );
	const moveBar = ( index: number, offset: -1 | 1 ) => {
		const bars = [ ...clean.bars ];
		const [ bar ] = bars.splice( index, 1 );
		bars.splice( index + offset, 0, bar );
		setBars( bars );
	};
	const addBar = () =>
		setBars( [
			...clean.bars,
			{
				label: escapeText(
					sprintf(
						/* translators: %d: number of the new bar */
						__( 'Skill %d', 'vitrine' ),
						clean.bars.length + 1
					)
				),
				value: NEW_BAR_VALUE,
			},
		] );

	return (
		<>
			<InspectorControls>
				<PanelBody title={ __( 'Bars', 'vitrine' ) }>
					{ clean.bars.map( ( bar, index ) => (
						<fieldset
							key={ index }
							className="vitrine-progress-bars__editor-bar"
						>
							<legend>
								{ sprintf(
									/* translators: %d: bar number */
									__( 'Bar %d', 'vitrine' ),
									index + 1
								) }
							</legend>
							<TextControl
								__nextHasNoMarginBottom
								label={ __( 'Label', 'vitrine' ) }
								value={ htmlToText( bar.label ) }
								onChange={ ( text ) =>
									updateBar( index, {
										label: escapeText( text ),
									} )
								}
							/>
							<RangeControl
								__nextHasNoMarginBottom
								label={ __( 'Value (%)', 'vitrine' ) }
								min={ 0 }
								max={ 100 }
								value={ bar.value }
								onChange={ ( value ) =>
									updateBar( index, { value: value ?? 0 } )
								}
							/>
							<ColorSetting
								label={ __( 'Colour', 'vitrine' ) }
								value={ bar.color }
								onChange={ ( color ) =>
									updateBar( index, { color } )
								}
							/>
							<div className="vitrine-progress-bars__editor-actions">
								<Button
									variant="secondary"
									size="small"
									disabled={ index === 0 }
									onClick={ () => moveBar( index, -1 ) }
								>
									{ __( 'Move up', 'vitrine' ) }
								</Button>
								<Button
									variant="secondary"
									size="small"
									disabled={ index === clean.bars.length - 1 }
									onClick={ () => moveBar( index, 1 ) }
								>
									{ __( 'Move down', 'vitrine' ) }
								</Button>
								<Button
									variant="secondary"
									size="small"
									isDestructive
									onClick={ () => removeBar( index ) }
								>
									{ __( 'Remove', 'vitrine' ) }
								</Button>
							</div>
						</fieldset>
					) ) }
					<Button variant="primary" onClick={ addBar }>
						{ __( 'Add bar', 'vitrine' ) }
					</Button>
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
					<ToggleControl
						__nextHasNoMarginBottom
						label={ __(
							'Animate when scrolled into view',
							'vitrine'
						) }
						help={ __(
							'Never animates for visitors who ask for reduced motion.',
							'vitrine'
						) }
						checked={ clean.animate }
						onChange={ ( animate ) => setAttributes( { animate } ) }
					/>
					<RangeControl
						__nextHasNoMarginBottom
						label={ __( 'Thickness (px)', 'vitrine' ) }
						min={ THICKNESS_MIN }
						max={ THICKNESS_MAX }
						value={ clean.thickness }
						onChange={ ( thickness ) =>
							setAttributes( { thickness: thickness ?? 10 } )
						}
					/>
				</PanelBody>
			</InspectorControls>
			<div { ...blockProps }>
				{ problems.length > 0 && (
					<Notice status="warning" isDismissible={ false }>
						<ul>
							{ problems.map( ( problem ) => (
								<li key={ problem }>{ problem }</li>
							) ) }
						</ul>
					</Notice>
				) }
				{ clean.bars.length > 0 ? (
					<ProgressBarsView
						bars={ toViewBars( clean.bars ) }
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
						<Button variant="primary" onClick={ addBar }>
							{ __( 'Add bar', 'vitrine' ) }
						</Button>
					</Placeholder>
				) }
			</div>
		</>
	);
}
