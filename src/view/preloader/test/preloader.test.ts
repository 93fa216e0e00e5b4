import {
	PRELOADER_DELAY_MS,
	PRELOADER_FADE_MS,
	PRELOADER_GIVE_UP_MS,
} from '../../../shared/timing';
import { runPreloader } from '../preloader';

function setup( readyState: DocumentReadyState, reduce = false ) {
	document.body.innerHTML = '<div class="vitrine-preloader"></div>';
	Object.defineProperty( document, 'readyState', {
		configurable: true,
		get: () => readyState,
	} );
	window.matchMedia = ( () => ( {
		matches: reduce,
	} ) ) as unknown as typeof window.matchMedia;
	const element =
		document.querySelector< HTMLElement >( '.vitrine-preloader' )!;
	runPreloader( window, element );
	return element;
}

beforeEach( () => jest.useFakeTimers() );
afterEach( () => jest.useRealTimers() );

describe( 'PL-1 preloader', () => {
	it( 'PL-1 waits 500 ms after load, fades over 500 ms, then is gone', () => {
		const element = setup( 'loading' );
		jest.advanceTimersByTime( 1000 );
		expect( element.classList ).not.toContain( 'vitrine-preloader--done' );
		window.dispatchEvent( new Event( 'load' ) );
		jest.advanceTimersByTime( PRELOADER_DELAY_MS - 1 );
		expect( element.classList ).not.toContain( 'vitrine-preloader--done' );
		jest.advanceTimersByTime( 1 );
		expect( element.classList ).toContain( 'vitrine-preloader--done' );
		expect( element.isConnected ).toBe( true );
		jest.advanceTimersByTime( PRELOADER_FADE_MS );
		expect( element.isConnected ).toBe( false );
	} );

	it( 'PL-1 gives up after 3 s when the page never finishes loading', () => {
		const element = setup( 'interactive' );
		jest.advanceTimersByTime( PRELOADER_GIVE_UP_MS - 1 );
		expect( element.classList ).not.toContain( 'vitrine-preloader--done' );
		jest.advanceTimersByTime( 1 );
		expect( element.classList ).toContain( 'vitrine-preloader--done' );
		jest.advanceTimersByTime( PRELOADER_FADE_MS );
		expect( element.isConnected ).toBe( false );
	} );

	it( 'PL-1 an already loaded page and reduced motion: gone without a fade', () => {
		const element = setup( 'complete', true );
		jest.advanceTimersByTime( PRELOADER_DELAY_MS );
		// The removal follows at once (0 ms), not after a fade.
		jest.advanceTimersByTime( 1 );
		expect( element.isConnected ).toBe( false );
	} );
} );
