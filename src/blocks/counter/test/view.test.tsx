import {
	renderedInnerHtml,
	savedWrapper,
} from '../../../../tests/unit/hydration';
import { CounterView } from '../counter';
import { readCount } from '../read-count';
import { readProps } from '../view';

const fixture = ( name: string ) =>
	savedWrapper(
		`${ __dirname }/fixtures/${ name }.html`,
		'.wp-block-vitrine-counter'
	);

describe( 'ST-1 hydration reads the saved markup back exactly', () => {
	it.each( [
		'default',
		'separators',
		'hostile',
		'demo-orders',
		'demo-rating',
		'demo-revenue',
	] )( 'ST-1 %s: the view re-renders the saved inner markup', ( name ) => {
		const root = fixture( name );
		const props = readProps( root );
		expect( props ).not.toBeNull();
		expect( renderedInnerHtml( <CounterView { ...props! } /> ) ).toBe(
			root.innerHTML
		);
	} );

	it( 'ST-1 the saved markup holds the final number as text, and how to count to it', () => {
		const root = fixture( 'separators' );
		expect(
			root.querySelector( '.vitrine-counter__number' )?.textContent
		).toBe( '1.234.567,89' );
		expect(
			root.querySelector( '.vitrine-counter__sr' )?.textContent
		).toBe( '€1.234.567,89' );
		expect( readCount( root ) ).toMatchObject( {
			start: 1000000,
			end: 1234567.891,
			format: { decimals: 2, thousands: '.', decimal: ',' },
			animate: false,
		} );
	} );

	it( 'ST-1 hostile data attributes are cleaned like attributes', () => {
		const root = fixture( 'default' );
		root.dataset.end = 'Infinity';
		root.dataset.decimals = '-7';
		root.dataset.thousands = 'javascript:';
		expect( readCount( root ) ).toMatchObject( {
			end: 0,
			format: { decimals: 0, thousands: ',' },
		} );
	} );
} );
