/**
 * ST-3 progress bars, end to end in real WordPress and Chromium.
 */
import type { Locator } from '@playwright/test';
import { expect, test } from '../fixtures';

const DEMO = '/demo/progress-bars/';
const BLOCK = '.wp-block-vitrine-progress-bars';

/**
 * Rendered fill width as a percentage of its track.
 * @param bar A progressbar element (the track).
 */
async function fillPercent( bar: Locator ): Promise< number > {
	return bar.evaluate( ( track ) => {
		const fill = track.querySelector( '.vitrine-progress-bars__fill' )!;
		return (
			( fill.getBoundingClientRect().width /
				track.getBoundingClientRect().width ) *
			100
		);
	} );
}

test.describe( 'ST-3 progress bars', () => {
	test( 'ST-3 raw HTML shows every bar at its final width before any script', async ( {
		request,
	} ) => {
		const html = await ( await request.get( DEMO ) ).text();
		for ( const [ label, value ] of [
			[ 'Brand strategy', 92 ],
			[ 'Search optimisation', 64 ],
		] as const ) {
			expect( html ).toContain(
				`aria-label="${ label }" aria-valuemin="0" aria-valuemax="100" aria-valuenow="${ value }"`
			);
			expect( html ).toContain(
				`data-width="${ value }" style="width:${ value }%`
			);
		}
	} );

	test( 'ST-3 with JavaScript disabled every bar is at its final width, named and valued', async ( {
		noScript,
	} ) => {
		await noScript.goto( DEMO );
		const bars = noScript.getByRole( 'progressbar', {
			name: 'Web design',
		} );
		await expect( bars ).toHaveCount( 2 );
		for ( const bar of await bars.all() ) {
			await expect( bar ).toHaveAttribute( 'aria-valuenow', '85' );
			expect( await fillPercent( bar ) ).toBeCloseTo( 85, 0 );
		}
	} );

	test( 'ST-3 bars in view stay put, bars below the fold grow from 0 with no React; a pointer hydrates them without a mismatch', async ( {
		visitorUtils,
		visitor,
	} ) => {
		const react = visitorUtils.recordRequests(
			visitor,
			/\/vendor\/react|\/progress-bars\/view\.js/
		);
		await visitor.goto( DEMO );
		await visitorUtils.waitForMotion( visitor, BLOCK, 2 );
		const [ above, below ] = await visitor
			.getByRole( 'progressbar', { name: 'Brand strategy' } )
			.all();

		// Already on screen: never collapsed, so no flash.
		expect( await fillPercent( above ) ).toBeCloseTo( 92, 0 );
		// Off screen: collapsed while nobody can see it.
		await expect.poll( () => fillPercent( below ) ).toBe( 0 );
		// The value for assistive technology never changes.
		await expect( below ).toHaveAttribute( 'aria-valuenow', '92' );

		await below.scrollIntoViewIfNeeded();
		const samples: number[] = [];
		await expect
			.poll(
				async () => {
					samples.push( await fillPercent( below ) );
					return samples[ samples.length - 1 ];
				},
				{ intervals: [ 50 ] }
			)
			.toBeCloseTo( 92, 0 );
		// It grew: some sample was strictly between empty and full.
		expect( samples.some( ( value ) => value > 1 && value < 91 ) ).toBe(
			true
		);
		const block = visitor.locator( BLOCK ).last();
		await expect( block ).toHaveAttribute( 'data-vitrine-motion', 'done' );
		expect( react ).toEqual( [] );
		// A visitor's pointer starts the React view, which adopts the served bars.
		await visitorUtils.hydrateByPointer( block );
		expect( await fillPercent( below ) ).toBeCloseTo( 92, 0 );
	} );

	test( 'ST-3 never animates under prefers-reduced-motion: its view does not even load', async ( {
		visitorUtils,
	} ) => {
		const { page, close, requested } = await visitorUtils.openReducedMotion(
			DEMO,
			/\/progress-bars\/(motion|view)\.js/
		);
		const below = page
			.getByRole( 'progressbar', { name: 'Brand strategy' } )
			.last();
		// Give an animation every chance to start, then check nothing moved.
		await page.waitForTimeout( 300 );
		expect( await fillPercent( below ) ).toBeCloseTo( 92, 0 );
		await below.scrollIntoViewIfNeeded();
		expect( await fillPercent( below ) ).toBeCloseTo( 92, 0 );
		expect( requested ).toEqual( [] );
		await close();
	} );

	test( 'ST-3 an editor inserts, configures and publishes bars; visitors see them', async ( {
		editorUtils,
		visitorUtils,
		editor,
		visitor,
	} ) => {
		const sidebar = await editorUtils.startPostWithBlock(
			'Progress bars',
			'Our skills'
		);
		// An empty block offers to add a bar on the canvas and in the sidebar.
		await expect(
			editor.canvas.getByRole( 'button', { name: 'Add bar' } )
		).toBeVisible();
		await editorUtils.addLabelledValue(
			sidebar,
			'Add bar',
			'Accessibility',
			'87'
		);
		await editorUtils.addLabelledValue(
			sidebar,
			'Add bar',
			'Performance',
			'140'
		);
		await sidebar
			.getByRole( 'checkbox', { name: 'Show values' } )
			.uncheck();

		// The preview in the editor is the front end's markup.
		await expect(
			editor.canvas.getByRole( 'progressbar', { name: 'Accessibility' } )
		).toHaveAttribute( 'aria-valuenow', '87' );

		const [ block ] = await editor.getBlocks();
		expect( block.attributes.bars ).toEqual( [
			{ label: 'Accessibility', value: 87 },
			{ label: 'Performance', value: 100 },
		] );

		const postId = await editorUtils.publishAndReopen(
			editor.canvas.getByRole( 'progressbar', { name: 'Performance' } )
		);

		await visitorUtils.visitPost( visitor, postId, BLOCK, 1, 'pointer' );
		await expect(
			visitor.getByRole( 'progressbar', { name: 'Accessibility' } )
		).toHaveAttribute( 'aria-valuenow', '87' );
		await expect(
			visitor.locator( '.vitrine-progress-bars__value' )
		).toHaveCount( 0 );
	} );

	test( 'ST-3 hostile attributes are clamped and escaped; the editor says why', async ( {
		editorUtils,
		visitor,
	} ) => {
		const block = await editorUtils.visitHostileFixture(
			visitor,
			'progress-bars',
			[
				'Bar 1: the value "150" is not a whole number from 0 to 100, so it shows as 100%.',
				'Bar 1: the colour is not a hex colour and is ignored.',
				'Bar 1: the label held markup that is not allowed; only its text and simple formatting are shown.',
			],
			'pointer'
		);
		await expect( block.locator( 'img' ) ).toHaveCount( 0 );
		await expect(
			block.getByRole( 'progressbar' ).first()
		).toHaveAttribute( 'aria-valuenow', '100' );
		// The markup is dropped, the text kept (wptexturize may curl the quotes on the page).
		await expect( block.getByText( /^& .quotes.$/ ) ).toBeVisible();
		await expect(
			block.getByRole( 'progressbar', { name: '& "quotes"' } )
		).toHaveCount( 1 );
		await expect( block ).toHaveAttribute(
			'style',
			'--vitrine-progress-thickness:40px'
		);
	} );
} );
