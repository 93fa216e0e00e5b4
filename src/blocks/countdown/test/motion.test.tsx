/**
 * ST-4 the countdown's small script (motion.ts) on served markup, with a fake clock: it ticks
 * without React, shows the end state by the component's rules, and the view hydrates the markup
 * where it left it without a warning (the browser proof is in the e2e suite).
 */
import { act } from 'react';
import { hydrateRoot } from '@wordpress/element';
import { servedWrapper } from '../../../../tests/unit/hydration';
import { CountdownApp, readProps } from '../view';

// 2099-06-01T09:00:00+02:00, the fixtures' target.
const TARGET = Date.UTC( 2099, 5, 1, 7 );

function serve( now: number ): HTMLElement {
	jest.useFakeTimers( { now } );
	const root = servedWrapper(
		`${ __dirname }/fixtures`,
		'waiting',
		'.wp-block-vitrine-countdown'
	);
	jest.isolateModules( () => {
		require( '../motion' );
	} );
	return root;
}

const shown = ( root: HTMLElement, selector: string ) =>
	! root.querySelector< HTMLElement >( selector )!.hidden;
const units = ( root: HTMLElement ) =>
	Array.from( root.querySelectorAll( '.vitrine-countdown__unit' ), ( unit ) =>
		unit.textContent?.trim()
	);

beforeAll( () => {
	(
		globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
	 ).IS_REACT_ACT_ENVIRONMENT = true;
} );
afterEach( () => jest.useRealTimers() );

describe( 'ST-4 the countdown ticks before React', () => {
	it( 'ST-4 shows the units and ticks the served markup every second, then the view takes over without a warning', () => {
		const root = serve( TARGET - ( 2 * 86400 + 5 ) * 1000 );
		expect( root.dataset.vitrinePhase ).toBe( 'live' );
		expect( shown( root, '.vitrine-countdown__row' ) ).toBe( true );
		expect( units( root ) ).toEqual( [
			'2 days',
			'00 hours',
			'00 minutes',
			'05 seconds',
		] );
		jest.advanceTimersByTime( 1000 );
		expect( units( root )[ 3 ] ).toBe( '04 seconds' );

		// A visitor reaches it: the view stops the small clock and hydrates what it left.
		const props = readProps( root )!;
		expect( props.served.phase ).toBe( 'live' );
		act( () => {
			hydrateRoot( root, <CountdownApp { ...props } /> );
		} );
		expect( units( root )[ 3 ] ).toBe( '04 seconds' );
		act( () => jest.advanceTimersByTime( 1000 ) );
		expect( units( root )[ 3 ] ).toBe( '03 seconds' );
		// One clock only: the small one stopped, so the markup is React's alone.
		expect(
			root.querySelectorAll( '.vitrine-countdown__unit' )
		).toHaveLength( 4 );
	} );

	it( 'ST-4 at zero it shows the end message, hides the units and the pause button, and says so once', () => {
		const root = serve( TARGET - 2000 );
		jest.advanceTimersByTime( 2000 );
		expect( root.dataset.vitrinePhase ).toBe( 'ended' );
		expect( shown( root, '.vitrine-countdown__message' ) ).toBe( true );
		expect( shown( root, '.vitrine-countdown__row' ) ).toBe( false );
		expect( shown( root, '.vitrine-countdown__pause' ) ).toBe( false );
		expect(
			root.querySelector( '.vitrine-countdown__when-label' )!.textContent
		).toBe( 'Ended' );
		expect(
			root.querySelector( '.vitrine-countdown__status' )!.textContent
		).toBe( 'The countdown has ended.' );
		// The view hydrates the ended face as it stands.
		const props = readProps( root )!;
		act( () => {
			hydrateRoot( root, <CountdownApp { ...props } /> );
		} );
		expect( shown( root, '.vitrine-countdown__message' ) ).toBe( true );
	} );

	it( 'ST-4 a hostile date leaves the served end state alone', () => {
		jest.useFakeTimers( { now: TARGET - 5000 } );
		const root = servedWrapper(
			`${ __dirname }/fixtures`,
			'waiting',
			'.wp-block-vitrine-countdown'
		);
		root.dataset.countdown = 'javascript:alert(1)';
		jest.isolateModules( () => {
			require( '../motion' );
		} );
		expect( root.dataset.vitrinePhase ).toBeUndefined();
		expect( shown( root, '.vitrine-countdown__row' ) ).toBe( false );
	} );
} );
