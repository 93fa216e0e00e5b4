/**
 * Attributes are hostile until proven otherwise: this turns whatever is stored into something
 * safe to render. No i18n here (the front-end view uses it).
 */
import { isHexColor } from '../../shared/color';
import { normalizeLabelledValues } from '../../shared/labelled-values';
import { clampWhole } from '../../shared/number';
import type { SkillCirclesAttributes } from './types';
import { wholeRange } from '../../shared/block-rules';
import metadata from './block.json';

export const SIZE = wholeRange( metadata.attributes.size );
export const THICKNESS = wholeRange( metadata.attributes.thickness );

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
