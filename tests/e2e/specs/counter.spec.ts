/**
 * ST-1 counters, end to end in real WordPress and Chromium.
 */
import { expect, openGuardedPage, test } from '../fixtures';
import { insertFromInserter, publishFixture, waitForHydration } from '../utils';

const DEMO = '/demo/counter/';
const BLOCK = '.wp-block-vitrine-counter';

test.describe( 'ST-1 counters', () => {
	test( 'ST-1 raw HTML holds every final number as text before any script', async ( {
		request,
	} ) => {
		const html = await ( await request.get( DEMO ) ).text();
		expect( html ).toContain(
			'<span class="vitrine-counter__number">12,840</span>'
		);
		expect( html ).toContain(
			'<span class="vitrine-counter__number">4.9</span>'
		);
		expect( html ).toContain(
			'<span class="vitrine-counter__number">2\u00a0400\u00a0000</span>'
		);
	} );

	test( 'ST-1 with JavaScript disabled the final figure shows, and screen readers get it once', async ( {
		noScript,
	} ) => {
		await noScript.goto( DEMO );
		const first = noScript.locator( BLOCK ).first();
		await expect( first.locator( '.vitrine-counter__figure' ) ).toHaveText(
			'12,840+'
		);
		await expect(
			first.locator( '.vitrine-counter__figure' )
		).toHaveAttribute( 'aria-hidden', 'true' );
		await expect( first.locator( '.vitrine-counter__sr' ) ).toHaveText(
			'12,840+'
		);
	} );

	test( 'ST-1 counts from the start value in 10 ms steps over 1000 ms and ends on the saved text', async ( {
		visitor,
	} ) => {
		await visitor.clock.install();
		await visitor.goto( DEMO );
		await waitForHydration( visitor, BLOCK, 6 );
		const [ above, below ] = await visitor
			.locator( BLOCK )
			.filter( { hasText: 'Orders shipped' } )
			.all();
		const number = ( block: typeof above ) =>
			block.locator( '.vitrine-counter__number' );

		// On screen at hydration: left alone. Off screen: reset to its start value, unseen.
		await expect( number( above ) ).toHaveText( '12,840' );
		await expect( number( below ) ).toHaveText( '0' );

		const read = async () =>
			Number(
				( await number( below ).textContent() )!.replace( /,/g, '' )
			);
		await below.scrollIntoViewIfNeeded();
		// Drive the fake clock until the count has begun (a frame to paint the reset first).
		await expect
			.poll( async () => {
				await visitor.clock.runFor( 10 );
				return read();
			} )
			.toBeGreaterThan( 0 );
		// React commits some fake-clock ticks after each step (more under load), so this checks
		// the order of the count; its exact 10 ms / 1000 ms timing is proven by count.ts's unit tests.
		const early = await read();
		expect( early ).toBeLessThan( 12840 );
		await visitor.clock.runFor( 100 );
		await expect.poll( read ).toBeGreaterThan( early );
		// Screen readers only ever have the final figure.
		await expect( below.locator( '.vitrine-counter__sr' ) ).toHaveText(
			'12,840+'
		);

		// Done once 1000 ms have passed, exactly on the saved text.
		await visitor.clock.runFor( 1000 );
		await expect( number( below ) ).toHaveText( '12,840' );
	} );

	test( 'ST-1 never counts under prefers-reduced-motion', async ( {
		browser,
	} ) => {
		const { page, close } = await openGuardedPage( browser, {
			reducedMotion: 'reduce',
		} );
		await page.goto( DEMO );
		await waitForHydration( page, BLOCK, 6 );
		const below = page
			.locator( BLOCK )
			.filter( { hasText: 'Orders shipped' } )
			.last();
		await page.waitForTimeout( 300 );
		await expect( below.locator( '.vitrine-counter__number' ) ).toHaveText(
			'12,840'
		);
		await close();
	} );

	test( 'ST-1 an editor inserts and configures a counter; visitors see the final figure', async ( {
		admin,
		editor,
		page,
		visitor,
	} ) => {
		await admin.createNewPost( { title: 'Our numbers' } );
		await insertFromInserter( page, 'Counter' );
		await editor.openDocumentSettingsSidebar();
		const sidebar = page.getByRole( 'region', { name: 'Editor settings' } );
		await sidebar
			.getByRole( 'spinbutton', { name: 'Number' } )
			.fill( '3500.25' );
		await sidebar.getByRole( 'slider', { name: 'Decimals' } ).fill( '2' );
		await sidebar
			.getByRole( 'combobox', { name: 'Thousands separator' } )
			.selectOption( { label: 'Dot (1.000)' } );
		await sidebar
			.getByRole( 'combobox', { name: 'Decimal separator' } )
			.selectOption( { label: 'Comma (1,5)' } );
		await sidebar.getByRole( 'textbox', { name: 'Prefix' } ).fill( '€' );
		await sidebar
			.getByRole( 'textbox', { name: 'Label' } )
			.fill( 'R&D budget' );

		// The editor shows exactly what visitors will get.
		await expect(
			editor.canvas.locator( '.vitrine-counter__figure' )
		).toHaveText( '€3.500,25' );
		const postId = await editor.publishPost();

		await page.reload();
		await expect(
			editor.canvas.locator( '.vitrine-counter__label' )
		).toHaveText( 'R&D budget' );
		await expect(
			editor.canvas.getByText( 'unexpected or invalid content' )
		).toHaveCount( 0 );

		await visitor.goto( `/?p=${ postId }` );
		await waitForHydration( visitor, BLOCK, 1 );
		await expect(
			visitor.locator( '.vitrine-counter__figure' )
		).toHaveText( '€3.500,25' );
		await expect( visitor.locator( '.vitrine-counter__label' ) ).toHaveText(
			'R&D budget'
		);
	} );

	test( 'ST-1 hostile attributes are refused or cleaned; the editor says why', async ( {
		admin,
		editor,
		requestUtils,
		visitor,
	} ) => {
		const post = await publishFixture( requestUtils, 'counter', 'hostile' );
		await admin.editPost( post.id );
		await expect(
			editor.canvas.getByText(
				'Decimals must be a whole number from 0 to 4; "9" shows as 4.'
			)
		).toBeVisible();
		await expect(
			editor.canvas.getByText(
				'The suffix held markup that is not allowed; only its text and simple formatting are shown.'
			)
		).toBeVisible();
		await expect(
			editor.canvas.getByText( 'unexpected or invalid content' )
		).toHaveCount( 0 );

		await visitor.goto( `/?p=${ post.id }` );
		await waitForHydration( visitor, BLOCK, 1 );
		const block = visitor.locator( BLOCK );
		await expect( block.locator( 'img, script, a' ) ).toHaveCount( 0 );
		await expect( block.locator( '.vitrine-counter__figure' ) ).toHaveText(
			'$0.0000+'
		);
	} );
} );
