import { __ } from '@wordpress/i18n';
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import { PanelBody, SelectControl, TextControl } from '@wordpress/components';
import { ExplainedRangeControl } from '../../shared/editor/explained-range-control';
import type { BlockEditProps } from '@wordpress/blocks';
import { AnimateToggle } from '../../shared/editor/animate-toggle';
import { ProblemsNotice } from '../../shared/editor/problems-notice';
import { escapeText, htmlToText } from '../../shared/inline-html';
import { CounterView, toViewProps } from './counter';
import { DECIMALS } from './count-rules';
import { normalizeAttributes } from './normalize';
import { describeProblems } from './problems';
import type { CounterAttributes } from './types';
import { wrapperProps } from './wrapper';

type Option = { value: string; label: string };

export default function Edit( {
	attributes,
	setAttributes,
}: BlockEditProps< CounterAttributes > ) {
	const clean = normalizeAttributes( attributes );
	const problems = describeProblems( attributes );
	const blockProps = useBlockProps( wrapperProps( clean ) );
	const textControl = (
		key: 'prefix' | 'suffix' | 'label',
		label: string,
		help?: string
	) => (
		<TextControl
			__nextHasNoMarginBottom
			label={ label }
			help={ help }
			value={ htmlToText( clean[ key ] ) }
			onChange={ ( value ) =>
				setAttributes( { [ key ]: escapeText( value ) } )
			}
		/>
	);
	const numberControl = (
		key: 'number' | 'start',
		label: string,
		help?: string
	) => (
		<TextControl
			__nextHasNoMarginBottom
			type="number"
			step="any"
			label={ label }
			help={ help }
			value={ String( clean[ key ] ) }
			onChange={ ( value ) =>
				setAttributes( { [ key ]: Number( value ) } )
			}
		/>
	);

	const thousandsOptions: Option[] = [
		{ value: ',', label: __( 'Comma (1,000)', 'vitrine' ) },
		{ value: '.', label: __( 'Dot (1.000)', 'vitrine' ) },
		{ value: '\u00a0', label: __( 'Space (1 000)', 'vitrine' ) },
		{ value: "'", label: __( 'Apostrophe (1’000)', 'vitrine' ) },
		{ value: '', label: __( 'None (1000)', 'vitrine' ) },
	];
	const decimalOptions: Option[] = [
		{ value: '.', label: __( 'Dot (1.5)', 'vitrine' ) },
		{ value: ',', label: __( 'Comma (1,5)', 'vitrine' ) },
	];

	return (
		<>
			<InspectorControls>
				<PanelBody title={ __( 'Number', 'vitrine' ) }>
					{ numberControl( 'number', __( 'Number', 'vitrine' ) ) }
					{ numberControl(
						'start',
						__( 'Count from', 'vitrine' ),
						__(
							'Where the count starts when the counter scrolls into view.',
							'vitrine'
						)
					) }
					<ExplainedRangeControl
						__nextHasNoMarginBottom
						label={ __( 'Decimals', 'vitrine' ) }
						min={ 0 }
						max={ DECIMALS.max }
						value={ clean.decimals }
						onChange={ ( decimals ) =>
							setAttributes( { decimals: decimals ?? 0 } )
						}
					/>
					<SelectControl
						__nextHasNoMarginBottom
						label={ __( 'Thousands separator', 'vitrine' ) }
						value={ clean.thousandsSeparator }
						options={ thousandsOptions }
						onChange={ ( thousandsSeparator ) =>
							setAttributes( { thousandsSeparator } )
						}
					/>
					<SelectControl
						__nextHasNoMarginBottom
						label={ __( 'Decimal separator', 'vitrine' ) }
						value={ clean.decimalSeparator }
						options={ decimalOptions }
						onChange={ ( decimalSeparator ) =>
							setAttributes( { decimalSeparator } )
						}
					/>
				</PanelBody>
				<PanelBody title={ __( 'Text', 'vitrine' ) }>
					{ textControl(
						'prefix',
						__( 'Prefix', 'vitrine' ),
						__( 'Shown before the number, such as $.', 'vitrine' )
					) }
					{ textControl(
						'suffix',
						__( 'Suffix', 'vitrine' ),
						__(
							'Shown after the number, such as + or %.',
							'vitrine'
						)
					) }
					{ textControl( 'label', __( 'Label', 'vitrine' ) ) }
				</PanelBody>
				<PanelBody title={ __( 'Motion', 'vitrine' ) }>
					<AnimateToggle
						label={ __(
							'Count up when scrolled into view',
							'vitrine'
						) }
						checked={ clean.animate }
						onChange={ ( animate ) => setAttributes( { animate } ) }
					/>
				</PanelBody>
			</InspectorControls>
			<div { ...blockProps }>
				<ProblemsNotice problems={ problems } />
				<CounterView { ...toViewProps( clean ) } />
			</div>
		</>
	);
}
