/** One bar as stored in the block's attributes (possibly hostile: see normalize.ts). */
export type Bar = {
	label: string;
	value: number;
	/** Optional fill colour, a hex colour such as `#1e7a4f`. */
	color?: string;
};

export type ProgressBarsAttributes = {
	bars: Bar[];
	showValues: boolean;
	animate: boolean;
	/** Bar thickness in px (4–40). */
	thickness: number;
};

/**
 * What the bars show: `final` is the saved state (each bar at its value); after hydration an
 * off-screen block collapses to `start` and grows in `run` when it scrolls into view.
 */
export type Phase = 'final' | 'start' | 'run';

export interface ProgressBarsViewProps {
	bars: Bar[];
	showValues: boolean;
	phase?: Phase;
}
