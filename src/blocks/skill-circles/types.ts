import type { LabelledValue, ViewValue } from '../../shared/labelled-values';

export type SkillCirclesAttributes = {
	circles: LabelledValue[];
	/** Diameter in px (80–240). */
	size: number;
	/** Ring width in % of the diameter (2–12). */
	thickness: number;
	/** Colour of the unfilled ring: a hex colour, or '' for the theme's text at low opacity. */
	trackColor: string;
	animate: boolean;
};

export interface SkillCirclesViewProps {
	circles: ViewValue[];
}
