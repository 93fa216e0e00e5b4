/**
 * The one slider engine (SL-6), on the served markup and without a library. The stylesheet
 * already sizes every slide from the per-breakpoint counts (style.scss), so the engine only
 * moves the track by whole places, or crossfades stacked slides, and never sizes anything:
 * nothing moves when it starts. Distances come from the layout (one slide's offset from the
 * next), so right to left needs no mirrored sums.
 *
 * It starts with the page's small slider script (motion.ts) and carries on under the React view,
 * which adopts the same running engine when a visitor interacts (view.tsx): one instance per
 * slider, and everything a visitor feels (drag, keys, autoplay and its holds, focus) lives here,
 * so it is the same before and after React.
 *
 * A slider that loops never rewinds: the slides' CSS `order` turns the row round, so the next
 * slide is always beside the shown one. Only the order of the boxes changes (no node moves, no
 * clone): focus, the reading order of what is in view, hydration and the editor see the served
 * slides. Places below are positions in that turned row; `index` is a slide in served order.
 *
 * Swiper's core alone is more than a whole page's slider budget (16 KB gzip); what the sliders
 * use is here, compared with Swiper's defaults in docs/blocks.md.
 */
import type { Running } from '../lifecycle/handover';
import { SLIDER_EDGE_RESISTANCE, SLIDER_MOMENTUM_MS } from '../shared/timing';
import { createAutoplay, type Hold } from './autoplay';
import { CLASS } from './class';
import { attachDrag } from './drag';
import type { SliderSettings } from './settings';

export type Position = {
	/** The first slide in view, 0-based in the served order. */
	index: number;
	/** At the first or last position of a slider that does not wrap. */
	atStart: boolean;
	atEnd: boolean;
	/** Whether autoplay would move it now (its live region is quiet then). */
	playing?: boolean;
	/** Whether the pause button's hold is on (the button shows it pressed). */
	paused?: boolean;
};

export interface SliderEngine {
	next: () => void;
	previous: () => void;
	/** Autoplay's step: like next, and back to the first slide after the last. */
	advance: () => void;
	goTo: ( index: number ) => void;
	position: () => Position;
	/** Holds autoplay (or lets it go) for a reason: the view's pause button holds `paused`. */
	hold: ( reason: Hold, on: boolean ) => void;
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
 * What the small script hands the view (src/lifecycle/handover.ts): stop ends its painting of the
 * served controls and its answering of them.
 */
export type RunningSlider = Running & { engine: SliderEngine };

/**
 * How far a pull past an end shows, in places: its pixels raised to the resistance power.
 * @param over  Places past the end.
 * @param pixel Pixels in a place.
 */
const resisted = ( over: number, pixel: number ): number =>
	pixel ? ( over * pixel ) ** SLIDER_EDGE_RESISTANCE / pixel : 0;

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
	const count = slides.length;
	const fade = settings.effect === 'fade';
	let index = 0;
	// The served slide at the turned row's first place (loops only).
	let first = 0;
	// Where the track stands, in places (fractional mid-drag); where a drag started.
	let at = 0;
	let from = 0;
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
	// Places beyond those in view: the last index of a slider that stops at its ends.
	const spare = () => Math.max( 0, count - perView() );
	const loops = () => settings.loop && spare() > 0;
	const placeOf = ( slide: number ) => ( slide - first + count ) % count;
	const slideAt = ( place: number ) => ( first + place ) % count;
	const step = () =>
		count > 1
			? slides[ slideAt( 1 ) ].offsetLeft -
				slides[ slideAt( 0 ) ].offsetLeft
			: 0;
	const rtl = () => getComputedStyle( root ).direction === 'rtl';
	// What a pointer must cross for one place. A crossfade's slides are stacked (no offset between
	// them), so its drag is measured against the viewport, forward the reading way; measured by
	// step() it would be 0 places whatever the direction.
	const pitch = () => {
		if ( ! fade ) {
			return step();
		}
		const width = count > 1 ? viewport.clientWidth : 0;
		return rtl() ? -width : width;
	};

	const translate = ( places: number ) => {
		const pixels = -places * step();
		track.style.transform = pixels ? `translateX(${ pixels }px)` : '';
	};
	const animate = ( on: boolean ) => {
		track.style.transitionDuration = on ? '' : '0s';
	};
	// Stops the track where the eye sees it (mid-animation too) and returns that place.
	const freeze = () => {
		if ( fade ) {
			return at;
		}
		const shown = getComputedStyle( track ).transform;
		const pixels =
			shown && shown !== 'none' ? new DOMMatrixReadOnly( shown ).m41 : 0;
		const pixel = step();
		at = pixel ? -pixels / pixel : 0;
		animate( false );
		translate( at );
		return at;
	};
	// Turns the row so the served slide `which` stands at `place`, without a visible move: the
	// track shifts by as many places as the row turned.
	const turn = ( which: number, place: number ) => {
		const turned = place - placeOf( which );
		first = ( which - place + count ) % count;
		slides.forEach( ( element, slide ) => {
			element.style.order = loops() ? String( placeOf( slide ) ) : '';
		} );
		at += turned;
		from += turned;
		animate( false );
		translate( at );
		// Computed now, so a move that follows animates from here.
		track.getBoundingClientRect();
	};

	const state = (): Position => ( {
		...positionAt( index, spare(), loops() ),
		playing: autoplay.playing(),
		paused: autoplay.paused(),
	} );
	const tell = () => listener( state() );

	const show = ( moving: boolean ) => {
		if ( ! loops() && first !== 0 ) {
			turn( 0, 0 );
		}
		if ( ! loops() ) {
			index = Math.min( index, spare() );
		}
		// A new width may leave fewer spare places than the current slide's.
		if ( loops() && placeOf( index ) > spare() ) {
			turn( index, spare() );
		}
		const shown = perView();
		const inView = ( slide: number ) =>
			( slide - index + count ) % count < shown;
		const near = ( slide: number ) =>
			( slide - index + count ) % count < 2 * shown ||
			( loops() && ( index - slide + count ) % count <= shown );
		slides.forEach( ( element, slide ) => {
			element.classList.toggle(
				`${ CLASS }__slide--current`,
				slide === index
			);
			// Slides coming into view first: focus may have to move into one.
			if ( inView( slide ) ) {
				element.inert = false;
			}
			// The next slides' lazy pictures load now, before they slide in: beside a clipped
			// viewport the browser would fetch them only once they show.
			if ( near( slide ) ) {
				element
					.querySelectorAll( 'img[loading="lazy"]' )
					.forEach( ( image ) => {
						( image as HTMLImageElement ).loading = 'eager';
					} );
			}
		} );
		// Focus in a slide about to leave the view moves to the slide now first in view, before
		// that slide goes inert (which would drop it to the page), so keys keep working.
		const active = root.ownerDocument.activeElement;
		if (
			slides.some(
				( element, slide ) =>
					! inView( slide ) && element.contains( active )
			)
		) {
			slides[ index ].tabIndex = -1;
			slides[ index ].focus( { preventScroll: true } );
		}
		// Off-screen slides: Tab does not reach their links, screen readers skip them.
		slides.forEach( ( element, slide ) => {
			if ( ! inView( slide ) ) {
				element.inert = true;
			}
		} );
		if ( ! fade ) {
			at = placeOf( index );
			animate( moving );
			translate( at );
		}
		tell();
	};

	// Moves `by` places (signed) to the served slide `to`; a loop first turns its row so the
	// way there is beside the slides in view.
	const move = ( to: number, by: number ) => {
		if ( loops() && ! fade ) {
			// Mid-animation, the row is first put where it was going: turning it now could move
			// a slide still half in view.
			at = placeOf( index );
			animate( false );
			translate( at );
			const place = placeOf( index );
			const room = by > 0 ? spare() - by : -by;
			if ( room < 0 || room > spare() ) {
				// Further than the slides beside the view reach: no sweep across the others.
				index = to;
				show( false );
				autoplay.restart();
				return;
			}
			if ( by > 0 ? place > room : place < room ) {
				turn( index, room );
			}
		}
		index = to;
		show( true );
		autoplay.restart();
	};
	const goTo = ( to: number ) => {
		if ( ! loops() ) {
			move( Math.max( 0, Math.min( to, spare() ) ), to - index );
			return;
		}
		const ahead = ( ( to % count ) + count - index ) % count;
		move(
			( to + count ) % count,
			ahead <= count / 2 ? ahead : ahead - count
		);
	};
	const next = () => {
		if ( loops() || index < spare() ) {
			goTo( index + 1 );
		}
	};
	const previous = () => {
		if ( loops() || index > 0 ) {
			goTo( index - 1 );
		}
	};
	const advance = () => ( index < spare() || loops() ? next() : goTo( 0 ) );

	const autoplay = createAutoplay(
		root,
		{ ...settings, autoplay: settings.autoplay && count > 1 },
		motion,
		advance,
		tell
	);

	const detachDrag = attachDrag( viewport, {
		step: pitch,
		grab: () => {
			from = freeze();
			// A finger the autoplay never saw land (adopted at its first move) holds it too.
			autoplay.hold( 'pointer', true );
		},
		pull: ( places ) => {
			if ( fade ) {
				return;
			}
			let to = from + places;
			// A loop turns its row as the pull nears an end, one place at a time.
			while ( loops() && ( to < 0 || to > spare() ) ) {
				const place = to < 0 ? 1 : -1;
				turn( slideAt( 0 ), place );
				to += place;
			}
			const end = loops() ? to : Math.max( 0, Math.min( to, spare() ) );
			at =
				end +
				Math.sign( to - end ) *
					resisted( Math.abs( to - end ), Math.abs( step() ) );
			translate( at );
		},
		settle: ( places, velocity, swiped ) => {
			if ( ! swiped ) {
				// A press, or a pull under the threshold: back to (or on to) the slide it was at.
				show( true );
				return;
			}
			if ( fade ) {
				( places > 0 ? next : previous )();
				return;
			}
			// The nearest place the pull and its speed reach, and at least one on from the slide
			// the slider was showing or moving to: a second swipe that catches the track still
			// moving goes on from where the first was going, in its own direction.
			const reach = Math.round(
				from + places + velocity * SLIDER_MOMENTUM_MS
			);
			const heading = placeOf( index );
			let place =
				places > 0
					? Math.max( reach, heading + 1 )
					: Math.min( reach, heading - 1 );
			// A loop turns its row until that place is in it.
			while ( loops() && ( place < 0 || place > spare() ) ) {
				const shift = place < 0 ? 1 : -1;
				turn( slideAt( 0 ), shift );
				place += shift;
			}
			const to = Math.max( 0, Math.min( place, spare() ) );
			index = loops() ? slideAt( to ) : to;
			show( true );
			autoplay.restart();
		},
	} );

	// Arrow keys move the slider they are pressed in (mirrored right to left); Home and End go
	// to the first and last slide.
	const onKey = ( event: KeyboardEvent ) => {
		if (
			( event.target as Element ).closest?.(
				'input, textarea, select, [contenteditable]'
			) ||
			event.altKey ||
			event.ctrlKey ||
			event.metaKey
		) {
			return;
		}
		const action = {
			ArrowLeft: rtl() ? next : previous,
			ArrowRight: rtl() ? previous : next,
			Home: () => goTo( 0 ),
			End: () => goTo( loops() ? count - 1 : spare() ),
		}[ event.key ];
		if ( action ) {
			event.preventDefault();
			action();
		}
	};
	root.addEventListener( 'keydown', onKey );

	// A new width may change the count in view, and always each slide's offset.
	const resized = new ResizeObserver( () => show( false ) );
	resized.observe( viewport );
	show( false );
	// Once the placed styles are computed (a layout computes every slide's), later moves
	// animate at the slider's speed.
	track.getBoundingClientRect();
	speed( motion ? settings.speed : 0 );

	return {
		next,
		previous,
		advance,
		goTo,
		position: state,
		hold: autoplay.hold,
		listen: ( heard ) => {
			listener = heard;
		},
		destroy: () => {
			resized.disconnect();
			detachDrag();
			autoplay.destroy();
			root.removeEventListener( 'keydown', onKey );
		},
	};
}
