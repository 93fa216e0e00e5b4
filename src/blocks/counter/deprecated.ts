/**
 * Earlier versions of the saved markup, newest first (see progress-bars/deprecated.ts for the
 * rule): every change to save() adds the previous one here with a deprecated-*.html fixture.
 */
import type { BlockDeprecation } from '@wordpress/blocks';
import { inlineHtmlV1Deprecation, textV1 } from '../../shared/inline-html-v1';
import metadata from './block.json';
import save from './save';
import type { CounterAttributes } from './types';

const { attributes: schema } = metadata;

/** 0.1: texts cleaned by the old inline rule (script text dropped, raw value cut). */
const v1 = inlineHtmlV1Deprecation< CounterAttributes >(
	metadata,
	save,
	( attributes ) => ( {
		...attributes,
		prefix: textV1(
			attributes.prefix,
			schema.prefix.limits.maxLength
		) as string,
		suffix: textV1(
			attributes.suffix,
			schema.suffix.limits.maxLength
		) as string,
		label: textV1(
			attributes.label,
			schema.label.limits.maxLength
		) as string,
	} )
);

const deprecated: BlockDeprecation< CounterAttributes >[] = [ v1 ];

export default deprecated;
