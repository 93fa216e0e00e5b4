import { categoryIds, describeCategoryProblems } from '../categories';

describe( 'SL-2 post slider categories', () => {
	it( 'SL-2 keeps category IDs as the server does (absint, no zero, each once)', () => {
		expect( categoryIds( [ 3, '3', -4, 0, 2.7, ' 5 ' ] ) ).toEqual( [
			3, 4, 2, 5,
		] );
		expect( describeCategoryProblems( [ 3, 4 ] ) ).toEqual( [] );
	} );

	it( 'SL-2 a list WordPress refuses previews every category, and the editor says why', () => {
		for ( const hostile of [
			[ '<script>alert(1)</script>', 3 ],
			[ '3', 'three' ],
			'3',
			{ 0: 3 },
			null,
		] ) {
			expect( categoryIds( hostile ) ).toEqual( [] );
			expect( describeCategoryProblems( hostile ) ).toEqual( [
				expect.stringContaining( 'shows every category' ),
			] );
		}
	} );
} );
