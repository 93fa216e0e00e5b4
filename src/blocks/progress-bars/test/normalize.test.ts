import { normalizeLabelledValue as normalizeBar } from '../../../shared/labelled-values';
import { normalizeAttributes } from '../normalize';
import { describeProblems } from '../problems';

describe( 'ST-3 progress bars treat attributes as hostile', () => {
	it( 'ST-3 clamps values to 0–100 and rounds them', () => {
		expect( normalizeBar( { label: 'a', value: 150 } ).value ).toBe( 100 );
		expect( normalizeBar( { label: 'a', value: -3 } ).value ).toBe( 0 );
		expect( normalizeBar( { label: 'a', value: '42.6' } ).value ).toBe(
			43
		);
		expect( normalizeBar( { label: 'a', value: Number.NaN } ).value ).toBe(
			0
		);
		expect( normalizeBar( { label: 'a', value: 'abc' } ).value ).toBe( 0 );
	} );

	it( 'ST-3 keeps only hex colours', () => {
		expect(
			normalizeBar( { label: 'a', value: 1, color: '#0f0' } ).color
		).toBe( '#0f0' );
		expect(
			normalizeBar( {
				label: 'a',
				value: 1,
				color: 'red;background:url(x)',
			} ).color
		).toBeUndefined();
	} );

	it( 'ST-3 survives bars that are not a list or not objects', () => {
		expect( normalizeAttributes( { bars: 'nope' as never } ).bars ).toEqual(
			[]
		);
		expect(
			normalizeAttributes( { bars: [ null as never ] } ).bars
		).toEqual( [ { label: '', value: 0 } ] );
	} );

	it( 'ST-3 sanitises labels to inline HTML and says so', () => {
		expect(
			normalizeBar( {
				label: '<img src=x onerror=alert(1)>R&amp;D',
				value: 1,
			} ).label
		).toBe( 'R&amp;D' );
		expect(
			describeProblems( {
				bars: [ { label: '<img src=x>Hi', value: 1 } ],
			} )
		).toEqual( [
			'Bar 1: the label held markup that is not allowed; only its text and simple formatting are shown.',
		] );
	} );

	it( 'ST-3 clamps thickness to 4–40 px', () => {
		expect( normalizeAttributes( { thickness: 9000 } ).thickness ).toBe(
			40
		);
		expect( normalizeAttributes( { thickness: 1 } ).thickness ).toBe( 4 );
	} );

	it( 'ST-3 tells the editor what it changed and why', () => {
		const problems = describeProblems( {
			bars: [
				{ label: 'Fine', value: 50 },
				{ label: 'Too big', value: 150 },
				{ label: '', value: 10, color: 'url(x)' },
			],
		} );
		expect( problems ).toEqual( [
			expect.stringContaining( 'Bar 2: the value "150"' ),
			'Bar 3: the colour is not a hex colour and is ignored.',
			'Bar 3 has no label: screen readers will only hear its value.',
		] );
		expect(
			describeProblems( { bars: [ { label: 'Ok', value: 5 } ] } )
		).toEqual( [] );
	} );
} );
