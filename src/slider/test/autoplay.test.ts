/**
 * The rules of a slider's autoplay holds (autoplay.ts), on a fake clock. That they hold under a
 * real finger, mouse and keyboard, before and under React, is proven in e2e
 * (tests/e2e/specs/slider-touch.spec.ts).
 */
import { createAutoplay } from '../autoplay';
import { KIND_DEFAULTS } from '../settings';
import { pointer } from './pointer';

const INTERVAL = 1000;

function start( motion = true ) {
	const root = document.createElement( 'section' );
	root.innerHTML = '<button type="button">Next</button>';
	document.body.append( root );
	const advance = jest.fn();
	const autoplay = createAutoplay(
		root,
		{ ...KIND_DEFAULTS.hero, interval: INTERVAL },
		motion,
		advance,
		() => undefined
	);
	return { root, advance, autoplay };
}

beforeEach( () => {
	jest.useFakeTimers();
	document.body.innerHTML = '';
} );
afterEach( () => jest.useRealTimers() );

describe( 'SL-1 SL-6 autoplay and its holds', () => {
	it( 'SL-1 advances every interval, counted again from each change', () => {
		const { advance, autoplay } = start();
		jest.advanceTimersByTime( INTERVAL - 1 );
		expect( advance ).not.toHaveBeenCalled();
		jest.advanceTimersByTime( 1 );
		expect( advance ).toHaveBeenCalledTimes( 1 );
		// Advancing is the engine's change; it restarts the count, as any other change does.
		autoplay.restart();
		jest.advanceTimersByTime( INTERVAL / 2 );
		autoplay.restart();
		jest.advanceTimersByTime( INTERVAL - 1 );
		expect( advance ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'SL-6 a pressed finger holds it until it lifts, then a full interval starts', () => {
		const { root, advance, autoplay } = start();
		jest.advanceTimersByTime( INTERVAL - 100 );
		root.firstElementChild!.dispatchEvent( pointer( 'pointerdown' ) );
		expect( autoplay.playing() ).toBe( false );
		jest.advanceTimersByTime( 5 * INTERVAL );
		expect( advance ).not.toHaveBeenCalled();
		document.dispatchEvent( pointer( 'pointerup' ) );
		jest.advanceTimersByTime( INTERVAL - 1 );
		expect( advance ).not.toHaveBeenCalled();
		jest.advanceTimersByTime( 1 );
		expect( advance ).toHaveBeenCalledTimes( 1 );
		// A cancelled touch (the page scrolled) lets go too.
		root.dispatchEvent( pointer( 'pointerdown' ) );
		document.dispatchEvent( pointer( 'pointercancel' ) );
		expect( autoplay.playing() ).toBe( true );
	} );

	it( "SL-6 a mouse over it holds it; a tap's pointer entering does not", () => {
		const { root, autoplay } = start();
		root.dispatchEvent( pointer( 'pointerenter', 'touch' ) );
		expect( autoplay.playing() ).toBe( true );
		root.dispatchEvent( pointer( 'pointerenter', 'mouse' ) );
		expect( autoplay.playing() ).toBe( false );
		root.dispatchEvent( pointer( 'pointerleave', 'mouse' ) );
		expect( autoplay.playing() ).toBe( true );
	} );

	it( 'SL-1 focus inside holds it until it leaves; a hidden tab holds it; the pause button holds it', () => {
		const { root, autoplay } = start();
		( root.firstElementChild as HTMLElement ).focus();
		expect( autoplay.playing() ).toBe( false );
		( root.firstElementChild as HTMLElement ).blur();
		expect( autoplay.playing() ).toBe( true );

		Object.defineProperty( document, 'hidden', {
			configurable: true,
			get: () => true,
		} );
		document.dispatchEvent( new Event( 'visibilitychange' ) );
		expect( autoplay.playing() ).toBe( false );
		Object.defineProperty( document, 'hidden', {
			configurable: true,
			get: () => false,
		} );
		document.dispatchEvent( new Event( 'visibilitychange' ) );
		expect( autoplay.playing() ).toBe( true );

		autoplay.hold( 'paused', true );
		expect( autoplay.playing() ).toBe( false );
		autoplay.hold( 'paused', false );
		expect( autoplay.playing() ).toBe( true );
	} );

	it( 'SL-1 under reduced motion it starts paused; the pause button can still start it', () => {
		const { advance, autoplay } = start( false );
		jest.advanceTimersByTime( 10 * INTERVAL );
		expect( advance ).not.toHaveBeenCalled();
		autoplay.hold( 'paused', false );
		jest.advanceTimersByTime( INTERVAL );
		expect( advance ).toHaveBeenCalledTimes( 1 );
	} );
} );
