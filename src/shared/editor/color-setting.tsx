/**
 * A colour choice in the sidebar: the theme's palette (theme.json) plus a custom colour, stored
 * as a hex colour (the only colour format Vitrine writes into markup).
 */
import { useSettings } from '@wordpress/block-editor';
import { BaseControl, ColorPalette } from '@wordpress/components';
import './color-setting.scss';

interface Props {
	label: string;
	value?: string;
	onChange: ( color: string | undefined ) => void;
}

type PaletteColor = { name: string; slug: string; color: string };

export function ColorSetting( { label, value, onChange }: Props ) {
	const [ palette ] = useSettings( 'color.palette' ) as [
		PaletteColor[] | undefined,
	];
	return (
		// A fieldset names the group of swatches for screen readers too.
		<fieldset className="vitrine-color-setting">
			<BaseControl.VisualLabel as="legend">
				{ label }
			</BaseControl.VisualLabel>
			<ColorPalette
				colors={ palette ?? [] }
				value={ value }
				onChange={ ( color ) => onChange( color || undefined ) }
				clearable
			/>
		</fieldset>
	);
}
