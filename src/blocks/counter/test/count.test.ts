import { countUp, countValue } from '../count';

describe( 'ST-1 counting up', () => {
	beforeEach( () => jest.useFakeTimers() );
	afterEach( () => jest.useRealTimers() );

	it( 'ST-1 steps every 10 ms and finishes after 1000 ms, on the final value', () => {
		const steps: number[] = [];
		const onDone = jest.fn();
		countUp( {
			from: 0,
			to: 1000,
			onStep: ( v ) => steps.push( v ),
			onDone,
		} );

		jest.advanceTimersByTime( 10 );
		expect( steps ).toEqual( [ 10 ] );
		jest.advanceTimersByTime( 490 );
		expect( steps ).toHaveLength( 50 );
		expect( steps[ 49 ] ).toBe( 500 );
		expect( onDone ).not.toHaveBeenCalled();

		jest.advanceTimersByTime( 490 );
		expect( steps ).toHaveLength( 99 );
		expect( onDone ).not.toHaveBeenCalled();
		jest.advanceTimersByTime( 10 );
		expect( onDone ).toHaveBeenCalledTimes( 1 );
		expect( steps ).toHaveLength( 99 );
		jest.advanceTimersByTime( 1000 );
		expect( onDone ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'ST-1 reads the clock, so a late timer skips ahead instead of stretching the count', () => {
		const steps: number[] = [];
		countUp( {
			from: 0,
			to: 100,
			onStep: ( v ) => steps.push( v ),
			onDone: () => {},
		} );
		// The tab was busy: the clock moved 700 ms before the next timer could run.
		jest.setSystemTime( Date.now() + 700 );
		jest.advanceTimersByTime( 10 );
		expect( steps[ 0 ] ).toBeCloseTo( 71, 0 );
	} );

	it( 'ST-1 can stop, and counts down as well as up', () => {
		const onStep = jest.fn();
		const stop = countUp( { from: 10, to: 0, onStep, onDone: () => {} } );
		jest.advanceTimersByTime( 500 );
		expect( onStep ).toHaveBeenLastCalledWith( 5 );
		stop();
		jest.advanceTimersByTime( 1000 );
		expect( onStep ).toHaveBeenCalledTimes( 50 );
		expect( countValue( 10, 0, 5000 ) ).toBe( 0 );
	} );
} );
