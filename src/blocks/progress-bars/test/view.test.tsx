import {
	renderedInnerHtml,
	savedWrapper as saved,
} from '../../../../tests/unit/hydration';
import { ProgressBarsView } from '../bars';
import { readProps } from '../view';

const fixtures = `${ __dirname }/fixtures`;

const savedWrapper = ( name: string ) =>
	saved( `${ fixtures }/${ name }.html`, '.wp-block-vitrine-progress-bars' );

describe( 'ST-3 hydration reads the saved markup back exactly', () => {
	it.each( [ 'default', 'options', 'hostile', 'demo-skills' ] )(
		'ST-3 %s: the view re-renders the saved inner markup',
		( name ) => {
			const root = savedWrapper( name );
			const props = readProps( root );
			expect( props ).not.toBeNull();
			expect(
				renderedInnerHtml(
					<ProgressBarsView
						bars={ props!.bars }
						showValues={ props!.showValues }
					/>
				)
			).toBe( root.innerHTML );
		}
	);

	it( 'ST-3 keeps the animate switch in markup for the motion script, and reads the colours', () => {
		expect( savedWrapper( 'options' ).dataset.animate ).toBe( 'false' );
		const bars = readProps( savedWrapper( 'default' ) )?.bars;
		expect( bars?.[ 1 ] ).toEqual( {
			labelHtml: 'Development',
			name: 'Development',
			value: 75,
			color: '#1e7a4f',
		} );
	} );

	it( 'ST-3 re-renders text that content filters rewrote after save, exactly as served', () => {
		const root = savedWrapper( 'hostile' );
		// What wptexturize does to the visible text (never to attributes).
		const label = root.querySelector( '.vitrine-progress-bars__label' )!;
		label.innerHTML = label.innerHTML.replace( /"quotes"/, '“quotes”' );
		const props = readProps( root )!;
		expect(
			renderedInnerHtml(
				<ProgressBarsView
					bars={ props.bars }
					showValues={ props.showValues }
				/>
			)
		).toBe( root.innerHTML );
		expect( props.bars[ 0 ].name ).toBe( '& "quotes"' );
	} );

	it( 'ST-3 leaves markup it cannot read alone', () => {
		document.body.innerHTML =
			'<div class="wp-block-vitrine-progress-bars"><div class="vitrine-progress-bars__item"></div></div>';
		expect(
			readProps( document.body.firstElementChild as HTMLElement )
		).toBeNull();
	} );
} );
