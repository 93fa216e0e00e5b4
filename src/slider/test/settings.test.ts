import {
	LOGO_SINGLE_MAX_WIDTH_PX,
	SLIDER_SWIPE_THRESHOLD_PX,
} from '../../shared/timing';
import { swiperOptions } from '../options';
import {
	canLoop,
	KIND_DEFAULTS,
	normalizeSettings,
	perViewAt,
	swiperBreakpoints,
} from '../settings';
import { describeSettingsProblems } from '../problems';

describe( 'SL-6 slider settings', () => {
	it( 'SL-6 library defaults when the editor sets nothing: 3000 ms, 500 ms, 40 px, autoplay off', () => {
		for ( const kind of [ 'posts', 'testimonials', 'services' ] as const ) {
			const settings = normalizeSettings( kind, undefined );
			expect( settings.interval ).toBe( 3000 );
			expect( settings.speed ).toBe( 500 );
			expect( settings.autoplay ).toBe( false );
			expect( settings.loop ).toBe( false );
		}
		const options = swiperOptions(
			normalizeSettings( 'posts', {} ),
			6,
			24,
			true
		);
		expect( options.threshold ).toBe( SLIDER_SWIPE_THRESHOLD_PX );
		expect( options.speed ).toBe( 500 );
		expect( options.spaceBetween ).toBe( 24 );
	} );

	it( 'SL-1 the hero fades, loops and plays every 5000 ms by default', () => {
		const hero = normalizeSettings( 'hero', {} );
		expect( hero ).toMatchObject( {
			effect: 'fade',
			loop: true,
			autoplay: true,
			interval: 5000,
		} );
		const options = swiperOptions( hero, 3, 0, true );
		expect( options.effect ).toBe( 'fade' );
		expect( options.fadeEffect ).toEqual( { crossFade: true } );
		expect( options.loop ).toBe( true );
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
		expect( perViewAt( logos.perView, 1920 ) ).toBe( 5 );
		expect( perViewAt( logos.perView, LOGO_SINGLE_MAX_WIDTH_PX + 1 ) ).toBe(
			2
		);
		expect( perViewAt( logos.perView, LOGO_SINGLE_MAX_WIDTH_PX ) ).toBe(
			1
		);
		expect( perViewAt( logos.perView, 320 ) ).toBe( 1 );
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

	it( 'SL-6 counts per breakpoint become Swiper min-width breakpoints, smallest as the base', () => {
		const counts = { 1400: 4, 1200: 3, 992: 3, 768: 2, 576: 2, 480: 1 };
		expect( swiperBreakpoints( counts ) ).toEqual( {
			slidesPerView: 1,
			breakpoints: {
				576: { slidesPerView: 2 },
				768: { slidesPerView: 2 },
				992: { slidesPerView: 3 },
				1200: { slidesPerView: 3 },
				1400: { slidesPerView: 4 },
			},
		} );
		expect(
			[ 1399, 1400, 1199, 991, 767, 575, 479 ].map( ( width ) =>
				perViewAt( counts, width )
			)
		).toEqual( [ 3, 4, 3, 2, 2, 1, 1 ] );
	} );

	it( 'SL-6 loop needs one slide more than the most shown; fewer slides rewind instead', () => {
		const counts = KIND_DEFAULTS.services.perView;
		expect( canLoop( counts, 4 ) ).toBe( false );
		expect( canLoop( counts, 5 ) ).toBe( true );
		const settings = normalizeSettings( 'services', { loop: true } );
		expect( swiperOptions( settings, 3, 24, true ) ).toMatchObject( {
			loop: false,
			rewind: true,
		} );
		expect( swiperOptions( settings, 8, 24, true ) ).toMatchObject( {
			loop: true,
			rewind: false,
		} );
	} );

	it( 'SL-6 reduced motion: slides change without an animation', () => {
		expect( swiperOptions( KIND_DEFAULTS.hero, 3, 0, false ).speed ).toBe(
			0
		);
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
