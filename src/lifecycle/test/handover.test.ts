/**
 * The hand-over between a block's small script and its React view (src/lifecycle/handover.ts).
 */
import { handOver, isRunning, takeOver } from '../handover';

describe( 'handover', () => {
	it( 'ST-4 SL-1 the view stops what the small script runs and gets it back', () => {
		const root = document.createElement( 'div' );
		const stop = jest.fn();
		const running = { stop, engine: 'swiper' };
		handOver( root, running );
		expect( isRunning( root ) ).toBe( true );
		expect( takeOver( root ) ).toBe( running );
		expect( stop ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'ST-4 SL-1 a small script that loads after the view took its root leaves it alone', () => {
		const root = document.createElement( 'div' );
		expect( isRunning( root ) ).toBe( false );
		// The view read the served markup before the small script's bundle had run.
		expect( takeOver( root ) ).toBeUndefined();
		// The small scripts (countdown/motion.ts, slider/motion.ts) start only where this is false.
		expect( isRunning( root ) ).toBe( true );
	} );
} );
