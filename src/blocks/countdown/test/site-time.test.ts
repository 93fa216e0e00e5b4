import { getSettings, setSettings } from '@wordpress/date';
import {
	dateInWords,
	isoDaysAhead,
	isoToWall,
	siteTimezoneName,
	siteUses12Hour,
	wallToIso,
} from '../site-time';

const original = getSettings();

function siteTimezone( string: string, offset = 0 ) {
	setSettings( {
		...original,
		timezone: { ...original.timezone, string, offset },
		formats: { ...original.formats, date: 'F j, Y', time: 'g:i a' },
	} );
}

describe( 'ST-4 the editor picks a date and time in the site timezone', () => {
	afterEach( () => setSettings( original ) );

	it( 'ST-4 stores the offset that applies on the chosen day (DST)', () => {
		siteTimezone( 'Europe/Paris' );
		expect( wallToIso( '2026-12-01T09:00:00' ) ).toBe(
			'2026-12-01T09:00:00+01:00'
		);
		expect( wallToIso( '2026-07-01T09:00:00' ) ).toBe(
			'2026-07-01T09:00:00+02:00'
		);
		// Either side of the spring-forward hour on 29 March 2026.
		expect( wallToIso( '2026-03-29T01:30:00' ) ).toBe(
			'2026-03-29T01:30:00+01:00'
		);
		expect( wallToIso( '2026-03-29T03:30:00' ) ).toBe(
			'2026-03-29T03:30:00+02:00'
		);
	} );

	it( 'ST-4 daylight-saving time after 2030 too (WordPress 7.1 bundles time zone rules only up to 2030)', () => {
		siteTimezone( 'Europe/Paris' );
		expect( wallToIso( '2031-07-15T09:30:00' ) ).toBe(
			'2031-07-15T09:30:00+02:00'
		);
		expect( wallToIso( '2040-01-15T09:30:00' ) ).toBe(
			'2040-01-15T09:30:00+01:00'
		);
		expect( isoToWall( '2031-07-15T07:30:00Z' ) ).toBe(
			'2031-07-15T09:30:00'
		);
		expect( dateInWords( '2031-07-15T09:30:00+02:00' ) ).toBe(
			'July 15, 2031 at 9:30 am'
		);
		siteTimezone( 'America/New_York' );
		expect( wallToIso( '2035-07-04T20:00:00' ) ).toBe(
			'2035-07-04T20:00:00-04:00'
		);
	} );

	it( 'ST-4 a time that does not exist (clocks moving forward) becomes the first that does', () => {
		siteTimezone( 'Europe/Paris' );
		expect( wallToIso( '2026-03-29T02:30:00' ) ).toBe(
			'2026-03-29T03:30:00+02:00'
		);
	} );

	it( 'ST-4 a target stored in another offset is shown in site time', () => {
		siteTimezone( 'America/New_York' );
		expect( isoToWall( '2026-12-01T09:00:00+01:00' ) ).toBe(
			'2026-12-01T03:00:00'
		);
		expect( dateInWords( '2026-12-01T09:00:00+01:00' ) ).toBe(
			'December 1, 2026 at 3:00 am'
		);
		expect( siteTimezoneName() ).toBe( 'America/New_York' );
	} );

	it( 'ST-4 sites set to a UTC offset instead of a city', () => {
		siteTimezone( '', 5.5 );
		expect( wallToIso( '2026-12-01T09:00:00' ) ).toBe(
			'2026-12-01T09:00:00+05:30'
		);
		expect( siteTimezoneName() ).toBe( 'UTC+5:30' );
		siteTimezone( '', -3 );
		expect( siteTimezoneName() ).toBe( 'UTC-3' );
	} );

	it( 'ST-4 the picker uses the 12-hour clock when the site does', () => {
		siteTimezone( 'UTC' );
		expect( siteUses12Hour() ).toBe( true );
		setSettings( {
			...original,
			formats: { ...original.formats, time: 'H:i' },
		} );
		expect( siteUses12Hour() ).toBe( false );
	} );

	it( 'ST-4 examples count to a whole hour some days ahead', () => {
		siteTimezone( 'Europe/Paris' );
		const now = Date.UTC( 2026, 10, 22, 10, 17 );
		expect( isoDaysAhead( 3, now ) ).toBe( '2026-11-25T12:00:00+01:00' );
	} );
} );
