/**
 * The section patterns (numbers: ST-1, ST-2; launch offer: ST-4) inserted through the real
 * inserter: every block valid, and the published page hydrated and accessible.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../fixtures';
import {
	insertFromInserter,
	publishAndReopen,
	waitForHydration,
} from '../utils';

test( 'ST-1 ST-2 ST-4 the numbers and launch offer patterns insert as valid blocks and work for visitors', async ( {
	admin,
	editor,
	page,
	visitor,
} ) => {
	await admin.createNewPost( { title: 'Pattern sections' } );
	await insertFromInserter( page, 'Numbers: counters and skill circles' );
	await insertFromInserter( page, 'Launch offer with a countdown' );
	await expect(
		editor.canvas.locator( '.wp-block-vitrine-counter' )
	).toHaveCount( 3 );
	await expect(
		editor.canvas.locator( '.wp-block-vitrine-skill-circles' )
	).toHaveCount( 1 );
	await expect(
		editor.canvas.locator(
			'.wp-block-vitrine-countdown .vitrine-countdown__unit'
		)
	).toHaveCount( 4 );
	const postId = await publishAndReopen(
		editor,
		page,
		editor.canvas.getByText( 'Orders shipped' )
	);

	await visitor.goto( `/?p=${ postId }` );
	await waitForHydration( visitor, '.wp-block-vitrine-counter', 3 );
	await waitForHydration( visitor, '.wp-block-vitrine-skill-circles', 1 );
	await waitForHydration( visitor, '.wp-block-vitrine-countdown', 1 );
	await expect(
		visitor
			.locator( '.wp-block-vitrine-countdown .vitrine-countdown__unit' )
			.first()
	).toHaveText( /^1[34] days$/ );
	const results = await new AxeBuilder( { page: visitor } )
		.withTags( [ 'wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa' ] )
		.analyze();
	expect( results.violations.map( ( violation ) => violation.id ) ).toEqual(
		[]
	);
} );
