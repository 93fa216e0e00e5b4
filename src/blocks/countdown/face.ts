/**
 * The countdown's face without React: which of its parts show in each phase (the one rule that
 * the component, countdown.tsx, and the small script, motion.ts, both follow) and the texts the
 * server hands over. Every part is always in the markup, hidden when its phase has no use for it,
 * so the small script changes attributes and texts only and React hydrates what it left.
 */
import { readServedStrings } from '../../shared/served-strings';
import type { CountdownStrings, EndState, Phase } from './types';
import metadata from './block.json';

export const CLASS = 'vitrine-countdown';

/** The pause button's icon: two bars while it ticks, a play triangle while paused. */
export const ICON_PATHS = {
	ticking: 'M7 5h4v14H7zM13 5h4v14h-4z',
	paused: 'M8 5v14l11-7z',
};

export const END_STATES = metadata.attributes.endState.enum as EndState[];

/**
 * A stored or served end state, hostile until checked: anything unknown is zeros.
 * @param value
 */
export function normalizeEndState( value: unknown ): EndState {
	return END_STATES.includes( value as EndState )
		? ( value as EndState )
		: 'zeros';
}

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

export type FaceParts = {
	/** The ticking units (and zeros at the end, when that is the end state). */
	units: boolean;
	pause: boolean;
	message: boolean;
	/** Which text leads the date line. */
	label: 'until' | 'ended';
};

/**
 * What shows in a phase: before JavaScript only the date; while live the units and the pause
 * button; at the end the editor's end state.
 * @param phase Where the countdown stands.
 * @param end   Its end state.
 */
export function faceParts( phase: Phase, end: EndState ): FaceParts {
	const ended = phase === 'ended';
	return {
		units: phase === 'live' || ( ended && end === 'zeros' ),
		pause: ! ended,
		message: ended,
		label: ended ? 'ended' : 'until',
	};
}
