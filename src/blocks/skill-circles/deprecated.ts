/**
 * Earlier versions of the saved markup, newest first. Every change to save() adds the previous
 * save() here (with its attributes and a migrate when they changed) and a fixture under
 * test/fixtures/deprecated-*.html, so posts saved with the old markup stay valid.
 */
import type { BlockDeprecation } from '@wordpress/blocks';
import { inlineHtmlV1Deprecation } from '../../shared/inline-html-v1';
import { labelledValuesV1 } from '../../shared/labelled-values';
import metadata from './block.json';
import save from './save';
import type { SkillCirclesAttributes } from './types';

/** 0.1: labels cleaned by the old inline rule (script text dropped, raw value cut). */
const v1 = inlineHtmlV1Deprecation< SkillCirclesAttributes >(
	metadata,
	save,
	( attributes ) => ( {
		...attributes,
		circles: labelledValuesV1(
			attributes.circles
		) as SkillCirclesAttributes[ 'circles' ],
	} )
);

const deprecated: BlockDeprecation< SkillCirclesAttributes >[] = [ v1 ];

export default deprecated;
