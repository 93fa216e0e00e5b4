/**
 * Portfolio categories: the editor types names, filters use slugs. Slugs are made here, once, when
 * the editor types a name, and stored beside it; the server and the view only check them
 * (the portfolio's index.php applies the same pattern, from this block's block.json), so no two languages have to agree on how
 * to turn "Café & Co" into a slug.
 */
import {
	escapeText,
	htmlToText,
	sanitizeInlineHtml,
} from '../../shared/inline-html';
import type { Category } from './types';
import metadata from './block.json';

/** Letters and digits of any script, joined by single hyphens (and lower case: isSlug()). */
const { limits } = metadata.attributes.categories;
export const SLUG_PATTERN = new RegExp( limits.slugPattern, 'u' );
export const SLUG_MAX_LENGTH = limits.slugMaxLength;
export const MAX_CATEGORIES = limits.maxItems;
/** The "All" filter's value; never a slug. */
export const ALL = '*';

/**
 * The slug for a category name, or '' when the name has no letter or digit.
 * @param name Plain text or inline HTML.
 */
export function categorySlug( name: string ): string {
	return htmlToText( name )
		.normalize( 'NFKD' )
		.replace( /\p{M}+/gu, '' )
		.toLowerCase()
		.replace( /[^\p{L}\p{N}]+/gu, '-' )
		.slice( 0, SLUG_MAX_LENGTH )
		.replace( /^-+|-+$/g, '' );
}

export function isSlug( value: unknown ): value is string {
	return (
		typeof value === 'string' &&
		[ ...value ].length <= SLUG_MAX_LENGTH &&
		value === value.toLowerCase() &&
		SLUG_PATTERN.test( value )
	);
}

/**
 * Stored categories as they can be shown: valid slugs, non-empty names, no slug twice, at most
 * MAX_CATEGORIES.
 * @param value The stored attribute, hostile until checked.
 */
export function normalizeCategories( value: unknown ): Category[] {
	if ( ! Array.isArray( value ) ) {
		return [];
	}
	const seen = new Set< string >();
	const categories: Category[] = [];
	for ( const entry of value ) {
		const slug = ( entry as Partial< Category > | null )?.slug;
		const rawName = ( entry as Partial< Category > | null )?.name;
		const name =
			typeof rawName === 'string' ? sanitizeInlineHtml( rawName ) : '';
		if ( ! isSlug( slug ) || name === '' || seen.has( slug ) ) {
			continue;
		}
		seen.add( slug );
		categories.push( { slug, name } );
	}
	return categories.slice( 0, MAX_CATEGORIES );
}

/**
 * Categories for names an editor typed as plain text; names without a letter or digit are
 * returned in `refused`.
 * @param names Plain-text names.
 */
export function categoriesFromNames( names: string[] ): {
	categories: Category[];
	refused: string[];
} {
	const refused: string[] = [];
	const candidates = names.map( ( name ) => {
		const slug = categorySlug( escapeText( name.trim() ) );
		if ( slug === '' ) {
			refused.push( name );
		}
		return { slug, name: escapeText( name.trim() ) };
	} );
	return { categories: normalizeCategories( candidates ), refused };
}

/**
 * The filters a portfolio shows: every category in use, in order of first appearance.
 * @param itemsCategories Each item's categories.
 */
export function collectFilters( itemsCategories: Category[][] ): Category[] {
	const seen = new Map< string, Category >();
	for ( const categories of itemsCategories ) {
		for ( const category of normalizeCategories( categories ) ) {
			if ( ! seen.has( category.slug ) ) {
				seen.set( category.slug, category );
			}
		}
	}
	return Array.from( seen.values() );
}
