import { normalizeAttributes } from '../normalize';
import { describeProblems } from '../problems';

describe( 'ST-1 counters treat attributes as hostile', () => {
	it( 'ST-1 refuses numbers that are not finite or too large', () => {
		expect( normalizeAttributes( { number: Number.NaN } ).number ).toBe(
			0
		);
		expect( normalizeAttributes( { number: 1e20 } ).number ).toBe( 0 );
		expect( normalizeAttributes( { number: '42' as never } ).number ).toBe(
			42
		);
		expect( normalizeAttributes( { number: -3.5 } ).number ).toBe( -3.5 );
	} );

	it( 'ST-1 clamps decimals and replaces unknown or identical separators', () => {
		const clean = normalizeAttributes( {
			decimals: 9,
			thousandsSeparator: '<b>',
			decimalSeparator: ',',
		} );
		expect( clean.decimals ).toBe( 4 );
		expect( clean.thousandsSeparator ).toBe(
			',' === clean.decimalSeparator ? '.' : ','
		);
		expect(
			normalizeAttributes( {
				thousandsSeparator: ',',
				decimalSeparator: ',',
			} ).thousandsSeparator
		).toBe( '.' );
	} );

	it( 'ST-1 keeps only text and simple formatting in prefix, suffix and label', () => {
		const clean = normalizeAttributes( {
			prefix: '<script>alert(1)</script>$',
			label: '<em>Real</em> <a href="javascript:x">label</a>',
		} );
		// As kses stores it: the script's tags go, its text stays.
		expect( clean.prefix ).toBe( 'alert(1)$' );
		expect( clean.label ).toBe( '<em>Real</em> label' );
	} );

	it( 'ST-1 tells the editor what it changed and why', () => {
		expect(
			describeProblems( {
				number: 1e20,
				decimals: 9,
				prefix: '<img src=x>$',
			} )
		).toEqual( [
			'The number "100000000000000000000" is not a number Vitrine can show, so 0 is used.',
			'Decimals must be a whole number from 0 to 4; "9" shows as 4.',
			'The prefix held markup that is not allowed; only its text and simple formatting are shown.',
		] );
		expect( describeProblems( { number: 5, label: 'Fine' } ) ).toEqual(
			[]
		);
	} );
} );
