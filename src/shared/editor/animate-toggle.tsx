/**
 * The per-block motion switch, with the promise every animated block keeps.
 */
import { __ } from '@wordpress/i18n';
import { ToggleControl } from '@wordpress/components';

interface Props {
	label: string;
	checked: boolean;
	onChange: ( animate: boolean ) => void;
}

export function AnimateToggle( { label, checked, onChange }: Props ) {
	return (
		<ToggleControl
			__nextHasNoMarginBottom
			label={ label }
			help={ __(
				'Never animates for visitors who ask for reduced motion.',
				'vitrine'
			) }
			checked={ checked }
			onChange={ onChange }
		/>
	);
}
