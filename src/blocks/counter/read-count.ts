/**
 * What a served counter counts, read from its data attributes, which are as hostile as any
 * attribute: the block's own rules clean them. Shared by the motion script and the React view.
 */
import { normalizeCount } from './count-rules';
import type { CountSettings } from './types';

export function readCount( root: HTMLElement ): CountSettings {
	const data = root.dataset;
	const clean = normalizeCount( {
		number: Number( data.end ),
		start: Number( data.start ),
		decimals: Number( data.decimals ),
		thousandsSeparator: data.thousands,
		decimalSeparator: data.decimal,
	} );
	return {
		start: clean.start,
		end: clean.number,
		format: {
			decimals: clean.decimals,
			thousands: clean.thousandsSeparator,
			decimal: clean.decimalSeparator,
		},
		animate: data.animate !== 'false',
	};
}
