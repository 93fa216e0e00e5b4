/**
 * Front end, started when a visitor reaches the countdown: hydrates the markup as it stands
 * (what render.php printed, and where the small script's clock has taken it since: motion.ts),
 * stops that clock and ticks on from the real time. The first render reproduces the markup
 * exactly.
 */
import { useEffect } from '@wordpress/element';
import { takeOver } from '../../lifecycle/handover';
import { hydrateBlocks } from '../../lifecycle/hydrate';
import { CountdownView } from './countdown';
import { CLASS, normalizeEndState, readStrings } from './face';
import { pageLocale, UNITS } from './labels';
import { parseTarget } from './remaining';
import type { CountdownViewProps, Phase, RunningCountdown } from './types';
import { useCountdown } from './use-countdown';
import { servedHtml } from '../../shared/served-html';

type AppProps = {
	root: HTMLElement;
	target: number | null;
	locale: string;
	served: CountdownViewProps;
	/** Where a pause the small script answered froze the display, else null. */
	frozen: number | null;
};

export { readStrings };

const PHASES: Phase[] = [ 'waiting', 'live', 'ended' ];

/**
 * Rebuilds the view's props from served markup; the DOM is the only source of truth.
 *
 * @param root The block's wrapper element.
 */
export function readProps( root: HTMLElement ): AppProps | null {
	if ( ! root.querySelector( `.${ CLASS }__face` ) ) {
		return null;
	}
	// The small script's clock stops here: nothing changes the markup until React has it.
	const running = takeOver< RunningCountdown >( root );
	// Where the small script's clock took it (a hostile attribute like any other), else as served.
	const marked = root.dataset.vitrinePhase as Phase;
	const phase: Phase = PHASES.includes( marked )
		? marked
		: ( root.dataset.served === 'ended' && 'ended' ) || 'waiting';
	const time = root.querySelector( 'time' );
	const text = ( element: Element ) => element.textContent ?? '';
	const served: CountdownViewProps = {
		phase,
		end: normalizeEndState( root.dataset.end ),
		iso: time?.getAttribute( 'datetime' ) ?? '',
		words: time ? text( time ) : '',
		units: Array.from(
			root.querySelectorAll( `.${ CLASS }__unit` ),
			( unit, index ) => {
				const label = unit.querySelector( `.${ CLASS }__label` )!;
				return {
					unit: UNITS[ index ] ?? 'second',
					value: text( unit.querySelector( `.${ CLASS }__value` )! ),
					label: text( label ),
					forms: label.getAttribute( 'data-forms' ) ?? '',
				};
			}
		),
		messageHtml: servedHtml( root.querySelector( `.${ CLASS }__message` ) ),
		strings: readStrings( root.dataset.strings ),
		paused:
			root
				.querySelector( `.${ CLASS }__pause` )
				?.getAttribute( 'aria-pressed' ) === 'true',
		announcement:
			root.querySelector( `.${ CLASS }__status` )?.textContent ?? '',
	};
	return {
		root,
		// Hostile as any attribute: parseTarget refuses all but ISO 8601 with an offset.
		target: parseTarget( root.dataset.countdown ),
		locale: pageLocale(),
		served,
		frozen: running?.frozen?.() ?? null,
	};
}

export function CountdownApp( {
	root,
	target,
	locale,
	served,
	frozen,
}: AppProps ) {
	const live = useCountdown( target, locale, frozen );
	const hide = live.phase === 'ended' && served.end === 'hide';

	useEffect( () => {
		if ( live.started && hide ) {
			root.hidden = true;
		}
	}, [ live.started, hide, root ] );

	if ( ! live.started ) {
		// The pause button answers at once: a visitor's press started this view, and it is
		// replayed as soon as React has the markup, before the first tick's render.
		return (
			<CountdownView { ...served } onTogglePause={ live.togglePause } />
		);
	}
	return (
		<CountdownView
			{ ...served }
			phase={ live.phase }
			units={ live.units }
			paused={ live.paused }
			onTogglePause={ live.togglePause }
			announcement={ live.endedWhileWatching ? served.strings.done : '' }
		/>
	);
}

hydrateBlocks( '.wp-block-vitrine-countdown', readProps, CountdownApp );
