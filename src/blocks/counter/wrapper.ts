/**
 * The wrapper's data attributes carry what the view needs to count (the markup itself shows
 * only the final figure). Shared by save() and the editor so the two agree.
 */
import type { CounterAttributes } from './types';

export function wrapperProps( attributes: CounterAttributes ) {
	return {
		'data-start': String( attributes.start ),
		'data-end': String( attributes.number ),
		'data-decimals': String( attributes.decimals ),
		'data-thousands': attributes.thousandsSeparator,
		'data-decimal': attributes.decimalSeparator,
		...( attributes.animate ? {} : { 'data-animate': 'false' } ),
	};
}
