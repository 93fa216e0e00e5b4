/**
 * Earlier versions of the saved markup, newest first. Every change to save() adds the previous
 * save() here (with its attributes and a migrate when they changed) and a fixture under
 * test/fixtures/deprecated-*.html, so posts saved with the old markup stay valid.
 */
import type { BlockDeprecation } from '@wordpress/blocks';
import type { ProgressBarsAttributes } from './types';

const deprecated: BlockDeprecation< ProgressBarsAttributes >[] = [];

export default deprecated;
