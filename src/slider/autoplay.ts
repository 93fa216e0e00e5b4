/**
 * A slider's autoplay, the same before and under the React view: one timer, counted from the
 * last change, that runs only while nothing holds it.
 *
 * Holds: a pressed pointer (from `pointerdown` to `pointerup`/`pointercancel`, so a finger resting
 * on a slide never sees it move), a mouse over the slider (a tap's compatibility `mouseenter` is
 * not a hover: only `pointerType: mouse` counts), keyboard focus inside (`:focus-visible`, so a
 * tapped button does not leave it paused), a hidden tab, and the visitor's pause button. When the
 * last hold lets go, the full interval starts again.
 */
import type { SliderSettings } from './settings';

export type Hold = 'pointer' | 'hover' | 'focus' | 'hidden' | 'paused';

export interface Autoplay {
	hold: ( reason: Hold, on: boolean ) => void;
	/** Whether it would advance now (its live region stays quiet then). */
	playing: () => boolean;
	/**
	 * Whether the pause button's hold is on: pressed by the visitor, or from the start under
	 * reduced motion. The pause button shows this, before React and under it.
	 */
	paused: () => boolean;
	/** Counts the interval again from now (after any change of slide). */
	restart: () => void;
	destroy: () => void;
}

/**
 * Whether focus came from the keyboard (a tap or a click focuses a button without it).
 * @param target The newly focused element.
 */
function keyboardFocus( target: EventTarget | null ): boolean {
	try {
		return ( target as Element ).matches( ':focus-visible' );
	} catch {
		return true;
	}
}

/**
 * @param root     The slider.
 * @param settings Its settings.
 * @param motion   Whether slides may move on their own (never under reduced motion, SL-1).
 * @param advance  One step of autoplay.
 * @param changed  Told when `playing()` may have changed.
 */
export function createAutoplay(
	root: HTMLElement,
	settings: SliderSettings,
	motion: boolean,
	advance: () => void,
	changed: () => void
): Autoplay {
	const doc = root.ownerDocument;
	const win = doc.defaultView as Window;
	// Under reduced motion it starts paused; the pause button can still start it.
	const holds = new Set< Hold >( motion ? [] : [ 'paused' ] );
	let timer = 0;
	const playing = () => settings.autoplay && holds.size === 0;
	const restart = () => {
		win.clearTimeout( timer );
		if ( playing() ) {
			timer = win.setTimeout( advance, settings.interval );
		}
	};
	const hold = ( reason: Hold, on: boolean ) => {
		if ( on === holds.has( reason ) ) {
			return;
		}
		if ( on ) {
			holds.add( reason );
		} else {
			holds.delete( reason );
		}
		restart();
		changed();
	};

	const listeners: Array<
		[ EventTarget, string, ( event: never ) => void ]
	> = [
		[
			root,
			'pointerdown',
			( event: PointerEvent ) =>
				event.isPrimary && hold( 'pointer', true ),
		],
		[ doc, 'pointerup', () => hold( 'pointer', false ) ],
		[ doc, 'pointercancel', () => hold( 'pointer', false ) ],
		[
			root,
			'pointerenter',
			( event: PointerEvent ) =>
				event.pointerType === 'mouse' && hold( 'hover', true ),
		],
		[
			root,
			'pointerleave',
			( event: PointerEvent ) =>
				event.pointerType === 'mouse' && hold( 'hover', false ),
		],
		[
			root,
			'focusin',
			( event: FocusEvent ) =>
				hold( 'focus', keyboardFocus( event.target ) ),
		],
		[
			root,
			'focusout',
			( event: FocusEvent ) =>
				! root.contains( event.relatedTarget as Node | null ) &&
				hold( 'focus', false ),
		],
		[ doc, 'visibilitychange', () => hold( 'hidden', doc.hidden ) ],
	];
	listeners.forEach( ( [ target, type, listener ] ) =>
		target.addEventListener( type, listener as EventListener )
	);
	// Already there when the engine starts: no enter event comes.
	if (
		win.matchMedia?.( '(hover: hover)' ).matches &&
		root.matches( ':hover' )
	) {
		holds.add( 'hover' );
	}
	if (
		root.contains( doc.activeElement ) &&
		keyboardFocus( doc.activeElement )
	) {
		holds.add( 'focus' );
	}
	if ( doc.hidden ) {
		holds.add( 'hidden' );
	}
	restart();

	return {
		hold,
		playing,
		paused: () => holds.has( 'paused' ),
		restart,
		destroy: () => {
			win.clearTimeout( timer );
			listeners.forEach( ( [ target, type, listener ] ) =>
				target.removeEventListener( type, listener as EventListener )
			);
		},
	};
}
