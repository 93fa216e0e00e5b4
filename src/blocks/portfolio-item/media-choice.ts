/**
 * An image chosen in the media library, as item attributes: a large size for the grid, the
 * original for the lightbox, the library's alt text and title.
 */
import { escapeText } from '../../shared/inline-html';
import type { PortfolioItemAttributes } from './types';

export type MediaChoice = {
	id?: number;
	url?: string;
	alt?: string;
	title?: string;
	caption?: string;
	width?: number;
	height?: number;
	sizes?: Record<
		string,
		{ url?: string; width?: number; height?: number } | undefined
	>;
};

export function mediaAttributes(
	media: MediaChoice
): Partial< PortfolioItemAttributes > {
	const shown = media.sizes?.large ?? media.sizes?.full ?? media;
	return {
		imageId: media.id ?? 0,
		imageUrl: shown.url ?? media.url ?? '',
		fullUrl: media.url ?? '',
		alt: media.alt ?? '',
		width: shown.width ?? media.width ?? 0,
		height: shown.height ?? media.height ?? 0,
	};
}

/**
 * A new item for each image of a bulk selection, titled with the library's title (WordPress's
 * gallery frame hands over only the caption).
 * @param media The selection.
 */
export function itemsFromMedia(
	media: MediaChoice[]
): Array< Partial< PortfolioItemAttributes > > {
	return media.map( ( choice ) => ( {
		...mediaAttributes( choice ),
		title: escapeText( choice.title || choice.caption || '' ),
	} ) );
}
