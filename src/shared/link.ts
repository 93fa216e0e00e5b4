/**
 * Links typed by editors (SPEC §1 "Links"): a web address, an email address (becomes `mailto:`)
 * or a phone number (becomes `tel:`, 6 to 15 digits). `javascript:`, `data:` and every other
 * scheme are refused, so a stored link can never run code when a visitor follows it.
 */
import { getProtocol, isEmail, isURL, prependHTTP } from '@wordpress/url';

export type LinkResult =
	{ ok: true; href: string } | { ok: false; reason: 'scheme' | 'invalid' };

/**
 * Longer addresses are refused: no real link is that long, and WordPress's kses drops a whole
 * post when one of its tags runs past about a megabyte.
 */
export const URL_MAX_LENGTH = 2048;
const ALLOWED_PROTOCOLS = new Set( [ 'http:', 'https:', 'mailto:', 'tel:' ] );
const PHONE = /^\+?[\d\s().-]+$/;
const PHONE_DIGITS = { min: 6, max: 15 };
/** An email's top-level domain: 2 to 63 letters. */
const EMAIL_TLD = /\.[a-z]{2,63}$/i;

function phoneHref( input: string ): string | null {
	if ( ! PHONE.test( input ) ) {
		return null;
	}
	const digits = input.replace( /\D/g, '' );
	if (
		digits.length < PHONE_DIGITS.min ||
		digits.length > PHONE_DIGITS.max
	) {
		return null;
	}
	return `tel:${ input.trim().startsWith( '+' ) ? '+' : '' }${ digits }`;
}

/**
 * The href to store for what an editor typed, or why it is refused. An empty input is no link.
 *
 * @param input What the editor typed.
 */
export function normalizeLink( input: string ): LinkResult {
	const value = input.trim();
	if ( value === '' ) {
		return { ok: true, href: '' };
	}
	if ( value.length > URL_MAX_LENGTH ) {
		return { ok: false, reason: 'invalid' };
	}
	if ( value.startsWith( '#' ) || /^\/(?!\/)/.test( value ) ) {
		// A fragment or a path on this site.
		return /\s/.test( value )
			? { ok: false, reason: 'invalid' }
			: { ok: true, href: value };
	}
	const address = value.replace( /^mailto:/i, '' );
	if ( isEmail( address ) ) {
		return EMAIL_TLD.test( address )
			? { ok: true, href: `mailto:${ address }` }
			: { ok: false, reason: 'invalid' };
	}
	const phone = phoneHref( value.replace( /^tel:/i, '' ) );
	if ( phone ) {
		return { ok: true, href: phone };
	}
	const protocol = getProtocol( value )?.toLowerCase();
	// "example.org:8080" parses as a protocol too; it is a host, so it gets http://.
	if ( protocol && ! /^[\w.-]+\.[a-z]{2,}:\d+/i.test( value ) ) {
		if ( ! ALLOWED_PROTOCOLS.has( protocol ) ) {
			return { ok: false, reason: 'scheme' };
		}
		return isURL( value )
			? { ok: true, href: value }
			: { ok: false, reason: 'invalid' };
	}
	const withScheme = prependHTTP( value );
	return isURL( withScheme ) &&
		/^https?:\/\/[^/\s]+\.[^/\s]+/.test( withScheme )
		? { ok: true, href: withScheme }
		: { ok: false, reason: 'invalid' };
}

/**
 * A stored href that is still safe to print: the same rules, for values that never went through
 * the editor (pasted markup, hostile attributes). Anything refused becomes no link.
 *
 * @param stored The stored href.
 */
export function safeHref( stored: unknown ): string {
	if ( typeof stored !== 'string' ) {
		return '';
	}
	const result = normalizeLink( stored );
	return result.ok ? result.href : '';
}

/**
 * An address for an image, a video or a lightbox target: http(s), a path on this site, or `#id`
 * of content on the page. Anything else (`javascript:`, `data:`) becomes ''.
 *
 * @param stored The stored address.
 */
export function safeMediaUrl( stored: unknown ): string {
	if ( typeof stored !== 'string' ) {
		return '';
	}
	const value = stored.trim();
	if ( /\s/.test( value ) || value.length > URL_MAX_LENGTH ) {
		return '';
	}
	return /^(?:https?:\/\/[^/]|\/(?!\/)|#.)/i.test( value ) ? value : '';
}
