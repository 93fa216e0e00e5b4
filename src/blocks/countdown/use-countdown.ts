/**
 * The live state of a countdown, shared by the view and the editor preview: seconds left from
 * the real clock, the units to show, and the pause that freezes the display (never the clock).
 */
import { useEffect, useRef, useState } from '@wordpress/element';
import { unitTexts } from './labels';
import { splitSeconds } from './remaining';
import { startTicking } from './tick';
import type { Phase, UnitText } from './types';

export type LiveCountdown = {
	/** False until the first tick: show what the server rendered. */
	started: boolean;
	phase: Exclude< Phase, 'waiting' >;
	units: UnitText[];
	paused: boolean;
	togglePause: () => void;
	/** Reached zero while this page watched it (not already over when the page opened). */
	endedWhileWatching: boolean;
};

/**
 * @param target   Target instant (ms), or null when there is none.
 * @param locale   Language for the unit labels.
 * @param frozenAt Seconds a pause froze the display at before this started (the small script's).
 */
export function useCountdown(
	target: number | null,
	locale: string,
	frozenAt: number | null = null
): LiveCountdown {
	const [ seconds, setSeconds ] = useState< number | null >( null );
	const [ frozen, setFrozen ] = useState< number | null >( frozenAt );
	const current = useRef< number | null >( null );
	const sawTimeLeft = useRef( false );

	useEffect( () => {
		if ( target === null ) {
			setSeconds( null );
			return undefined;
		}
		return startTicking( target, ( left ) => {
			current.current = left;
			sawTimeLeft.current ||= left > 0;
			setSeconds( left );
		} );
	}, [ target ] );

	const ended = seconds === 0;
	return {
		started: seconds !== null,
		phase: ended ? 'ended' : 'live',
		units: unitTexts(
			locale,
			splitSeconds( ended ? 0 : ( frozen ?? seconds ?? 0 ) )
		),
		paused: frozen !== null && ! ended,
		togglePause: () =>
			setFrozen( ( value ) =>
				value === null ? current.current : null
			),
		endedWhileWatching: ended && sawTimeLeft.current,
	};
}
