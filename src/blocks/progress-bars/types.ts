import type { AppearPhase } from '../../shared/use-appear-phase';

/** One bar as stored in the block's attributes (possibly hostile: see normalize.ts). */
export type Bar = {
	/** Inline HTML (escaped text, simple formatting): see shared/inline-html.ts. */
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
 * A bar as the view renders it. The label is HTML and the name is separate because WordPress's
 * content filters (wptexturize, smilies) may rewrite the visible text after save, but never the
 * `aria-label`: hydration re-renders both exactly as served.
 */
export type ViewBar = {
	labelHtml: string;
	name: string;
	value: number;
	color?: string;
};

export interface ProgressBarsViewProps {
	bars: ViewBar[];
	showValues: boolean;
	phase?: AppearPhase;
}
