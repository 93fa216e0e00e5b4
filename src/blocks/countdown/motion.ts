/**
 * The countdown's small script (islands: docs/performance.md): ticks the served markup from the real clock when the
 * countdown comes near the viewport, with no React. It shows the units, writes each second's
 * numbers and labels (labels.ts, the view's own), and at zero shows the editor's end state and
 * says so once, all by the rules of face.ts, so the markup is always what the component would
 * render. The root says where it stands in `data-vitrine-phase`.
 *
 * Its pause button answers here too, so the first press freezes the numbers at once. The React
 * view starts when a visitor reaches the countdown (pointer, focus, key): it stops this clock,
 * hydrates the markup as it stands (paused or not) and ticks on.
 */
import { handOver, isRunning } from '../../lifecycle/handover';
import { whenReady } from '../../shared/ready';
import {
	CLASS,
	faceParts,
	ICON_PATHS,
	normalizeEndState,
	readStrings,
} from './face';
import { pageLocale, unitTexts } from './labels';
import { parseTarget, splitSeconds } from './remaining';
import { startTicking } from './tick';
import type { RunningCountdown } from './types';

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
	// The pause freezes the display, never the clock (use-countdown.ts, the view's own).
	let frozen: number | null = null;
	let last = 0;

	const show = ( seconds: number ) => {
		last = seconds;
		const phase = seconds > 0 ? 'live' : 'ended';
		if ( phase === 'ended' ) {
			frozen = null;
		}
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
		unitTexts( locale, splitSeconds( frozen ?? seconds ) ).forEach(
			( unit, index ) => {
				values[ index ].textContent = unit.value;
				labels[ index ].textContent = unit.label;
				// Set once, before the row first shows: the label keeps the widest form's width.
				if ( labels[ index ].dataset.forms !== unit.forms ) {
					labels[ index ].dataset.forms = unit.forms;
				}
			}
		);
		const status = part( 'status' );
		if ( status && phase === 'ended' && sawTimeLeft ) {
			status.textContent = strings.done;
		}
	};
	// The pause button answers before any React: the first press freezes the numbers at once.
	const pause = part( 'pause' );
	const onPause = () => {
		frozen = frozen === null ? last : null;
		pause?.setAttribute( 'aria-pressed', String( frozen !== null ) );
		pause
			?.querySelector( 'path' )
			?.setAttribute(
				'd',
				ICON_PATHS[ frozen === null ? 'ticking' : 'paused' ]
			);
		show( last );
	};
	pause?.addEventListener( 'click', onPause );
	const stopTicking = startTicking( target, show );
	handOver< RunningCountdown >( root, {
		stop: () => {
			stopTicking();
			pause?.removeEventListener( 'click', onPause );
		},
		answers: true,
		frozen: () => frozen,
	} );
}

whenReady( document, () =>
	document
		.querySelectorAll< HTMLElement >( '.wp-block-vitrine-countdown' )
		.forEach( start )
);
