/**
 * Images ⇄ portfolio (GA-1). Each image becomes a project: its picture, alt text and size, its
 * caption as the title (a line break in the caption starts the project's text), its link as the
 * project's page, or, when it linked to the picture itself, as what the lightbox opens. Back
 * again each project is a Gallery image whose caption holds the title and the text. A portfolio
 * whose projects have categories, no picture, or both a page and a lightbox of their own would
 * lose them in a Gallery, so it is not offered the way back.
 */
import { imagesOf } from './images';
import {
	defined,
	fromBlock,
	textOf,
	tree,
	type BlockLike,
	type BlockTree,
} from './tree';
import { htmlToText } from '../shared/inline-html';
import metadata from '../blocks/portfolio-item/block.json';

const TITLE_MAX_LENGTH = metadata.attributes.title.limits.maxLength;

export type Size = { width: number; height: number };
/** The size of a library image at a URL, when the editor knows it. */
export type SizeOf = ( id: number, url: string ) => Size | undefined;

const LINE_BREAK = /<br\s*\/?>/i;

/**
 * A caption as a title and a text: up to the first line break, and the rest; all of it as the
 * text when the first line is too long for a title.
 * @param caption The caption's HTML.
 */
export function titleAndText( caption: string ): {
	title: string;
	text: string;
} {
	const lines = caption.split( LINE_BREAK );
	if ( htmlToText( lines[ 0 ] ).length > TITLE_MAX_LENGTH ) {
		return { title: '', text: caption.trim() };
	}
	return {
		title: lines[ 0 ].trim(),
		text: lines.slice( 1 ).join( '<br>' ).trim(),
	};
}

function number( value: unknown ): number {
	const parsed = Math.round( Number( value ) );
	return Number.isFinite( parsed ) && parsed > 0 ? parsed : 0;
}

export function itemFromImage( image: BlockTree, sizeOf: SizeOf ): BlockTree {
	const { id, url, alt, caption, href, linkDestination } = image.attributes;
	const imageId = number( id );
	const imageUrl = textOf( url );
	const size = sizeOf( imageId, imageUrl );
	const link = textOf( href );
	return tree( 'vitrine/portfolio-item', {
		imageId,
		imageUrl,
		alt: textOf( alt ),
		width: size?.width ?? 0,
		height: size?.height ?? 0,
		fullUrl: linkDestination === 'media' ? link : '',
		link: linkDestination === 'media' ? '' : link,
		...titleAndText( textOf( caption ) ),
	} );
}

export function portfolioFromImages(
	blocks: BlockLike[],
	sizeOf: SizeOf
): BlockTree {
	return tree(
		'vitrine/portfolio',
		{},
		imagesOf( blocks ).map( ( image ) => itemFromImage( image, sizeOf ) )
	);
}

export function imageFromItem( item: BlockTree ): BlockTree {
	const { imageId, imageUrl, alt, fullUrl, title, text, link } =
		item.attributes;
	const caption = [ textOf( title ), textOf( text ) ]
		.filter( Boolean )
		.join( '<br>' );
	const lightbox = textOf( fullUrl );
	// The project's page wins; else a lightbox of its own is where the picture links; else it
	// links nowhere, marked as the Gallery marks an unlinked image it is given (it does not mark
	// the images a transform gives it, so the way back would lose the mark).
	let linked: Record< string, unknown > = { linkDestination: 'none' };
	if ( textOf( link ) ) {
		linked = { href: link, linkDestination: 'custom' };
	} else if ( lightbox && lightbox !== imageUrl ) {
		linked = { href: lightbox, linkDestination: 'media' };
	}
	return tree(
		'core/image',
		defined( {
			id: number( imageId ) || undefined,
			url: imageUrl,
			alt: textOf( alt ) || undefined,
			caption: caption || undefined,
			...linked,
		} )
	);
}

export function galleryFromPortfolio( portfolio: BlockLike ): BlockTree {
	return tree(
		'core/gallery',
		{},
		fromBlock( portfolio ).innerBlocks.map( imageFromItem )
	);
}

/**
 * Whether every project turns into a Gallery image with nothing left behind.
 * @param portfolio
 */
export function portfolioFitsGallery( portfolio: BlockLike ): boolean {
	const items = fromBlock( portfolio ).innerBlocks;
	return (
		items.length > 0 &&
		items.every( ( { attributes } ) => {
			const lightbox = textOf( attributes.fullUrl );
			const ownLightbox = lightbox && lightbox !== attributes.imageUrl;
			return (
				textOf( attributes.imageUrl ) !== '' &&
				! (
					Array.isArray( attributes.categories ) &&
					attributes.categories.length
				) &&
				! ( ownLightbox && textOf( attributes.link ) )
			);
		} )
	);
}
