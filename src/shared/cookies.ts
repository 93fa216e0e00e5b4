/**
 * Cookies written and read by Vitrine's view scripts (colour mode, style switcher, and the shop
 * helpers), so every cookie gets the same path and SameSite rules.
 */

import { documentCookies } from './document';

export { writeDocumentCookie as writeCookie } from './document';

const DAY_SECONDS = 86400;
const EXPIRED = 'expires=Thu, 01 Jan 1970 00:00:00 GMT';

/**
 * A cookie's value, read through Document's own accessor (src/shared/document.ts).
 * @param doc  The document.
 * @param name The cookie.
 */
export function readCookie( doc: Document, name: string ): string | null {
	return cookieValue( documentCookies( doc ), name );
}

/**
 * A cookie's value in a `document.cookie` string.
 * @param cookies The cookie string.
 * @param name    The cookie.
 */
export function cookieValue( cookies: string, name: string ): string | null {
	for ( const part of cookies.split( ';' ) ) {
		const [ key, ...value ] = part.trim().split( '=' );
		if ( key === name ) {
			return value.join( '=' );
		}
	}
	return null;
}

/**
 * The string that sets a cookie for the whole site (path `/`), or removes it with `days` 0.
 * @param name  The cookie.
 * @param value Its value (already safe for a cookie).
 * @param days  How long it lasts; 0 removes it; null keeps it until the browser closes.
 */
export function cookieString(
	name: string,
	value: string,
	days: number | null
): string {
	if ( days === null ) {
		return `${ name }=${ value }; path=/; SameSite=Lax`;
	}
	const life = days > 0 ? `max-age=${ days * DAY_SECONDS }` : EXPIRED;
	return `${ name }=${ value }; path=/; ${ life }; SameSite=Lax`;
}
