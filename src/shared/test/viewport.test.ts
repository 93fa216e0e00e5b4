import { RESIZE_DEBOUNCE_MS } from '../timing';
import { onResize, onScroll } from '../viewport';

describe( 'AN-1 viewport events', () => {
	beforeEach( () => jest.useFakeTimers() );
	afterEach( () => jest.useRealTimers() );

	it( 'AN-1 resize handling runs once, 100 ms after the last resize', () => {
		const handler = jest.fn();
		const stop = onResize( handler );
		for ( let i = 0; i < 5; i++ ) {
			window.dispatchEvent( new Event( 'resize' ) );
			jest.advanceTimersByTime( RESIZE_DEBOUNCE_MS - 10 );
		}
		expect( handler ).not.toHaveBeenCalled();
		jest.advanceTimersByTime( 10 );
		expect( handler ).toHaveBeenCalledTimes( 1 );
		stop();
		window.dispatchEvent( new Event( 'resize' ) );
		jest.advanceTimersByTime( RESIZE_DEBOUNCE_MS );
		expect( handler ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'AN-1 listeners are passive, and scroll runs once a frame', () => {
		const add = jest.spyOn( window, 'addEventListener' );
		const handler = jest.fn();
		const stopScroll = onScroll( handler );
		const stopResize = onResize( () => undefined );
		for ( const [ , , options ] of add.mock.calls ) {
			expect( options ).toEqual( { passive: true } );
		}
		window.dispatchEvent( new Event( 'scroll' ) );
		window.dispatchEvent( new Event( 'scroll' ) );
		jest.advanceTimersByTime( 20 );
		expect( handler ).toHaveBeenCalledTimes( 1 );
		stopScroll();
		stopResize();
		add.mockRestore();
	} );
} );
