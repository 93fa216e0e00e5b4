import { cleanLabel, LABEL_MAX_LENGTH } from '../types';

describe( 'SP-1 the side panel button label', () => {
	it( 'SP-1 falls back to the default when empty or not text, and folds whitespace', () => {
		expect( cleanLabel( '', 'More' ) ).toEqual( {
			label: 'More',
			cut: false,
		} );
		expect( cleanLabel( '   ', 'More' ) ).toEqual( {
			label: 'More',
			cut: false,
		} );
		expect( cleanLabel( 42, 'More' ) ).toEqual( {
			label: 'More',
			cut: false,
		} );
		expect( cleanLabel( ' About\n  us ', 'More' ).label ).toBe(
			'About us'
		);
	} );

	it( 'SP-1 cuts long labels by characters, not bytes, and says so', () => {
		const long = 'é'.repeat( LABEL_MAX_LENGTH + 5 );
		const result = cleanLabel( long, 'More' );
		expect( Array.from( result.label ) ).toHaveLength( LABEL_MAX_LENGTH );
		expect( result.cut ).toBe( true );
	} );
} );
