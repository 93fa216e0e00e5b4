import { clampWhole, formatNumber, PLAIN } from './number';

/**
 * Percentages as every Vitrine block stores and shows them: whole numbers from 0 to 100.
 * Anything else (a string, NaN, -5, 150) is treated as hostile input and clamped.
 * @param value    Any stored value.
 * @param fallback What anything unreadable becomes.
 */
export function clampPercent( value: unknown, fallback = 0 ): number {
	return clampWhole( value, { min: 0, max: 100, fallback } );
}

/**
 * The text shown for a percentage. Deliberately not localised: saved markup must be identical
 * whichever language the editor used, so the hydrating view can reproduce it exactly.
 * @param value Any stored value.
 */
export function formatPercent( value: number ): string {
	return `${ formatNumber( clampPercent( value ), PLAIN ) }%`;
}
