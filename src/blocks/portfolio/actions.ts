/**
 * What a visitor's clicks on a portfolio do, the same from its small script (answers.ts, which
 * answers before any React) and from its view (view.tsx, which takes over): the filter is kept in
 * the address, and an item's image link opens the lightbox.
 */
import { CLASS } from '../portfolio-item/class';
import { lightboxEntries } from './entries';
import { hashWithFilter } from './hash';
import type { PortfolioStrings } from './types';

export const FALLBACK_STRINGS: PortfolioStrings = {
	announce: {},
	dialog: 'Project viewer',
	close: 'Close',
	previous: 'Previous project',
	next: 'Next project',
	imageError: 'The image could not be loaded.',
	contentError: 'The content could not be loaded.',
	notFound: 'Content not found',
};

/**
 * The portfolio's name in the hash: its anchor, or "portfolio", "portfolio-2"… in page order.
 * @param root The block's wrapper element.
 */
export function hashKeyOf( root: HTMLElement ): string {
	if ( root.id ) {
		return root.id;
	}
	const unnamed = Array.from(
		document.querySelectorAll( '.wp-block-vitrine-portfolio:not([id])' )
	);
	const position = unnamed.indexOf( root ) + 1;
	return position > 1 ? `portfolio-${ position }` : 'portfolio';
}

/**
 * Keeps the chosen filter in the address: replaced, not pushed, so a click is no step of the
 * Back button, and the page does not jump.
 * @param hashKey The portfolio's name in the hash.
 * @param value   The filter.
 */
export function keepFilter( hashKey: string, value: string ): void {
	const { pathname, search, hash } = window.location;
	window.history.replaceState(
		window.history.state,
		'',
		pathname + search + hashWithFilter( hash, hashKey, value )
	);
}

type LightboxCode = typeof import( './lightbox' );

/** The lightbox's code (GLightbox and ours), fetched once whoever asks first. */
let lightboxCode: Promise< LightboxCode > | null = null;
/** The same once it has come: a click then opens the lightbox in its own task. */
let lightboxHere: LightboxCode | null = null;

/**
 * The lightbox's code, fetched once whoever asks first: the click that opens it, or an earlier
 * sign that one may come (prefetchLightbox()).
 */
export function fetchLightbox(): Promise< LightboxCode > {
	lightboxCode ||= import(
		/* webpackChunkName: "portfolio-lightbox" */ './lightbox'
	).then( ( code ) => ( lightboxHere = code ) );
	return lightboxCode;
}

/**
 * Starts fetching the lightbox before the click that needs it, so the click finds it there. A
 * failure waits for that click, which follows the link instead (openOnClick()).
 */
export function prefetchLightbox(): void {
	fetchLightbox().catch( () => {} );
}

/** What openOnClick() reads of a click, a DOM one or React's. */
type Click = Pick<
	MouseEvent,
	| 'target'
	| 'button'
	| 'metaKey'
	| 'ctrlKey'
	| 'shiftKey'
	| 'altKey'
	| 'preventDefault'
>;

/**
 * Opens the lightbox on a plain click on an item's image link, at once when its code has come.
 * Until it has, the link says it is busy (a visible state, `aria-busy`), and further clicks on
 * it wait with it rather than opening it twice. Where the lightbox cannot load or open (offline,
 * blocked), the link does what it says.
 * @param root    The portfolio's wrapper.
 * @param event   The click.
 * @param strings Translated texts.
 */
export function openOnClick(
	root: HTMLElement,
	event: Click,
	strings: PortfolioStrings
): void {
	const link = ( event.target as Element ).closest< HTMLAnchorElement >(
		`.${ CLASS }__open`
	);
	if (
		! link ||
		event.button !== 0 ||
		event.metaKey ||
		event.ctrlKey ||
		event.shiftKey ||
		event.altKey
	) {
		return; // Modified clicks open the image in a tab, as links do.
	}
	event.preventDefault();
	const { entries, index } = lightboxEntries( root, link );
	const open = ( { openLightbox }: LightboxCode ) =>
		openLightbox( { entries, index, strings, opener: link } );
	const follow = () => window.location.assign( link.href );
	if ( lightboxHere ) {
		// Come before the click (prefetchLightbox()): open in this frame, never busy.
		try {
			open( lightboxHere );
		} catch {
			follow();
		}
		return;
	}
	if ( link.getAttribute( 'aria-busy' ) === 'true' ) {
		return;
	}
	link.setAttribute( 'aria-busy', 'true' );
	fetchLightbox()
		.then( open )
		.catch( follow )
		.finally( () => link.removeAttribute( 'aria-busy' ) );
}
