import { keepOneCurrent, slideFor, slidesToPreload } from '../lightbox';
import { FALLBACK_STRINGS } from '../actions';

jest.mock( 'glightbox', () => jest.fn() );

const entry = ( href: string ) => ( {
	href,
	title: 'Dunes',
	name: 'Dunes',
	description: 'Wind on sand.',
	alt: 'Cream dunes',
} );

describe( 'GA-2 lightbox logic', () => {
	it( 'GA-2 preloads 0 slides before and 2 after the current one, within the list', () => {
		expect( slidesToPreload( 0, 12 ) ).toEqual( [ 1, 2 ] );
		expect( slidesToPreload( 5, 12 ) ).toEqual( [ 6, 7 ] );
		expect( slidesToPreload( 10, 12 ) ).toEqual( [ 11 ] );
		expect( slidesToPreload( 11, 12 ) ).toEqual( [] );
	} );

	it( 'GA-2 only the slide the visitor is on stays current when an earlier one loads late; none is marked early', () => {
		document.body.innerHTML =
			'<div id="box"><div class="gslider"><div class="gslide current"></div><div class="gslide current"></div><div class="gslide"></div></div></div>';
		const modal = document.getElementById( 'box' );
		const current = () =>
			Array.from( modal!.querySelectorAll( '.gslide' ) ).map( ( slide ) =>
				slide.classList.contains( 'current' )
			);
		keepOneCurrent( modal, 1 );
		expect( current() ).toEqual( [ false, true, false ] );
		// The visitor moved on to a slide still loading: nothing is current until it has.
		keepOneCurrent( modal, 2 );
		expect( current() ).toEqual( [ false, false, false ] );
	} );

	it( 'GA-2 a missing inline target says "Content not found" instead of spinning', () => {
		document.body.innerHTML = '';
		expect( slideFor( entry( '#nowhere' ), FALLBACK_STRINGS ) ).toEqual( {
			title: 'Dunes',
			description: 'Wind on sand.',
			type: 'inline',
			content:
				'<p class="vitrine-lightbox__error" role="alert">Content not found</p>',
		} );
	} );

	it( 'GA-2 inline content is copied without its id; videos use the browser’s player; embeds are iframes', () => {
		document.body.innerHTML = '<div id="brief" hidden><p>Brief</p></div>';
		const inline = slideFor( entry( '#brief' ), FALLBACK_STRINGS );
		const copy = inline.content as HTMLElement;
		expect( copy.id ).toBe( '' );
		expect( copy.hidden ).toBe( false );
		expect( document.getElementById( 'brief' ) ).not.toBeNull();

		const video = slideFor( entry( '/reel.mp4' ), FALLBACK_STRINGS );
		expect( ( video.content as HTMLVideoElement ).controls ).toBe( true );
		expect( video.type ).toBe( 'inline' );

		expect(
			slideFor(
				entry( 'https://youtu.be/dQw4w9WgXcQ' ),
				FALLBACK_STRINGS
			)
		).toMatchObject( {
			type: 'external',
			href: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
		} );
		expect( slideFor( entry( '/a.svg' ), FALLBACK_STRINGS ) ).toMatchObject(
			{ type: 'image', href: '/a.svg', alt: 'Cream dunes' }
		);
	} );
} );
