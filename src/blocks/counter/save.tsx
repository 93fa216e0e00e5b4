import { useBlockProps } from '@wordpress/block-editor';
import { CounterView, toViewProps } from './counter';
import { normalizeAttributes } from './normalize';
import type { CounterAttributes } from './types';
import { wrapperProps } from './wrapper';

export default function save( {
	attributes,
}: {
	attributes: CounterAttributes;
} ) {
	const clean = normalizeAttributes( attributes );
	return (
		<div { ...useBlockProps.save( wrapperProps( clean ) ) }>
			<CounterView { ...toViewProps( clean ) } />
		</div>
	);
}
