/**
 * Editor only: the date picker works in the site's wall-clock time (Settings → General →
 * Timezone); the block stores the instant as ISO 8601 with the offset that applies on that day,
 * so daylight-saving time is accounted for once, when the editor picks the date.
 */
import { date, dateI18n, getDate, getSettings } from '@wordpress/date';
import { __, sprintf } from '@wordpress/i18n';

/** PHP-style format of a wall-clock value as DateTimePicker reads and writes it. */
const WALL_FORMAT = 'Y-m-d\\TH:i:s';

/**
 * Minutes east of UTC in a named time zone at an instant, from the browser's own zone rules:
 * WordPress 7.1's date library bundles rules only up to 2030, after which it would ignore
 * daylight-saving time.
 *
 * @param zone    IANA zone, such as Europe/Paris.
 * @param instant Milliseconds since the epoch.
 */
function zoneOffsetMinutes( zone: string, instant: number ): number {
	const parts = new Intl.DateTimeFormat( 'en-US', {
		timeZone: zone,
		hourCycle: 'h23',
		year: 'numeric',
		month: 'numeric',
		day: 'numeric',
		hour: 'numeric',
		minute: 'numeric',
		second: 'numeric',
	} ).formatToParts( new Date( instant ) );
	const part = ( type: Intl.DateTimeFormatPartTypes ) =>
		Number( parts.find( ( candidate ) => candidate.type === type )?.value );
	const asUtc = Date.UTC(
		part( 'year' ),
		part( 'month' ) - 1,
		part( 'day' ),
		part( 'hour' ),
		part( 'minute' ),
		part( 'second' )
	);
	return Math.round(
		( asUtc - Math.floor( instant / 1000 ) * 1000 ) / 60000
	);
}

/**
 * An instant as ISO 8601 with the offset `offset` minutes east of UTC.
 * @param instant Milliseconds since the epoch.
 * @param offset  Minutes east of UTC.
 */
function isoAt( instant: number, offset: number ): string {
	const wall = new Date( instant + offset * 60000 )
		.toISOString()
		.slice( 0, 19 );
	const size = Math.abs( offset );
	const pad = ( value: number ) => String( value ).padStart( 2, '0' );
	return `${ wall }${ offset < 0 ? '-' : '+' }${ pad(
		Math.floor( size / 60 )
	) }:${ pad( size % 60 ) }`;
}

/** The site's named time zone, when it has one the browser knows; else null (a UTC offset). */
function siteZone(): string | null {
	const zone = getSettings().timezone.string;
	if ( ! zone ) {
		return null;
	}
	try {
		new Intl.DateTimeFormat( 'en-US', { timeZone: zone } );
		return zone;
	} catch {
		return null;
	}
}

/**
 * The instant a wall-clock time in the site's timezone stands for, as ISO 8601 with offset.
 * A time that does not exist there (clocks moving forward) becomes the first one that does.
 *
 * @param wall e.g. 2026-12-01T09:00:00
 */
export function wallToIso( wall: string ): string {
	const zone = siteZone();
	if ( ! zone ) {
		return date( 'c', getDate( wall ) );
	}
	const asUtc = Date.parse( `${ wall }Z` );
	// The offset where the wall time would be if read as UTC, then where that guess lands: two
	// steps settle every case, a skipped hour included (it moves forward with the clocks).
	const guess = asUtc - zoneOffsetMinutes( zone, asUtc ) * 60000;
	const instant = asUtc - zoneOffsetMinutes( zone, guess ) * 60000;
	return isoAt( instant, zoneOffsetMinutes( zone, instant ) );
}

/**
 * The site's wall-clock time for an instant.
 * @param iso ISO 8601 with offset.
 */
export function isoToWall( iso: string ): string {
	const zone = siteZone();
	if ( ! zone ) {
		return date( WALL_FORMAT, iso );
	}
	const instant = Date.parse( iso );
	return isoAt( instant, zoneOffsetMinutes( zone, instant ) ).slice( 0, 19 );
}

/**
 * The target in words, the way src/blocks/countdown/index.php words it.
 * @param iso ISO 8601 with offset.
 */
export function dateInWords( iso: string ): string {
	const { formats } = getSettings();
	return sprintf(
		/* translators: 1: a date, 2: a time of day */
		__( '%1$s at %2$s', 'vitrine' ),
		// The site's wall clock, formatted as it stands (see zoneOffsetMinutes()).
		dateI18n( formats.date, `${ isoToWall( iso ) }Z`, '+00:00' ),
		dateI18n( formats.time, `${ isoToWall( iso ) }Z`, '+00:00' )
	);
}

/** The site's timezone as people set it: a city, or an offset such as UTC+5:30. */
export function siteTimezoneName(): string {
	const { timezone } = getSettings();
	if ( timezone.string ) {
		return timezone.string;
	}
	const offset = Number( timezone.offset );
	const hours = Math.trunc( Math.abs( offset ) );
	const minutes = Math.round( ( Math.abs( offset ) - hours ) * 60 );
	return `UTC${ offset < 0 ? '-' : '+' }${ hours }${
		minutes ? `:${ String( minutes ).padStart( 2, '0' ) }` : ''
	}`;
}

/** Whether the site shows times with am/pm. */
export function siteUses12Hour(): boolean {
	return /[aAgh]/.test( getSettings().formats.time.replace( /\\./g, '' ) );
}

/**
 * ISO 8601 with offset, `days` from now at the top of the hour (inserter examples, patterns).
 * @param days
 * @param now
 */
export function isoDaysAhead( days: number, now: number = Date.now() ): string {
	const hour = 3600 * 1000;
	const instant = Math.ceil( ( now + days * 24 * hour ) / hour ) * hour;
	const zone = siteZone();
	return zone
		? isoAt( instant, zoneOffsetMinutes( zone, instant ) )
		: date( 'c', instant );
}
