/**
 * The appear motion's states (src/shared/appear-motion.ts), with the browser's intersection
 * reports played by hand: the logic only; the e2e tests prove the animations in Chromium.
 */
import { isMoving } from '../../lifecycle/states';
import { animateOnAppear } from '../appear-motion';

type Report = ( entries: Array< { isIntersecting: boolean } > ) => void;

let report: Report;
let observers = 0;

beforeEach( () => {
	observers = 0;
	document.body.innerHTML = '<div class="block"></div>';
	window.matchMedia = ( () => ( { matches: false } ) ) as never;
	(
		window as unknown as { IntersectionObserver: unknown }
	 ).IntersectionObserver = class {
		constructor( callback: Report ) {
			report = callback;
			observers++;
		}
		observe() {}
		disconnect() {}
	};
	window.requestAnimationFrame = ( callback: FrameRequestCallback ) => {
		callback( 0 );
		return 0;
	};
} );

const root = () => document.querySelector< HTMLElement >( '.block' )!;

function start() {
	const reset = jest.fn();
	let finish = () => {};
	const run = jest.fn( ( done: () => void ) => ( finish = done ) );
	animateOnAppear( '.block', () => ( { reset, run } ) );
	return { reset, run, finish: () => finish() };
}

describe( 'ST-1 ST-2 ST-3 the animation into view on the served markup', () => {
	it( 'ST-1 ST-2 ST-3 a block off screen resets unseen, runs in view, and says so at each step', () => {
		const motion = start();
		expect( root().dataset.vitrineMotion ).toBe( 'final' );
		report( [ { isIntersecting: false } ] );
		expect( motion.reset ).toHaveBeenCalledTimes( 1 );
		expect( root().dataset.vitrineMotion ).toBe( 'start' );
		expect( isMoving( root() ) ).toBe( true );
		report( [ { isIntersecting: true } ] );
		expect( motion.run ).toHaveBeenCalledTimes( 1 );
		expect( root().dataset.vitrineMotion ).toBe( 'run' );
		motion.finish();
		expect( root().dataset.vitrineMotion ).toBe( 'done' );
		expect( isMoving( root() ) ).toBe( false );
	} );

	it( 'ST-1 ST-2 ST-3 a block on screen at the start is left as served', () => {
		const motion = start();
		report( [ { isIntersecting: true } ] );
		expect( motion.reset ).not.toHaveBeenCalled();
		expect( motion.run ).not.toHaveBeenCalled();
		expect( root().dataset.vitrineMotion ).toBe( 'final' );
	} );

	it( 'ST-1 ST-2 ST-3 once its React view began hydrating the served markup, the motion never touches it', () => {
		const motion = start();
		// A URL fragment starts every view at load, before the first intersection report.
		root().dataset.vitrineHydrated = 'pending';
		report( [ { isIntersecting: false } ] );
		report( [ { isIntersecting: true } ] );
		expect( motion.reset ).not.toHaveBeenCalled();
		expect( motion.run ).not.toHaveBeenCalled();
		expect( root().dataset.vitrineMotion ).toBe( 'final' );
	} );

	it( 'ST-1 ST-2 ST-3 nothing moves under reduced motion or with the block’s own switch off', () => {
		window.matchMedia = ( () => ( { matches: true } ) ) as never;
		start();
		expect( root().dataset.vitrineMotion ).toBe( 'final' );
		document.body.innerHTML =
			'<div class="block" data-animate="false"></div>';
		window.matchMedia = ( () => ( { matches: false } ) ) as never;
		start();
		expect( root().dataset.vitrineMotion ).toBe( 'final' );
		// Neither block is even watched.
		expect( observers ).toBe( 0 );
	} );
} );
