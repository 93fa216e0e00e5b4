/**
 * Stored attributes (and the view's data attributes) are hostile until proven otherwise: this
 * returns safe ones. No i18n here: the front-end view uses it, and wp-i18n cannot be deferred.
 */
import { sanitizeInlineHtml } from '../../shared/inline-html';
import type { CounterAttributes } from './types';
import { normalizeCount } from './count-rules';
import metadata from './block.json';

const { attributes: schema } = metadata;
export const AFFIX_MAX_LENGTH = schema.prefix.limits.maxLength;
export const LABEL_MAX_LENGTH = schema.label.limits.maxLength;

function text( value: unknown, max: number ): string {
	return typeof value === 'string' || typeof value === 'number'
		? sanitizeInlineHtml( String( value ), max )
		: '';
}

export function normalizeAttributes(
	attributes: Partial< CounterAttributes >
): CounterAttributes {
	return {
		...normalizeCount( attributes ),
		prefix: text( attributes.prefix ?? '', AFFIX_MAX_LENGTH ),
		suffix: text( attributes.suffix ?? '', schema.suffix.limits.maxLength ),
		label: text( attributes.label ?? '', LABEL_MAX_LENGTH ),
		animate: attributes.animate !== false,
	};
}
