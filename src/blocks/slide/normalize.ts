/**
 * A slide's stored attributes as they can be saved: a background that is a web address, its
 * alternative text (none when it is decorative), and a darkening of 0–100 %.
 */
import { clampWhole } from '../../shared/number';
import { safeMediaUrl } from '../../shared/link';
import type { SlideAttributes } from './types';
import { clampPercent } from '../../shared/percent';
import metadata from './block.json';

export const DIM_DEFAULT = metadata.attributes.dimRatio.default;

export function normalizeSlide(
	attributes: Partial< SlideAttributes >
): SlideAttributes {
	return {
		mediaId: clampWhole( attributes.mediaId, {
			min: 0,
			max: Number.MAX_SAFE_INTEGER,
			fallback: 0,
		} ),
		mediaUrl: safeMediaUrl( attributes.mediaUrl ?? '' ),
		alt:
			attributes.decorative === true || typeof attributes.alt !== 'string'
				? ''
				: attributes.alt.trim(),
		decorative: attributes.decorative === true,
		dimRatio: clampPercent( attributes.dimRatio, DIM_DEFAULT ),
	};
}
