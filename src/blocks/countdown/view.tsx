/**
 * Front end: hydrates what render.php printed (the target date in words, or the end state), then
 * ticks from the real clock. The first render reproduces the served markup exactly.
 */
import { useEffect } from '@wordpress/element';
import { hydrateBlocks } from '../../shared/hydrate';
import { readServedStrings } from '../../shared/served-strings';
import { CLASS, CountdownView } from './countdown';
import { pageLocale, UNITS } from './labels';
import { normalizeDate, normalizeEndState } from './normalize';
import { parseTarget } from './remaining';
import type { CountdownStrings, CountdownViewProps } from './types';
import { useCountdown } from './use-countdown';

type AppProps = {
	root: HTMLElement;
	target: number | null;
	locale: string;
	served: CountdownViewProps;
};

const FALLBACK_STRINGS: CountdownStrings = {
	until: 'Until',
	ended: 'Ended',
	pause: 'Pause countdown',
	done: 'The countdown has ended.',
};

/**
 * The served texts; a missing or tampered value falls back to English rather than breaking.
 * @param json The wrapper's data-strings.
 */
export function readStrings( json: string | undefined ): CountdownStrings {
	return readServedStrings( json, FALLBACK_STRINGS );
}

/**
 * Rebuilds the view's props from served markup; the DOM is the only source of truth.
 *
 * @param root The block's wrapper element.
 */
export function readProps( root: HTMLElement ): AppProps | null {
	if ( ! root.querySelector( `.${ CLASS }__face` ) ) {
		return null;
	}
	const time = root.querySelector( 'time' );
	const text = ( element: Element ) => element.textContent ?? '';
	const served: CountdownViewProps = {
		phase: root.dataset.served === 'ended' ? 'ended' : 'waiting',
		end: normalizeEndState( root.dataset.end ),
		iso: time?.getAttribute( 'datetime' ) ?? '',
		words: time ? text( time ) : '',
		units: Array.from(
			root.querySelectorAll( `.${ CLASS }__unit` ),
			( unit, index ) => ( {
				unit: UNITS[ index ] ?? 'second',
				value: text( unit.querySelector( `.${ CLASS }__value` )! ),
				label: text( unit.querySelector( `.${ CLASS }__label` )! ),
			} )
		),
		messageHtml:
			root.querySelector( `.${ CLASS }__message` )?.innerHTML ?? '',
		strings: readStrings( root.dataset.strings ),
		paused: false,
		announcement: '',
	};
	return {
		root,
		// The data attribute is as hostile as any attribute: the same rules clean it.
		target: parseTarget( normalizeDate( root.dataset.countdown ) ),
		locale: pageLocale(),
		served,
	};
}

export function CountdownApp( { root, target, locale, served }: AppProps ) {
	const live = useCountdown( target, locale );
	const hide = live.phase === 'ended' && served.end === 'hide';

	useEffect( () => {
		if ( live.started && hide ) {
			root.hidden = true;
		}
	}, [ live.started, hide, root ] );

	if ( ! live.started ) {
		return <CountdownView { ...served } />;
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
