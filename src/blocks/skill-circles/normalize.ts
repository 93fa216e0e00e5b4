/**
 * Attributes are hostile until proven otherwise: this turns whatever is stored into something
 * safe to render. No i18n here (the front-end view uses it).
 */
import { isHexColor } from '../../shared/color';
import { normalizeLabelledValues } from '../../shared/labelled-values';
import { clampWhole } from '../../shared/number';
import type { SkillCirclesAttributes } from './types';

export const SIZE = { min: 80, max: 240, fallback: 140 };
export const THICKNESS = { min: 2, max: 12, fallback: 8 };

export function normalizeAttributes(
	attributes: Partial< SkillCirclesAttributes >
): SkillCirclesAttributes {
	return {
		circles: normalizeLabelledValues( attributes.circles ?? [] ),
		size: clampWhole( attributes.size ?? SIZE.fallback, SIZE ),
		thickness: clampWhole(
			attributes.thickness ?? THICKNESS.fallback,
			THICKNESS
		),
		trackColor: isHexColor( attributes.trackColor )
			? attributes.trackColor
			: '',
		animate: attributes.animate !== false,
	};
}
