import {
	categoriesFromNames,
	categorySlug,
	collectFilters,
	MAX_CATEGORIES,
	normalizeCategories,
} from '../categories';

describe( 'GA-1 categories: names an editor types, slugs the filters use', () => {
	it.each( [
		[ 'Branding', 'branding' ],
		[ 'Print &amp; signage', 'print-signage' ],
		[ 'Café & Co', 'café-co' ],
		[ '  Web  design ', 'web-design' ],
		[ 'Фото', 'фото' ],
		[ '2024', '2024' ],
		[ '!!!', '' ],
	] )( 'GA-1 %s → %s', ( name, slug ) => {
		expect( categorySlug( name ) ).toBe(
			slug.normalize( 'NFKD' ).replace( /\p{M}+/gu, '' )
		);
	} );

	it( 'GA-1 typed names become categories; a name without letters is refused and reported', () => {
		const { categories, refused } = categoriesFromNames( [
			'R&D',
			'***',
			'r&d',
			'<b>Bold</b>',
		] );
		expect( categories ).toEqual( [
			{ slug: 'r-d', name: 'R&amp;D' },
			{ slug: 'b-bold-b', name: '&lt;b&gt;Bold&lt;/b&gt;' },
		] );
		expect( refused ).toEqual( [ '***' ] );
	} );

	it( 'GA-1 stored categories are checked: bad slugs, empty names and repeats are dropped', () => {
		expect(
			normalizeCategories( [
				{ slug: 'web', name: 'Web <img src=x onerror=alert(1)>' },
				{ slug: 'Web', name: 'Upper case' },
				{ slug: 'web', name: 'Again' },
				{ slug: 'a--b', name: 'Double hyphen' },
				{ slug: 'empty', name: '<img src=x>' },
				null,
				'web',
			] )
		).toEqual( [ { slug: 'web', name: 'Web' } ] );
		expect( normalizeCategories( 'web' ) ).toEqual( [] );
		const many = Array.from( { length: 12 }, ( _, n ) => ( {
			slug: `c${ n }`,
			name: `C${ n }`,
		} ) );
		expect( normalizeCategories( many ) ).toHaveLength( MAX_CATEGORIES );
	} );

	it( 'GA-1 filters are the categories in use, in order of first appearance, once each', () => {
		expect(
			collectFilters( [
				[ { slug: 'branding', name: 'Branding' } ],
				[],
				[
					{ slug: 'web', name: 'Web' },
					{ slug: 'branding', name: 'Branding (again)' },
				],
			] )
		).toEqual( [
			{ slug: 'branding', name: 'Branding' },
			{ slug: 'web', name: 'Web' },
		] );
	} );
} );
