/**
 * The lightbox (GA-2), loaded on the first open. GLightbox does the slides, swipe, arrows and
 * captions; this module makes it a modal dialog (named, `aria-modal`, focus kept inside and given
 * back to the item that opened it) and gives it the error states it lacks: a slide that fails or
 * takes too long says so instead of spinning forever. It preloads the next two slides and never
 * the previous one.
 */
import GLightbox, {
	type GLightboxInstance,
	type GSlideConfig,
	type GSlideData,
} from 'glightbox';
import 'glightbox/dist/css/glightbox.css';
import { escapeText } from '../../shared/inline-html';
import { motionAllowed } from '../../shared/motion';
import {
	LIGHTBOX_LOAD_TIMEOUT_MS,
	LIGHTBOX_PRELOAD_AFTER,
	LIGHTBOX_PRELOAD_BEFORE,
} from '../../shared/timing';
import { lightboxSource } from '../portfolio-item/media';
import type { LightboxEntry } from './entries';
import type { PortfolioStrings } from './types';
import './lightbox.scss';

const ERROR_CLASS = 'vitrine-lightbox__error';
const FAILED_CLASS = 'vitrine-lightbox__failed';

type OpenOptions = {
	entries: LightboxEntry[];
	index: number;
	strings: PortfolioStrings;
	opener: HTMLElement;
};

const attr = ( text: string ) => escapeText( text ).replace( /"/g, '&quot;' );

/**
 * GLightbox's frame with a name, `aria-modal` and translated button names.
 * @param strings Translated texts.
 */
function dialogHtml( strings: PortfolioStrings ): string {
	return `<div id="glightbox-body" class="glightbox-container vitrine-lightbox" tabindex="-1" role="dialog" aria-modal="true" aria-label="${ attr(
		strings.dialog
	) }"><div class="gloader visible"></div><div class="goverlay"></div><div class="gcontainer"><div id="glightbox-slider" class="gslider"></div><button type="button" class="gclose gbtn" aria-label="${ attr(
		strings.close
	) }" data-taborder="3">{closeSVG}</button><button type="button" class="gprev gbtn" aria-label="${ attr(
		strings.previous
	) }" data-taborder="2">{prevSVG}</button><button type="button" class="gnext gbtn" aria-label="${ attr(
		strings.next
	) }" data-taborder="1">{nextSVG}</button></div></div>`;
}

function errorHtml( message: string ): string {
	return `<p class="${ ERROR_CLASS }" role="alert">${ escapeText(
		message
	) }</p>`;
}

/**
 * One slide. Inline content is looked up here, so a missing target says so (GLightbox would spin
 * forever); videos play in the browser's own player (GLightbox's loads Plyr from a CDN).
 * @param entry   The item.
 * @param strings Translated texts.
 */
export function slideFor(
	entry: LightboxEntry,
	strings: PortfolioStrings
): GSlideConfig {
	const caption = { title: entry.title, description: entry.description };
	const source = lightboxSource( entry.href );
	switch ( source.type ) {
		case 'inline': {
			const target = document.getElementById( source.id );
			if ( ! target ) {
				return {
					...caption,
					type: 'inline',
					content: errorHtml( strings.notFound ),
				};
			}
			const copy = target.cloneNode( true ) as HTMLElement;
			copy.removeAttribute( 'id' );
			copy.hidden = false;
			return { ...caption, type: 'inline', content: copy };
		}
		case 'video': {
			const video = document.createElement( 'video' );
			video.controls = true;
			video.preload = 'metadata';
			video.src = source.href;
			return { ...caption, type: 'inline', content: video };
		}
		case 'embed':
			return { ...caption, type: 'external', href: source.href };
		default:
			return {
				...caption,
				type: 'image',
				href: source.href,
				alt: entry.alt,
			};
	}
}

/**
 * Makes every slide end in its content or in a message: an image that fails, media that fails or
 * anything still loading after LIGHTBOX_LOAD_TIMEOUT_MS.
 * @param box     The lightbox.
 * @param entries The items, for iframe titles.
 * @param strings Translated texts.
 */
function guardLoading(
	box: GLightboxInstance,
	entries: LightboxEntry[],
	strings: PortfolioStrings
): void {
	box.elements.forEach( ( element, index ) => {
		const setContent = element.instance.setContent.bind( element.instance );
		element.instance.setContent = ( slide, callback ) => {
			if ( slide.classList.contains( 'loaded' ) ) {
				return false;
			}
			let settled = false;
			const finish = () => {
				if ( ! settled ) {
					settled = true;
					window.clearTimeout( timer );
					if ( typeof callback === 'function' ) {
						callback();
					}
				}
			};
			const fail = ( message: string ) => {
				if ( settled ) {
					return;
				}
				// GLightbox keeps measuring what it put in the slide, so that stays, hidden.
				const media = slide.querySelector( '.gslide-media' );
				media?.classList.add( FAILED_CLASS );
				media?.insertAdjacentHTML( 'beforeend', errorHtml( message ) );
				finish();
			};
			const type = element.slideConfig.type;
			const failure =
				type === 'image' ? strings.imageError : strings.contentError;
			const timer = window.setTimeout(
				() => fail( failure ),
				LIGHTBOX_LOAD_TIMEOUT_MS
			);
			const result = setContent( slide, finish );
			const media = slide.querySelector( '.gslide-media' );
			media
				?.querySelector( 'img, video' )
				?.addEventListener( 'error', () => fail( failure ) );
			const frame = media?.querySelector( 'iframe' );
			if ( frame ) {
				frame.title = entries[ index ]?.name || strings.dialog;
			}
			return result;
		};
	} );
}

/**
 * Keeps Tab inside the dialog (GLightbox's own Tab handling only cycles its buttons and skips
 * links in the content), and shuts the page behind it out of focus and of the accessibility tree.
 * @param modal The dialog.
 * @return Undoes it.
 */
function holdFocus( modal: HTMLElement ): () => void {
	const outside = Array.from( document.body.children ).filter(
		( element ): element is HTMLElement =>
			element !== modal &&
			element instanceof HTMLElement &&
			! element.inert
	);
	outside.forEach( ( element ) => ( element.inert = true ) );
	const onKeyDown = ( event: KeyboardEvent ) => {
		if ( event.key !== 'Tab' ) {
			return;
		}
		event.stopPropagation();
		event.preventDefault();
		const focusable = Array.from(
			modal.querySelectorAll< HTMLElement >(
				'.gslide.current a[href], .gslide.current button, .gslide.current video[controls], .gslide.current iframe, .gbtn'
			)
		).filter(
			( element ) =>
				element.getClientRects().length > 0 &&
				! element.classList.contains( 'glightbox-button-hidden' ) &&
				! element.classList.contains( 'disabled' )
		);
		if ( focusable.length === 0 ) {
			return;
		}
		const current = focusable.indexOf(
			modal.ownerDocument.activeElement as HTMLElement
		);
		const step = event.shiftKey ? -1 : 1;
		const next = ( current + step + focusable.length ) % focusable.length;
		focusable[ current === -1 ? 0 : next ].focus();
	};
	document.addEventListener( 'keydown', onKeyDown, true );
	return () => {
		document.removeEventListener( 'keydown', onKeyDown, true );
		outside.forEach( ( element ) => ( element.inert = false ) );
	};
}

/**
 * Which slides to load besides the current one: LIGHTBOX_PRELOAD_BEFORE before it and
 * LIGHTBOX_PRELOAD_AFTER after it, within the list.
 * @param index Current slide.
 * @param count Number of slides.
 */
export function slidesToPreload( index: number, count: number ): number[] {
	const indexes: number[] = [];
	for (
		let next = index - LIGHTBOX_PRELOAD_BEFORE;
		next <= index + LIGHTBOX_PRELOAD_AFTER;
		next++
	) {
		if ( next !== index && next >= 0 && next < count ) {
			indexes.push( next );
		}
	}
	return indexes;
}

/**
 * Leaves the `current` class on the slide at `index` only. GLightbox marks a slide current when
 * its content has loaded: a visitor who moves on before the first slide has loaded would see that
 * slide marked current after the one they moved to (both shown, the old one over the new). No
 * slide is marked here: GLightbox does that for the one at `index` once it has loaded.
 *
 * @param modal The lightbox.
 * @param index The slide the visitor is on.
 */
export function keepOneCurrent( modal: HTMLElement | null, index: number ) {
	modal?.querySelectorAll( '.gslide.current' ).forEach( ( slide ) => {
		if ( slide.parentElement?.children[ index ] !== slide ) {
			slide.classList.remove( 'current' );
		}
	} );
}

export function openLightbox( {
	entries,
	index,
	strings,
	opener,
}: OpenOptions ): void {
	const effect = motionAllowed() ? undefined : 'none';
	const box = GLightbox( {
		elements: entries.map( ( entry ) => slideFor( entry, strings ) ),
		lightboxHTML: dialogHtml( strings ),
		preload: false,
		loop: false,
		autoplayVideos: false,
		zoomable: false,
		// Never GLightbox's short caption on phones: it reads the caption's text and writes that
		// text back as HTML, so a project text that reads like markup (escaped, as any author
		// may write it) became markup. The caption is shown whole, as on a desktop.
		moreLength: 0,
		...( effect && {
			openEffect: effect,
			closeEffect: effect,
			slideEffect: effect,
		} ),
	} );
	guardLoading( box, entries, strings );
	let release = () => {};
	box.on( 'open', () => {
		if ( box.modal ) {
			release = holdFocus( box.modal );
			box.modal.querySelector< HTMLElement >( '.gclose' )?.focus();
		}
	} );
	box.on( 'slide_after_load', () => keepOneCurrent( box.modal, box.index ) );
	box.on( 'slide_changed', ( { current }: { current: GSlideData } ) => {
		keepOneCurrent( box.modal, box.index );
		for ( const next of slidesToPreload( current.index, entries.length ) ) {
			box.preloadSlide( next );
		}
	} );
	box.on( 'close', () => {
		release();
		opener.focus();
	} );
	box.openAt( index );
}
