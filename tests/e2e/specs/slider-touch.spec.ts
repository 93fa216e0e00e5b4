/**
 * SL-6 under a finger: the sliders as a phone meets them (real touch input in a mobile
 * viewport, tests/e2e/touch.ts), and the behaviours that made them feel unlike Swiper — autoplay
 * under a held finger, ends without resistance, one slide per drag whatever its length, a loop
 * that rewinds, a grab that jumps, a crossfade that dips — each proven on the served sliders,
 * before the React view and under it, left to right and right to left.
 */
import { readFileSync } from 'fs';
import type { Browser, Locator, Page } from '@playwright/test';
import type { RequestUtils } from '@wordpress/e2e-test-utils-playwright';
import { ROOT } from '../env';
import { expect, test } from '../fixtures';
import { holdFile } from '../hold';
import { openPhone, type Point } from '../touch';

const SLIDER = '.vitrine-slider';
const FIXTURES = `${ ROOT }/src/blocks`;

/**
 * The demo's first testimonials slider with other settings, and its slides repeated.
 * @param settings Its settings.
 * @param copies   How many times its four slides appear.
 */
function testimonials( settings: object, copies = 1 ): string {
	const demo = readFileSync(
		`${ FIXTURES }/testimonials/test/fixtures/demo-customers.html`,
		'utf8'
	);
	const end = '<!-- /wp:vitrine/testimonials -->';
	const block = demo.slice( 0, demo.indexOf( end ) );
	const open = block.slice( 0, block.indexOf( '\n' ) + 1 );
	const slides = block.slice( open.length );
	const paragraphs = Array.from(
		{ length: 12 },
		( _, at ) =>
			`<!-- wp:paragraph --><p>Paragraph ${ at } below the slider, so the page scrolls.</p><!-- /wp:paragraph -->`
	).join( '\n' );
	return (
		`<!-- wp:vitrine/testimonials ${ JSON.stringify( { settings } ) } -->\n` +
		slides.repeat( copies ) +
		`${ end }\n${ paragraphs }`
	);
}

/**
 * The demo's first logo slider with other settings.
 * @param settings Its settings.
 */
function logos( settings: object ): string {
	const demo = readFileSync(
		`${ FIXTURES }/logo-slider/test/fixtures/demo-partners.html`,
		'utf8'
	);
	const end = '<!-- /wp:vitrine/logo-slider -->';
	const block = demo.slice( 0, demo.indexOf( end ) );
	return (
		`<!-- wp:vitrine/logo-slider ${ JSON.stringify( { settings } ) } -->\n` +
		block.slice( block.indexOf( '\n' ) + 1 ) +
		end
	);
}

/**
 * Records, every frame from now, which slides show in the slider's viewport.
 * @param slider The slider.
 */
function watchFrames( slider: Locator ): Promise< void > {
	return slider.evaluate( ( root ) => {
		const log: string[][] = [];
		( window as unknown as { frames: string[][] } ).frames = log;
		const viewport = root.querySelector( '.vitrine-slider__viewport' )!;
		const frame = () => {
			const box = viewport.getBoundingClientRect();
			log.push(
				Array.from( root.querySelectorAll( '.vitrine-slider__slide' ) )
					.filter( ( slide ) => {
						const at = slide.getBoundingClientRect();
						return (
							at.right > box.left + 1 && at.left < box.right - 1
						);
					} )
					.map( ( slide ) => slide.getAttribute( 'aria-label' )! )
			);
			requestAnimationFrame( frame );
		};
		requestAnimationFrame( frame );
	} );
}

/**
 * The frames watchFrames() recorded.
 * @param page The page.
 */
function frames( page: Page ): Promise< string[][] > {
	return page.evaluate(
		() => ( window as unknown as { frames: string[][] } ).frames
	);
}

/**
 * Where the track stands, in pixels (its translateX).
 * @param slider The slider.
 */
function trackX( slider: Locator ): Promise< number > {
	return slider
		.locator( '.vitrine-slider__track' )
		.evaluate(
			( track ) =>
				new DOMMatrixReadOnly( getComputedStyle( track ).transform ).m41
		);
}

/**
 * The "Slide n of m" name of the first slide in view.
 * @param slider The slider.
 */
function current( slider: Locator ): Promise< string | null > {
	return slider
		.locator( '.vitrine-slider__slide--current' )
		.getAttribute( 'aria-label' );
}

/**
 * A point inside the slider's viewport, at `across` of its width (0 start, 1 end, physical).
 * @param slider The slider.
 * @param across Fraction of the width from the left.
 */
async function inViewport( slider: Locator, across: number ): Promise< Point > {
	const box = ( await slider
		.locator( '.vitrine-slider__viewport' )
		.boundingBox() )!;
	return { x: box.x + box.width * across, y: box.y + box.height / 2 };
}

/**
 * Pixels the track moves for one slide forward (negative right to left).
 * @param slider The slider.
 */
function slot( slider: Locator ): Promise< number > {
	return slider.evaluate( ( root ) => {
		const slides = root.querySelectorAll< HTMLElement >(
			'.vitrine-slider__slide'
		);
		return slides[ 1 ].offsetLeft - slides[ 0 ].offsetLeft;
	} );
}

/**
 * Publishes a post of testimonials (testimonials() above) and opens it on a phone, the slider
 * scrolled into view and its engine running; the React view only starts when the finger
 * reaches it.
 * @param browser             The browser.
 * @param requestUtils        WordPress's REST helpers.
 * @param options             What to publish and how to visit it.
 * @param options.title       The post's title.
 * @param options.settings    The slider's settings.
 * @param options.copies      How many times its four slides appear.
 * @param options.direction   The site's text direction.
 * @param options.beforeVisit Runs on the phone's page before it opens the post.
 */
async function testimonialsOnPhone(
	browser: Browser,
	requestUtils: RequestUtils,
	{
		title,
		settings,
		copies = 1,
		direction = 'ltr',
		beforeVisit = async () => {},
	}: {
		title: string;
		settings: object;
		copies?: number;
		direction?: 'ltr' | 'rtl';
		beforeVisit?: ( page: Page ) => Promise< unknown >;
	}
) {
	const post = await requestUtils.createPost( {
		title,
		status: 'publish',
		date_gmt: new Date().toISOString(),
		content: testimonials( settings, copies ),
	} );
	const phone = await openPhone( browser, direction );
	await beforeVisit( phone.page );
	await phone.page.goto( `/?p=${ post.id }` );
	const slider = phone.page.locator( SLIDER ).first();
	await slider.scrollIntoViewIfNeeded();
	await expect( slider ).toHaveAttribute( 'data-vitrine-slider', /./ );
	return { ...phone, slider };
}

test.describe( 'SL-6 sliders under a finger', () => {
	test( 'SL-6 SL-3 a held finger holds autoplay, before React and under it; a tap is not a hover; a hidden tab holds it', async ( {
		visitorUtils,
		browser,
		requestUtils,
	} ) => {
		// The React view is held back: first the small script's engine alone.
		let release = () => {};
		const held = new Promise< void >( ( go ) => ( release = go ) );
		const { page, finger, close, slider } = await testimonialsOnPhone(
			browser,
			requestUtils,
			{
				title: 'Testimonials that play',
				// No slide animation: a finger landing mid-slide would count that slide as its
				// swipe (proven apart below), and this test is about the holds.
				settings: { autoplay: true, interval: 1000, speed: 0 },
				beforeVisit: ( phone ) =>
					phone.route( /\/slider\/view\.js/, async ( route ) => {
						await held;
						await route.continue();
					} ),
			}
		);
		const following = ( name: string | null ) =>
			`Slide ${ ( Number( name!.match( /\d+/ )![ 0 ] ) % 4 ) + 1 } of 4`;
		// A finger lands, moves 80 px towards the next slide, rests 2.5 intervals and lets go:
		// nothing moves under it, the release moves one slide, and autoplay waits a full
		// interval from there.
		const holdAndSwipe = async () => {
			const step = await slot( slider );
			const from = await inViewport( slider, step > 0 ? 0.8 : 0.2 );
			await finger.down( from );
			const start = await current( slider );
			const seen = new Set< string | null >();
			for ( let move = 1; move <= 8; move++ ) {
				await page.waitForTimeout( 16 );
				await finger.move( {
					x: from.x - Math.sign( step ) * 10 * move,
					y: from.y,
				} );
			}
			const until = Date.now() + 2500;
			while ( Date.now() < until ) {
				seen.add( await current( slider ) );
				await page.waitForTimeout( 100 );
			}
			expect(
				[ ...seen ],
				'slides shown while the finger rests'
			).toEqual( [ start ] );
			await finger.up();
			const released = Date.now();
			await expect
				.poll( () => current( slider ) )
				.toBe( following( start ) );
			await expect
				.poll( () => current( slider ), { timeout: 3000 } )
				.toBe( following( following( start ) ) );
			expect( Date.now() - released ).toBeGreaterThan( 700 );
		};
		await expect( slider ).not.toHaveAttribute( 'data-vitrine-hydrated' );
		await holdAndSwipe();
		// Under the React view, the same.
		release();
		await visitorUtils.waitForHydration( page, SLIDER, 1 );
		await holdAndSwipe();
		const after = await current( slider );

		// A tap leaves no hover behind: autoplay goes on.
		await expect
			.poll( () => current( slider ), { timeout: 3000 } )
			.not.toBe( after );
		const tapped = await current( slider );
		await finger.down( await inViewport( slider, 0.5 ) );
		await finger.up();
		await expect
			.poll( () => current( slider ), { timeout: 3000 } )
			.not.toBe( tapped );

		// A hidden tab holds it; back in view, it plays on.
		await page.evaluate( () => {
			Object.defineProperty( document, 'hidden', {
				configurable: true,
				get: () => true,
			} );
			document.dispatchEvent( new Event( 'visibilitychange' ) );
		} );
		const hidden = await current( slider );
		await page.waitForTimeout( 2500 );
		expect( await current( slider ) ).toBe( hidden );
		await page.evaluate( () => {
			Object.defineProperty( document, 'hidden', {
				configurable: true,
				get: () => false,
			} );
			document.dispatchEvent( new Event( 'visibilitychange' ) );
		} );
		await expect
			.poll( () => current( slider ), { timeout: 3000 } )
			.not.toBe( hidden );
		await close();
	} );

	for ( const direction of [ 'ltr', 'rtl' ] as const ) {
		test( `SL-6 ${ direction }: a pull past either end meets resistance and springs back`, async ( {
			browser,
		} ) => {
			const { page, finger, close } = await openPhone(
				browser,
				direction
			);
			await page.goto( '/demo/testimonials/' );
			const slider = page.locator( SLIDER ).first();
			await slider.scrollIntoViewIfNeeded();
			await expect( slider ).toHaveAttribute(
				'data-vitrine-slider',
				'slide'
			);
			const step = await slot( slider );
			const backward = Math.sign( step );
			// 250 px backward from the first slide: the track follows, eased, then springs back.
			const pull = async ( by: number, across: number ) => {
				const rest = await trackX( slider );
				await finger.swipe(
					await inViewport( slider, across ),
					{ x: by, y: 0 },
					{ release: false }
				);
				const shown = ( await trackX( slider ) ) - rest;
				await finger.up();
				return shown;
			};
			const start = await pull(
				250 * backward,
				backward > 0 ? 0.1 : 0.9
			);
			expect( Math.sign( start ) ).toBe( backward );
			expect( Math.abs( start ) ).toBeGreaterThan( 60 );
			expect( Math.abs( start ) ).toBeLessThan( 150 );
			await expect.poll( () => trackX( slider ) ).toBeCloseTo( 0, 0 );
			expect( await current( slider ) ).toBe( 'Slide 1 of 4' );

			// At the last slide, the same forward.
			await slider.getByRole( 'button', { name: 'Show slide 4' } ).tap();
			await expect.poll( () => current( slider ) ).toBe( 'Slide 4 of 4' );
			await expect
				.poll( () => trackX( slider ) )
				.toBeCloseTo( -3 * step, 0 );
			const end = await pull( -250 * backward, backward > 0 ? 0.9 : 0.1 );
			expect( Math.sign( end ) ).toBe( -backward );
			expect( Math.abs( end ) ).toBeGreaterThan( 60 );
			expect( Math.abs( end ) ).toBeLessThan( 150 );
			await expect
				.poll( () => trackX( slider ) )
				.toBeCloseTo( -3 * step, 0 );
			expect( await current( slider ) ).toBe( 'Slide 4 of 4' );
			await close();
		} );

		test( `SL-6 ${ direction }: a long swipe moves as far as it went, a flick carries on`, async ( {
			browser,
			requestUtils,
		} ) => {
			// Two testimonials in view, twelve slides: ten places to go.
			const two = Object.fromEntries(
				[ 1400, 1200, 992, 768, 576, 480 ].map( ( width ) => [
					width,
					2,
				] )
			);
			const { finger, close, slider } = await testimonialsOnPhone(
				browser,
				requestUtils,
				{
					title: `Many testimonials ${ direction }`,
					settings: { perView: two },
					copies: 3,
					direction,
				}
			);
			const step = await slot( slider );
			const forward = -Math.sign( step );
			// A slow drag of 2.6 places, resting before the release: three slides on.
			await finger.swipe(
				await inViewport( slider, forward < 0 ? 0.95 : 0.05 ),
				{ x: forward * 2.6 * Math.abs( step ), y: 0 },
				{ steps: 26, stepMs: 30, holdMs: 200 }
			);
			await expect
				.poll( () => current( slider ) )
				.toBe( 'Slide 4 of 12' );
			// A flick of 160 px as fast as the protocol sends it (one place): it carries on
			// past where the finger stopped.
			await finger.swipe(
				await inViewport( slider, 0.5 ),
				{ x: forward * 160, y: 0 },
				{ steps: 4, stepMs: 0 }
			);
			const flicked = Number(
				( await current( slider ) )!.match( /Slide (\d+)/ )![ 1 ]
			);
			expect( flicked ).toBeGreaterThan( 5 );
			await close();
		} );
	}

	for ( const direction of [ 'ltr', 'rtl' ] as const ) {
		test( `SL-4 SL-6 ${ direction }: a looping logo strip swipes past both ends without a rewind or a blank`, async ( {
			browser,
			requestUtils,
		} ) => {
			const post = await requestUtils.createPost( {
				title: `Looping logos ${ direction }`,
				status: 'publish',
				date_gmt: new Date().toISOString(),
				content: logos( { loop: true } ),
			} );
			const { page, finger, close } = await openPhone(
				browser,
				direction
			);
			await page.goto( `/?p=${ post.id }` );
			const slider = page.locator( SLIDER ).first();
			await slider.scrollIntoViewIfNeeded();
			await expect( slider ).toHaveAttribute(
				'data-vitrine-slider',
				'slide'
			);
			await watchFrames( slider );
			const backward = Math.sign( await slot( slider ) );
			// Backward from the first logo: the last one comes in beside it.
			expect( await current( slider ) ).toBe( 'Slide 1 of 6' );
			await finger.swipe(
				await inViewport( slider, backward > 0 ? 0.1 : 0.9 ),
				{
					x: 120 * backward,
					y: 0,
				}
			);
			await expect.poll( () => current( slider ) ).toBe( 'Slide 6 of 6' );
			// Forward from the last: the first follows it.
			await page.waitForTimeout( 600 );
			await finger.swipe(
				await inViewport( slider, backward > 0 ? 0.9 : 0.1 ),
				{
					x: -120 * backward,
					y: 0,
				}
			);
			await expect.poll( () => current( slider ) ).toBe( 'Slide 1 of 6' );
			await page.waitForTimeout( 600 );
			const seen = await frames( page );
			expect( [ ...new Set( seen.flat() ) ].sort() ).toEqual( [
				'Slide 1 of 6',
				'Slide 6 of 6',
			] );
			expect(
				seen.filter( ( slides ) => slides.length === 0 ),
				'frames with nothing in view'
			).toEqual( [] );
			await close();
		} );
	}

	test( 'SL-4 the demo logo strip (5 of 6 in view) autoplays on round the loop, never back', async ( {
		visitor,
	} ) => {
		await visitor.goto( '/demo/logo-slider/' );
		const slider = visitor.locator( SLIDER ).first();
		await expect( slider ).toHaveAttribute(
			'data-vitrine-slider',
			'slide'
		);
		await watchFrames( slider );
		const order: string[] = [];
		await expect( async () => {
			const now = ( await current( slider ) )!;
			if ( order[ order.length - 1 ] !== now ) {
				order.push( now );
			}
			expect( order.length ).toBeGreaterThanOrEqual( 4 );
		} ).toPass( { intervals: [ 100 ], timeout: 12000 } );
		const numbers = order.map( ( name ) =>
			Number( name.match( /\d/ )![ 0 ] )
		);
		numbers
			.slice( 1 )
			.forEach( ( number, at ) =>
				expect( number ).toBe( ( numbers[ at ] % 6 ) + 1 )
			);
		// Always five logos in view, never a sweep across all six.
		const seen = await frames( visitor );
		expect( seen.filter( ( slides ) => slides.length < 5 ) ).toEqual( [] );
	} );

	test( 'SL-6 a finger grabbing the track mid-slide holds it where it is', async ( {
		browser,
		requestUtils,
	} ) => {
		// A slow slide (2 s), so the finger lands mid-way however busy the machine.
		const { page, finger, close, slider } = await testimonialsOnPhone(
			browser,
			requestUtils,
			{ title: 'Slow testimonials', settings: { speed: 2000 } }
		);
		await finger.down( await inViewport( slider, 0.5 ) );
		await finger.up();
		await expect( slider ).toHaveAttribute(
			'data-vitrine-hydrated',
			'true'
		);
		await slider.getByRole( 'button', { name: 'Next slide' } ).tap();
		// Where the track stands when the finger lands, read by the page itself.
		await slider.evaluate( ( root ) => {
			const track = root.querySelector( '.vitrine-slider__track' )!;
			root.querySelector( '.vitrine-slider__viewport' )!.addEventListener(
				'pointerdown',
				() => {
					( window as unknown as { grabbedAt: number } ).grabbedAt =
						new DOMMatrixReadOnly(
							getComputedStyle( track ).transform
						).m41;
				},
				{ capture: true, once: true }
			);
		} );
		await page.waitForTimeout( 300 );
		const from = await inViewport( slider, 0.5 );
		await finger.down( from );
		await finger.move( { x: from.x - 10, y: from.y } );
		const grabbed = await page.evaluate(
			() => ( window as unknown as { grabbedAt: number } ).grabbedAt
		);
		const step = await slot( slider );
		expect( grabbed, 'grabbed mid-animation' ).toBeLessThan( -5 );
		expect( grabbed ).toBeGreaterThan( -step + 5 );
		expect(
			Math.abs( ( await trackX( slider ) ) - ( grabbed - 10 ) )
		).toBeLessThan( 3 );
		await finger.up();
		await expect.poll( () => current( slider ) ).toBe( 'Slide 2 of 4' );
		await close();
	} );

	test( 'SL-6 a finger that landed before the small script ran still swipes once it runs', async ( {
		browser,
	} ) => {
		const { page, finger, close } = await openPhone( browser );
		// The small script, then the view behind it, arrive only when the test lets them.
		const releaseEngine = await holdFile( page, /\/slider\/motion\.js/ );
		const releaseView = await holdFile( page, /\/slider\/view\.js/ );
		await page.goto( '/demo/testimonials/' );
		const slider = page
			.getByRole( 'region', { name: 'Testimonials', exact: true } )
			.first();
		await slider.scrollIntoViewIfNeeded();
		const from = await inViewport( slider, 0.8 );
		await finger.down( from );
		releaseEngine();
		await expect( slider ).toHaveAttribute( 'data-vitrine-answers', '' );
		const step = await slot( slider );
		// Its first move is the press the engine adopts (autoplay holds from there).
		let start: string | null = null;
		for ( let move = 1; move <= 10; move++ ) {
			await page.waitForTimeout( 16 );
			await finger.move( {
				x: from.x - ( step * 0.6 * move ) / 10,
				y: from.y,
			} );
			start ??= await current( slider );
		}
		await finger.up();
		const [ , shown, count ] = start!
			.match( /(\d+) of (\d+)/ )!
			.map( Number );
		await expect
			.poll( () => current( slider ) )
			.toBe( `Slide ${ ( shown % count ) + 1 } of ${ count }` );
		releaseView();
		await close();
	} );

	test( 'SL-6 a vertical swipe over a slider scrolls the page, and two fingers zoom it', async ( {
		browser,
		requestUtils,
	} ) => {
		const { page, finger, close, slider } = await testimonialsOnPhone(
			browser,
			requestUtils,
			{ title: 'Testimonials to scroll past', settings: {} }
		);
		const top = await page.evaluate( () => scrollY );
		await finger.swipe( await inViewport( slider, 0.5 ), {
			x: 8,
			y: -250,
		} );
		await expect
			.poll( () => page.evaluate( () => scrollY ) )
			.toBeGreaterThan( top + 100 );
		expect( await current( slider ) ).toBe( 'Slide 1 of 4' );

		await finger.pinch( await inViewport( slider, 0.5 ) );
		await expect
			.poll( () => page.evaluate( () => visualViewport!.scale ) )
			.toBeGreaterThan( 1.5 );
		await close();
	} );
} );

test.describe( 'SL-1 SL-6 crossfade, dots and keys', () => {
	test( 'SL-1 the crossfade never lets the page show through', async ( {
		visitor,
	} ) => {
		await visitor.goto( '/demo/hero-slider/' );
		const hero = visitor.locator( SLIDER ).first();
		await expect( hero ).toHaveAttribute( 'data-vitrine-slider', 'fade' );
		// Each frame, how much of the stack covers the page: 1 − Π(1 − opacity).
		await hero.evaluate( ( root ) => {
			const log: number[] = [];
			( window as unknown as { cover: number[] } ).cover = log;
			const frame = () => {
				log.push(
					1 -
						Array.from(
							root.querySelectorAll( '.vitrine-slider__slide' ),
							( slide ) =>
								1 - Number( getComputedStyle( slide ).opacity )
						).reduce( ( left, clear ) => left * clear, 1 )
				);
				requestAnimationFrame( frame );
			};
			requestAnimationFrame( frame );
		} );
		await hero.getByRole( 'button', { name: 'Next slide' } ).click();
		await expect.poll( () => current( hero ) ).toBe( 'Slide 2 of 3' );
		await visitor.waitForTimeout( 800 );
		const cover = await visitor.evaluate(
			() => ( window as unknown as { cover: number[] } ).cover
		);
		expect( cover.length ).toBeGreaterThan( 10 );
		expect( Math.min( ...cover ) ).toBeGreaterThan( 0.99 );
	} );

	test( 'SL-6 SL-3 one dot per position a visitor can reach, named by what it shows, at every width', async ( {
		visitor,
	} ) => {
		await visitor.goto( '/demo/testimonials/' );
		const slider = visitor.getByRole( 'region', {
			name: 'Testimonials',
			exact: true,
		} );
		const dots = slider.locator( '.vitrine-slider__dot:visible' );
		const names = async () => {
			const shown: string[] = [];
			for ( const dot of await dots.all() ) {
				shown.push(
					await dot.evaluate( ( button ) =>
						Array.from( button.children )
							.filter(
								( name ) =>
									getComputedStyle( name ).display !== 'none'
							)
							.map( ( name ) => name.textContent )
							.join( '|' )
					)
				);
			}
			return shown;
		};
		// 1280 px: three of four in view, two positions, each named by what it shows.
		await expect
			.poll( names )
			.toEqual( [ 'Show slides 1 to 3', 'Show slides 2 to 4' ] );
		await slider
			.getByRole( 'button', { name: 'Show slides 2 to 4' } )
			.click();
		await expect.poll( () => current( slider ) ).toBe( 'Slide 2 of 4' );
		await expect(
			slider.getByRole( 'button', { name: 'Show slides 2 to 4' } )
		).toHaveAttribute( 'aria-current', 'true' );
		// 900 px: two in view, three positions; 412 px: one, four.
		await visitor.setViewportSize( { width: 900, height: 800 } );
		await expect
			.poll( names )
			.toEqual( [
				'Show slides 1 to 2',
				'Show slides 2 to 3',
				'Show slides 3 to 4',
			] );
		await visitor.setViewportSize( { width: 412, height: 800 } );
		await expect
			.poll( names )
			.toEqual( [
				'Show slide 1',
				'Show slide 2',
				'Show slide 3',
				'Show slide 4',
			] );
		await expect(
			slider.getByRole( 'button', { name: 'Show slide 4', exact: true } )
		).toHaveCount( 1 );
	} );

	test( 'SL-6 SL-1 arrow keys with focus inside a slide keep focus in the slider and autoplay held', async ( {
		visitor,
	} ) => {
		await visitor.goto( '/demo/services-slider/' );
		const slider = visitor.getByRole( 'region', {
			name: 'Services',
			exact: true,
		} );
		// Once the engine runs: how soon a first key is answered is the speed work's, not this test's.
		await expect( slider ).toHaveAttribute(
			'data-vitrine-slider',
			'slide'
		);
		const focusInside = () =>
			slider.evaluate( ( root ) => {
				const active = root.ownerDocument.activeElement!;
				return root.contains( active ) && ! active.closest( '[inert]' );
			} );
		// Tab to the first slide's link, as a keyboard user does.
		await slider.getByRole( 'button', { name: 'Next slide' } ).focus();
		await visitor.keyboard.press( 'Tab' );
		await expect(
			slider.getByRole( 'link', { name: 'Learn more about design' } )
		).toBeFocused();
		await visitor.keyboard.press( 'ArrowRight' );
		await expect.poll( () => current( slider ) ).toBe( 'Slide 2 of 4' );
		expect( await focusInside() ).toBe( true );
		await visitor.keyboard.press( 'ArrowLeft' );
		await expect.poll( () => current( slider ) ).toBe( 'Slide 1 of 4' );
		expect( await focusInside() ).toBe( true );

		// The hero (one slide in view, autoplay every 5 s): focus follows, autoplay stays held.
		await visitor.goto( '/demo/hero-slider/' );
		const hero = visitor.locator( SLIDER ).first();
		await expect( hero ).toHaveAttribute( 'data-vitrine-slider', 'fade' );
		await hero.getByRole( 'button', { name: 'Next slide' } ).focus();
		await visitor.keyboard.press( 'Tab' );
		await expect(
			hero.getByRole( 'link', { name: 'See our work' } )
		).toBeFocused();
		await visitor.keyboard.press( 'ArrowRight' );
		await expect.poll( () => current( hero ) ).toBe( 'Slide 2 of 3' );
		expect(
			await hero.evaluate( ( root ) =>
				root.contains( root.ownerDocument.activeElement )
			)
		).toBe( true );
		await visitor.waitForTimeout( 6000 );
		expect( await current( hero ) ).toBe( 'Slide 2 of 3' );
	} );
} );
