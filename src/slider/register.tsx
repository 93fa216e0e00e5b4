/**
 * Registers a slider whose slides are inner blocks: the shared editor, and a save that keeps
 * only the slides (the controls and names around them are rendered on the server, in the site's
 * language: src/slider/index.php).
 */
import type { BlockConfiguration } from '@wordpress/blocks';
import { InnerBlocks } from '@wordpress/block-editor';
import { createElement, type ComponentType } from '@wordpress/element';
import { SliderEdit, type SliderAttributes } from './edit';
import type { SliderKind } from './settings';
import {
	registerVitrineBlock,
	type BlockMetadata,
} from '../shared/register-block';

export type SliderPanelsProps< A > = {
	attributes: A;
	setAttributes: ( changes: Partial< A > ) => void;
};

type Options< A > = {
	kind: SliderKind;
	initialSlides: number;
	/** Sidebar panels of this kind only. */
	Panels?: ComponentType< SliderPanelsProps< A > >;
	/** CSS custom properties of this kind only, as the server writes them. */
	style?: ( attributes: A ) => Record< string, string >;
	/** From core blocks and back (src/transforms/). */
	transforms?: BlockConfiguration[ 'transforms' ];
	/** Until a slide holds a picture, pictures are offered in place (src/slider/edit.tsx). */
	offersPictures?: boolean;
};

export function registerInnerSlider< A extends SliderAttributes >(
	metadata: BlockMetadata,
	{
		kind,
		initialSlides,
		Panels,
		style,
		transforms,
		offersPictures,
	}: Options< A >
) {
	registerVitrineBlock< A >( metadata, {
		edit: ( { attributes, setAttributes, clientId } ) => (
			<SliderEdit
				kind={ kind }
				attributes={ attributes }
				setAttributes={ setAttributes }
				clientId={ clientId }
				initialSlides={ initialSlides }
				style={ style?.( attributes ) }
				offersPictures={ offersPictures }
			>
				{ Panels && (
					<Panels
						attributes={ attributes }
						setAttributes={ setAttributes }
					/>
				) }
			</SliderEdit>
		),
		save: () => createElement( InnerBlocks.Content ),
		transforms: transforms as BlockConfiguration< A >[ 'transforms' ],
	} );
}
