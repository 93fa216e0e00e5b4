/**
 * Attributes of the block's wrapper element, shared by save() and the editor so the two agree.
 */
import type { ProgressBarsAttributes } from './types';

export function wrapperProps( attributes: ProgressBarsAttributes ) {
	return {
		style: {
			'--vitrine-progress-thickness': `${ attributes.thickness }px`,
		} as Record< string, string >,
		...( attributes.animate ? {} : { 'data-animate': 'false' } ),
	};
}
