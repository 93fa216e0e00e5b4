/**
 * What a range control says when it stores another number than the one typed (the house's rule:
 * the editor explains every value it corrects). That the sidebar shows it is proven in e2e
 * (tests/e2e/specs/sliders.spec.ts, the hero's time per slide).
 */
import { correction } from '../editor/explained-range-control';

const RANGE = { min: 1000, max: 20000, step: 1 };

describe( 'a range control explains a corrected value', () => {
	it( 'SL-6 says nothing when what was typed is stored', () => {
		expect( correction( 4200, 4200, RANGE ) ).toBeNull();
		expect( correction( Number.NaN, 1000, RANGE ) ).toBeNull();
	} );

	it( 'SL-6 names both numbers and the bound that moved it', () => {
		expect( correction( 500, 1000, RANGE ) ).toBe(
			'500 typed, 1000 stored: the least it takes is 1000.'
		);
		expect( correction( 25000, 20000, RANGE ) ).toBe(
			'25000 typed, 20000 stored: the most it takes is 20000.'
		);
	} );

	it( 'SL-1 names the step that rounded it (a slide is darkened by tens)', () => {
		expect( correction( 45, 50, { min: 0, max: 100, step: 10 } ) ).toBe(
			'45 typed, 50 stored: it moves in steps of 10.'
		);
	} );
} );
