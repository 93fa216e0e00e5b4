/**
 * Skins and the style switcher (SW-1, SW-2). A skin is a stylesheet the site registers
 * (includes/skins.php); the page carries the default skin (inline as `#vitrine-skin-inline-css`
 * when Vitrine ships it, else as `<link id="vitrine-skin-css">`) and
 * the list of registered skins. Hovering a swatch previews its skin, leaving the list returns to
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

export type SkinData = { default: string; skins: SkinMap };

/**
 * The registered skins as the server printed them, keeping only well-formed entries.
 * @param raw `window.vitrineSkins`.
 */
export function readSkinData( raw: unknown ): SkinData | null {
	if ( ! raw || typeof raw !== 'object' ) {
		return null;
	}
	const { default: fallback, skins } = raw as Partial< SkinData >;
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
		? { default: fallback, skins: clean }
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
	let link = found instanceof HTMLLinkElement ? found : null;
	const inline = doc.getElementById( INLINE_ID );
	const switchers = Array.from(
		doc.querySelectorAll< HTMLElement >( SWITCHER )
	);
	if ( ! data || ! ( link || inline ) ) {
		switchers.forEach( ( list ) => list.classList.add( ...ERROR_CLASSES ) );
		return;
	}
	const { skins } = data;
	let kept =
		knownSkin( skins, readCookie( doc, SKIN_COOKIE ) ) ?? data.default;

	const show = ( slug: string ) => {
		if ( ! link ) {
			// The default is already inline: a link is needed only for another skin, and it goes
			// right after the inline one so it wins the cascade.
			if ( slug === data.default ) {
				return;
			}
			link = doc.createElement( 'link' );
			link.rel = 'stylesheet';
			link.id = LINK_ID;
			inline?.after( link );
		}
		const href = new URL( skins[ slug ], doc.baseURI ).href;
		// Setting the same address again would fetch the stylesheet again.
		if ( link.href !== href ) {
			link.href = href;
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

	show( kept );
	press( kept );
	// The first hover over a swatch is what starts this view (src/view/islands), and it has passed
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
