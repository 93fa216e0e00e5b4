import { STICKY_HEADER_OFFSET_PX } from '../../../shared/timing';
import { shouldStick, stickOnScroll, STUCK_CLASS } from '../sticky';

describe( 'SH-1 sticky header', () => {
	it( 'SH-1 sticks from 200 px, not at 199 px', () => {
		expect( shouldStick( STICKY_HEADER_OFFSET_PX - 1 ) ).toBe( false );
		expect( shouldStick( STICKY_HEADER_OFFSET_PX ) ).toBe( true );
		expect( shouldStick( 0 ) ).toBe( false );
	} );

	it( 'SH-1 keeps its height in the page while stuck, and lets it go when unstuck', () => {
		document.body.innerHTML =
			'<div class="vitrine-sticky-space"><header class="vitrine-sticky">Header</header></div>';
		const header = document.querySelector< HTMLElement >( 'header' )!;
		Object.defineProperty( header, 'offsetHeight', { value: 72 } );
		Object.defineProperty( window, 'scrollY', {
			configurable: true,
			value: 250,
		} );
		const stop = stickOnScroll( header );
		expect( header.classList ).toContain( STUCK_CLASS );
		expect( header.parentElement!.style.height ).toBe( '72px' );
		stop();
		Object.defineProperty( window, 'scrollY', {
			configurable: true,
			value: 10,
		} );
		const again = stickOnScroll( header );
		expect( header.classList ).not.toContain( STUCK_CLASS );
		expect( header.parentElement!.style.height ).toBe( '' );
		again();
	} );
} );
