/**
 * Skins and the style switcher (SW-1, SW-2). A skin is a stylesheet the site registers
 * (includes/skins.php); the page carries the default skin (inline as `#vitrine-skin-inline-css`
 * when Vitrine ships it, else as `<link id="vitrine-skin-css">`), the other skins of the site's
 * own files as properties under `:root[data-vitrine-skin="…"]`, and the list of registered skins.
 * A skin the page holds is shown by that attribute, any other by a link over the default's. Hovering a swatch previews its skin, leaving the list returns to
 * the kept one, a click keeps it in the `jss_selected` cookie, and every page reapplies it.
 * Cookies and `data-theme` are only ever looked up in the registered list: a name that is not
 * there is ignored and never becomes a URL.
 */
import { cookieString, readCookie, writeCookie } from '../../shared/cookies';

declare global {
	interface Window {
		/** The registered skins, printed by includes/skins.php before head.ts. */
		vitrineSkins?: unknown;
	}
}

export const SKIN_COOKIE = 'jss_selected';
export const LINK_ID = 'vitrine-skin-css';
/** Where WordPress prints a shipped default skin inline instead of linking it. */
export const INLINE_ID = 'vitrine-skin-inline-css';
export const SWITCHER = '.vitrine-style-switcher';
export const SWATCH = '.vitrine-style-switcher__swatch';
/** The original library's error state for a page without the default skin's stylesheet. */
export const ERROR_CLASSES = [ 'jssError', 'error', 'level0' ];

/** Registered skins: slug → stylesheet URL. */
export type SkinMap = Record< string, string >;

/**
 * The default skin, every skin's stylesheet, and the skins whose properties the page holds under
 * the root attribute that chooses them (includes/skins.php: those of the site's own files).
 */
export type SkinData = { default: string; skins: SkinMap; inline: string[] };

/** The root attribute that shows a skin printed in the page (includes/skins.php). */
export const SKIN_ATTRIBUTE = 'data-vitrine-skin';

/**
 * The registered skins as the server printed them, keeping only well-formed entries.
 * @param raw `window.vitrineSkins`.
 */
export function readSkinData( raw: unknown ): SkinData | null {
	if ( ! raw || typeof raw !== 'object' ) {
		return null;
	}
	const { default: fallback, skins, inline } = raw as Partial< SkinData >;
	if (
		typeof fallback !== 'string' ||
		! skins ||
		typeof skins !== 'object'
	) {
		return null;
	}
	const clean: SkinMap = {};
	for ( const [ slug, url ] of Object.entries( skins ) ) {
		if ( typeof url === 'string' ) {
			clean[ slug ] = url;
		}
	}
	return knownSkin( clean, fallback )
		? {
				default: fallback,
				skins: clean,
				inline: Array.isArray( inline )
					? inline.filter(
							( slug ): slug is string =>
								!! knownSkin( clean, slug ) && slug !== fallback
						)
					: [],
			}
		: null;
}

/**
 * The slug when the site registered it, otherwise null.
 * @param skins The registered skins.
 * @param slug  A name from a cookie or an attribute.
 */
export function knownSkin(
	skins: SkinMap,
	slug: string | null | undefined
): string | null {
	return typeof slug === 'string' &&
		Object.prototype.hasOwnProperty.call( skins, slug )
		? slug
		: null;
}

/**
 * Runs every style switcher of the page and reapplies the kept skin.
 * @param doc  The document.
 * @param data The registered skins, or null when the page has none.
 * @param days How long a kept choice lasts.
 */
export function setupSkins(
	doc: Document,
	data: SkinData | null,
	days: number
): void {
	const found = doc.getElementById( LINK_ID );
	const inline = doc.getElementById( INLINE_ID );
	const switchers = Array.from(
		doc.querySelectorAll< HTMLElement >( SWITCHER )
	);
	if ( ! data || ! ( found instanceof HTMLLinkElement || inline ) ) {
		switchers.forEach( ( list ) => list.classList.add( ...ERROR_CLASSES ) );
		return;
	}
	const { skins } = data;
	let kept =
		knownSkin( skins, readCookie( doc, SKIN_COOKIE ) ) ?? data.default;
	const address = ( slug: string ) =>
		new URL( skins[ slug ], doc.baseURI ).href;
	const printed = new Set( data.inline );

	// The default skin stays applied underneath (inline, or its own link); every other skin has a
	// link over it, off (`media="not all"`) unless it is the one shown. Showing a skin switches
	// links on and off, never an address: nothing is fetched then, and the shown one carries the
	// id head.ts and this script read.
	let base: HTMLElement | null =
		inline ??
		Array.from(
			doc.querySelectorAll< HTMLLinkElement >( 'link[rel="stylesheet"]' )
		).find( ( element ) => element.href === address( data.default ) ) ??
		null;
	const over = new Map< string, HTMLLinkElement >();
	if ( found instanceof HTMLLinkElement && found !== base ) {
		const slug = Object.keys( skins ).find(
			( name ) => address( name ) === found.href
		);
		if ( slug && slug !== data.default ) {
			// The kept skin's link head.ts added over the default's.
			over.set( slug, found );
		} else if ( ! base ) {
			// A link that names no registered skin: the default's, as the server meant.
			found.href = address( data.default );
			base = found;
		}
	}
	let last: Element | null = [ ...over.values() ].pop() ?? base;
	const layer = ( slug: string ) => {
		let link = over.get( slug );
		if ( ! link ) {
			link = doc.createElement( 'link' );
			link.rel = 'stylesheet';
			link.media = 'not all';
			link.href = address( slug );
			// After the default and the other skins, so it wins the cascade when shown.
			( last ?? doc.head.lastElementChild )?.after( link );
			last = link;
			over.set( slug, link );
		}
		return link;
	};
	const show = ( slug: string ) => {
		// A skin the page holds is shown by the root attribute, any other by its link.
		if ( printed.has( slug ) ) {
			doc.documentElement.setAttribute( SKIN_ATTRIBUTE, slug );
		} else {
			doc.documentElement.removeAttribute( SKIN_ATTRIBUTE );
		}
		const shown =
			slug === data.default || printed.has( slug ) ? null : layer( slug );
		over.forEach( ( link ) => {
			link.media = link === shown ? '' : 'not all';
		} );
		// One element carries the id: the shown skin's link, or the default's own.
		const carrier =
			shown ?? ( base instanceof HTMLLinkElement ? base : null );
		[ base, ...over.values() ].forEach( ( element ) => {
			if ( element instanceof HTMLLinkElement ) {
				element.removeAttribute( 'id' );
			}
		} );
		if ( carrier ) {
			carrier.id = LINK_ID;
		}
	};
	const press = ( slug: string ) =>
		doc
			.querySelectorAll< HTMLElement >( SWATCH )
			.forEach( ( swatch ) =>
				swatch.setAttribute(
					'aria-pressed',
					String( swatch.dataset.theme === slug )
				)
			);
	// The registered skin of the swatch an element is, or is in.
	const swatchSkin = ( element: Element | null | undefined ) =>
		knownSkin(
			skins,
			element?.closest< HTMLElement >( SWATCH )?.dataset.theme
		);

	// A tap has no hover before it to fetch its skin: each swatch's skin that the page does not
	// hold is fetched now, off, at the lowest priority (this view starts after the page's load),
	// so the first tap re-skins the page at once. A skin's stylesheet is well under 1 KB.
	Array.from( doc.querySelectorAll( SWATCH ) ).forEach( ( swatch ) => {
		const slug = swatchSkin( swatch );
		if ( slug && slug !== data.default && ! printed.has( slug ) ) {
			layer( slug );
		}
	} );
	show( kept );
	press( kept );
	// The first hover over a swatch is what starts this view (src/lifecycle), and it has passed
	// before these listeners exist: a pointer resting on a swatch previews its skin at once.
	const restingSkin = swatchSkin(
		switchers
			.map( ( list ) => list.querySelector( `${ SWATCH }:hover` ) )
			.find( Boolean )
	);
	if ( restingSkin ) {
		show( restingSkin );
	}
	switchers.forEach( ( list ) => {
		list.addEventListener( 'mouseover', ( event ) => {
			const slug = swatchSkin( event.target as Element );
			if ( slug ) {
				show( slug );
			}
		} );
		list.addEventListener( 'mouseleave', () => show( kept ) );
		list.addEventListener( 'click', ( event ) => {
			const slug = swatchSkin( event.target as Element );
			if ( ! slug ) {
				return;
			}
			kept = slug;
			writeCookie( doc, cookieString( SKIN_COOKIE, slug, days ) );
			show( slug );
			press( slug );
		} );
	} );
}
