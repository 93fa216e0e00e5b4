/**
 * Colour mode (CM-1..CM-6): which mode applies, and the cookies a choice writes. Used by the
 * inline head script (before first paint) and by the switch block's view script.
 */
import { cookieString, cookieValue } from './cookies';

export type ColorMode = 'light' | 'dark';

export const LIGHT_COOKIE = 'client_light_mode_style_cookie';
export const DARK_COOKIE = 'client_dark_mode_style_cookie';
export const BODY_CLASS: Record< ColorMode, string > = {
	light: 'active-light-mode',
	dark: 'active-dark-mode',
};

/** What the server says in `<meta name="theme-style-mode">` (never per visitor: CM-6). */
export type SiteDefault = {
	/** `content="1"`: dark by default. */
	dark: boolean;
	/** With no cookie, follow the visitor's system instead of the default. */
	followSystem: boolean;
};

/**
 * The cookie that holds choices made under this site default (CM-3): changing the default
 * forgets choices made under the old one.
 * @param site The site default.
 */
export function cookieName( site: SiteDefault ): string {
	return site.dark ? DARK_COOKIE : LIGHT_COOKIE;
}

/**
 * The mode for this visit (CM-5): the cookie for the current default when it says `dark` or
 * `light`; otherwise the system's preference when the site follows it, else the site default.
 * @param cookies    The document's cookies (src/shared/document.ts, documentCookies()).
 * @param site       The site default.
 * @param systemDark Whether the system prefers dark.
 */
export function currentMode(
	cookies: string,
	site: SiteDefault,
	systemDark: boolean
): ColorMode {
	const stored = cookieValue( cookies, cookieName( site ) );
	if ( stored === 'dark' || stored === 'light' ) {
		return stored;
	}
	if ( site.followSystem ) {
		return systemDark ? 'dark' : 'light';
	}
	return site.dark ? 'dark' : 'light';
}

/**
 * What a click writes (CM-3), in order: both cookies removed, then the one for the current
 * default set to the mode for `days` days, path `/`.
 * @param mode The chosen mode.
 * @param site The site default.
 * @param days How long the choice lasts.
 */
export function cookieWrites(
	mode: ColorMode,
	site: SiteDefault,
	days: number
): string[] {
	return [
		cookieString( LIGHT_COOKIE, '', 0 ),
		cookieString( DARK_COOKIE, '', 0 ),
		cookieString( cookieName( site ), mode, days ),
	];
}

/**
 * Reads the site default from the meta tag.
 * @param doc The document.
 */
export function siteDefault( doc: Document ): SiteDefault {
	const meta = doc.querySelector( 'meta[name="theme-style-mode"]' );
	return {
		dark: meta?.getAttribute( 'content' ) === '1',
		followSystem: !! meta?.hasAttribute( 'data-follow-system' ),
	};
}

/**
 * Shows a mode: on the root element at once (colours and `color-scheme`, before first paint),
 * and as `active-dark-mode` / `active-light-mode` on `<body>` once it exists (CM-4).
 * @param doc  The document.
 * @param mode The mode.
 */
export function showMode( doc: Document, mode: ColorMode ): void {
	const root = doc.documentElement;
	root.dataset.vitrineColorMode = mode;
	root.style.colorScheme = mode;
	if ( doc.body ) {
		doc.body.classList.remove( BODY_CLASS.light, BODY_CLASS.dark );
		doc.body.classList.add( BODY_CLASS[ mode ] );
	}
}
