/**
 * The one slider engine (SL-6), on the served markup and without a library. The stylesheet
 * already sizes every slide from the per-breakpoint counts (style.scss), so the engine only
 * moves the track by a slide's own offset, or crossfades stacked slides, and never measures a
 * width of its own: nothing moves when it starts. Offsets come from the layout, so right to
 * left needs no mirrored sums.
 *
 * It starts with the page's small slider script (motion.ts) and carries on under the React view,
 * which adopts the same running engine when a visitor interacts (view.tsx): one instance per
 * slider, so the slide the visitor sees is the slide React starts from.
 *
 * A library would cost more than the whole budget of a page with one slider (issue 32: 16 KB
 * gzip); a track that moves by transform, a swipe, inert off-screen slides and a crossfade are
 * what the sliders use.
 */
import { SLIDER_SWIPE_THRESHOLD_PX } from '../shared/timing';
import { CLASS } from './class';
import type { SliderSettings } from './settings';

export type Position = {
	/** The first slide in view, 0-based in the served order. */
	index: number;
	/** At the first or last position of a slider that does not wrap. */
	atStart: boolean;
	atEnd: boolean;
};

export interface SliderEngine {
	next: () => void;
	previous: () => void;
	/** Autoplay's step: like next, and back to the first slide after the last. */
	advance: () => void;
	goTo: ( index: number ) => void;
	position: () => Position;
	/** Who hears of every change (one listener: the small script's, then the React view's). */
	listen: ( listener: ( position: Position ) => void ) => void;
	destroy: () => void;
}

/**
 * Where a slider stands at a slide: a slider that wraps has no ends (the editor marks its arrows
 * by the same rule).
 * @param index The first slide in view.
 * @param last  The last index the first slide in view can have.
 * @param wraps Whether the slider loops.
 */
export const positionAt = (
	index: number,
	last: number,
	wraps: boolean
): Position => ( {
	index,
	atStart: ! wraps && index === 0,
	atEnd: ! wraps && index >= last,
} );

/**
 * What the small script hands the view (src/shared/handover.ts): stop ends its autoplay and its
 * painting of the served controls.
 */
export type RunningSlider = { engine: SliderEngine; stop: () => void };

// A press that moves less than this is a click, not the start of a drag.
const DRAG_SLOP_PX = 6;

/**
 * Starts the engine on a slider's served markup; null when it has no slides to move.
 * @param root     The slider (`.vitrine-slider`).
 * @param settings Its settings.
 * @param motion   Whether slides may animate.
 */
export function createEngine(
	root: HTMLElement,
	settings: SliderSettings,
	motion: boolean
): SliderEngine | null {
	const viewport = root.querySelector< HTMLElement >(
		`.${ CLASS }__viewport`
	);
	const track = viewport?.querySelector< HTMLElement >(
		`.${ CLASS }__track`
	);
	if ( ! viewport || ! track ) {
		return null;
	}
	const slides = Array.from( track.children ).filter( ( slide ) =>
		slide.classList.contains( `${ CLASS }__slide` )
	) as HTMLElement[];
	const fade = settings.effect === 'fade';
	const wraps = settings.loop;
	let index = 0;
	let offset = 0;
	let listener: ( position: Position ) => void = () => undefined;

	const speed = ( ms: number ) =>
		root.style.setProperty( `--${ CLASS }-speed`, `${ ms }ms` );
	// The first placement never animates: a fading slider's other slides, stacked on the first
	// when the effect applies, would otherwise fade out from fully shown over it (seen, and
	// reported by the browser as the page's largest paint).
	speed( 0 );
	root.dataset.vitrineSlider = settings.effect;

	// The count the stylesheet applies at this width (fading sliders show one).
	const perView = () =>
		fade
			? 1
			: Math.max(
					1,
					Math.round(
						parseFloat(
							getComputedStyle( root ).getPropertyValue(
								`--${ CLASS }-per-view`
							)
						)
					) || 1
				);
	const last = () => Math.max( 0, slides.length - perView() );
	const position = (): Position => positionAt( index, last(), wraps );
	const translate = ( by: number ) => {
		track.style.transform = by ? `translateX(${ by }px)` : '';
	};

	const place = ( animate: boolean ) => {
		index = Math.min( index, last() );
		const shown = perView();
		slides.forEach( ( slide, at ) => {
			slide.classList.toggle(
				`${ CLASS }__slide--current`,
				at === index
			);
			// Off-screen slides: Tab does not reach their links, screen readers skip them.
			slide.inert = at < index || at >= index + shown;
			// The next slides' lazy pictures load now, before they slide in: beside a clipped
			// viewport the browser would fetch them only once they show.
			if ( at < index + 2 * shown ) {
				slide
					.querySelectorAll( 'img[loading="lazy"]' )
					.forEach( ( image ) => {
						( image as HTMLImageElement ).loading = 'eager';
					} );
			}
		} );
		if ( ! fade ) {
			offset = slides[ 0 ].offsetLeft - slides[ index ].offsetLeft;
			track.style.transitionDuration = animate ? '' : '0s';
			translate( offset );
		}
		listener( position() );
	};
	const goTo = ( to: number ) => {
		index = Math.max( 0, Math.min( to, last() ) );
		place( true );
	};
	const next = () =>
		index < last() ? goTo( index + 1 ) : wraps && goTo( 0 );
	const previous = () =>
		index > 0 ? goTo( index - 1 ) : wraps && goTo( last() );

	// Swipe: the track follows a horizontal drag; past the threshold it moves one slide.
	let pressed: { x: number; y: number; id: number } | null = null;
	let dragged = 0;
	let dragging = false;
	const isField = ( target: EventTarget | null ) =>
		!! ( target as Element | null )?.closest?.(
			'input, select, textarea, [contenteditable]'
		);
	const onDown = ( event: PointerEvent ) => {
		if (
			event.isPrimary &&
			event.button === 0 &&
			! isField( event.target )
		) {
			pressed = {
				x: event.clientX,
				y: event.clientY,
				id: event.pointerId,
			};
			dragged = 0;
			dragging = false;
		}
	};
	const onMove = ( event: PointerEvent ) => {
		if ( ! pressed || event.pointerId !== pressed.id ) {
			return;
		}
		dragged = event.clientX - pressed.x;
		if (
			! dragging &&
			Math.abs( dragged ) > DRAG_SLOP_PX &&
			Math.abs( dragged ) > Math.abs( event.clientY - pressed.y )
		) {
			dragging = true;
			viewport.setPointerCapture?.( event.pointerId );
			track.style.transitionDuration = '0s';
		}
		if ( dragging && ! fade ) {
			translate( offset + dragged );
		}
	};
	const onUp = ( event: PointerEvent ) => {
		if ( ! pressed || event.pointerId !== pressed.id ) {
			return;
		}
		pressed = null;
		if ( ! dragging ) {
			return;
		}
		dragging = false;
		// A drag that ends on a link does not follow it: the click it makes, in this same task,
		// is swallowed, and only that one.
		const swallow = ( click: Event ) => {
			click.preventDefault();
			click.stopPropagation();
		};
		viewport.addEventListener( 'click', swallow, true );
		setTimeout( () =>
			viewport.removeEventListener( 'click', swallow, true )
		);
		const rtl = getComputedStyle( root ).direction === 'rtl';
		const forward = rtl ? dragged > 0 : dragged < 0;
		const before = index;
		if ( Math.abs( dragged ) >= SLIDER_SWIPE_THRESHOLD_PX ) {
			( forward ? next : previous )();
		}
		if ( index === before ) {
			place( true );
		}
	};
	// A mouse drag moves slides; it must not select their text or drag their images away.
	const onMouseDown = ( event: MouseEvent ) => {
		if ( ! isField( event.target ) ) {
			event.preventDefault();
		}
	};
	const gestures = [
		[ 'pointerdown', onDown ],
		[ 'pointermove', onMove ],
		[ 'pointerup', onUp ],
		[ 'pointercancel', onUp ],
		[ 'mousedown', onMouseDown ],
	] as Array< [ string, ( event: never ) => void ] >;
	gestures.forEach( ( [ type, handler ] ) =>
		viewport.addEventListener( type, handler as EventListener )
	);

	// A new width may change the count in view, and always each slide's offset.
	const resized = new ResizeObserver( () => place( false ) );
	resized.observe( viewport );
	place( false );
	// Once the placed styles are computed (a layout computes every slide's), later moves
	// animate at the slider's speed.
	track.getBoundingClientRect();
	speed( motion ? settings.speed : 0 );

	return {
		next,
		previous,
		advance: () => ( index < last() ? goTo( index + 1 ) : goTo( 0 ) ),
		goTo,
		position,
		listen: ( heard ) => {
			listener = heard;
		},
		destroy: () => {
			resized.disconnect();
			gestures.forEach( ( [ type, handler ] ) =>
				viewport.removeEventListener( type, handler as EventListener )
			);
		},
	};
}
