/**
 * WCAG's luminance and contrast for colours as the browser computes them, and the page's own
 * colours: what the dark-mode checks compare (tests/e2e/specs/themes.spec.ts).
 */
import type { Page } from '@playwright/test';

/**
 * The channels of a computed colour (`rgb(…)` or `rgba(…)`), each from 0 to 1.
 *
 * @param css A colour as getComputedStyle() gives it.
 */
function channels( css: string ): number[] {
	const found = css.match( /[\d.]+/g );
	if ( ! found || found.length < 3 ) {
		throw new Error( `Not a computed colour: ${ css }` );
	}
	return found.slice( 0, 3 ).map( ( channel ) => Number( channel ) / 255 );
}

/**
 * WCAG's relative luminance of channels from 0 to 1.
 *
 * @param rgb Red, green and blue.
 */
function relativeLuminance( rgb: number[] ): number {
	const [ r, g, b ] = rgb.map( ( c ) =>
		c <= 0.04045 ? c / 12.92 : ( ( c + 0.055 ) / 1.055 ) ** 2.4
	);
	return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/**
 * WCAG's relative luminance.
 *
 * @param css A computed colour.
 */
export function luminance( css: string ): number {
	return relativeLuminance( channels( css ) );
}

/**
 * WCAG's contrast ratio of two opaque colours given as channels from 0 to 1.
 *
 * @param one   A colour.
 * @param other Another.
 */
export function channelContrast( one: number[], other: number[] ): number {
	const [ high, low ] = [
		relativeLuminance( one ),
		relativeLuminance( other ),
	].sort( ( a, b ) => b - a );
	return ( high + 0.05 ) / ( low + 0.05 );
}

/**
 * WCAG's contrast ratio of two opaque colours.
 *
 * @param one   A computed colour.
 * @param other Another.
 */
export function contrast( one: string, other: string ): number {
	return channelContrast( channels( one ), channels( other ) );
}

/**
 * The page's background (the body's, or the root's where the body has none) and its text colour.
 *
 * @param page The page.
 */
export async function pageColours(
	page: Page
): Promise< { background: string; text: string } > {
	return page.evaluate( () => {
		const body = getComputedStyle( document.body );
		const transparent = /^rgba\(.*,\s*0\)$|^transparent$/;
		return {
			background: transparent.test( body.backgroundColor )
				? getComputedStyle( document.documentElement ).backgroundColor
				: body.backgroundColor,
			text: body.color,
		};
	} );
}
