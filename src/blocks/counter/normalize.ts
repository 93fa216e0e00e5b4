/**
 * Stored attributes (and the view's data attributes) are hostile until proven otherwise: this
 * returns safe ones. No i18n here: the front-end view uses it, and wp-i18n cannot be deferred.
 */
import { sanitizeInlineHtml } from '../../shared/inline-html';
import {
	clampWhole,
	DECIMAL_SEPARATORS,
	THOUSANDS_SEPARATORS,
} from '../../shared/number';
import type { CounterAttributes } from './types';
import { wholeRange } from '../../shared/block-rules';
import metadata from './block.json';

/** Beyond this, numbers lose precision and stop being numbers people read. */
export const MAX_MAGNITUDE = 1e15;
const { attributes: schema } = metadata;
export const DECIMALS = wholeRange( schema.decimals );
export const AFFIX_MAX_LENGTH = schema.prefix.limits.maxLength;
export const LABEL_MAX_LENGTH = schema.label.limits.maxLength;

export function normalizeNumber( value: unknown ): number {
	const number =
		typeof value === 'string' && value.trim() !== ''
			? Number( value )
			: value;
	return typeof number === 'number' &&
		Number.isFinite( number ) &&
		Math.abs( number ) <= MAX_MAGNITUDE
		? number
		: 0;
}

export function normalizeDecimals( value: unknown ): number {
	return clampWhole( value, DECIMALS );
}

function text( value: unknown, max: number ): string {
	return typeof value === 'string' || typeof value === 'number'
		? sanitizeInlineHtml( String( value ), max )
		: '';
}

/** The counted part of a counter: what its front-end motion needs, without the texts' rules. */
export type CountAttributes = Pick<
	CounterAttributes,
	'number' | 'start' | 'decimals' | 'thousandsSeparator' | 'decimalSeparator'
>;

export function normalizeCount(
	attributes: Partial< CountAttributes >
): CountAttributes {
	const decimal = DECIMAL_SEPARATORS.includes(
		attributes.decimalSeparator ?? ''
	)
		? ( attributes.decimalSeparator as string )
		: '.';
	let thousands = THOUSANDS_SEPARATORS.includes(
		attributes.thousandsSeparator ?? ''
	)
		? ( attributes.thousandsSeparator as string )
		: ',';
	if ( thousands === decimal ) {
		// "1.234.5" would be unreadable: use the other usual grouping mark.
		thousands = decimal === '.' ? ',' : '.';
	}
	return {
		number: normalizeNumber( attributes.number ),
		start: normalizeNumber( attributes.start ?? 0 ),
		decimals: normalizeDecimals( attributes.decimals ?? 0 ),
		thousandsSeparator: thousands,
		decimalSeparator: decimal,
	};
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
