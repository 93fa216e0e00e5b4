/**
 * The transforms as the editor takes them (block.json cannot hold functions): from core blocks
 * to Vitrine's and back, each built from the plain-tree functions beside this file.
 */
import { select } from '@wordpress/data';
import { librarySize } from '../shared/editor/media-size';
import type { BlockConfiguration } from '@wordpress/blocks';
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

/**
 * What the editor hands a multi-block transform: each block's attributes and inner blocks.
 * @param name
 * @param attributes
 * @param innerBlocks
 */
function blocksOf(
	name: string,
	attributes: Attributes[],
	innerBlocks: BlockLike[][]
): BlockLike[] {
	return attributes.map( ( own, index ) => ( {
		name,
		attributes: own,
		innerBlocks: innerBlocks[ index ] ?? [],
	} ) );
}

const toBlocks = ( trees: BlockTree[] ) => trees.map( toBlock );

/**
 * One block's source, whole, from the arguments of a single-block transform.
 * @param name The block's name.
 */
const single =
	( name: string ) =>
	( attributes: Attributes, innerBlocks: BlockLike[] ) => ( {
		name,
		attributes,
		innerBlocks,
	} );

/**
 * A picture's size, when the editor has loaded it (else the item's editor fills it in).
 * @param id
 * @param url
 */
const librarySizeNow: SizeOf = ( id, url ) =>
	librarySize( select as ( store: string ) => unknown, id, url );

/**
 * A Group whose blocks are all of one kind.
 * @param name
 */
function groupOf( name: string ) {
	return ( _attributes: unknown, block: BlockLike ) =>
		( block.innerBlocks ?? [] ).length > 0 &&
		( block.innerBlocks ?? [] ).every( ( inner ) => inner.name === name );
}

export const portfolioTransforms: Transforms = {
	from: [
		{
			type: 'block',
			blocks: [ 'core/gallery' ],
			isMatch: ( _attributes: unknown, block: BlockLike ) =>
				holdsImagesOnly( block ) && galleryWithoutCaption( block ),
			transform: ( attributes: Attributes, innerBlocks: BlockLike[] ) =>
				toBlock(
					portfolioFromImages(
						[ single( 'core/gallery' )( attributes, innerBlocks ) ],
						librarySizeNow
					)
				),
		},
		{
			type: 'block',
			blocks: [ 'core/image' ],
			isMultiBlock: true,
			transform: ( attributes: Attributes[] ) =>
				toBlock(
					portfolioFromImages(
						blocksOf( 'core/image', attributes, [] ),
						librarySizeNow
					)
				),
		},
	],
	to: [
		{
			type: 'block',
			blocks: [ 'core/gallery' ],
			isMatch: ( _attributes: unknown, block: BlockLike ) =>
				portfolioFitsGallery( block ),
			transform: ( attributes: Attributes, innerBlocks: BlockLike[] ) =>
				toBlock(
					galleryFromPortfolio(
						single( 'vitrine/portfolio' )( attributes, innerBlocks )
					)
				),
		},
	],
} as Transforms;

export const logoTransforms: Transforms = {
	from: [
		{
			type: 'block',
			blocks: [ 'core/gallery' ],
			isMatch: ( _attributes: unknown, block: BlockLike ) =>
				holdsImagesOnly( block ) && galleryWithoutCaption( block ),
			transform: ( attributes: Attributes, innerBlocks: BlockLike[] ) =>
				toBlock(
					logosFromImages( [
						single( 'core/gallery' )( attributes, innerBlocks ),
					] )
				),
		},
		{
			type: 'block',
			blocks: [ 'core/image' ],
			isMultiBlock: true,
			transform: ( attributes: Attributes[] ) =>
				toBlock(
					logosFromImages( blocksOf( 'core/image', attributes, [] ) )
				),
		},
		{
			type: 'block',
			blocks: [ 'core/group' ],
			isMatch: groupOf( 'core/image' ),
			transform: ( attributes: Attributes, innerBlocks: BlockLike[] ) =>
				toBlock(
					logosFromImages( [
						single( 'core/group' )( attributes, innerBlocks ),
					] )
				),
		},
	],
	to: [
		{
			type: 'block',
			blocks: [ 'core/gallery' ],
			isMatch: ( _attributes: unknown, block: BlockLike ) =>
				logosFitGallery( block ),
			transform: ( attributes: Attributes, innerBlocks: BlockLike[] ) =>
				toBlock(
					galleryFromLogos(
						single( 'vitrine/logo-slider' )(
							attributes,
							innerBlocks
						)
					)
				),
		},
	],
} as Transforms;

export const testimonialTransforms: Transforms = {
	from: [
		{
			type: 'block',
			blocks: [ 'core/quote' ],
			isMultiBlock: true,
			transform: (
				attributes: Attributes[],
				innerBlocks: BlockLike[][]
			) =>
				toBlock(
					testimonialsFromQuotes(
						blocksOf( 'core/quote', attributes, innerBlocks )
					)
				),
		},
		{
			type: 'block',
			blocks: [ 'core/group' ],
			isMatch: groupOf( 'core/quote' ),
			transform: ( _attributes: Attributes, innerBlocks: BlockLike[] ) =>
				toBlock( testimonialsFromQuotes( innerBlocks ) ),
		},
	],
	to: [
		{
			type: 'block',
			blocks: [ 'core/quote' ],
			isMatch: ( _attributes: unknown, block: BlockLike ) =>
				testimonialsFitQuotes( block ),
			transform: ( attributes: Attributes, innerBlocks: BlockLike[] ) =>
				toBlocks(
					quotesFromTestimonials(
						single( 'vitrine/testimonials' )(
							attributes,
							innerBlocks
						)
					)
				),
		},
	],
} as Transforms;

export const heroTransforms: Transforms = {
	from: [
		{
			type: 'block',
			blocks: [ 'core/cover' ],
			isMultiBlock: true,
			isMatch: ( _attributes: unknown, blocks: BlockLike[] ) =>
				blocks.every( coverFitsSlide ),
			transform: (
				attributes: Attributes[],
				innerBlocks: BlockLike[][]
			) =>
				toBlock(
					heroFromCovers(
						blocksOf( 'core/cover', attributes, innerBlocks )
					)
				),
		},
	],
	to: [
		{
			type: 'block',
			blocks: [ 'core/cover' ],
			transform: ( attributes: Attributes, innerBlocks: BlockLike[] ) =>
				toBlocks(
					coversFromHero(
						single( 'vitrine/hero-slider' )(
							attributes,
							innerBlocks
						)
					)
				),
		},
	],
} as Transforms;
