/**
 * The one number formatter every block uses. Deterministic on purpose: saved markup must be
 * identical whatever the editor's or the visitor's locale, so the view can reproduce it exactly;
 * the separators are the editor's choice, stored with the block.
 */
export interface NumberFormat {
	decimals: number;
	thousands: string;
	decimal: string;
}

export const PLAIN: NumberFormat = { decimals: 0, thousands: '', decimal: '.' };

/** Separators an editor may choose: comma, dot, space, no-break spaces, apostrophe, none. */
export const THOUSANDS_SEPARATORS = [
	',',
	'.',
	' ',
	'\u00a0',
	'\u202f',
	"'",
	'',
];
export const DECIMAL_SEPARATORS = [ '.', ',' ];

/**
 * A stored whole number within a range, as every block clamps its settings (sizes, columns,
 * percentages, decimals): numbers and numeric strings are rounded and clamped; anything else
 * (a blank string, a boolean, an object, NaN) is the fallback. src/blocks/portfolio/index.php applies the
 * same rule to the columns it renders.
 * @param value          Any stored value.
 * @param range          The range.
 * @param range.min      Smallest value.
 * @param range.max      Largest value.
 * @param range.fallback What anything unreadable becomes.
 */
export function clampWhole(
	value: unknown,
	{ min, max, fallback }: { min: number; max: number; fallback: number }
): number {
	const number =
		typeof value === 'string' && value.trim() !== ''
			? Number( value )
			: value;
	if ( typeof number !== 'number' || ! Number.isFinite( number ) ) {
		return fallback;
	}
	return Math.min( max, Math.max( min, Math.round( number ) ) );
}

/**
 * @param value  The number.
 * @param format Decimals and separators.
 */
export function formatNumber( value: number, format: NumberFormat ): string {
	const fixed = Math.abs( value ).toFixed( format.decimals );
	const [ whole, fraction ] = fixed.split( '.' );
	const grouped = whole.replace( /\B(?=(\d{3})+(?!\d))/g, format.thousands );
	// -0.00 is shown as 0.00.
	const sign = value < 0 && Number( fixed ) !== 0 ? '-' : '';
	return sign + grouped + ( fraction ? format.decimal + fraction : '' );
}
