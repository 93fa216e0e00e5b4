/**
 * A slide's stored attributes as they can be saved: a background that is a web address, and a
 * darkening of 0–100 %.
 */
import { clampWhole } from '../../shared/number';
import { safeMediaUrl } from '../../shared/link';
import type { SlideAttributes } from './types';

export const DIM_DEFAULT = 40;

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
		dimRatio: clampWhole( attributes.dimRatio, {
			min: 0,
			max: 100,
			fallback: DIM_DEFAULT,
		} ),
	};
}
