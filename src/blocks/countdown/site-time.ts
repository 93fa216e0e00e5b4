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
 * The instant a wall-clock time in the site's timezone stands for, as ISO 8601 with offset.
 * A time that does not exist there (clocks moving forward) becomes the first one that does.
 *
 * @param wall e.g. 2026-12-01T09:00:00
 */
export function wallToIso( wall: string ): string {
	return date( 'c', getDate( wall ) );
}

/**
 * The site's wall-clock time for an instant.
 * @param iso ISO 8601 with offset.
 */
export function isoToWall( iso: string ): string {
	return date( WALL_FORMAT, iso );
}

/**
 * The target in words, the way includes/countdown.php words it.
 * @param iso ISO 8601 with offset.
 */
export function dateInWords( iso: string ): string {
	const { formats } = getSettings();
	return sprintf(
		/* translators: 1: a date, 2: a time of day */
		__( '%1$s at %2$s', 'vitrine' ),
		dateI18n( formats.date, iso ),
		dateI18n( formats.time, iso )
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
	return date( 'c', Math.ceil( ( now + days * 24 * hour ) / hour ) * hour );
}
