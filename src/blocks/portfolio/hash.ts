/**
 * The active filter lives in the URL hash as `#<key>=<slug>` (key: the portfolio's anchor, or
 * "portfolio"), so a filtered view can be linked and survives a reload. Other `key=value` pairs
 * in the hash are kept; a plain anchor (`#contact`) is not a filter and is left alone until a
 * filter is chosen.
 */
import { ALL } from '../portfolio-item/categories';

function params( hash: string ): URLSearchParams {
	const body = hash.replace( /^#/, '' );
	return body.includes( '=' )
		? new URLSearchParams( body )
		: new URLSearchParams();
}

/**
 * The filter the hash names for this portfolio, or null.
 * @param hash The location's hash.
 * @param key  The portfolio's key.
 */
export function filterFromHash( hash: string, key: string ): string | null {
	return params( hash ).get( key );
}

/**
 * The hash with this portfolio's filter set ('' when nothing is left to say).
 * @param hash   The location's hash.
 * @param key    The portfolio's key.
 * @param filter The filter chosen; ALL removes the entry.
 */
export function hashWithFilter(
	hash: string,
	key: string,
	filter: string
): string {
	const next = params( hash );
	if ( filter === ALL ) {
		next.delete( key );
	} else {
		next.set( key, filter );
	}
	const body = next.toString();
	return body === '' ? '' : `#${ body }`;
}
