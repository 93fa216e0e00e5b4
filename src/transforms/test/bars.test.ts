/**
 * List ⇄ progress bars, on plain trees (the editor applying it: the transforms' e2e spec).
 */
import { tree } from '../tree';
import { barFromText, barsFromList, listFromBars } from '../bars';

describe( 'ST-3 list ⇄ progress bars transform', () => {
	it.each( [
		[ 'Design: 90%', { label: 'Design', value: 90 } ],
		[ 'Web design – 85 %', { label: 'Web design', value: 85 } ],
		[ 'Growth 120%', { label: 'Growth', value: 100 } ],
		[ 'Just text', { label: 'Just text', value: 0 } ],
	] )( 'ST-3 reads "%s"', ( text, bar ) => {
		expect( barFromText( text ) ).toEqual( bar );
	} );

	it( 'ST-3 a list becomes a bar an item, labels kept as inline HTML, and comes back', () => {
		const list = tree( 'core/list', {}, [
			tree( 'core/list-item', { content: 'R&amp;D: 70%' } ),
			tree( 'core/list-item', {
				content: '<strong>Design</strong> 90 %',
			} ),
			tree( 'core/list-item', { content: 'Just text' } ),
		] );
		const bars = barsFromList( list );
		expect( bars.name ).toBe( 'vitrine/progress-bars' );
		expect( bars.attributes.bars ).toEqual( [
			{ label: 'R&amp;D', value: 70 },
			{ label: 'Design', value: 90 },
			{ label: 'Just text', value: 0 },
		] );
		expect(
			listFromBars( bars ).innerBlocks.map(
				( item ) => item.attributes.content
			)
		).toEqual( [ 'R&amp;D: 70%', 'Design: 90%', 'Just text: 0%' ] );
	} );
} );
