import { __ } from '@wordpress/i18n';
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import { Notice, PanelBody, ToggleControl } from '@wordpress/components';
import type { BlockEditProps } from '@wordpress/blocks';
import { ColorModeSwitch } from './switch';

type Attributes = { showLabels: boolean };

/**
 * Why the active theme has no dark mode, when it has none (includes/color-mode.php says it before
 * the editor's script): the switch is hidden from visitors, and editors are told why.
 */
const unavailable = (
	window as unknown as { vitrineDarkModeUnavailable?: string }
 ).vitrineDarkModeUnavailable;

export default function Edit( {
	attributes,
	setAttributes,
}: BlockEditProps< Attributes > ) {
	return (
		<>
			<InspectorControls>
				<PanelBody title={ __( 'Switch', 'vitrine' ) }>
					<ToggleControl
						__nextHasNoMarginBottom
						label={ __( 'Show "Light" and "Dark"', 'vitrine' ) }
						help={ __(
							'Without the words, the buttons are icons named for screen readers. The site default is under Settings → Vitrine.',
							'vitrine'
						) }
						checked={ attributes.showLabels !== false }
						onChange={ ( showLabels ) =>
							setAttributes( { showLabels } )
						}
					/>
				</PanelBody>
			</InspectorControls>
			<div { ...useBlockProps() }>
				{ unavailable && (
					<Notice status="warning" isDismissible={ false }>
						{ unavailable }
					</Notice>
				) }
				<ColorModeSwitch
					showLabels={ attributes.showLabels !== false }
					labels={ {
						group: __( 'Colour mode', 'vitrine' ),
						light: __( 'Light', 'vitrine' ),
						dark: __( 'Dark', 'vitrine' ),
					} }
				/>
			</div>
		</>
	);
}
