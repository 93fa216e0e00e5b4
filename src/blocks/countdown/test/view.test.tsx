import { act } from 'react';
import { hydrateRoot } from '@wordpress/element';
import {
	renderedInnerHtml,
	servedWrapper,
} from '../../../../tests/unit/hydration';
import { CountdownView } from '../countdown';
import { CountdownApp, readProps, readStrings } from '../view';

/**
 * Markup render.php served (written by the block's PHP test).
 * @param name Fixture name.
 */
const served = ( name: string ) =>
	servedWrapper(
		`${ __dirname }/fixtures`,
		name,
		'.wp-block-vitrine-countdown'
	);

describe( 'ST-4 hydration reads the served markup back exactly', () => {
	it.each( [
		'waiting',
		'ended-zeros',
		'ended-message',
		'garbage-date',
		'other-offset',
	] )(
		'ST-4 %s: the component re-renders what the server printed',
		( name ) => {
			const root = served( name );
			const props = readProps( root );
			expect( props ).not.toBeNull();
			expect(
				renderedInnerHtml( <CountdownView { ...props!.served } /> )
			).toBe( root.innerHTML );
		}
	);

	it( 'ST-4 without JavaScript: the date in words in a <time datetime>, the message kept hidden', () => {
		const root = served( 'waiting' );
		const time = root.querySelector( 'time' )!;
		expect( time.getAttribute( 'datetime' ) ).toBe(
			'2099-06-01T09:00:00+02:00'
		);
		expect( time.textContent ).toBe( 'June 1, 2099 at 9:00 am' );
		expect(
			root.querySelector< HTMLElement >( '.vitrine-countdown__message' )!
				.hidden
		).toBe( true );
		expect( readProps( root )!.target ).toBe( Date.UTC( 2099, 5, 1, 7 ) );
	} );

	it( 'ST-4 tampered served texts and dates fall back instead of breaking', () => {
		expect( readStrings( '{"until":5,"pause":""}' ) ).toEqual( {
			until: 'Until',
			ended: 'Ended',
			pause: 'Pause countdown',
			done: 'The countdown has ended.',
		} );
		expect( readStrings( 'not json' ).done ).toBe(
			'The countdown has ended.'
		);
		const root = served( 'waiting' );
		root.dataset.countdown = '2099-06-01T09:00:00';
		expect( readProps( root )!.target ).toBeNull();
	} );
} );

// Any console error (a hydration mismatch included) fails the test (@wordpress/jest-console).
describe( 'ST-4 the hydrated countdown', () => {
	const target = Date.UTC( 2099, 5, 1, 7 );

	beforeAll( () => {
		(
			globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
		 ).IS_REACT_ACT_ENVIRONMENT = true;
	} );
	beforeEach( () => {
		document.documentElement.lang = 'en-US';
	} );
	afterEach( () => {
		jest.useRealTimers();
	} );

	function hydrate(
		name: string,
		now: number,
		tweak: ( root: HTMLElement ) => void = () => {}
	) {
		jest.useFakeTimers( { now } );
		const root = served( name );
		tweak( root );
		const props = readProps( root )!;
		act( () => {
			hydrateRoot( root, <CountdownApp { ...props } /> );
		} );
		const text = ( selector: string ) =>
			Array.from( root.querySelectorAll( selector ), ( e ) =>
				e.textContent?.trim()
			);
		return {
			root,
			// The units a visitor sees: none while their row is hidden.
			units: () =>
				root.querySelector< HTMLElement >( '.vitrine-countdown__row' )
					?.hidden
					? []
					: text( '.vitrine-countdown__unit' ),
			status: () => text( '.vitrine-countdown__status' )[ 0 ],
			tick: ( ms: number ) => act( () => jest.advanceTimersByTime( ms ) ),
		};
	}

	it( 'ST-4 hydrates without a warning, then ticks from the real clock every second', () => {
		const view = hydrate(
			'waiting',
			target - ( 86400 + 3600 + 61 ) * 1000
		);
		expect( view.units() ).toEqual( [
			'1 day',
			'01 hour',
			'01 minute',
			'01 second',
		] );
		view.tick( 1000 );
		expect( view.units() ).toEqual( [
			'1 day',
			'01 hour',
			'01 minute',
			'00 seconds',
		] );
		expect(
			view.root
				.querySelector( '[role="timer"]' )
				?.getAttribute( 'aria-live' )
		).toBeNull();
		expect( view.status() ).toBe( '' );
	} );

	it( 'ST-4 at zero shows the message and says so once, politely', () => {
		const view = hydrate( 'waiting', target - 2000 );
		view.tick( 2000 );
		const message = view.root.querySelector< HTMLElement >(
			'.vitrine-countdown__message'
		)!;
		expect( message.hidden ).toBe( false );
		expect( view.units() ).toEqual( [] );
		expect(
			view.root.querySelector( '.vitrine-countdown__when-label' )
				?.textContent
		).toBe( 'Ended' );
		expect( view.status() ).toBe( 'The countdown has ended.' );
		expect(
			view.root.querySelector< HTMLElement >(
				'.vitrine-countdown__pause'
			)!.hidden
		).toBe( true );
	} );

	it( 'ST-4 a countdown already over when the page opens announces nothing', () => {
		const view = hydrate( 'waiting', target + 5000 );
		expect( view.status() ).toBe( '' );
		expect(
			view.root.querySelector< HTMLElement >(
				'.vitrine-countdown__message'
			)!.hidden
		).toBe( false );
	} );

	it( 'ST-4 the pause button freezes the display, and resuming shows the real time', () => {
		const view = hydrate(
			'other-offset',
			Date.UTC( 2099, 11, 31, 4, 0, 10 )
		);
		const button = view.root.querySelector< HTMLButtonElement >(
			'.vitrine-countdown__pause'
		)!;
		expect( button.getAttribute( 'aria-label' ) ).toBe( 'Pause countdown' );
		expect( button.getAttribute( 'aria-pressed' ) ).toBe( 'false' );
		const before = view.units();
		act( () => button.click() );
		expect( button.getAttribute( 'aria-pressed' ) ).toBe( 'true' );
		view.tick( 5000 );
		expect( view.units() ).toEqual( before );
		act( () => button.click() );
		expect( view.units()[ 3 ] ).toBe( '45 seconds' );
	} );

	it( 'ST-4 the zeros end state stays on zeros', () => {
		const view = hydrate( 'ended-zeros', Date.UTC( 2002, 0, 1 ) );
		view.tick( 1000 );
		expect( view.root.hidden ).toBe( false );
		expect( view.units() ).toEqual( [
			'0 days',
			'00 hours',
			'00 minutes',
			'00 seconds',
		] );
	} );

	it( 'ST-4 the hide end state hides the block at zero', () => {
		const end = Date.UTC( 2100, 0, 1, 4, 30 );
		const view = hydrate( 'other-offset', end - 1500, ( root ) => {
			root.dataset.end = 'hide';
		} );
		expect( view.root.hidden ).toBe( false );
		view.tick( 1500 );
		expect( view.root.hidden ).toBe( true );
	} );

	it( 'ST-4 an unreadable date keeps the served end state and never ticks', () => {
		const view = hydrate( 'garbage-date', Date.UTC( 2026, 0, 1 ) );
		expect( view.units() ).toEqual( [
			'0 days',
			'00 hours',
			'00 minutes',
			'00 seconds',
		] );
		expect( jest.getTimerCount() ).toBe( 0 );
	} );
} );
