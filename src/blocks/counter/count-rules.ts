/**
 * The rules of a counter's counted part (its number, start, decimals and separators), apart from
 * the texts' rules: the motion script that counts on the served markup needs these alone, and
 * neither the inline-HTML sanitizer nor the rest of block.json.
 */
import {
	clampWhole,
	DECIMAL_SEPARATORS,
	THOUSANDS_SEPARATORS,
} from '../../shared/number';
import { wholeRange } from '../../shared/block-rules';
import type { CounterAttributes } from './types';
import metadata from './block.json';

/** Beyond this, numbers lose precision and stop being numbers people read. */
export const MAX_MAGNITUDE = 1e15;
// Property access straight from the import: webpack keeps only this rule of the JSON.
export const DECIMALS = wholeRange( metadata.attributes.decimals );

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
