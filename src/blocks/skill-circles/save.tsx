import { useBlockProps } from '@wordpress/block-editor';
import { toViewValues } from '../../shared/labelled-values';
import { SkillCirclesView } from './circles';
import { normalizeAttributes } from './normalize';
import type { SkillCirclesAttributes } from './types';
import { wrapperProps } from './wrapper';

export default function save( {
	attributes,
}: {
	attributes: SkillCirclesAttributes;
} ) {
	const clean = normalizeAttributes( attributes );
	if ( clean.circles.length === 0 ) {
		return null;
	}
	return (
		<div { ...useBlockProps.save( wrapperProps( clean ) ) }>
			<SkillCirclesView circles={ toViewValues( clean.circles ) } />
		</div>
	);
}
