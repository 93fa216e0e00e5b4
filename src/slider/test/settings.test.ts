import { KIND_DEFAULTS, normalizeSettings, servedSettings } from '../settings';
import { describeSettingsProblems } from '../problems';

describe( 'SL-6 slider settings', () => {
	it( 'SL-6 library defaults when the editor sets nothing: 3000 ms, 500 ms, autoplay off', () => {
		for ( const kind of [ 'posts', 'testimonials', 'services' ] as const ) {
			const settings = normalizeSettings( kind, undefined );
			expect( settings.interval ).toBe( 3000 );
			expect( settings.speed ).toBe( 500 );
			expect( settings.autoplay ).toBe( false );
			expect( settings.loop ).toBe( false );
		}
	} );

	it( 'SL-1 the hero fades, loops and plays every 5000 ms by default', () => {
		const hero = normalizeSettings( 'hero', {} );
		expect( hero ).toMatchObject( {
			effect: 'fade',
			loop: true,
			autoplay: true,
			interval: 5000,
		} );
		// A fading slider shows one slide, whatever is stored.
		expect(
			normalizeSettings( 'hero', { perView: { 1400: 3 } } )
				.perView[ 1400 ]
		).toBe( 1 );
		expect(
			normalizeSettings( 'hero', {
				effect: 'slide',
				perView: { 1400: 3 },
			} ).perView[ 1400 ]
		).toBe( 3 );
	} );

	it( 'SL-4 logos: 2000 ms when autoplay is on, 5 per view on wide screens, 1 at 575 px and below', () => {
		const logos = KIND_DEFAULTS.logos;
		expect( logos.interval ).toBe( 2000 );
		expect( logos.autoplay ).toBe( false );
		// Each count applies from its width up (the stylesheet's media queries): 1400 px and wider
		// show five, 576 px two, and below 576 px (575 and less) the 480 px count, one.
		expect( logos.perView[ 1400 ] ).toBe( 5 );
		expect( logos.perView[ 576 ] ).toBe( 2 );
		expect( logos.perView[ 480 ] ).toBe( 1 );
		// Logos may show five; others at most four.
		expect(
			normalizeSettings( 'logos', { perView: { 1400: 9 } } )
				.perView[ 1400 ]
		).toBe( 5 );
		expect(
			normalizeSettings( 'services', { perView: { 1400: 9 } } )
				.perView[ 1400 ]
		).toBe( 4 );
	} );

	it( 'SL-6 a served slider is read from its data-settings, hostile values cleaned', () => {
		const root = document.createElement( 'section' );
		root.dataset.kind = 'services';
		root.dataset.settings = JSON.stringify( { loop: true, interval: 5 } );
		expect( servedSettings( root ) ).toMatchObject( {
			loop: true,
			interval: 1000,
		} );
		root.dataset.settings = '{broken';
		expect( servedSettings( root ) ).toEqual( KIND_DEFAULTS.services );
		root.dataset.kind = 'carousel';
		expect( servedSettings( root ) ).toBeNull();
	} );

	it( 'SL-6 hostile stored settings are clamped or fall back, and the editor is told why', () => {
		const stored = {
			perView: { 1400: 99, 1200: 'x', 992: -2, 768: '2.6' },
			interval: 5,
			speed: 'fast',
			autoplay: 'yes',
			effect: 'spin',
		};
		const clean = normalizeSettings( 'testimonials', stored );
		expect( clean.perView ).toEqual( {
			1400: 4,
			1200: 3,
			992: 1,
			768: 3,
			576: 1,
			480: 1,
		} );
		expect( clean ).toMatchObject( {
			interval: 1000,
			speed: 500,
			autoplay: false,
			effect: 'slide',
		} );
		const problems = describeSettingsProblems( 'testimonials', stored );
		expect( problems ).toHaveLength( 5 );
		expect( problems[ 0 ] ).toContain( '1400, 1200, 992, 768' );
		expect( describeSettingsProblems( 'testimonials', {} ) ).toEqual( [] );
		expect( describeSettingsProblems( 'testimonials', 'x' ) ).toHaveLength(
			1
		);
		expect( normalizeSettings( 'posts', null ) ).toEqual(
			KIND_DEFAULTS.posts
		);
	} );
} );
