/**
 * Attributes are hostile until proven otherwise (a pasted block, the code editor, an import):
 * this turns whatever is stored into something safe to render.
 */
import { normalizeLabelledValues } from '../../shared/labelled-values';
import { clampWhole } from '../../shared/number';
import type { ProgressBarsAttributes } from './types';
import { wholeRange } from '../../shared/block-rules';
import metadata from './block.json';

export const THICKNESS = wholeRange( metadata.attributes.thickness );

export function normalizeThickness( value: unknown ): number {
	return clampWhole( value, THICKNESS );
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
