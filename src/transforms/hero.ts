/**
 * Covers ⇄ hero slider (SL-1). Each Cover becomes a slide: its picture and darkening, its
 * overlay colour as the slide's background colour, its blocks as they are; the first Cover's
 * height in pixels becomes the slider's, its picture's alternative text the slide's. Back again
 * each slide is a Cover. A Cover on a video or on the post's featured image is not offered: a
 * slide could not keep it.
 */
import { slide } from './slides';
import {
	defined,
	fromBlock,
	textOf,
	tree,
	type Attributes,
	type BlockLike,
	type BlockTree,
} from './tree';

function slideColours( cover: Attributes ): Attributes {
	const { color } = ( cover.style ?? {} ) as {
		color?: Record< string, unknown >;
	};
	const background = defined( {
		background: cover.customOverlayColor,
		gradient: cover.customGradient,
	} );
	return defined( {
		textColor: cover.textColor,
		backgroundColor: cover.overlayColor,
		gradient: cover.gradient,
		style:
			Object.keys( background ).length || color?.text
				? { color: defined( { ...background, text: color?.text } ) }
				: undefined,
	} );
}

function coverColours( slideAttributes: Attributes ): Attributes {
	const { color } = ( slideAttributes.style ?? {} ) as {
		color?: Record< string, unknown >;
	};
	return defined( {
		textColor: slideAttributes.textColor,
		overlayColor: slideAttributes.backgroundColor,
		customOverlayColor: color?.background,
		gradient: slideAttributes.gradient,
		customGradient: color?.gradient,
		style: color?.text ? { color: { text: color.text } } : undefined,
	} );
}

export function slideFromCover( block: BlockLike ): BlockTree {
	const { attributes, innerBlocks } = fromBlock( block );
	const url = textOf( attributes.url );
	return slide(
		defined( {
			...slideColours( attributes ),
			mediaId: url ? Number( attributes.id ) || 0 : undefined,
			mediaUrl: url || undefined,
			alt:
				url && textOf( attributes.alt ).trim()
					? textOf( attributes.alt )
					: undefined,
			dimRatio:
				typeof attributes.dimRatio === 'number'
					? attributes.dimRatio
					: undefined,
		} ),
		innerBlocks
	);
}

export function heroFromCovers( covers: BlockLike[] ): BlockTree {
	const first = covers[ 0 ]?.attributes ?? {};
	const height = Number( first.minHeight );
	const inPixels = ! first.minHeightUnit || first.minHeightUnit === 'px';
	return tree(
		'vitrine/hero-slider',
		defined( {
			minHeight:
				inPixels && height > 0 ? Math.round( height ) : undefined,
		} ),
		covers.map( slideFromCover )
	);
}

export function coversFromHero( slider: BlockLike ): BlockTree[] {
	const { attributes, innerBlocks } = fromBlock( slider );
	return innerBlocks.map( ( inner ) => {
		const url = textOf( inner.attributes.mediaUrl );
		return tree(
			'core/cover',
			defined( {
				...coverColours( inner.attributes ),
				url: url || undefined,
				id: url
					? Number( inner.attributes.mediaId ) || undefined
					: undefined,
				alt:
					url && ! inner.attributes.decorative
						? textOf( inner.attributes.alt ).trim() || undefined
						: undefined,
				dimRatio: inner.attributes.dimRatio,
				minHeight: attributes.minHeight,
				minHeightUnit: attributes.minHeight ? 'px' : undefined,
			} ),
			inner.innerBlocks
		);
	} );
}

/**
 * Whether a Cover turns into a slide with nothing left behind.
 * @param block
 */
export function coverFitsSlide( block: BlockLike ): boolean {
	const { backgroundType, useFeaturedImage } = block.attributes;
	return ( backgroundType ?? 'image' ) === 'image' && ! useFeaturedImage;
}
