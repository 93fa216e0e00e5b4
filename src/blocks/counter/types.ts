import type { NumberFormat } from '../../shared/number';

/** Stored attributes (possibly hostile: see normalize.ts). Texts are inline HTML. */
export type CounterAttributes = {
	number: number;
	start: number;
	decimals: number;
	thousandsSeparator: string;
	decimalSeparator: string;
	prefix: string;
	suffix: string;
	label: string;
	animate: boolean;
};

/**
 * What the view renders. Texts come as HTML and the screen-reader text apart, because content
 * filters may rewrite visible text after save: hydration re-renders both exactly as served.
 */
export interface CounterViewProps {
	prefixHtml: string;
	suffixHtml: string;
	labelHtml: string;
	/** The figure as shown: the saved final number, or a step of the count. */
	numberText: string;
	/** The whole final figure for screen readers, read once. */
	srText: string;
}

/** How the number animates, read from the wrapper's data attributes. */
export interface CountSettings {
	start: number;
	end: number;
	format: NumberFormat;
	animate: boolean;
}
