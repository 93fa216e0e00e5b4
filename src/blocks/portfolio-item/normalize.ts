/**
 * Stored item attributes as they can be shown: hostile values are cleaned or dropped the same way
 * in save(), the editor and its warnings (problems.ts).
 */
import { sanitizeInlineHtml } from '../../shared/inline-html';
import { safeHref, safeMediaUrl } from '../../shared/link';
import { normalizeCategories } from './categories';
import type { PortfolioItemAttributes } from './types';
import metadata from './block.json';

export const TITLE_MAX_LENGTH = metadata.attributes.title.limits.maxLength;
/** A name, not a description: and kses drops a post whose tag is a megabyte long. */
export const ALT_MAX_LENGTH = metadata.attributes.alt.limits.maxLength;
export const TEXT_MAX_LENGTH = metadata.attributes.text.limits.maxLength;
const MAX_DIMENSION = 20000;

function dimension( value: unknown ): number {
	const number = Math.round( Number( value ) );
	return Number.isFinite( number ) && number > 0 && number <= MAX_DIMENSION
		? number
		: 0;
}

function inline( value: unknown, max: number ): string {
	return typeof value === 'string' ? sanitizeInlineHtml( value, max ) : '';
}

export function normalizeItem(
	attributes: Partial< PortfolioItemAttributes >
): PortfolioItemAttributes {
	const imageUrl = safeMediaUrl( attributes.imageUrl );
	return {
		imageId: dimension( attributes.imageId ),
		imageUrl,
		alt:
			typeof attributes.alt === 'string'
				? attributes.alt.trim().slice( 0, ALT_MAX_LENGTH )
				: '',
		width: imageUrl ? dimension( attributes.width ) : 0,
		height: imageUrl ? dimension( attributes.height ) : 0,
		fullUrl: safeMediaUrl( attributes.fullUrl ),
		title: inline( attributes.title, TITLE_MAX_LENGTH ),
		text: inline( attributes.text, TEXT_MAX_LENGTH ),
		link: safeHref( attributes.link ),
		categories: normalizeCategories( attributes.categories ),
	};
}
