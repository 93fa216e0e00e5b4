/**
 * The sliders' small script: starts the engine on every served slider, so a swipe, the keys and
 * autoplay (with its holds) work before any React. What the engine changes is written back into
 * the served controls (the current dot, the arrows at the ends, the live region), so the markup
 * always says where the slider is.
 *
 * It answers the arrows, the dots and the pause button too, so a visitor's first click moves the
 * slider at once (the islands loader lets it through: src/lifecycle/handover.ts). The React view
 * (view.tsx) starts when a visitor reaches the slider (pointer, focus, key): it stops this
 * script, adopts the running engine and hydrates the markup as it stands, the pause button's
 * state included; from then on it renders the controls.
 */
import { motionAllowed } from '../shared/motion';
import { whenReady } from '../shared/ready';
import { CLASS } from './class';
import { handOver, isRunning } from '../lifecycle/handover';
import {
	createEngine,
	type Position,
	type RunningSlider,
	type SliderEngine,
} from './engine';
import { servedSettings } from './settings';

/**
 * Writes a position into the served controls, as the view would render them.
 * @param root     The slider.
 * @param position Where it is.
 */
function paint( root: HTMLElement, position: Position ): void {
	root.querySelectorAll( `.${ CLASS }__dot` ).forEach( ( dot, index ) =>
		dot.setAttribute( 'aria-current', String( index === position.index ) )
	);
	const disable = ( which: string, disabled: boolean ) =>
		root
			.querySelector( `.${ CLASS }__arrow--${ which }` )
			?.setAttribute( 'aria-disabled', String( disabled ) );
	disable( 'previous', position.atStart );
	disable( 'next', position.atEnd );
	root.querySelector( `.${ CLASS }__track` )?.setAttribute(
		'aria-live',
		position.playing ? 'off' : 'polite'
	);
	root.querySelector( `.${ CLASS }__toggle` )?.setAttribute(
		'aria-pressed',
		String( !! position.paused )
	);
}

/**
 * Answers the served controls before any React: the arrows, the dots and the pause button move
 * the engine and say so in the markup, as the view will once it has taken over.
 * @param root   The slider.
 * @param engine Its engine.
 * @return Stops answering.
 */
function answer( root: HTMLElement, engine: SliderEngine ): () => void {
	const onClick = ( event: MouseEvent ) => {
		const button = ( event.target as Element ).closest( 'button' );
		// Never a nested slider's control, nor a button of the slides' content.
		if ( ! button || button.closest( `.${ CLASS }[data-kind]` ) !== root ) {
			return;
		}
		const dots = Array.from( root.querySelectorAll( `.${ CLASS }__dot` ) );
		if ( button.matches( `.${ CLASS }__arrow--next` ) ) {
			engine.next();
		} else if ( button.matches( `.${ CLASS }__arrow--previous` ) ) {
			engine.previous();
		} else if ( dots.includes( button ) ) {
			engine.goTo( dots.indexOf( button ) );
		} else if ( button.matches( `.${ CLASS }__toggle` ) ) {
			// The engine's hold, not the button's word: under reduced motion it is on before any
			// press (paint() then says so).
			engine.hold( 'paused', ! engine.position().paused );
		}
	};
	root.addEventListener( 'click', onClick );
	return () => root.removeEventListener( 'click', onClick );
}

function start( root: HTMLElement ): void {
	const settings = servedSettings( root );
	if ( isRunning( root ) || ! settings ) {
		return;
	}
	const engine = createEngine( root, settings, motionAllowed() );
	if ( ! engine ) {
		return;
	}
	engine.listen( ( position ) => paint( root, position ) );
	// The served markup says "playing"; under reduced motion the engine starts paused, and the
	// pause button must say so before its first press.
	paint( root, engine.position() );
	const stopAnswering = answer( root, engine );
	handOver< RunningSlider >( root, {
		engine,
		answers: true,
		// The view hydrates these controls as it read them, in slices: a paint between two
		// slices (a resize, a swipe) would change markup React has not reached yet. The view
		// listens, and catches up with the engine, once it has committed.
		stop: () => {
			stopAnswering();
			engine.listen( () => undefined );
		},
	} );
}

whenReady( document, () =>
	document
		.querySelectorAll< HTMLElement >( `.${ CLASS }[data-kind]` )
		.forEach( start )
);
