import type { LabelledValue, ViewValue } from '../../shared/labelled-values';

/** One bar as stored: a labelled percentage with an optional hex colour. */
export type Bar = LabelledValue;

export type ProgressBarsAttributes = {
	bars: Bar[];
	showValues: boolean;
	animate: boolean;
	/** Bar thickness in px (4–40). */
	thickness: number;
};

export interface ProgressBarsViewProps {
	bars: ViewValue[];
	showValues: boolean;
}
