/**
 * The editor of a block made of labelled percentages (progress bars, skill circles), made once
 * for both: the items in the sidebar, the block's own display settings under them with the
 * animation switch last, and in the canvas the block, or a placeholder with an "Add" button while
 * it has no item. Each block gives its rules, names and two small components.
 */
import { __, sprintf } from '@wordpress/i18n';
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import { Button, PanelBody, Placeholder } from '@wordpress/components';
import type { BlockEditProps } from '@wordpress/blocks';
import type { ComponentProps, ComponentType } from 'react';
import type { LabelledValue } from '../labelled-values';
import { AnimateToggle } from './animate-toggle';
import { addItem, LabelledValuesPanel } from './labelled-values-panel';
import { ProblemsNotice } from './problems-notice';

type ItemsKey< A > = {
	[ K in keyof A ]: A[ K ] extends LabelledValue[] ? K : never;
}[ keyof A ];

export interface LabelledValuesBlock< A extends { animate: boolean } > {
	/** The attribute that holds the items (`bars`, `circles`). */
	itemsKey: ItemsKey< A >;
	normalize: ( attributes: Partial< A > ) => A;
	describeProblems: ( attributes: Partial< A > ) => string[];
	wrapperProps: ( clean: A ) => Record< string, unknown >;
	/** Names item n for people ("Bar 2"). */
	itemName: ( number: number ) => string;
	/** Texts, asked for when the editor renders (translations are loaded by then). */
	texts: () => {
		itemsTitle: string;
		addLabel: string;
		placeholder: Pick<
			ComponentProps< typeof Placeholder >,
			'icon' | 'label' | 'instructions'
		>;
	};
	/** The block's own display settings. */
	Display: ComponentType< {
		clean: A;
		setAttributes: ( changes: Partial< A > ) => void;
	} >;
	/** The block as visitors see it, shown once it has items. */
	View: ComponentType< { clean: A } >;
}

/**
 * A new item's label (plain text), given its number.
 *
 * @param number The item's position, from 1.
 */
const newLabel = ( number: number ) =>
	/* translators: %d: number of the new bar or circle */
	sprintf( __( 'Skill %d', 'vitrine' ), number );

export function labelledValuesEdit< A extends { animate: boolean } >(
	block: LabelledValuesBlock< A >
) {
	const { itemsKey, Display, View } = block;
	return function Edit( { attributes, setAttributes }: BlockEditProps< A > ) {
		const clean = block.normalize( attributes );
		const items = clean[ itemsKey ] as LabelledValue[];
		const setItems = ( next: LabelledValue[] ) =>
			setAttributes( { [ itemsKey ]: next } as unknown as Partial< A > );
		const { itemsTitle, addLabel, placeholder } = block.texts();
		const blockProps = useBlockProps( block.wrapperProps( clean ) );
		return (
			<>
				<InspectorControls>
					<PanelBody title={ itemsTitle }>
						<LabelledValuesPanel
							items={ items }
							onChange={ setItems }
							itemName={ block.itemName }
							addLabel={ addLabel }
							newLabel={ newLabel }
						/>
					</PanelBody>
					<PanelBody title={ __( 'Display', 'vitrine' ) }>
						<Display
							clean={ clean }
							setAttributes={ setAttributes }
						/>
						<AnimateToggle
							label={ __(
								'Animate when scrolled into view',
								'vitrine'
							) }
							checked={ clean.animate }
							onChange={ ( animate ) =>
								setAttributes( { animate } as Partial< A > )
							}
						/>
					</PanelBody>
				</InspectorControls>
				<div { ...blockProps }>
					<ProblemsNotice
						problems={ block.describeProblems( attributes ) }
					/>
					{ items.length > 0 ? (
						<View clean={ clean } />
					) : (
						<Placeholder { ...placeholder }>
							<Button
								variant="primary"
								onClick={ () =>
									setItems( addItem( items, newLabel( 1 ) ) )
								}
							>
								{ addLabel }
							</Button>
						</Placeholder>
					) }
				</div>
			</>
		);
	};
}
