/**
 * ST-1 counters, end to end in real WordPress and Chromium.
 */
import { expect, test } from '../fixtures';

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

	test( 'ST-1 counts from the start value in 10 ms steps over 1000 ms and ends on the saved text, with no React and no shift', async ( {
		visitorUtils,
		visitor,
	} ) => {
		const react = visitorUtils.recordRequests(
			visitor,
			/\/vendor\/react|\/counter\/view\.js/
		);
		await visitorUtils.installClock( visitor );
		await visitor.goto( DEMO );
		await visitorUtils.waitForMotion( visitor, BLOCK, 6 );
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
		// From here on, fake time moves only when the test says so.
		await visitor.clock.pauseAt(
			( await visitor.evaluate( () => Date.now() ) ) + 1000
		);
		await below.scrollIntoViewIfNeeded();
		// Two frames to paint the reset, then the first 10 ms step.
		await expect
			.poll( async () => {
				await visitor.clock.runFor( 10 );
				return read();
			} )
			.toBeGreaterThan( 0 );
		expect( await read() ).toBeLessThan( 12840 * 0.1 );
		// Fewer digits never pull the suffix in: the figure keeps its served width (a layout
		// shift at every step otherwise).
		const suffixAt = async () =>
			( await below.locator( '.vitrine-counter__suffix' ).boundingBox() )!
				.x;
		const suffixX = await suffixAt();

		// Halfway through the 1000 ms: about halfway there, and not done.
		await visitor.clock.runFor( 480 );
		await expect.poll( read ).toBeGreaterThan( 12840 * 0.4 );
		expect( await read() ).toBeLessThan( 12840 * 0.6 );
		expect( await suffixAt() ).toBe( suffixX );
		// Screen readers only ever have the final figure.
		await expect( below.locator( '.vitrine-counter__sr' ) ).toHaveText(
			'12,840+'
		);

		// Done once 1000 ms have passed, exactly on the saved text.
		await visitor.clock.runFor( 1000 );
		await expect( number( below ) ).toHaveText( '12,840' );
		await expect( below ).toHaveAttribute( 'data-vitrine-motion', 'done' );
		expect( await suffixAt() ).toBe( suffixX );
		await expect( number( below ) ).not.toHaveAttribute( 'style' );
		// The count ran on the served markup: neither React nor the view came for it.
		expect( react ).toEqual( [] );

		await visitor.clock.resume();
		// A visitor's pointer starts the React view, which adopts the served text (a mismatch
		// would be a console error, which fails this guarded page).
		await visitorUtils.hydrateByPointer( below );
		await expect( number( below ) ).toHaveText( '12,840' );
	} );

	test( 'ST-1 never counts under prefers-reduced-motion: its view does not even load', async ( {
		visitorUtils,
	} ) => {
		const { page, close, requested } = await visitorUtils.openReducedMotion(
			DEMO,
			/\/counter\/(motion|view)\.js/
		);
		const below = page
			.locator( BLOCK )
			.filter( { hasText: 'Orders shipped' } )
			.last();
		await below.scrollIntoViewIfNeeded();
		await page.waitForTimeout( 300 );
		await expect( below.locator( '.vitrine-counter__number' ) ).toHaveText(
			'12,840'
		);
		expect( requested ).toEqual( [] );
		await close();
	} );

	test( 'ST-1 an editor inserts and configures a counter; visitors see the final figure', async ( {
		editorUtils,
		visitorUtils,
		editor,
		visitor,
	} ) => {
		const sidebar = await editorUtils.startPostWithBlock(
			'Counter',
			'Our numbers'
		);
		// The inserter's starting content, changed as an editor does.
		await expect(
			editor.canvas.locator( '.vitrine-counter__figure' )
		).toHaveText( '100+' );
		await sidebar.getByRole( 'textbox', { name: 'Suffix' } ).fill( '' );
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
		const postId = await editorUtils.publishAndReopen(
			editor.canvas.getByText( 'R&D budget' )
		);

		await visitorUtils.visitPost( visitor, postId, BLOCK, 1, 'pointer' );
		await expect(
			visitor.locator( '.vitrine-counter__figure' )
		).toHaveText( '€3.500,25' );
		await expect( visitor.locator( '.vitrine-counter__label' ) ).toHaveText(
			'R&D budget'
		);
	} );

	test( 'ST-1 hostile attributes are refused or cleaned; the editor says why', async ( {
		editorUtils,
		visitor,
	} ) => {
		const block = await editorUtils.visitHostileFixture(
			visitor,
			'counter',
			[
				'Decimals must be a whole number from 0 to 4; "9" shows as 4.',
				'The suffix held markup that is not allowed; only its text and simple formatting are shown.',
			],
			'pointer'
		);
		await expect( block.locator( 'img, script, a' ) ).toHaveCount( 0 );
		// As kses stores it: the script's tags go and its text stays, as harmless text.
		await expect( block.locator( '.vitrine-counter__figure' ) ).toHaveText(
			'alert(1)$0.0000+'
		);
	} );
} );
