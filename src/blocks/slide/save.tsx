import { useBlockProps, useInnerBlocksProps } from '@wordpress/block-editor';
import { normalizeSlide } from './normalize';
import { SLIDE_CLASS, SlideBackground, slideClassName } from './slide';
import type { SlideAttributes } from './types';

export default function save( {
	attributes,
}: {
	attributes: SlideAttributes;
} ) {
	const slide = normalizeSlide( attributes );
	return (
		<div
			{ ...useBlockProps.save( {
				className: slideClassName( slide.mediaUrl ),
			} ) }
		>
			<SlideBackground
				url={ slide.mediaUrl }
				alt={ slide.alt }
				dimRatio={ slide.dimRatio }
			/>
			<div
				{ ...useInnerBlocksProps.save( {
					className: `${ SLIDE_CLASS }__content`,
				} ) }
			/>
		</div>
	);
}
