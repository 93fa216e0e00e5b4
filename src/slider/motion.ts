/**
 * The sliders' small script: starts the engine on every served slider, so a swipe, the keys and
 * autoplay (with its holds) work before any React. What the engine changes is written back into
 * the served controls (the current dot, the arrows at the ends, the live region), so the markup
 * always says where the slider is.
 *
 * The React view (view.tsx) starts when a visitor reaches the slider (pointer, focus, key): it
 * stops this painting, adopts the running engine and hydrates the markup as it stands; from then
 * on it renders the controls and owns the pause button.
 */
import { motionAllowed } from '../shared/motion';
import { whenReady } from '../shared/ready';
import { CLASS } from './class';
import { handOver, isRunning } from '../shared/handover';
import { createEngine, type Position, type RunningSlider } from './engine';
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
	handOver< RunningSlider >( root, {
		engine,
		// The view hydrates these controls as it read them, in slices: a paint between two
		// slices (a resize, a swipe) would change markup React has not reached yet. The view
		// listens, and catches up with the engine, once it has committed.
		stop: () => engine.listen( () => undefined ),
	} );
}

whenReady( document, () =>
	document
		.querySelectorAll< HTMLElement >( `.${ CLASS }[data-kind]` )
		.forEach( start )
);
