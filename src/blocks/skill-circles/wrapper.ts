/**
 * Attributes of the block's wrapper, shared by save() and the editor so the two agree.
 */
import type { SkillCirclesAttributes } from './types';

export function wrapperProps( attributes: SkillCirclesAttributes ) {
	const style: Record< string, string > = {
		'--vitrine-circle-size': `${ attributes.size }px`,
		'--vitrine-circle-thickness': String( attributes.thickness ),
	};
	if ( attributes.trackColor ) {
		style[ '--vitrine-circle-track' ] = attributes.trackColor;
	}
	return {
		style,
		...( attributes.animate ? {} : { 'data-animate': 'false' } ),
	};
}
