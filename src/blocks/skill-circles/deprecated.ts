/**
 * Earlier versions of the saved markup, newest first (see progress-bars/deprecated.ts for the
 * rule): every change to save() adds the previous one here with a deprecated-*.html fixture.
 */
import type { BlockDeprecation } from '@wordpress/blocks';
import type { SkillCirclesAttributes } from './types';

const deprecated: BlockDeprecation< SkillCirclesAttributes >[] = [];

export default deprecated;
