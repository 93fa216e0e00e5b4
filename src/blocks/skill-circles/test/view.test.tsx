import {
	renderedInnerHtml,
	savedWrapper,
} from '../../../../tests/unit/hydration';
import { SkillCirclesView } from '../circles';
import { readProps } from '../view';

const fixture = ( name: string ) =>
	savedWrapper(
		`${ __dirname }/fixtures/${ name }.html`,
		'.wp-block-vitrine-skill-circles'
	);

describe( 'ST-2 hydration reads the saved markup back exactly', () => {
	it.each( [ 'default', 'options', 'hostile', 'demo-skills' ] )(
		'ST-2 %s: the view re-renders the saved inner markup',
		( name ) => {
			const root = fixture( name );
			const props = readProps( root );
			expect( props ).not.toBeNull();
			expect(
				renderedInnerHtml(
					<SkillCirclesView circles={ props!.circles } />
				)
			).toBe( root.innerHTML );
		}
	);

	it( 'ST-2 the saved ring is drawn at its final value, with data-rel and progressbar values', () => {
		const root = fixture( 'default' );
		const ring = root.querySelectorAll(
			'.vitrine-skill-circles__ring'
		)[ 1 ];
		expect( ring.getAttribute( 'data-rel' ) ).toBe( '80' );
		expect( ring.getAttribute( 'aria-valuenow' ) ).toBe( '80' );
		expect( ring.getAttribute( 'aria-label' ) ).toBe( 'Code' );
		const value = ring.querySelector( '.vitrine-skill-circles__value' )!;
		expect( value.getAttribute( 'stroke-dashoffset' ) ).toBe( '20' );
		expect( readProps( root )!.circles[ 1 ] ).toEqual( {
			labelHtml: 'Code',
			name: 'Code',
			value: 80,
			color: '#1e7a4f',
		} );
	} );
} );
