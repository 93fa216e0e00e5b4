import { clampWhole, formatNumber, PLAIN } from '../number';
import { clampPercent, formatPercent } from '../percent';

describe( 'ST-1 the shared number formatter', () => {
	it.each( [
		[
			1234567.891,
			{ decimals: 2, thousands: ',', decimal: '.' },
			'1,234,567.89',
		],
		[
			1234567.891,
			{ decimals: 1, thousands: '.', decimal: ',' },
			'1.234.567,9',
		],
		[
			1234,
			{ decimals: 0, thousands: '\u00a0', decimal: ',' },
			'1\u00a0234',
		],
		[ 999, { decimals: 0, thousands: ',', decimal: '.' }, '999' ],
		[ -1500.5, { decimals: 0, thousands: "'", decimal: '.' }, "-1'501" ],
		[ -0.001, { decimals: 2, thousands: ',', decimal: '.' }, '0.00' ],
		[ 0, PLAIN, '0' ],
	] )( 'ST-1 formats %p with %p as %p', ( value, format, text ) => {
		expect( formatNumber( value, format ) ).toBe( text );
	} );
} );

describe( 'ST-3 percentages', () => {
	it( 'ST-3 clamps and formats through the shared formatter', () => {
		expect( clampPercent( '150' ) ).toBe( 100 );
		expect( clampPercent( null ) ).toBe( 0 );
		expect( formatPercent( 42.4 ) ).toBe( '42%' );
	} );
} );

describe( 'ST-2 ST-3 GA-1 stored whole-number settings', () => {
	const range = { min: 1, max: 6, fallback: 3 };

	it( 'ST-2 ST-3 GA-1 numbers and numeric strings are rounded and clamped', () => {
		expect( clampWhole( 4.4, range ) ).toBe( 4 );
		expect( clampWhole( '5', range ) ).toBe( 5 );
		expect( clampWhole( 99, range ) ).toBe( 6 );
		expect( clampWhole( -2, range ) ).toBe( 1 );
	} );

	it( 'ST-2 ST-3 GA-1 anything unreadable is the fallback, as src/blocks/portfolio/index.php does', () => {
		for ( const value of [
			'',
			'  ',
			'x',
			true,
			null,
			undefined,
			NaN,
			{},
			[ 2 ],
		] ) {
			expect( clampWhole( value, range ) ).toBe( 3 );
		}
	} );
} );
