import { normalizeAttributes } from '../normalize';
import { describeProblems } from '../problems';

describe( 'ST-2 skill circles treat attributes as hostile', () => {
	it( 'ST-2 clamps percentages (data-rel) to 0–100, size and ring width to their ranges', () => {
		const clean = normalizeAttributes( {
			circles: [
				{ label: 'a', value: 250 },
				{ label: 'b', value: -40 },
			],
			size: 5000,
			thickness: -3,
			trackColor: 'red;background:url(x)',
		} );
		expect( clean.circles.map( ( circle ) => circle.value ) ).toEqual( [
			100, 0,
		] );
		expect( clean.size ).toBe( 240 );
		expect( clean.thickness ).toBe( 2 );
		expect( clean.trackColor ).toBe( '' );
	} );

	it( 'ST-2 tells the editor what it changed and why', () => {
		expect(
			describeProblems( {
				circles: [ { label: 'Fine', value: 120 } ],
				size: 10,
				trackColor: 'nope',
			} )
		).toEqual( [
			'Circle 1: the value "120" is not a whole number from 0 to 100, so it shows as 100%.',
			'The size must be from 80 to 240 px; 80 px is used.',
			'The track colour is not a hex colour and is ignored.',
		] );
		expect(
			describeProblems( { circles: [ { label: 'Fine', value: 12 } ] } )
		).toEqual( [] );
	} );
} );
