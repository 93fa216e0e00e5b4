/**
 * The transforms as the editor takes them (block.json cannot hold functions): from core blocks
 * to Vitrine's and back, each built from the plain-tree functions beside this file.
 */
import { select } from '@wordpress/data';
import { librarySize } from './media-size';
import type { BlockConfiguration } from '@wordpress/blocks';
import { barsFromList, listFromBars } from './bars';
import { galleryWithoutCaption, holdsImagesOnly } from './images';
import { coverFitsSlide, coversFromHero, heroFromCovers } from './hero';
import { galleryFromLogos, logosFitGallery, logosFromImages } from './logos';
import {
	galleryFromPortfolio,
	portfolioFitsGallery,
	portfolioFromImages,
	type SizeOf,
} from './portfolio';
import {
	quotesFromTestimonials,
	testimonialsFitQuotes,
	testimonialsFromQuotes,
} from './testimonials';
import {
	toBlock,
	type Attributes,
	type BlockLike,
	type BlockTree,
} from './tree';

type Transforms = NonNullable< BlockConfiguration[ 'transforms' ] >;
type Fits = ( block: BlockLike ) => boolean;

/**
 * A picture's size, when the editor has loaded it (else the item's editor fills it in).
 * @param id
 * @param url
 */
const librarySizeNow: SizeOf = ( id, url ) =>
	librarySize( select as ( store: string ) => unknown, id, url );

function made( trees: BlockTree | BlockTree[] ) {
	return Array.isArray( trees ) ? trees.map( toBlock ) : toBlock( trees );
}

/**
 * A transform of one whole block, its attributes and inner blocks.
 *
 * @param source The block transformed (the core one, or the Vitrine one on the way back).
 * @param blocks What the transform lists: the core block, both ways.
 * @param build  The new blocks, from the source.
 * @param fits   Whether it is offered for a block (always, without).
 */
function wholeBlock(
	source: string,
	blocks: string[],
	build: ( block: BlockLike ) => BlockTree | BlockTree[],
	fits?: Fits
) {
	return {
		type: 'block',
		blocks,
		...( fits && {
			isMatch: ( _attributes: unknown, block: BlockLike ) =>
				fits( block ),
		} ),
		transform: ( attributes: Attributes, innerBlocks: BlockLike[] ) =>
			made( build( { name: source, attributes, innerBlocks } ) ),
	};
}

/**
 * A transform of blocks of one kind chosen together (one is a choice too). The editor hands it
 * each block's attributes and inner blocks.
 *
 * @param name  The blocks' name.
 * @param build The new block, from the chosen ones.
 * @param fits  Whether each chosen block can go (always, without).
 */
function chosenTogether(
	name: string,
	build: ( blocks: BlockLike[] ) => BlockTree,
	fits?: Fits
) {
	return {
		type: 'block',
		blocks: [ name ],
		isMultiBlock: true,
		...( fits && {
			isMatch: ( _attributes: unknown, chosen: BlockLike[] ) =>
				chosen.every( fits ),
		} ),
		transform: (
			attributes: Attributes[],
			innerBlocks: BlockLike[][] = []
		) =>
			made(
				build(
					attributes.map( ( own, index ) => ( {
						name,
						attributes: own,
						innerBlocks: innerBlocks[ index ] ?? [],
					} ) )
				)
			),
	};
}

/**
 * A Group whose blocks are all of one kind.
 * @param name The kind.
 */
function groupOf( name: string ): Fits {
	return ( block ) =>
		( block.innerBlocks ?? [] ).length > 0 &&
		( block.innerBlocks ?? [] ).every( ( inner ) => inner.name === name );
}

const galleryOfImages: Fits = ( block ) =>
	holdsImagesOnly( block ) && galleryWithoutCaption( block );

export const portfolioTransforms = {
	from: [
		wholeBlock(
			'core/gallery',
			[ 'core/gallery' ],
			( gallery ) => portfolioFromImages( [ gallery ], librarySizeNow ),
			galleryOfImages
		),
		chosenTogether( 'core/image', ( images ) =>
			portfolioFromImages( images, librarySizeNow )
		),
	],
	to: [
		wholeBlock(
			'vitrine/portfolio',
			[ 'core/gallery' ],
			galleryFromPortfolio,
			portfolioFitsGallery
		),
	],
} as Transforms;

export const logoTransforms = {
	from: [
		wholeBlock(
			'core/gallery',
			[ 'core/gallery' ],
			( gallery ) => logosFromImages( [ gallery ] ),
			galleryOfImages
		),
		chosenTogether( 'core/image', logosFromImages ),
		wholeBlock(
			'core/group',
			[ 'core/group' ],
			( group ) => logosFromImages( [ group ] ),
			groupOf( 'core/image' )
		),
	],
	to: [
		wholeBlock(
			'vitrine/logo-slider',
			[ 'core/gallery' ],
			galleryFromLogos,
			logosFitGallery
		),
	],
} as Transforms;

export const testimonialTransforms = {
	from: [
		chosenTogether( 'core/quote', testimonialsFromQuotes ),
		wholeBlock(
			'core/group',
			[ 'core/group' ],
			( group ) => testimonialsFromQuotes( group.innerBlocks ?? [] ),
			groupOf( 'core/quote' )
		),
	],
	to: [
		wholeBlock(
			'vitrine/testimonials',
			[ 'core/quote' ],
			quotesFromTestimonials,
			testimonialsFitQuotes
		),
	],
} as Transforms;

export const heroTransforms = {
	from: [ chosenTogether( 'core/cover', heroFromCovers, coverFitsSlide ) ],
	to: [
		wholeBlock( 'vitrine/hero-slider', [ 'core/cover' ], coversFromHero ),
	],
} as Transforms;

export const barTransforms = {
	from: [ wholeBlock( 'core/list', [ 'core/list' ], barsFromList ) ],
	to: [
		wholeBlock( 'vitrine/progress-bars', [ 'core/list' ], listFromBars ),
	],
} as Transforms;
