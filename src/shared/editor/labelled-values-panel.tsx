/**
 * The sidebar list of labelled values (bars, circles): label, value and colour per item, move up,
 * move down, remove, and add.
 */
import { __ } from '@wordpress/i18n';
import { Button, TextControl } from '@wordpress/components';
import { ExplainedRangeControl } from './explained-range-control';
import { escapeText, htmlToText } from '../inline-html';
import type { LabelledValue } from '../labelled-values';
import { ColorSetting } from './color-setting';
import './labelled-values-panel.scss';

interface Props {
	items: LabelledValue[];
	onChange: ( items: LabelledValue[] ) => void;
	/** Names item n for people ("Bar 2"). */
	itemName: ( number: number ) => string;
	/** The add button's text ("Add bar"). */
	addLabel: string;
	/** A new item's label (plain text), given its number. */
	newLabel: ( number: number ) => string;
}

const NEW_VALUE = 50;

/**
 * The list with one more item.
 *
 * @param items The current items.
 * @param label The new item's label, plain text.
 */
export function addItem(
	items: LabelledValue[],
	label: string
): LabelledValue[] {
	return [ ...items, { label: escapeText( label ), value: NEW_VALUE } ];
}

export function LabelledValuesPanel( {
	items,
	onChange,
	itemName,
	addLabel,
	newLabel,
}: Props ) {
	const update = ( index: number, change: Partial< LabelledValue > ) =>
		onChange(
			items.map( ( item, i ) =>
				i === index ? { ...item, ...change } : item
			)
		);
	const move = ( index: number, offset: -1 | 1 ) => {
		const next = [ ...items ];
		const [ item ] = next.splice( index, 1 );
		next.splice( index + offset, 0, item );
		onChange( next );
	};
	return (
		<>
			{ items.map( ( item, index ) => (
				<fieldset
					key={ index }
					className="vitrine-labelled-values__item"
				>
					<legend>{ itemName( index + 1 ) }</legend>
					<TextControl
						__nextHasNoMarginBottom
						label={ __( 'Label', 'vitrine' ) }
						value={ htmlToText( item.label ) }
						onChange={ ( text ) =>
							update( index, { label: escapeText( text ) } )
						}
					/>
					<ExplainedRangeControl
						__nextHasNoMarginBottom
						label={ __( 'Value (%)', 'vitrine' ) }
						min={ 0 }
						max={ 100 }
						value={ item.value }
						onChange={ ( value ) =>
							update( index, { value: value ?? 0 } )
						}
					/>
					<ColorSetting
						label={ __( 'Colour', 'vitrine' ) }
						value={ item.color }
						onChange={ ( color ) => update( index, { color } ) }
					/>
					<div className="vitrine-labelled-values__actions">
						<Button
							variant="secondary"
							size="small"
							disabled={ index === 0 }
							onClick={ () => move( index, -1 ) }
						>
							{ __( 'Move up', 'vitrine' ) }
						</Button>
						<Button
							variant="secondary"
							size="small"
							disabled={ index === items.length - 1 }
							onClick={ () => move( index, 1 ) }
						>
							{ __( 'Move down', 'vitrine' ) }
						</Button>
						<Button
							variant="secondary"
							size="small"
							isDestructive
							onClick={ () =>
								onChange(
									items.filter( ( _item, i ) => i !== index )
								)
							}
						>
							{ __( 'Remove', 'vitrine' ) }
						</Button>
					</div>
				</fieldset>
			) ) }
			<Button
				variant="primary"
				onClick={ () =>
					onChange( addItem( items, newLabel( items.length + 1 ) ) )
				}
			>
				{ addLabel }
			</Button>
		</>
	);
}
