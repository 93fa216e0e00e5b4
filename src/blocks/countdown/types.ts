import type { Running } from '../../lifecycle/handover';

/** What the countdown shows once it reaches zero (SPEC ST-4). */
export type EndState = 'zeros' | 'hide' | 'message';

/** Stored attributes (possibly hostile: see normalize.ts). The message is inline HTML. */
export type CountdownAttributes = {
	/** ISO 8601 with offset, chosen in the site's timezone; '' until the editor picks one. */
	date: string;
	endState: EndState;
	endMessage: string;
};

export type Unit = 'day' | 'hour' | 'minute' | 'second';

/** Whole days, hours, minutes and seconds left. */
export type Remaining = Record< Unit, number >;

/**
 * One cell as shown: the number, its (pluralised) label, and every label the unit can show, a
 * line each, which the label's width is kept for ('' where none is known: the served markup).
 */
export type UnitText = {
	unit: Unit;
	value: string;
	label: string;
	forms: string;
};

/** Translated texts the server hands to the view (which cannot load wp-i18n). */
export type CountdownStrings = {
	until: string;
	ended: string;
	pause: string;
	done: string;
};

/**
 * waiting: before JavaScript, the target date in words (what the server renders);
 * live: ticking; ended: the editor's end state.
 */
export type Phase = 'waiting' | 'live' | 'ended';

export interface CountdownViewProps {
	phase: Phase;
	end: EndState;
	/** The target as ISO 8601 with offset, or '' when there is none. */
	iso: string;
	/** The target in words, as the server wrote it. */
	words: string;
	units: UnitText[];
	messageHtml: string;
	strings: CountdownStrings;
	paused: boolean;
	onTogglePause?: () => void;
	/** The one polite announcement: empty until the end. */
	announcement: string;
}

/** What the small script (motion.ts) hands the view: its clock, and a pause it answered. */
export type RunningCountdown = Running & {
	/** The seconds the display is frozen at while paused, else null. */
	frozen: () => number | null;
};
