import { __, sprintf } from '@wordpress/i18n';
import {
	InspectorControls,
	useBlockProps,
	useInnerBlocksProps,
} from '@wordpress/block-editor';
import {
	Notice,
	PanelBody,
	SelectControl,
	TextControl,
} from '@wordpress/components';
import type { BlockEditProps } from '@wordpress/blocks';
import { useEditingWithin } from '../../shared/editor/editing-within';
import {
	cleanLabel,
	LABEL_MAX_LENGTH,
	type OffcanvasAttributes,
} from './types';

const TEMPLATE: [ string, Record< string, unknown > ][] = [
	[
		'core/heading',
		{ level: 2, placeholder: __( 'Panel heading', 'vitrine' ) },
	],
	[
		'core/paragraph',
		{ placeholder: __( 'What the panel says…', 'vitrine' ) },
	],
];

/**
 * The editor shows the button as visitors see it and, while the block or a block in its panel is
 * selected, the panel's blocks below it to edit (a click on the button selects it).
 * @param root0
 * @param root0.attributes
 * @param root0.setAttributes
 * @param root0.clientId
 */
export default function Edit( {
	attributes,
	setAttributes,
	clientId,
}: BlockEditProps< OffcanvasAttributes > ) {
	const { label, cut } = cleanLabel(
		attributes.buttonLabel,
		__( 'More', 'vitrine' )
	);
	const blockProps = useBlockProps( {
		className: useEditingWithin( clientId )
			? 'vitrine-offcanvas--editing'
			: undefined,
	} );
	const innerBlocksProps = useInnerBlocksProps(
		{ className: 'vitrine-offcanvas__editor-panel' },
		{ template: TEMPLATE }
	);
	return (
		<>
			<InspectorControls>
				<PanelBody title={ __( 'Side panel', 'vitrine' ) }>
					<TextControl
						__nextHasNoMarginBottom
						label={ __( 'Button text', 'vitrine' ) }
						help={ __(
							'Also the panel\'s name for screen readers. Empty shows "More".',
							'vitrine'
						) }
						value={ attributes.buttonLabel }
						onChange={ ( buttonLabel ) =>
							setAttributes( { buttonLabel } )
						}
					/>
					{ cut && (
						<Notice status="warning" isDismissible={ false }>
							{ sprintf(
								/* translators: %d: the longest button text, in characters. */
								__(
									'Visitors see the first %d characters only.',
									'vitrine'
								),
								LABEL_MAX_LENGTH
							) }
						</Notice>
					) }
					<SelectControl
						__nextHasNoMarginBottom
						label={ __( 'Slides in from', 'vitrine' ) }
						value={ attributes.side === 'start' ? 'start' : 'end' }
						options={ [
							{
								value: 'end',
								label: __(
									'The end (right in English)',
									'vitrine'
								),
							},
							{
								value: 'start',
								label: __(
									'The start (left in English)',
									'vitrine'
								),
							},
						] }
						onChange={ ( side ) =>
							setAttributes( {
								side: side === 'start' ? 'start' : 'end',
							} )
						}
					/>
				</PanelBody>
			</InspectorControls>
			<div { ...blockProps }>
				<span className="vitrine-offcanvas__open">
					<span
						className="vitrine-offcanvas__icon"
						aria-hidden="true"
					/>
					<span className="vitrine-offcanvas__label">{ label }</span>
				</span>
				<div { ...innerBlocksProps } />
			</div>
		</>
	);
}
