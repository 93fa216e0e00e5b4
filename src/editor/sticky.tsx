/**
 * "Stick after scrolling" (SH-1) on the header template part and on groups: an attribute and a
 * switch in their sidebar. includes/sticky.php registers the same attribute on the server and
 * marks the block on the front end.
 */
import { __ } from '@wordpress/i18n';
import { addFilter } from '@wordpress/hooks';
import { createHigherOrderComponent } from '@wordpress/compose';
import { InspectorControls } from '@wordpress/block-editor';
import { PanelBody, ToggleControl } from '@wordpress/components';
import type { ComponentType } from 'react';

export const STICKY_BLOCKS = [ 'core/group', 'core/template-part' ];

type Settings = { attributes?: Record< string, unknown > };

/**
 * @param settings The block type's settings.
 * @param name     The block type.
 */
export function addStickyAttribute( settings: Settings, name: string ) {
	if ( ! STICKY_BLOCKS.includes( name ) ) {
		return settings;
	}
	return {
		...settings,
		attributes: {
			...settings.attributes,
			vitrineSticky: { type: 'boolean', default: false },
		},
	};
}

type EditProps = {
	name: string;
	attributes: { vitrineSticky?: boolean };
	setAttributes: ( changes: { vitrineSticky: boolean } ) => void;
};

const withStickyControl = createHigherOrderComponent(
	( BlockEdit: ComponentType< EditProps > ) => ( props: EditProps ) => {
		if ( ! STICKY_BLOCKS.includes( props.name ) ) {
			return <BlockEdit { ...props } />;
		}
		return (
			<>
				<BlockEdit { ...props } />
				<InspectorControls>
					<PanelBody title={ __( 'Sticky', 'vitrine' ) }>
						<ToggleControl
							__nextHasNoMarginBottom
							label={ __( 'Stick after scrolling', 'vitrine' ) }
							help={ __(
								'Fixed to the top of the window once visitors scroll 200 px; its place in the page keeps its height, so nothing jumps.',
								'vitrine'
							) }
							checked={ !! props.attributes.vitrineSticky }
							onChange={ ( vitrineSticky ) =>
								props.setAttributes( { vitrineSticky } )
							}
						/>
					</PanelBody>
				</InspectorControls>
			</>
		);
	},
	'withVitrineStickyControl'
);

addFilter(
	'blocks.registerBlockType',
	'vitrine/sticky-attribute',
	addStickyAttribute
);
addFilter( 'editor.BlockEdit', 'vitrine/sticky-control', withStickyControl );
