/**
 * Time left, from the real clock. Everything is computed from absolute instants, so a target
 * in another offset or across a daylight-saving change counts the hours that really pass.
 */
import type { Remaining } from './types';

/** Date, time with optional seconds and fraction, and a mandatory offset (Z or ±hh:mm). */
const ISO_WITH_OFFSET =
	/^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,6})?)?(Z|[+-](\d{2}):(\d{2}))$/;

/**
 * The target instant in milliseconds, or null for anything that is not an ISO 8601 date-time
 * with an offset (a date without offset would silently mean the visitor's own timezone).
 *
 * @param value Stored or served value.
 */
export function parseTarget( value: unknown ): number | null {
	if ( typeof value !== 'string' ) {
		return null;
	}
	const match = ISO_WITH_OFFSET.exec( value.trim() );
	if ( ! match ) {
		return null;
	}
	const [ , year, month, day, hour, minute, second = '0' ] = match;
	const offsetHours = match[ 8 ] ? Number( match[ 8 ] ) : 0;
	const offsetMinutes = match[ 9 ] ? Number( match[ 9 ] ) : 0;
	// Date.parse would roll 31 February over to March: check every field instead.
	const calendar = new Date(
		Date.UTC( Number( year ), Number( month ) - 1, Number( day ) )
	);
	if (
		calendar.getUTCMonth() !== Number( month ) - 1 ||
		calendar.getUTCDate() !== Number( day ) ||
		Number( hour ) > 23 ||
		Number( minute ) > 59 ||
		Number( second ) > 59 ||
		offsetHours > 14 ||
		offsetMinutes > 59
	) {
		return null;
	}
	const time = Date.parse( value.trim() );
	return Number.isFinite( time ) ? time : null;
}

/**
 * Whole seconds left; rounded up, so zero arrives exactly at the target and not a second early.
 *
 * @param target Target instant (ms).
 * @param now    Current instant (ms).
 */
export function secondsLeft( target: number, now: number ): number {
	return Math.max( 0, Math.ceil( ( target - now ) / 1000 ) );
}

export function splitSeconds( seconds: number ): Remaining {
	return {
		day: Math.floor( seconds / 86400 ),
		hour: Math.floor( ( seconds % 86400 ) / 3600 ),
		minute: Math.floor( ( seconds % 3600 ) / 60 ),
		second: seconds % 60,
	};
}
