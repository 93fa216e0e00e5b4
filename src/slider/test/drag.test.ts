/**
 * Which pointers a slider's drag (drag.ts) takes as a press. That a real finger swipes, before
 * and under React, is proven in e2e (tests/e2e/specs/slider-touch.spec.ts).
 */
import { attachDrag } from '../drag';
import { pointer } from './pointer';

function attach() {
	const viewport = document.createElement( 'div' );
	document.body.append( viewport );
	const track = {
		step: () => 100,
		grab: jest.fn(),
		pull: jest.fn(),
		settle: jest.fn(),
	};
	attachDrag( viewport, track );
	const send = ( type: string, kind: string, fields = {} ) =>
		viewport.dispatchEvent( pointer( type, kind, fields ) );
	return { track, send };
}

describe( 'a slider drag', () => {
	it( 'SL-6 a finger already down when the engine starts is adopted at its first move and swipes', () => {
		const { track, send } = attach();
		send( 'pointermove', 'touch', { buttons: 1, clientX: 200 } );
		expect( track.grab ).toHaveBeenCalledTimes( 1 );
		send( 'pointermove', 'touch', { buttons: 1, clientX: 140 } );
		expect( track.pull ).toHaveBeenLastCalledWith( 0.6 );
		send( 'pointerup', 'touch', { clientX: 140 } );
		expect( track.grab ).toHaveBeenCalledTimes( 1 );
		expect( track.settle ).toHaveBeenCalledWith(
			0.6,
			expect.any( Number ),
			true
		);
	} );

	it( 'SL-6 a mouse moving in with its button down, or a hovering pen, is no press', () => {
		const { track, send } = attach();
		send( 'pointermove', 'mouse', { buttons: 1, clientX: 200 } );
		send( 'pointermove', 'pen', { buttons: 0, clientX: 200 } );
		send( 'pointermove', 'mouse', { buttons: 1, clientX: 100 } );
		send( 'pointerup', 'mouse', { clientX: 100 } );
		expect( track.grab ).not.toHaveBeenCalled();
		expect( track.settle ).not.toHaveBeenCalled();
	} );

	it( 'SL-6 a press seen landing is not taken twice by its moves', () => {
		const { track, send } = attach();
		send( 'pointerdown', 'touch', { buttons: 1, clientX: 200 } );
		send( 'pointermove', 'touch', { buttons: 1, clientX: 150 } );
		expect( track.grab ).toHaveBeenCalledTimes( 1 );
		expect( track.pull ).toHaveBeenLastCalledWith( 0.5 );
	} );
} );
