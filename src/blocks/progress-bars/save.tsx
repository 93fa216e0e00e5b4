import { useBlockProps } from '@wordpress/block-editor';
import { toViewValues } from '../../shared/labelled-values';
import { ProgressBarsView } from './bars';
import { normalizeAttributes } from './normalize';
import type { ProgressBarsAttributes } from './types';
import { wrapperProps } from './wrapper';

export default function save( {
	attributes,
}: {
	attributes: ProgressBarsAttributes;
} ) {
	const clean = normalizeAttributes( attributes );
	if ( clean.bars.length === 0 ) {
		return null;
	}
	return (
		<div { ...useBlockProps.save( wrapperProps( clean ) ) }>
			<ProgressBarsView
				bars={ toViewValues( clean.bars ) }
				showValues={ clean.showValues }
			/>
		</div>
	);
}
