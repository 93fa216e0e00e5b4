import { useBlockProps } from '@wordpress/block-editor';
import { categoryList, PortfolioItemContent, PortfolioItemShell } from './item';
import { normalizeItem } from './normalize';
import type { PortfolioItemAttributes } from './types';

export default function save( {
	attributes,
}: {
	attributes: PortfolioItemAttributes;
} ) {
	const item = normalizeItem( attributes );
	const { className } = useBlockProps.save();
	return (
		<PortfolioItemShell
			className={ className as string }
			categories={ categoryList( item ) }
		>
			<PortfolioItemContent item={ item } />
		</PortfolioItemShell>
	);
}
