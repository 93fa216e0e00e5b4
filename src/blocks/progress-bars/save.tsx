import { useBlockProps } from '@wordpress/block-editor';
import { ProgressBarsView, toViewBars } from './bars';
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
				bars={ toViewBars( clean.bars ) }
				showValues={ clean.showValues }
			/>
		</div>
	);
}
