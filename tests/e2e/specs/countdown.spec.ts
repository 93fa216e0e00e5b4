/**
 * ST-4 countdown, end to end in real WordPress (site timezone Europe/Paris, set by the demo seed)
 * and Chromium. The demo's countdowns were moved to a few hours and a few days ahead when the
 * site was seeded; the tests read their targets from the served markup.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, openGuardedPage, test } from '../fixtures';
import type { VisitorUtils } from '../utils/visitor';
import { holdFile } from '../hold';

const DEMO = '/demo/countdown/';
const BLOCK = '.wp-block-vitrine-countdown';
const ISO_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/;
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * The launch countdown (days ahead, ends on a message) as served.
 * @param page
 */
async function launchTarget( page: Page ): Promise< number > {
	const iso = await page
		.locator( BLOCK )
		.first()
		.getAttribute( 'data-countdown' );
	return Date.parse( iso! );
}

/**
 * How WordPress words an instant with the site's default formats, in Paris time.
 * @param time
 */
function parisWords( time: number ): string {
	const part = ( options: Intl.DateTimeFormatOptions ) =>
		new Intl.DateTimeFormat( 'en-US', {
			timeZone: 'Europe/Paris',
			...options,
		} ).format( time );
	const clock = part( { hour: 'numeric', minute: '2-digit' } )
		.replace( 'AM', 'am' )
		.replace( 'PM', 'pm' );
	return `${ part( { month: 'long', day: 'numeric', year: 'numeric' } ) } at ${ clock }`;
}

/**
 * Reloads the demo with the browser's clock stopped at `time`: from then on only the test moves it.
 *
 * @param visitorUtils The project's visitor steps.
 * @param page         The visitor's page, already on the demo.
 * @param time         The instant to stop at (ms).
 * @param hydrate      Whether to start the views (else only the small scripts tick).
 * @return The launch countdown, hydrated unless asked not to.
 */
async function openAt(
	visitorUtils: VisitorUtils,
	page: Page,
	time: number,
	hydrate = true
): Promise< Locator > {
	// Installed a second early: the clock runs between the two calls, and pausing at a time it
	// has already passed is an error.
	await visitorUtils.installClock( page, { time: time - 1000 } );
	await page.clock.pauseAt( time );
	await page.reload();
	// The four countdowns tick as they come near the viewport (the small script), and their
	// views start when a visitor reaches them.
	await visitorUtils.scrollThrough( page );
	await expect(
		page.locator( `${ BLOCK }[data-vitrine-phase]` )
	).toHaveCount( 4 );
	if ( hydrate ) {
		await visitorUtils.reachBlocks( page, BLOCK );
		await visitorUtils.waitForHydration( page, BLOCK, 4 );
	}
	return page.locator( BLOCK ).first();
}

const units = ( block: Locator ) =>
	block.locator( '.vitrine-countdown__unit' ).allTextContents();

test.describe( 'ST-4 countdown', () => {
	test( 'ST-4 raw HTML carries the target as ISO 8601 with offset in data-countdown and a <time datetime>', async ( {
		request,
	} ) => {
		const html = await ( await request.get( DEMO ) ).text();
		const targets = [ ...html.matchAll( /data-countdown="([^"]+)"/g ) ].map(
			( match ) => match[ 1 ]
		);
		expect( targets.length ).toBeGreaterThanOrEqual( 2 );
		for ( const iso of targets ) {
			expect( iso ).toMatch( ISO_WITH_OFFSET );
			expect( html ).toContain( `<time datetime="${ iso }">` );
			// Seeded ahead of now: within the next week.
			const ahead = Date.parse( iso ) - Date.now();
			expect( ahead ).toBeGreaterThan( 0 );
			expect( ahead ).toBeLessThan( 8 * DAY );
		}
		// Nothing ticks in the markup: the units are there, hidden, for JavaScript to show.
		expect(
			html.match( /class="vitrine-countdown__row"( hidden)?/g )
		).toEqual(
			targets.map( () => 'class="vitrine-countdown__row" hidden' )
		);
	} );

	test( 'ST-4 with JavaScript disabled the target date shows in words, in the site timezone', async ( {
		noScript,
	} ) => {
		await noScript.goto( DEMO );
		const first = noScript.locator( BLOCK ).first();
		const target = await launchTarget( noScript );
		await expect( first.locator( 'time' ) ).toHaveText(
			parisWords( target )
		);
		await expect( first.locator( '.vitrine-countdown__when' ) ).toHaveText(
			`Until ${ parisWords( target ) }`
		);
		// The end message waits, hidden, for the end.
		await expect(
			first.locator( '.vitrine-countdown__message' )
		).toBeHidden();
	} );

	test( 'ST-4 ticks on the served markup before any React, and the view hydrates it where it stands', async ( {
		visitorUtils,
		visitor,
	} ) => {
		const views = visitorUtils.recordRequests(
			visitor,
			/countdown\/view\.js|react-dom/
		);
		await visitor.goto( DEMO );
		const block = visitor.locator( BLOCK ).first();
		await expect( block ).toHaveAttribute( 'data-vitrine-phase', 'live' );
		const seconds = () =>
			block.locator( '.vitrine-countdown__unit' ).nth( 3 ).textContent();
		const first = await seconds();
		await expect.poll( seconds, { timeout: 3000 } ).not.toBe( first );
		await expect(
			block.getByRole( 'button', { name: 'Pause countdown' } )
		).toBeVisible();
		expect( views ).toEqual( [] );
		// The first press on its pause button starts the view, which pauses it (the guarded page
		// fails on any console error, a hydration mismatch among them).
		const pause = block.getByRole( 'button', { name: 'Pause countdown' } );
		await pause.click();
		await expect( block ).toHaveAttribute(
			'data-vitrine-hydrated',
			'true'
		);
		await expect( pause ).toHaveAttribute( 'aria-pressed', 'true' );
		expect( views.length ).toBeGreaterThan( 0 );
	} );

	test( 'ST-4 re-reads the clock every 100 ms: a new second shows at most 100 ms late', async ( {
		visitorUtils,
		visitor,
	} ) => {
		await visitor.goto( DEMO );
		const target = await launchTarget( visitor );
		const left = 2 * DAY + 3 * HOUR + 4 * MINUTE + 5 * SECOND;
		// Half a second before "05 seconds" turns to "04".
		const block = await openAt(
			visitorUtils,
			visitor,
			target - left + 500
		);
		await expect
			.poll( () => units( block ) )
			.toEqual( [ '2 days', '03 hours', '04 minutes', '05 seconds' ] );
		await visitor.clock.runFor( 400 );
		expect( ( await units( block ) )[ 3 ] ).toBe( '05 seconds' );
		// The second changes at 500 ms; the next 100 ms tick must show it.
		await visitor.clock.runFor( 200 );
		await expect
			.poll( async () => ( await units( block ) )[ 3 ] )
			.toBe( '04 seconds' );
		// The units are a timer, which screen readers do not announce while it ticks.
		await expect( block.getByRole( 'timer' ) ).not.toHaveAttribute(
			'aria-live',
			/.+/
		);
		await expect( block.getByRole( 'status' ) ).toHaveText( '' );
	} );

	test( 'ST-4 no drift: after minutes in a background tab it shows the real time left', async ( {
		visitorUtils,
		visitor,
	} ) => {
		await visitor.goto( DEMO );
		const target = await launchTarget( visitor );
		const start = target - ( 1 * DAY + 30 * MINUTE );
		const block = await openAt( visitorUtils, visitor, start );
		await expect
			.poll( () => units( block ) )
			.toEqual( [ '1 day', '00 hours', '30 minutes', '00 seconds' ] );
		// Seventeen minutes pass and timers fire at most once, as in a throttled tab.
		await visitor.clock.fastForward( 17 * MINUTE );
		await visitor.clock.runFor( 100 );
		await expect
			.poll( () => units( block ) )
			.toEqual( [ '1 day', '00 hours', '13 minutes', '00 seconds' ] );
	} );

	test( 'ST-4 at zero it shows the end message and announces it once, politely', async ( {
		visitorUtils,
		visitor,
	} ) => {
		await visitor.goto( DEMO );
		const target = await launchTarget( visitor );
		const block = await openAt(
			visitorUtils,
			visitor,
			target - 2 * SECOND
		);
		await expect
			.poll( () => units( block ) )
			.toEqual( [ '0 days', '00 hours', '00 minutes', '02 seconds' ] );
		await visitor.clock.runFor( 2100 );
		await expect(
			block.locator( '.vitrine-countdown__message' )
		).toHaveText( 'We have launched: welcome aboard!' );
		await expect( block.locator( '.vitrine-countdown__row' ) ).toBeHidden();
		await expect(
			block.locator( '.vitrine-countdown__when-label' )
		).toHaveText( 'Ended' );
		await expect( block.getByRole( 'status' ) ).toHaveText(
			'The countdown has ended.'
		);
		await expect(
			block.getByRole( 'button', { name: 'Pause countdown' } )
		).toHaveCount( 0 );
	} );

	for ( const [ who, hydrate ] of [
		[ 'the small script', false ],
		[ 'the view', true ],
	] as const ) {
		test( `ST-4 a label turning singular or plural as ${ who } ticks moves nothing`, async ( {
			visitorUtils,
			visitor,
		} ) => {
			// On a phone the labels are wider than the numbers above them, so they set the row's width.
			await visitor.setViewportSize( { width: 390, height: 800 } );
			await visitor.goto( DEMO );
			const target = await launchTarget( visitor );
			// "02 seconds", "01 second", "00 seconds": the label loses and gets back its "s". A minute
			// ahead the same happens to the minutes.
			const block = await openAt(
				visitorUtils,
				visitor,
				target - ( 1 * DAY + 2 * MINUTE + 2 * SECOND ),
				hydrate
			);
			// Where each unit's number sits: a centred row that changed width would move them all.
			const places = () =>
				block
					.locator( '.vitrine-countdown__value' )
					.evaluateAll( ( values ) =>
						values.map(
							( value ) => value.getBoundingClientRect().left
						)
					);
			await expect
				.poll( () => units( block ) )
				.toEqual( [ '1 day', '00 hours', '02 minutes', '02 seconds' ] );
			const before = await places();
			const seen = [ await units( block ) ];
			for ( const wait of [ SECOND, SECOND, MINUTE ] ) {
				await visitor.clock.runFor( wait );
				await expect
					.poll( () => units( block ) )
					.not.toEqual( seen[ seen.length - 1 ] );
				seen.push( await units( block ) );
				expect( await places() ).toEqual( before );
			}
			expect( seen.slice( 1 ) ).toEqual( [
				[ '1 day', '00 hours', '02 minutes', '01 second' ],
				[ '1 day', '00 hours', '02 minutes', '00 seconds' ],
				[ '1 day', '00 hours', '01 minute', '00 seconds' ],
			] );
			expect( await block.getAttribute( 'data-vitrine-hydrated' ) ).toBe(
				hydrate ? 'true' : null
			);
		} );
	}

	test( "ST-4 the theme's web font arriving after the first paint moves nothing in a countdown", async ( {
		visitor,
	} ) => {
		await visitor.setViewportSize( { width: 390, height: 800 } );
		// The font is held, as on a slow network: the text is first drawn in the fallback (the
		// test checks below that the font did change it).
		const release = await holdFile( visitor, /\.woff2(\?|$)/ );
		await visitor.goto( DEMO, { waitUntil: 'commit' } );
		// Each date line's box within its countdown (what the browser counts as a layout shift),
		// and the width of its text.
		const lines = () =>
			visitor
				.locator( `${ BLOCK } .vitrine-countdown__when` )
				.evaluateAll( ( elements ) =>
					elements.map( ( line ) => {
						const box = line.getBoundingClientRect();
						const root = line
							.closest( '.wp-block-vitrine-countdown' )!
							.getBoundingClientRect();
						const text = document.createRange();
						text.selectNodeContents( line );
						return {
							box: [
								box.left - root.left,
								box.top - root.top,
								box.width,
							],
							text: text.getBoundingClientRect().width,
						};
					} )
				);
		await expect(
			visitor.locator( `${ BLOCK } time` ).first()
		).toBeVisible();
		const fallback = await lines();
		release();
		await visitor.waitForLoadState( 'load' );
		await visitor.evaluate( () => document.fonts.ready );
		const themed = await lines();
		expect( fallback.length ).toBeGreaterThan( 0 );
		// The font did change the text's width, and no line's box moved or changed size for it.
		expect( themed.map( ( line ) => line.text ) ).not.toEqual(
			fallback.map( ( line ) => line.text )
		);
		expect( themed.map( ( line ) => line.box ) ).toEqual(
			fallback.map( ( line ) => line.box )
		);
	} );

	test( 'ST-4 the pause button works from the keyboard and freezes the display', async ( {
		visitorUtils,
		visitor,
	} ) => {
		await visitor.goto( DEMO );
		const target = await launchTarget( visitor );
		const block = await openAt( visitorUtils, visitor, target - HOUR );
		const pause = block.getByRole( 'button', { name: 'Pause countdown' } );
		await expect( pause ).toHaveAttribute( 'aria-pressed', 'false' );
		await pause.focus();
		await visitor.keyboard.press( 'Space' );
		await expect( pause ).toHaveAttribute( 'aria-pressed', 'true' );
		const frozen = await units( block );
		await visitor.clock.runFor( 3 * SECOND );
		expect( await units( block ) ).toEqual( frozen );
		await visitor.keyboard.press( 'Enter' );
		await expect( pause ).toHaveAttribute( 'aria-pressed', 'false' );
		await expect
			.poll( async () => ( await units( block ) )[ 2 ] )
			.toBe( '59 minutes' );
	} );

	for ( const width of [ 1280, 360 ] ) {
		test( `ST-4 hydration fills reserved space: every countdown and what follows it keep their place (${ width } px)`, async ( {
			visitorUtils,
			browser,
		} ) => {
			const viewport = { width, height: 800 };
			// Each countdown's top and height, and the top of the element after it, once the
			// theme's web fonts are in.
			const layout = async ( page: Page ) => {
				await page.evaluate( () => document.fonts.ready );
				return page.locator( BLOCK ).evaluateAll( ( blocks ) =>
					blocks.map( ( block ) => {
						const box = block.getBoundingClientRect();
						const next = block.nextElementSibling;
						return [
							box.top,
							box.height,
							next ? next.getBoundingClientRect().top : null,
						];
					} )
				);
			};

			const noJs = await openGuardedPage( browser, {
				viewport,
				javaScriptEnabled: false,
			} );
			await noJs.page.goto( DEMO );
			const served = await layout( noJs.page );
			await noJs.close();

			const { page, close } = await openGuardedPage( browser, {
				viewport,
			} );
			// An hour before the soonest demo target: every countdown ticks, none has ended.
			const html = await ( await page.request.get( DEMO ) ).text();
			const soonest = Math.min(
				...[ ...html.matchAll( /data-countdown="([^"]+)"/g ) ].map(
					( match ) => Date.parse( match[ 1 ] )
				)
			);
			await visitorUtils.installClock( page, { time: soonest - HOUR } );
			await page.goto( DEMO );
			await visitorUtils.scrollThrough( page );
			// Ticking before React, then hydrated: neither moves anything.
			await expect(
				page.locator( `${ BLOCK } .vitrine-countdown__unit` )
			).toHaveText( Array( 16 ).fill( /^\d+ \w+$/ ) );
			await expect(
				page.locator( `${ BLOCK } .vitrine-countdown__row` )
			).toHaveCount( 4 );
			for ( const row of await page
				.locator( `${ BLOCK } .vitrine-countdown__row` )
				.all() ) {
				await expect( row ).toBeVisible();
			}
			expect( await layout( page ) ).toEqual( served );
			await visitorUtils.reachBlocks( page, BLOCK );
			await visitorUtils.waitForHydration( page, BLOCK, 4 );
			expect( await layout( page ) ).toEqual( served );
			await close();
		} );
	}

	test( 'ST-4 an editor picks a date and time in the site timezone; visitors get it with its offset', async ( {
		editorUtils,
		visitorUtils,
		editor,
		visitor,
	} ) => {
		const sidebar = await editorUtils.startPostWithBlock(
			'Countdown',
			'Summer launch'
		);
		await expect(
			sidebar.getByText( 'In the site’s timezone (Europe/Paris)' )
		).toBeVisible();
		await sidebar.getByRole( 'spinbutton', { name: 'Day' } ).fill( '15' );
		await sidebar
			.getByRole( 'combobox', { name: 'Month' } )
			.selectOption( { label: 'July' } );
		await sidebar
			.getByRole( 'spinbutton', { name: 'Year' } )
			.fill( '2031' );
		await sidebar.getByRole( 'spinbutton', { name: 'Hours' } ).fill( '9' );
		await sidebar
			.getByRole( 'spinbutton', { name: 'Minutes' } )
			.fill( '30' );
		// WordPress 6.5's date picker has AM and PM buttons, 7.1's a toggle group of radios.
		await sidebar
			.getByRole( 'button', { name: 'AM', exact: true } )
			.or( sidebar.getByRole( 'radio', { name: 'AM', exact: true } ) )
			.click();
		await sidebar.getByRole( 'radio', { name: 'Show a message' } ).check();
		await sidebar
			.getByRole( 'textbox', { name: 'Message' } )
			.fill( 'Summer is here & so are we' );

		// The editor previews the running countdown and the date as visitors will read it.
		const preview = editor.canvas.locator( BLOCK );
		await expect( preview.locator( 'time' ) ).toHaveAttribute(
			'datetime',
			'2031-07-15T09:30:00+02:00'
		);
		await expect( preview.locator( 'time' ) ).toHaveText(
			'July 15, 2031 at 9:30 am'
		);
		await expect(
			preview.locator( '.vitrine-countdown__unit' )
		).toHaveCount( 4 );
		const postId = await editorUtils.publishAndReopen(
			editor.canvas.locator( `${ BLOCK } time` )
		);

		await visitorUtils.visitPost( visitor, postId, BLOCK, 1, 'pointer' );
		const block = visitor.locator( BLOCK );
		await expect( block ).toHaveAttribute(
			'data-countdown',
			'2031-07-15T09:30:00+02:00'
		);
		await expect( block.locator( 'time' ) ).toHaveText(
			'July 15, 2031 at 9:30 am'
		);
		await expect( block.locator( '.vitrine-countdown__unit' ) ).toHaveCount(
			4
		);
	} );

	test( 'ST-4 a garbage date: the editor says why; visitors see a harmless end state', async ( {
		editorUtils,
		visitor,
	} ) => {
		const block = await editorUtils.visitHostileFixture(
			visitor,
			'countdown',
			[
				'The stored date "next Tuesday" is not a date and time Vitrine can read, so visitors see the end state. Pick the date again.',
				'The message held markup that is not allowed; only its text and simple formatting are shown.',
			],
			'pointer'
		);
		await expect( block.locator( 'img, script' ) ).toHaveCount( 0 );
		await expect(
			block.locator( '.vitrine-countdown__message' )
		).toHaveText( 'Bye' );
		await expect( block.locator( 'time' ) ).toHaveCount( 0 );
	} );

	test( 'ST-4 a past date: the editor warns; visitors get the end state from the server', async ( {
		editorUtils,
		requestUtils,
		noScript,
	} ) => {
		const post = await requestUtils.createPost( {
			title: 'Past countdown',
			content:
				'<!-- wp:vitrine/countdown {"date":"2020-02-29T12:00:00+01:00"} /-->',
			status: 'publish',
			date_gmt: new Date().toISOString(),
		} );
		await editorUtils.expectEditorExplains( post.id, [
			'February 29, 2020 at 12:00 pm is in the past, so visitors see the end state.',
		] );
		await noScript.goto( `/?p=${ post.id }` );
		const block = noScript.locator( BLOCK );
		await expect( block.locator( '.vitrine-countdown__unit' ) ).toHaveText(
			[ '0 days', '00 hours', '00 minutes', '00 seconds' ]
		);
		await expect( block.locator( '.vitrine-countdown__when' ) ).toHaveText(
			'Ended February 29, 2020 at 12:00 pm'
		);
	} );
} );
