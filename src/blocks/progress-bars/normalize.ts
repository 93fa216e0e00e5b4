/**
 * Attributes are hostile until proven otherwise (a pasted block, the code editor, an import):
 * this turns whatever is stored into something safe to render.
 */
import { normalizeLabelledValues } from '../../shared/labelled-values';
import { clampWhole } from '../../shared/number';
import type { ProgressBarsAttributes } from './types';

export const THICKNESS_MIN = 4;
export const THICKNESS_MAX = 40;

export function normalizeThickness( value: unknown ): number {
	return clampWhole( value, {
		min: THICKNESS_MIN,
		max: THICKNESS_MAX,
		fallback: 10,
	} );
}

export function normalizeAttributes(
	attributes: Partial< ProgressBarsAttributes >
): ProgressBarsAttributes {
	return {
		bars: normalizeLabelledValues( attributes.bars ?? [] ),
		showValues: attributes.showValues !== false,
		animate: attributes.animate !== false,
		thickness: normalizeThickness( attributes.thickness ?? 10 ),
	};
}
