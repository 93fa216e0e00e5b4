/**
 * One block root through the states of docs/view-lifecycle.md, with the real modules: served,
 * a small script that answers its controls, an appear animation under way, the view's take-over
 * and React's commit.
 */
import { act } from 'react';
import { handOver, isRunning, takeOver } from '../handover';
import { hydrateBlocks } from '../hydrate';
import { ANSWERED, hydration, markMotion, PENDING, isMoving } from '../states';

function Count( { value }: { value: string } ) {
	return <span>{ value }</span>;
}

describe( 'the life of a view', () => {
	it( 'ST-1 SL-1 goes served → small script → motion → pending → hydrated, each step in its attribute', async () => {
		document.body.innerHTML =
			'<div class="wp-block-vitrine-counter"><span>42</span></div>';
		const root = document.querySelector( 'div' ) as HTMLElement;
		expect( hydration( root ) ).toBeNull();

		// The small script runs on the served markup and answers the block's controls.
		const stop = jest.fn();
		handOver( root, { stop, answers: true } );
		expect( root.matches( ANSWERED ) ).toBe( true );

		// Its appear animation is under way: the view's bundle arrives and waits.
		markMotion( root, 'run' );
		expect( isMoving( root ) ).toBe( true );
		const read = jest.fn( ( element: HTMLElement ) => {
			takeOver( element );
			return { value: element.textContent as string };
		} );
		hydrateBlocks( '.wp-block-vitrine-counter', read, Count );
		expect( read ).not.toHaveBeenCalled();
		expect( hydration( root ) ).toBeNull();

		// The animation gives the served markup back: the view takes the root over.
		await act( async () => markMotion( root, 'done' ) );
		expect( read ).toHaveBeenCalledTimes( 1 );
		expect( stop ).toHaveBeenCalledTimes( 1 );
		expect( root.matches( ANSWERED ) ).toBe( false );
		// A small script arriving now leaves the root alone.
		expect( isRunning( root ) ).toBe( true );

		// React commits (act flushes the transition the hydration runs in).
		await act( async () => {} );
		expect( root.matches( PENDING ) ).toBe( false );
		expect( hydration( root ) ).toBe( 'true' );
		expect( root.innerHTML ).toBe( '<span>42</span>' );
	} );

	it( 'ST-1 a root hydrates once, however often its view runs', async () => {
		document.body.innerHTML =
			'<div class="wp-block-vitrine-counter"><span>7</span></div>';
		const read = jest.fn( ( element: HTMLElement ) => ( {
			value: element.textContent as string,
		} ) );
		await act( async () => {
			hydrateBlocks( '.wp-block-vitrine-counter', read, Count );
			hydrateBlocks( '.wp-block-vitrine-counter', read, Count );
		} );
		expect( read ).toHaveBeenCalledTimes( 1 );
	} );
} );
