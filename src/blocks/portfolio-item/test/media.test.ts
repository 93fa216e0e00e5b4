import { lightboxSource } from '../media';
import { itemsFromMedia, mediaAttributes } from '../media-choice';

describe( 'GA-2 what an item opens in the lightbox', () => {
	it.each( [
		[
			'https://example.org/a.jpg',
			{ type: 'image', href: 'https://example.org/a.jpg' },
		],
		[ '#brief', { type: 'inline', id: 'brief' } ],
		[
			'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=3',
			{
				type: 'embed',
				href: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
			},
		],
		[
			'https://youtu.be/dQw4w9WgXcQ',
			{
				type: 'embed',
				href: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
			},
		],
		[
			'https://vimeo.com/76979871',
			{ type: 'embed', href: 'https://player.vimeo.com/video/76979871' },
		],
		[
			'/wp-content/uploads/reel.mp4',
			{ type: 'video', href: '/wp-content/uploads/reel.mp4' },
		],
	] )( 'GA-2 %s', ( href, source ) => {
		expect( lightboxSource( href ) ).toEqual( source );
	} );
} );

describe( 'GA-1 images chosen in the media library become items', () => {
	const photo = {
		id: 7,
		url: 'https://example.org/full.jpg',
		alt: 'A quay',
		title: 'Quay & harbour',
		width: 4000,
		height: 3000,
		sizes: {
			large: {
				url: 'https://example.org/large.jpg',
				width: 1024,
				height: 768,
			},
		},
	};

	it( 'GA-1 the grid shows the large size; the lightbox opens the original', () => {
		expect( mediaAttributes( photo ) ).toEqual( {
			imageId: 7,
			imageUrl: 'https://example.org/large.jpg',
			fullUrl: 'https://example.org/full.jpg',
			alt: 'A quay',
			width: 1024,
			height: 768,
		} );
	} );

	it( 'GA-1 bulk-adding makes one item per image, titled from the library', () => {
		const items = itemsFromMedia( [
			photo,
			{ id: 8, url: 'https://example.org/b.jpg' },
		] );
		expect( items ).toHaveLength( 2 );
		expect( items[ 0 ].title ).toBe( 'Quay &amp; harbour' );
		expect( items[ 1 ] ).toMatchObject( {
			imageUrl: 'https://example.org/b.jpg',
			fullUrl: 'https://example.org/b.jpg',
			title: '',
		} );
	} );
} );
