/**
 * Which items a filter shows. Items carry their category slugs in `data-categories` (set by the
 * server from checked attributes); anything there that is not a slug never matches.
 */
import { ALL, isSlug } from '../portfolio-item/categories';

export function itemSlugs( categories: string ): string[] {
	return categories.split( /\s+/ ).filter( isSlug );
}

/**
 * @param categories The item's `data-categories`.
 * @param filter     The active filter: ALL or a slug.
 */
export function itemMatches( categories: string, filter: string ): boolean {
	return filter === ALL || itemSlugs( categories ).includes( filter );
}
