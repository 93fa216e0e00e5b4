/**
 * A slider's drag, by finger, pen or mouse: the pointer's side of it. A press stops the track
 * where it is (mid-animation too); a horizontal move past a few pixels pulls it; the release
 * hands over how far, and how fast, the pointer went. A finger already down when the engine
 * starts (it landed before the small script ran) is adopted at its first move. The engine
 * (engine.ts) turns places into pixels, keeps the ends and the loop, and snaps.
 *
 * Vertical moves stay the page's: the viewport's `touch-action: pan-y pinch-zoom` (style.scss)
 * lets the browser scroll and zoom, and a move more vertical than horizontal never starts a drag.
 */
import {
	SLIDER_SWIPE_THRESHOLD_PX,
	SLIDER_VELOCITY_WINDOW_MS,
} from '../shared/timing';

// A press that moves less than this is a click, not the start of a drag.
const DRAG_SLOP_PX = 6;

export interface Draggable {
	/** Pixels the track moves for one place forward (negative right to left). */
	step: () => number;
	/** A press: the track stops where it stands. */
	grab: () => void;
	/** The pointer has pulled the track this many places forward since the press. */
	pull: ( places: number ) => void;
	/**
	 * The pointer let go.
	 * @param places   How far it pulled (0 for a press that never dragged).
	 * @param velocity Places per millisecond at release, forward positive.
	 * @param swiped   Whether the pull went past the swipe threshold.
	 */
	settle: ( places: number, velocity: number, swiped: boolean ) => void;
}

type Sample = { time: number; x: number };

/**
 * @param viewport The slider's viewport (what the pointer presses).
 * @param track    The engine's side.
 * @return Removes the listeners.
 */
export function attachDrag(
	viewport: HTMLElement,
	track: Draggable
): () => void {
	let pressed: { x: number; y: number; id: number } | null = null;
	let dragging = false;
	let samples: Sample[] = [];
	const isField = ( target: EventTarget | null ) =>
		!! ( target as Element | null )?.closest?.(
			'input, select, textarea, [contenteditable]'
		);
	const places = ( x: number ) => {
		const step = track.step();
		return pressed && step ? -( x - pressed.x ) / step : 0;
	};

	const press = ( event: PointerEvent ) => {
		pressed = { x: event.clientX, y: event.clientY, id: event.pointerId };
		dragging = false;
		samples = [ { time: event.timeStamp, x: event.clientX } ];
		track.grab();
	};
	const onDown = ( event: PointerEvent ) => {
		if (
			event.isPrimary &&
			event.button === 0 &&
			! isField( event.target )
		) {
			press( event );
		}
	};
	const onMove = ( event: PointerEvent ) => {
		// A finger (or pen) that landed before this script ran: its moves still come here (a
		// touch's events stay with the element it landed on), so the press starts from the first
		// one. A mouse moving in with its button down is a selection from elsewhere, not a press.
		if (
			! pressed &&
			event.isPrimary &&
			event.pointerType !== 'mouse' &&
			event.buttons % 2 === 1 &&
			! isField( event.target )
		) {
			press( event );
		}
		if ( ! pressed || event.pointerId !== pressed.id ) {
			return;
		}
		const across = event.clientX - pressed.x;
		if (
			! dragging &&
			Math.abs( across ) > DRAG_SLOP_PX &&
			Math.abs( across ) > Math.abs( event.clientY - pressed.y )
		) {
			dragging = true;
			viewport.setPointerCapture?.( event.pointerId );
		}
		samples.push( { time: event.timeStamp, x: event.clientX } );
		samples = samples.filter(
			( sample ) =>
				event.timeStamp - sample.time <= SLIDER_VELOCITY_WINDOW_MS
		);
		if ( dragging ) {
			track.pull( places( event.clientX ) );
		}
	};
	const onUp = ( event: PointerEvent ) => {
		if ( ! pressed || event.pointerId !== pressed.id ) {
			return;
		}
		const last = samples[ samples.length - 1 ];
		const oldest = samples[ 0 ];
		// A finger held still before letting go carries no speed.
		const fresh =
			last && event.timeStamp - last.time <= SLIDER_VELOCITY_WINDOW_MS;
		const elapsed = last && oldest ? last.time - oldest.time : 0;
		const velocity =
			fresh && elapsed > 0
				? ( places( last.x ) - places( oldest.x ) ) / elapsed
				: 0;
		const pulled = dragging ? places( event.clientX ) : 0;
		const swiped =
			dragging &&
			event.type === 'pointerup' &&
			Math.abs( event.clientX - pressed.x ) >= SLIDER_SWIPE_THRESHOLD_PX;
		pressed = null;
		if ( dragging ) {
			// A drag that ends on a link does not follow it: the click it makes, in this same
			// task, is swallowed, and only that one.
			const swallow = ( click: Event ) => {
				click.preventDefault();
				click.stopPropagation();
			};
			viewport.addEventListener( 'click', swallow, true );
			setTimeout( () =>
				viewport.removeEventListener( 'click', swallow, true )
			);
		}
		dragging = false;
		track.settle( pulled, velocity, swiped );
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
	return () =>
		gestures.forEach( ( [ type, handler ] ) =>
			viewport.removeEventListener( type, handler as EventListener )
		);
}
