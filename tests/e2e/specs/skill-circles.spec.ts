/**
 * ST-2 skill circles, end to end in real WordPress and Chromium.
 */
import type { Locator } from '@playwright/test';
import { expect, test } from '../fixtures';

const DEMO = '/demo/skill-circles/';
const BLOCK = '.wp-block-vitrine-skill-circles';

/**
 * The drawn share of a ring, in %, from its computed dash offset.
 * @param ring
 */
async function drawn( ring: Locator ): Promise< number > {
	return ring.evaluate(
		( element ) =>
			100 -
			parseFloat(
				getComputedStyle(
					element.querySelector( '.vitrine-skill-circles__value' )!
				).strokeDashoffset
			)
	);
}

/**
 * Scrolls so that the element's top is `inside` px above the viewport's bottom edge.
 *
 * @param element The element.
 * @param inside  Distance in px.
 */
async function bringTopInside( element: Locator, inside: number ) {
	await element.evaluate( ( node, distance ) => {
		const top = node.getBoundingClientRect().top + window.scrollY;
		window.scrollTo( 0, top - window.innerHeight + distance );
	}, inside );
}

test.describe( 'ST-2 skill circles', () => {
	test( 'ST-2 raw HTML draws every ring at its final value, with data-rel', async ( {
		request,
	} ) => {
		const html = await ( await request.get( DEMO ) ).text();
		expect( html ).toContain( 'aria-valuenow="92" data-rel="92"' );
		expect( html ).toContain(
			'stroke-dasharray="100" stroke-dashoffset="8"'
		);
	} );

	test( 'ST-2 with JavaScript disabled each circle shows its value and is a named progressbar', async ( {
		noScript,
	} ) => {
		await noScript.goto( DEMO );
		const rings = noScript.getByRole( 'progressbar', {
			name: 'Accessibility',
		} );
		await expect( rings ).toHaveCount( 2 );
		for ( const ring of await rings.all() ) {
			await expect( ring ).toHaveAttribute( 'aria-valuenow', '96' );
			expect( await drawn( ring ) ).toBeCloseTo( 96, 0 );
		}
	} );

	test( 'ST-2 animates from 0 only once its top is 150 px into the viewport, over 2000 ms, with no React; a pointer hydrates it without a mismatch', async ( {
		visitorUtils,
		visitor,
	} ) => {
		const react = visitorUtils.recordRequests(
			visitor,
			/\/vendor\/react|\/skill-circles\/view\.js/
		);
		await visitor.goto( DEMO );
		await visitorUtils.waitForMotion( visitor, BLOCK, 2 );
		const below = visitor.locator( BLOCK ).last();
		const ring = below.getByRole( 'progressbar', {
			name: 'Brand strategy',
		} );
		await expect.poll( () => drawn( ring ) ).toBe( 0 );

		// 140 px in: not yet.
		await bringTopInside( below, 140 );
		await visitor.waitForTimeout( 400 );
		expect( await drawn( ring ) ).toBe( 0 );

		// 160 px in: it fills, over the named duration.
		await bringTopInside( below, 160 );
		await expect(
			ring.locator( '.vitrine-skill-circles__value' )
		).toHaveCSS( 'transition-duration', '2s' );
		const samples: number[] = [];
		await expect
			.poll(
				async () => {
					samples.push( await drawn( ring ) );
					return samples[ samples.length - 1 ];
				},
				{ intervals: [ 100 ], timeout: 5000 }
			)
			.toBeCloseTo( 92, 0 );
		expect( samples.some( ( value ) => value > 1 && value < 91 ) ).toBe(
			true
		);
		await expect( ring ).toHaveAttribute( 'aria-valuenow', '92' );
		await expect( below ).toHaveAttribute( 'data-vitrine-motion', 'done' );
		expect( react ).toEqual( [] );
		// A visitor's pointer starts the React view, which adopts the served rings.
		await visitorUtils.hydrateByPointer( below );
		expect( await drawn( ring ) ).toBeCloseTo( 92, 0 );
	} );

	test( 'ST-2 never animates under prefers-reduced-motion: its view does not even load', async ( {
		visitorUtils,
	} ) => {
		const { page, close, requested } = await visitorUtils.openReducedMotion(
			DEMO,
			/\/skill-circles\/(motion|view)\.js/
		);
		const ring = page
			.locator( BLOCK )
			.last()
			.getByRole( 'progressbar', { name: 'Brand strategy' } );
		await page.waitForTimeout( 300 );
		expect( await drawn( ring ) ).toBeCloseTo( 92, 0 );
		expect( requested ).toEqual( [] );
		await close();
	} );

	test( 'ST-2 an editor inserts and configures circles; visitors see them', async ( {
		editorUtils,
		visitorUtils,
		editor,
		visitor,
	} ) => {
		const sidebar = await editorUtils.startPostWithBlock(
			'Skill circles',
			'Our scores'
		);
		await expect(
			editor.canvas.getByRole( 'button', { name: 'Add circle' } )
		).toBeVisible();
		await editorUtils.addLabelledValue(
			sidebar,
			'Add circle',
			'Satisfaction',
			'97'
		);
		await sidebar
			.getByRole( 'spinbutton', { name: 'Size (px)' } )
			.fill( '180' );

		await expect(
			editor.canvas.getByRole( 'progressbar', { name: 'Satisfaction' } )
		).toHaveAttribute( 'aria-valuenow', '97' );
		const postId = await editorUtils.publishAndReopen(
			editor.canvas.getByRole( 'progressbar', { name: 'Satisfaction' } )
		);

		await visitorUtils.visitPost( visitor, postId, BLOCK, 1, 'pointer' );
		const ring = visitor.getByRole( 'progressbar', {
			name: 'Satisfaction',
		} );
		await expect( ring ).toHaveCSS( 'width', '180px' );
		expect( await drawn( ring ) ).toBeCloseTo( 97, 0 );
	} );

	test( 'ST-2 hostile attributes are clamped and cleaned; the editor says why', async ( {
		editorUtils,
		visitor,
	} ) => {
		const block = await editorUtils.visitHostileFixture(
			visitor,
			'skill-circles',
			[
				'Circle 1: the value "250" is not a whole number from 0 to 100, so it shows as 100%.',
				'The size must be from 80 to 240 px; 240 px is used.',
			],
			'pointer'
		);
		await expect( block.locator( 'svg[onload], script, img' ) ).toHaveCount(
			0
		);
		await expect(
			block.getByRole( 'progressbar' ).first()
		).toHaveAttribute( 'aria-valuenow', '100' );
		await expect(
			block.getByRole( 'progressbar' ).nth( 1 )
		).toHaveAttribute( 'aria-valuenow', '0' );
	} );
} );
