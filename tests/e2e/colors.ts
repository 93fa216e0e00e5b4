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
 * WCAG's relative luminance.
 *
 * @param css A computed colour.
 */
export function luminance( css: string ): number {
	const [ r, g, b ] = channels( css ).map( ( c ) =>
		c <= 0.04045 ? c / 12.92 : ( ( c + 0.055 ) / 1.055 ) ** 2.4
	);
	return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/**
 * WCAG's contrast ratio of two opaque colours.
 *
 * @param one   A computed colour.
 * @param other Another.
 */
export function contrast( one: string, other: string ): number {
	const [ high, low ] = [ luminance( one ), luminance( other ) ].sort(
		( a, b ) => b - a
	);
	return ( high + 0.05 ) / ( low + 0.05 );
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
