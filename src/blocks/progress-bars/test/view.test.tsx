/**
 * The hydrating view must rebuild, from saved markup alone, props that render that very markup;
 * otherwise React would report a mismatch and re-render. (The browser proof is in the e2e suite.)
 */
import { readFileSync } from 'fs';
import { renderToString } from '@wordpress/element';
import { ProgressBarsView } from '../bars';
import { readProps } from '../view';

const fixtures = `${ __dirname }/fixtures`;

function savedWrapper( name: string ): HTMLElement {
	document.body.innerHTML = readFileSync(
		`${ fixtures }/${ name }.html`,
		'utf8'
	);
	return document.querySelector(
		'.wp-block-vitrine-progress-bars'
	) as HTMLElement;
}

describe( 'ST-3 hydration reads the saved markup back exactly', () => {
	it.each( [ 'default', 'options', 'hostile', 'demo-skills' ] )(
		'ST-3 %s: the view re-renders the saved inner markup',
		( name ) => {
			const root = savedWrapper( name );
			const props = readProps( root );
			expect( props ).not.toBeNull();
			// Compare as parsed DOM: the two serializers escape `>` in text differently.
			const rendered = document.createElement( 'div' );
			rendered.innerHTML = renderToString(
				<ProgressBarsView
					bars={ props!.bars }
					showValues={ props!.showValues }
				/>
			);
			expect( rendered.innerHTML ).toBe( root.innerHTML );
		}
	);

	it( 'ST-3 reads the animate switch and the colours from markup', () => {
		expect( readProps( savedWrapper( 'options' ) )?.animate ).toBe( false );
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
		const rendered = document.createElement( 'div' );
		rendered.innerHTML = renderToString(
			<ProgressBarsView
				bars={ props.bars }
				showValues={ props.showValues }
			/>
		);
		expect( rendered.innerHTML ).toBe( root.innerHTML );
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
