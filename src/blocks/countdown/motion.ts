/**
 * The countdown's small script (issue 32): ticks the served markup from the real clock when the
 * countdown comes near the viewport, with no React. It shows the units, writes each second's
 * numbers and labels (labels.ts, the view's own), and at zero shows the editor's end state and
 * says so once, all by the rules of face.ts, so the markup is always what the component would
 * render. The root says where it stands in `data-vitrine-phase`.
 *
 * The React view starts when a visitor reaches the countdown (pointer, focus, key: its pause
 * button): it stops this clock, hydrates the markup as it stands and ticks on.
 */
import { handOver, isRunning } from '../../shared/handover';
import { whenReady } from '../../shared/ready';
import { CLASS, faceParts, normalizeEndState, readStrings } from './face';
import { pageLocale, unitTexts } from './labels';
import { parseTarget, splitSeconds } from './remaining';
import { startTicking } from './tick';

function start( root: HTMLElement ): void {
	// A hostile or missing date parses to null: the served end state stays.
	const target = parseTarget( root.dataset.countdown );
	if ( isRunning( root ) || root.dataset.served !== 'waiting' || ! target ) {
		return;
	}
	const part = ( name: string ) =>
		root.querySelector< HTMLElement >( `.${ CLASS }__${ name }` );
	const all = ( name: string ) =>
		root.querySelectorAll< HTMLElement >( `.${ CLASS }__${ name }` );
	const strings = readStrings( root.dataset.strings );
	const locale = pageLocale();
	const end = normalizeEndState( root.dataset.end );
	let sawTimeLeft = false;

	const show = ( seconds: number ) => {
		const phase = seconds > 0 ? 'live' : 'ended';
		const parts = faceParts( phase, end );
		sawTimeLeft ||= seconds > 0;
		root.dataset.vitrinePhase = phase;
		root.hidden = phase === 'ended' && end === 'hide';
		const toggle = ( name: string, shown: boolean ) => {
			const element = part( name );
			if ( element ) {
				element.hidden = ! shown;
			}
		};
		toggle( 'row', parts.units );
		toggle( 'pause', parts.pause );
		toggle( 'message', parts.message );
		const label = part( 'when-label' );
		if ( label ) {
			label.textContent = strings[ parts.label ];
		}
		const values = all( 'value' );
		const labels = all( 'label' );
		unitTexts( locale, splitSeconds( seconds ) ).forEach(
			( unit, index ) => {
				values[ index ].textContent = unit.value;
				labels[ index ].textContent = unit.label;
			}
		);
		const status = part( 'status' );
		if ( status && phase === 'ended' && sawTimeLeft ) {
			status.textContent = strings.done;
		}
	};
	handOver( root, { stop: startTicking( target, show ) } );
}

whenReady( document, () =>
	document
		.querySelectorAll< HTMLElement >( '.wp-block-vitrine-countdown' )
		.forEach( start )
);
