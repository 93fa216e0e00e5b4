import { parseTarget, secondsLeft, splitSeconds } from '../remaining';

describe( 'ST-4 reading the target', () => {
	it.each( [
		[ '2026-12-01T09:00:00+01:00', Date.UTC( 2026, 11, 1, 8 ) ],
		[ '2026-12-01T09:00+01:00', Date.UTC( 2026, 11, 1, 8 ) ],
		[ '2026-12-01T08:00:00Z', Date.UTC( 2026, 11, 1, 8 ) ],
		[
			'2026-12-01T17:00:00.250+09:00',
			Date.UTC( 2026, 11, 1, 8, 0, 0, 250 ),
		],
		[ '2026-11-30T22:30:00-09:30', Date.UTC( 2026, 11, 1, 8 ) ],
	] )( 'ST-4 %s is an instant with its offset', ( iso, expected ) => {
		expect( parseTarget( iso ) ).toBe( expected );
	} );

	it.each( [
		'',
		'tomorrow',
		'2026-12-01',
		'2026-12-01T09:00:00', // no offset: would mean each visitor's own timezone
		'2026-02-31T09:00:00+01:00',
		'2026-12-01T24:00:00+01:00',
		'2026-12-01T09:60:00+01:00',
		'2026-12-01T09:00:00+15:00',
		'NaN',
		'"><script>alert(1)</script>',
		NaN,
		1767254400000,
		null,
		undefined,
		{ toString: () => '2026-12-01T09:00:00+01:00' },
	] )( 'ST-4 garbage %p is no target', ( value ) => {
		expect( parseTarget( value ) ).toBeNull();
	} );
} );

describe( 'ST-4 time left', () => {
	const target = Date.UTC( 2026, 11, 1, 8 );

	it( 'ST-4 rounds up, so zero arrives exactly at the target, never before, never negative', () => {
		expect( secondsLeft( target, target - 1 ) ).toBe( 1 );
		expect( secondsLeft( target, target - 1000 ) ).toBe( 1 );
		expect( secondsLeft( target, target - 1001 ) ).toBe( 2 );
		expect( secondsLeft( target, target ) ).toBe( 0 );
		expect( secondsLeft( target, target + 86400000 ) ).toBe( 0 );
	} );

	it( 'ST-4 splits into days, hours, minutes and seconds', () => {
		expect( splitSeconds( 3 * 86400 + 4 * 3600 + 5 * 60 + 6 ) ).toEqual( {
			day: 3,
			hour: 4,
			minute: 5,
			second: 6,
		} );
		expect( splitSeconds( 400 * 86400 + 59 ) ).toEqual( {
			day: 400,
			hour: 0,
			minute: 0,
			second: 59,
		} );
	} );

	it( 'ST-4 a target in another offset counts the same instant from any timezone', () => {
		const tokyo = parseTarget( '2026-12-01T17:00:00+09:00' )!;
		const paris = parseTarget( '2026-12-01T09:00:00+01:00' )!;
		const now = Date.UTC( 2026, 10, 30, 8 );
		expect( tokyo ).toBe( paris );
		expect( splitSeconds( secondsLeft( tokyo, now ) ) ).toEqual( {
			day: 1,
			hour: 0,
			minute: 0,
			second: 0,
		} );
	} );

	it( 'ST-4 across the spring daylight-saving change a calendar day lasts 23 hours', () => {
		// Paris, 29 March 2026: clocks go from 02:00 CET to 03:00 CEST.
		const now = parseTarget( '2026-03-28T12:00:00+01:00' )!;
		const noon = parseTarget( '2026-03-29T12:00:00+02:00' )!;
		expect( splitSeconds( secondsLeft( noon, now ) ) ).toEqual( {
			day: 0,
			hour: 23,
			minute: 0,
			second: 0,
		} );
	} );

	it( 'ST-4 across the autumn change a calendar day lasts 25 hours', () => {
		const now = parseTarget( '2026-10-24T12:00:00+02:00' )!;
		const noon = parseTarget( '2026-10-25T12:00:00+01:00' )!;
		expect( splitSeconds( secondsLeft( noon, now ) ) ).toEqual( {
			day: 1,
			hour: 1,
			minute: 0,
			second: 0,
		} );
	} );
} );
