/**
 * Images ⇄ logo strip (SL-4): each image, with its alt text, link and caption, becomes the image
 * of one slide; back again the slides' images make a Gallery. A strip whose slides hold anything
 * else, or a background picture, is not offered the way back: a Gallery could not keep it.
 */
import { imagesOf } from './images';
import { colours, hasBackgroundImage, slide } from './slides';
import {
	defined,
	fromBlock,
	tree,
	withClasses,
	type BlockLike,
	type BlockTree,
} from './tree';

export const LOGO_CLASS = 'vitrine-logo';

export function logosFromImages( blocks: BlockLike[] ): BlockTree {
	return tree(
		'vitrine/logo-slider',
		{},
		imagesOf( blocks ).map( ( image ) =>
			slide( {}, [
				tree(
					image.name,
					defined( {
						...image.attributes,
						className: withClasses( image.attributes.className, [
							LOGO_CLASS,
						] ),
					} )
				),
			] )
		)
	);
}

export function galleryFromLogos( slider: BlockLike ): BlockTree {
	return tree(
		'core/gallery',
		{},
		fromBlock( slider ).innerBlocks.flatMap( ( inner ) =>
			inner.innerBlocks.map( ( image ) =>
				tree(
					image.name,
					defined( {
						...image.attributes,
						className: withClasses(
							image.attributes.className,
							[],
							[ LOGO_CLASS ]
						),
					} )
				)
			)
		)
	);
}

/**
 * Whether every slide holds images only, on no background picture or colour.
 * @param slider
 */
export function logosFitGallery( slider: BlockLike ): boolean {
	const slides = fromBlock( slider ).innerBlocks;
	return (
		slides.length > 0 &&
		slides.every(
			( inner ) =>
				! hasBackgroundImage( inner ) &&
				Object.keys( colours( inner.attributes ) ).length === 0 &&
				inner.innerBlocks.length > 0 &&
				inner.innerBlocks.every(
					( image ) => image.name === 'core/image'
				)
		)
	);
}
