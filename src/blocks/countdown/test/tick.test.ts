import { COUNTDOWN_TICK_MS } from '../../../shared/timing';
import { startTicking } from '../tick';

describe( 'ST-4 the clock', () => {
	const start = Date.UTC( 2026, 11, 1, 8 );

	beforeEach( () => {
		jest.useFakeTimers( { now: start } );
	} );
	afterEach( () => {
		jest.useRealTimers();
	} );

	it( `ST-4 re-reads the clock every ${ COUNTDOWN_TICK_MS } ms and reports each second once`, () => {
		const seen: number[] = [];
		const now = jest.fn( () => Date.now() );
		const stop = startTicking( start + 3000, ( s ) => seen.push( s ), {
			now,
		} );
		expect( seen ).toEqual( [ 3 ] );
		jest.advanceTimersByTime( COUNTDOWN_TICK_MS - 1 );
		expect( now ).toHaveBeenCalledTimes( 1 );
		jest.advanceTimersByTime( 1 );
		expect( now ).toHaveBeenCalledTimes( 2 );
		jest.advanceTimersByTime( 900 );
		// Ten reads in the first second, one report when the second changed.
		expect( now ).toHaveBeenCalledTimes( 11 );
		expect( seen ).toEqual( [ 3, 2 ] );
		jest.advanceTimersByTime( 2000 );
		expect( seen ).toEqual( [ 3, 2, 1, 0 ] );
		// Stopped at zero: no more reads.
		const reads = now.mock.calls.length;
		jest.advanceTimersByTime( 5000 );
		expect( now ).toHaveBeenCalledTimes( reads );
		stop();
	} );

	it( 'ST-4 does not drift when a background tab runs its timers rarely', () => {
		const seen: number[] = [];
		const stop = startTicking( start + 3600 * 1000, ( s ) =>
			seen.push( s )
		);
		// Ten minutes pass while the browser fires no timer at all (a throttled tab).
		jest.setSystemTime( start + 10 * 60 * 1000 + 400 );
		jest.advanceTimersByTime( COUNTDOWN_TICK_MS );
		expect( seen.at( -1 ) ).toBe( 50 * 60 );
		stop();
	} );

	it( 'ST-4 shows the real time as soon as the tab is visible again', () => {
		const seen: number[] = [];
		const stop = startTicking( start + 3600 * 1000, ( s ) =>
			seen.push( s )
		);
		jest.setSystemTime( start + 5 * 60 * 1000 );
		document.dispatchEvent( new Event( 'visibilitychange' ) );
		expect( seen.at( -1 ) ).toBe( 55 * 60 );
		stop();
	} );

	it( 'ST-4 a target already passed reports zero once and stops', () => {
		const seen: number[] = [];
		startTicking( start - 1000, ( s ) => seen.push( s ) );
		jest.advanceTimersByTime( 1000 );
		expect( seen ).toEqual( [ 0 ] );
		expect( jest.getTimerCount() ).toBe( 0 );
	} );
} );
