/**
 * Pictures in core blocks: a Gallery's images, or images chosen together or grouped.
 */
import { fromBlock, textOf, type BlockLike, type BlockTree } from './tree';

/**
 * Whether a block holds images only, one or more (a Gallery, or a Group of Images).
 * @param block The block.
 */
export function holdsImagesOnly( block: BlockLike ): boolean {
	const inner = block.innerBlocks ?? [];
	return (
		inner.length > 0 &&
		inner.every( ( child ) => child.name === 'core/image' )
	);
}

/**
 * Whether a Gallery has no caption of its own, which neither a portfolio nor a logo strip could
 * keep.
 * @param gallery The Gallery.
 */
export function galleryWithoutCaption( gallery: BlockLike ): boolean {
	return textOf( gallery.attributes.caption ).trim() === '';
}

/**
 * The images, as trees.
 * @param blocks Images, or blocks that hold images.
 */
export function imagesOf( blocks: BlockLike[] ): BlockTree[] {
	return blocks
		.flatMap( ( block ) =>
			block.name === 'core/image'
				? [ block ]
				: ( block.innerBlocks ?? [] )
		)
		.filter( ( block ) => block.name === 'core/image' )
		.map( fromBlock );
}
