/**
 * The logo strip's placeholder waits for an upload to be stored before it makes slides.
 */
import { imagesFromMedia } from '../pictures-placeholder';

describe( 'imagesFromMedia (SL-4)', () => {
	it( 'makes nothing while an upload still reports local previews without an id', () => {
		expect(
			imagesFromMedia( [
				{ id: 4, url: '/a.png', alt: 'A' },
				{ url: 'blob:http://example.org/b' },
			] )
		).toBeNull();
		expect( imagesFromMedia( [] ) ).toBeNull();
	} );

	it( 'makes one Image block per stored picture, in order, with its alt text', () => {
		expect(
			imagesFromMedia( [
				{ id: 4, url: '/a.png', alt: 'Northwind' },
				{ id: 7, url: '/b.png' },
			] )
		).toEqual( [
			{
				name: 'core/image',
				attributes: { id: 4, url: '/a.png', alt: 'Northwind' },
				innerBlocks: [],
			},
			{
				name: 'core/image',
				attributes: { id: 7, url: '/b.png', alt: '' },
				innerBlocks: [],
			},
		] );
	} );
} );
