/**
 * SL-1..SL-6: the five sliders end to end, in real WordPress and Chromium: the view without
 * JavaScript, hydration without a shift, autoplay and its pauses, fade and loop, keys, inert
 * off-screen slides, per-breakpoint counts, the live post query, and the editor.
 */
import { readFileSync } from 'fs';
import { join } from 'path';
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { BASE_URL, ROOT } from '../env';
import { holdFile } from '../hold';
import { watchCurrentSlide } from '../slides';
import { expect, openGuardedPage, test } from '../fixtures';
import type { VisitorUtils } from '../utils/visitor';

const SLIDER = '.vitrine-slider';
const HERO_FIXTURE = 'hero-slider';

/**
 * The slide (or first of the slides) shown now: its "Slide n of m" name.
 * @param slider
 */
async function currentSlide( slider: Locator ): Promise< string > {
	return slider
		.locator( '.vitrine-slider__slide--current' )
		.getAttribute( 'aria-label' ) as Promise< string >;
}

/**
 * How many slides are fully inside the viewport of a slider.
 * @param slider The slider.
 */
function slidesInView( slider: Locator ): Promise< number > {
	return slider.evaluate( ( element ) => {
		const viewport = element
			.querySelector( '.vitrine-slider__viewport' )!
			.getBoundingClientRect();
		return Array.from(
			element.querySelectorAll( '.vitrine-slider__slide' )
		).filter( ( slide ) => {
			const box = slide.getBoundingClientRect();
			return (
				box.width > 0 &&
				box.left >= viewport.left - 1 &&
				box.right <= viewport.right + 1 &&
				getComputedStyle( slide ).opacity !== '0'
			);
		} ).length;
	} );
}

/**
 * Opens a slider demo page as a visitor and returns one of its sliders once both copies hydrated.
 * @param visitorUtils The project's visitor steps.
 * @param page         The visitor's page.
 * @param demo         Block folder (the demo page's slug).
 * @param name         The slider's accessible name.
 */
async function openDemoSlider(
	visitorUtils: VisitorUtils,
	page: Page,
	demo: string,
	name: string
): Promise< Locator > {
	await page.goto( `/demo/${ demo }/` );
	await visitorUtils.reachBlocks( page, SLIDER );
	await visitorUtils.waitForHydration( page, SLIDER, 2 );
	return page.getByRole( 'region', { name, exact: true } );
}

/** The hero demo, changing slides every second, for timing tests. */
const FAST_HERO = readFileSync(
	`${ ROOT }/src/blocks/${ HERO_FIXTURE }/test/fixtures/demo-launch.html`,
	'utf8'
).replace(
	'<!-- wp:vitrine/hero-slider -->',
	'<!-- wp:vitrine/hero-slider {"settings":{"interval":1000}} -->'
);

test.describe( 'SL-6 sliders without JavaScript and at hydration', () => {
	test( 'SL-6 without JavaScript the first slide shows in full and the others stay reachable by scrolling', async ( {
		noScript,
	} ) => {
		await noScript.goto( '/demo/testimonials/' );
		const slider = noScript.getByRole( 'region', {
			name: 'Testimonials',
			exact: true,
		} );
		await expect( slider ).toHaveAttribute(
			'aria-roledescription',
			'carousel'
		);
		const first = slider.getByRole( 'group', { name: 'Slide 1 of 4' } );
		await expect( first ).toContainText( 'fastest page' );
		// Horizontally inside the slider's viewport: the first slide whole, then the last one
		// once the track is scrolled (it scrolls sideways).
		const inside = ( name: string ) =>
			slider.evaluate( ( element, label ) => {
				const viewport = element.querySelector(
					'.vitrine-slider__viewport'
				)!;
				const box = viewport.getBoundingClientRect();
				const slide = element
					.querySelector( `[aria-label="${ label }"]` )!
					.getBoundingClientRect();
				return (
					getComputedStyle( viewport ).overflowX === 'auto' &&
					slide.left >= box.left - 1 &&
					slide.right <= box.right + 1
				);
			}, name );
		expect( await inside( 'Slide 1 of 4' ) ).toBe( true );
		expect( await inside( 'Slide 4 of 4' ) ).toBe( false );
		await slider
			.locator( '.vitrine-slider__viewport' )
			.evaluate( ( viewport ) => ( viewport.scrollLeft = 10000 ) );
		expect( await inside( 'Slide 4 of 4' ) ).toBe( true );
		// Controls that need JavaScript are not offered.
		await expect( slider.locator( '.vitrine-slider__arrow' ) ).toHaveCount(
			2
		);
		await expect(
			slider.locator( '.vitrine-slider__arrow' ).first()
		).toBeHidden();
		await expect( slider.locator( '[inert]' ) ).toHaveCount( 0 );
	} );

	test( 'SL-2 SL-6 every slider as served gives its carousel roles to elements that take them (ARIA in HTML), posts keep their article', async ( {
		browser,
	} ) => {
		// The server's markup without its scripts, as the HTML checker reads it (axe needs a page
		// that runs its own script, so the served page's scripts are taken out instead).
		const context = await browser.newContext( { baseURL: BASE_URL } );
		const page = await context.newPage();
		for ( const path of [
			'/',
			'/demo/post-slider/',
			'/demo/hero-slider/',
			'/demo/testimonials/',
			'/demo/logo-slider/',
			'/demo/services-slider/',
		] ) {
			const served = await ( await context.request.get( path ) ).text();
			await page.setContent(
				served.replace( /<script\b[\s\S]*?<\/script>/gi, '' ),
				{ waitUntil: 'domcontentloaded' }
			);
			expect(
				await page.locator( '.vitrine-slider__slide' ).count(),
				path
			).toBeGreaterThan( 0 );
			// Each slide's group role sits where HTML allows it (axe's ARIA-in-HTML table).
			const results = await new AxeBuilder( { page } )
				.include( '.vitrine-slider' )
				.withRules( [
					'aria-allowed-role',
					'aria-allowed-attr',
					'aria-prohibited-attr',
				] )
				.analyze();
			expect(
				results.violations.map(
					( violation ) =>
						`${ path } ${ violation.id }: ${ violation.nodes
							.map( ( node ) => node.html.slice( 0, 120 ) )
							.join( ', ' ) }`
				)
			).toEqual( [] );
			expect(
				await page
					.locator(
						'article.vitrine-slider__slide, .vitrine-slider article[role]'
					)
					.count(),
				`${ path }: no article with a role`
			).toBe( 0 );
			if ( path === '/demo/post-slider/' ) {
				// A post's own semantics stay inside its slide.
				expect(
					await page
						.locator(
							'.vitrine-slider__slide[role="group"] > article'
						)
						.count()
				).toBeGreaterThan( 0 );
			}
		}
		await context.close();
	} );

	for ( const demo of [ 'hero-slider', 'testimonials', 'logo-slider' ] ) {
		test( `SL-6 ${ demo }: hydration logs no console error and moves nothing on the page`, async ( {
			visitorUtils,
			browser,
		} ) => {
			const boxes = ( page: Page ) =>
				page.evaluate( ( selector ) => {
					const slider = document.querySelector( selector )!;
					const box = ( element: Element | null ) => {
						const rect = element!.getBoundingClientRect();
						return [ rect.x, rect.y, rect.width, rect.height ].map(
							Math.round
						);
					};
					return {
						slider: box( slider ),
						first: box(
							slider.querySelector( '[aria-label^="Slide 1 "]' )
						),
						controls: Array.from(
							slider.querySelectorAll( 'button' ),
							box
						),
						after: box( slider.nextElementSibling ),
					};
				}, SLIDER );
			// The same page with the sliders' scripts blocked: scripting on, nothing started.
			const served = await openGuardedPage( browser );
			await served.page.route( /slider\/(motion|view)\.js/, ( route ) =>
				route.fulfill( { contentType: 'text/javascript', body: '' } )
			);
			await served.page.goto( `/demo/${ demo }/` );
			await served.page.waitForLoadState( 'load' );
			const before = await boxes( served.page );
			await served.close();

			const hydrated = await visitorUtils.openHydrated(
				`/demo/${ demo }/`,
				SLIDER,
				2,
				{ reducedMotion: 'reduce' },
				'pointer'
			);
			await expect(
				hydrated.page.locator( `${ SLIDER }[data-vitrine-slider]` )
			).toHaveCount( 2 );
			expect( await boxes( hydrated.page ) ).toEqual( before );
			await hydrated.close();
		} );
	}
} );

test.describe( 'SL-1 hero slider', () => {
	test( 'SL-1 fades, loops and autoplays; pauses on hover, on focus and with its pause button', async ( {
		visitorUtils,
		requestUtils,
		visitor,
	} ) => {
		const post = await requestUtils.createPost( {
			title: 'Fast hero',
			status: 'publish',
			content: FAST_HERO,
			date_gmt: new Date().toISOString(),
		} );
		const hero = await visitorUtils.visitPost(
			visitor,
			post.id,
			SLIDER,
			1,
			'pointer'
		);
		await expect( hero ).toHaveClass( /alignfull/ );
		await expect( hero ).toHaveAttribute( 'data-vitrine-slider', 'fade' );
		const toggle = hero.getByRole( 'button', { name: 'Pause slides' } );
		await expect( toggle ).toHaveAttribute( 'aria-pressed', 'false' );

		// Autoplay every second, round the loop: 1, 2, 3, then 1 again.
		const seen: string[] = [];
		await expect( async () => {
			const now = await currentSlide( hero );
			if ( seen[ seen.length - 1 ] !== now ) {
				seen.push( now );
			}
			expect( seen.slice( 0, 4 ) ).toEqual( [
				'Slide 1 of 3',
				'Slide 2 of 3',
				'Slide 3 of 3',
				'Slide 1 of 3',
			] );
		} ).toPass( { intervals: [ 100 ], timeout: 8000 } );
		// A fade: the current slide is opaque, the others transparent, all in one place.
		const active = hero.locator( '.vitrine-slider__slide--current' );
		await expect( active ).toHaveCSS( 'opacity', '1' );
		const others = hero.locator(
			'.vitrine-slider__slide:not(.vitrine-slider__slide--current)'
		);
		await expect( others.first() ).toHaveCSS( 'opacity', '0' );

		const holds = async ( action: () => Promise< void > ) => {
			await action();
			const held = await currentSlide( hero );
			await visitor.waitForTimeout( 2500 );
			expect( await currentSlide( hero ) ).toBe( held );
		};
		// Hover holds it.
		await holds( () => hero.hover() );
		await visitor.mouse.move( 0, 0 );
		// Keyboard focus inside holds it.
		await holds( () => toggle.focus() );
		await toggle.blur();
		// The pause button stops it, and says so.
		await holds( async () => {
			await toggle.click();
			await visitor.mouse.move( 0, 0 );
			await visitor.locator( 'body' ).focus();
			await expect( toggle ).toHaveAttribute( 'aria-pressed', 'true' );
		} );
		await toggle.click();
		await expect( toggle ).toHaveAttribute( 'aria-pressed', 'false' );
	} );

	test( 'SL-1 autoplay runs on the served markup before any React, and the view takes over at the slide it reached', async ( {
		visitorUtils,
		requestUtils,
		visitor,
	} ) => {
		const post = await requestUtils.createPost( {
			title: 'Hero before React',
			status: 'publish',
			content: FAST_HERO,
			date_gmt: new Date().toISOString(),
		} );
		const views = visitorUtils.recordRequests(
			visitor,
			/slider\/view\.js|react-dom/
		);
		await visitor.goto( `/?p=${ post.id }` );
		const hero = visitor.locator( SLIDER );
		await expect( hero ).toHaveAttribute( 'data-vitrine-slider', 'fade' );
		// Slides change every second; the dots say which one shows.
		await expect
			.poll( () => currentSlide( hero ), { timeout: 5000 } )
			.toBe( 'Slide 3 of 3' );
		await expect(
			hero.getByRole( 'button', { name: 'Show slide 3' } )
		).toHaveAttribute( 'aria-current', 'true' );
		expect( views ).toEqual( [] );
		await expect( hero ).not.toHaveAttribute( 'data-vitrine-hydrated' );

		// Every change of the current slide, as the page sees it, until the view has hydrated.
		const seen = await watchCurrentSlide( hero );

		// A pointer reaches it: the view hydrates the markup as it stands (the guarded page fails
		// on any console error, a hydration mismatch among them) and starts where autoplay was.
		await hero.hover();
		await expect( hero ).toHaveAttribute( 'data-vitrine-hydrated', 'true' );
		expect( views.length ).toBeGreaterThan( 0 );
		const held = await currentSlide( hero );
		await expect(
			hero.locator( '[aria-current="true"]' )
		).toHaveAccessibleName( `Show slide ${ held.charAt( 6 ) }` );
		// The pointer rests on it: held there, by the view now.
		await visitor.waitForTimeout( 2500 );
		expect( await currentSlide( hero ) ).toBe( held );
		// Never a jump: from slide 3 on, each change was autoplay's one step round the loop.
		const slides = await seen();
		const number = ( label: string ) => Number( label.charAt( 6 ) );
		slides
			.slice( 1 )
			.forEach( ( label, index ) =>
				expect( number( label ) ).toBe(
					( number( slides[ index ] ) % 3 ) + 1
				)
			);
		await expect(
			hero.getByRole( 'button', { name: 'Pause slides' } )
		).toHaveAttribute( 'aria-pressed', 'false' );
	} );

	test( 'SL-1 when its engine starts, a fading slider shows the first slide alone: no other slide fades out over it', async ( {
		visitor,
	} ) => {
		// Every transition the page runs on a slide, and every largest paint the browser reports.
		await visitor.addInitScript( () => {
			const seen = {
				transitions: [] as string[],
				paints: [] as string[],
			};
			(
				window as unknown as { vitrineStart: typeof seen }
			 ).vitrineStart = seen;
			document.addEventListener( 'transitionrun', ( event ) => {
				const slide = ( event.target as Element ).closest(
					'.vitrine-slider__slide'
				);
				if ( slide ) {
					seen.transitions.push(
						`${ slide.getAttribute( 'aria-label' ) } ${
							( event as TransitionEvent ).propertyName
						}`
					);
				}
			} );
			new PerformanceObserver( ( list ) =>
				list.getEntries().forEach( ( entry ) => {
					const element = (
						entry as unknown as { element?: Element }
					 ).element;
					seen.paints.push(
						element
							?.closest( '.vitrine-slider__slide' )
							?.getAttribute( 'aria-label' ) ?? 'outside a slide'
					);
				} )
			).observe( { type: 'largest-contentful-paint', buffered: true } );
		} );
		await visitor.setViewportSize( { width: 412, height: 823 } );
		await visitor.goto( '/demo/hero-slider/' );
		const hero = visitor.locator( SLIDER ).first();
		await expect( hero ).toHaveAttribute( 'data-vitrine-slider', 'fade' );
		await expect( hero ).toHaveCSS( '--vitrine-slider-speed', '500ms' );
		// Well before the first autoplay step (5000 ms).
		await visitor.waitForTimeout( 1000 );
		expect( await currentSlide( hero ) ).toBe( 'Slide 1 of 3' );
		const seen = await visitor.evaluate(
			() =>
				(
					window as unknown as {
						vitrineStart: {
							transitions: string[];
							paints: string[];
						};
					}
				 ).vitrineStart
		);
		expect( seen.transitions ).toEqual( [] );
		// The hidden slides' pictures were never painted, so none is the page's largest paint.
		expect( seen.paints.length ).toBeGreaterThan( 0 );
		expect(
			seen.paints.filter( ( slide ) => / [23] of 3$/.test( slide ) )
		).toEqual( [] );
	} );

	test( "SL-1 when its engine starts, a fading slider keeps the shown slide's layout: its text is not painted anew as a later largest paint", async ( {
		visitor,
	} ) => {
		// Every largest paint inside the slider, and when the engine took the slider over.
		await visitor.addInitScript( () => {
			const seen = {
				started: NaN,
				paints: [] as Array< { at: number; slide: string } >,
			};
			(
				window as unknown as { vitrineLayout: typeof seen }
			 ).vitrineLayout = seen;
			new MutationObserver( ( _records, observer ) => {
				if ( document.querySelector( '[data-vitrine-slider]' ) ) {
					seen.started = performance.now();
					observer.disconnect();
				}
			} ).observe( document, { attributes: true, subtree: true } );
			new PerformanceObserver( ( list ) =>
				list.getEntries().forEach( ( entry ) => {
					const slide = (
						entry as unknown as { element?: Element }
					 ).element?.closest( '.vitrine-slider__slide' );
					if ( slide ) {
						seen.paints.push( {
							at: entry.startTime,
							slide: slide.getAttribute( 'aria-label' ) ?? '',
						} );
					}
				} )
			).observe( { type: 'largest-contentful-paint', buffered: true } );
		} );
		// The theme's font arrives late, as on a slow line: the slide's text first paints in the
		// fallback font, and the engine starts once the web font is in (the islands wait for it).
		// Had the engine rebuilt the slide's layout, the browser would report the text again, now
		// in the wider web font, as a new largest paint after the engine started.
		await visitor.route( /\.woff2(\?|$)/, async ( route ) => {
			await new Promise( ( done ) => setTimeout( done, 600 ) );
			await route.continue();
		} );
		// The home page opens with a hero whose first slide's text is the largest thing in view.
		await visitor.setViewportSize( { width: 412, height: 823 } );
		await visitor.goto( '/' );
		const hero = visitor.locator( SLIDER ).first();
		await expect( hero ).toHaveAttribute( 'data-vitrine-slider', 'fade' );
		await visitor.waitForTimeout( 1000 );
		const seen = await visitor.evaluate(
			() =>
				(
					window as unknown as {
						vitrineLayout: {
							started: number;
							paints: Array< { at: number; slide: string } >;
						};
					}
				 ).vitrineLayout
		);
		expect( seen.started ).toBeGreaterThan( 0 );
		// The shown slide's text was painted before the engine started…
		expect(
			seen.paints.filter(
				( paint ) =>
					paint.slide.startsWith( 'Slide 1 ' ) &&
					paint.at < seen.started
			).length
		).toBeGreaterThan( 0 );
		// …and never again after.
		expect(
			seen.paints.filter( ( paint ) => paint.at >= seen.started )
		).toEqual( [] );
	} );

	test( 'SL-1 never autoplays under reduced motion', async ( {
		visitorUtils,
	} ) => {
		const opened = await visitorUtils.openHydrated(
			'/demo/hero-slider/',
			SLIDER,
			2,
			{ reducedMotion: 'reduce' },
			'pointer'
		);
		const hero = opened.page.locator( SLIDER ).first();
		await expect(
			hero.getByRole( 'button', { name: 'Pause slides' } )
		).toHaveAttribute( 'aria-pressed', 'true' );
		await opened.page.waitForTimeout( 6000 );
		expect( await currentSlide( hero ) ).toBe( 'Slide 1 of 3' );
		await opened.close();
	} );
} );

for ( const press of [ 'click', 'keyboard' ] as const ) {
	test( `SL-1 under reduced motion the pause button says "pressed" from the start, and its first ${ press } plays, before React and under it`, async ( {
		browser,
		requestUtils,
	} ) => {
		const post = await requestUtils.createPost( {
			title: `Reduced motion, ${ press }`,
			status: 'publish',
			content: FAST_HERO,
			date_gmt: new Date().toISOString(),
		} );
		const opened = await openGuardedPage( browser, {
			reducedMotion: 'reduce',
		} );
		const { page } = opened;
		// The React view held back: the small script alone answers the first press.
		const letViewLoad = await holdFile( page, /\/build\/slider\/view\.js/ );
		await page.goto( `/?p=${ post.id }` );
		const hero = page.locator( SLIDER );
		await expect( hero ).toHaveAttribute( 'data-vitrine-slider', 'fade' );
		const toggle = hero.locator( '.vitrine-slider__toggle' );
		// Autoplay is held for reduced motion, and the button says so before any press.
		await expect( toggle ).toHaveAttribute( 'aria-pressed', 'true' );
		const act = async () => {
			if ( press === 'click' ) {
				await toggle.click();
			} else {
				await toggle.focus();
				await page.keyboard.press( 'Enter' );
			}
		};
		await act();
		await expect( toggle ).toHaveAttribute( 'aria-pressed', 'false' );
		await expect( hero ).not.toHaveAttribute(
			'data-vitrine-hydrated',
			'true'
		);
		if ( press === 'click' ) {
			// Playing: slides change every second (keyboard focus inside holds autoplay, SL-1).
			await page.mouse.move( 0, 0 );
			await expect
				.poll( () => currentSlide( hero ), { timeout: 5000 } )
				.not.toBe( 'Slide 1 of 3' );
		}
		// Under the view, the state is the engine's still: one press pauses, one plays.
		letViewLoad();
		await hero.dispatchEvent( 'pointerover' );
		await expect( hero ).toHaveAttribute( 'data-vitrine-hydrated', 'true' );
		await expect( toggle ).toHaveAttribute( 'aria-pressed', 'false' );
		await act();
		await expect( toggle ).toHaveAttribute( 'aria-pressed', 'true' );
		await act();
		await expect( toggle ).toHaveAttribute( 'aria-pressed', 'false' );
		await opened.close();
	} );
}

test.describe( 'SL-6 controls, keys and focus', () => {
	test( 'SL-6 arrows, dots and arrow keys move the slider; off-screen slides are not reachable by Tab', async ( {
		visitorUtils,
		visitor,
	} ) => {
		const slider = await openDemoSlider(
			visitorUtils,
			visitor,
			'services-slider',
			'Services'
		);
		// 1280 px wide: three services in view, the fourth inert.
		expect( await slidesInView( slider ) ).toBe( 3 );
		const fourth = slider.getByRole( 'group', {
			name: 'Slide 4 of 4',
			includeHidden: true,
		} );
		await expect( fourth ).toHaveAttribute( 'inert', '' );

		const next = slider.getByRole( 'button', { name: 'Next slide' } );
		await next.click();
		// Each dot is named by what it shows at this width.
		await expect(
			slider.locator( '[aria-current="true"]' )
		).toHaveAccessibleName( 'Show slides 2 to 4' );
		await expect( fourth ).not.toHaveAttribute( 'inert', '' );
		await expect(
			slider.getByRole( 'group', {
				name: 'Slide 1 of 4',
				includeHidden: true,
			} )
		).toHaveAttribute( 'inert', '' );
		await expect( next ).toHaveAttribute( 'aria-disabled', 'true' );
		await visitor.keyboard.press( 'ArrowLeft' );
		await expect(
			slider.getByRole( 'button', { name: 'Show slides 1 to 3' } )
		).toHaveAttribute( 'aria-current', 'true' );
		await slider
			.getByRole( 'button', { name: 'Show slides 2 to 4' } )
			.click();
		await expect(
			slider.getByRole( 'button', { name: 'Show slides 2 to 4' } )
		).toHaveAttribute( 'aria-current', 'true' );
		await visitor.keyboard.press( 'Home' );
		await expect(
			slider.getByRole( 'button', { name: 'Show slides 1 to 3' } )
		).toHaveAttribute( 'aria-current', 'true' );

		// Tab from the previous-slide button: every stop is a control or a link in view.
		await slider.getByRole( 'button', { name: 'Previous slide' } ).focus();
		for ( let stop = 0; stop < 8; stop++ ) {
			await visitor.keyboard.press( 'Tab' );
			const where = await visitor.evaluate( () => {
				const active = document.querySelector( ':focus' )!;
				return {
					inSlider: !! active.closest( '.vitrine-slider' ),
					inert: !! active.closest( '[inert]' ),
					text: active.textContent,
				};
			} );
			expect( where.inert, `Tab stop ${ where.text }` ).toBe( false );
			if ( ! where.inSlider ) {
				break;
			}
		}
	} );

	test( 'SL-6 swipe: a drag past 40 px moves one slide, a shorter one does not, before React as after', async ( {
		visitor,
	} ) => {
		// The engine starts near the viewport; the drag itself is what starts the React view.
		await visitor.goto( '/demo/testimonials/' );
		const slider = visitor.getByRole( 'region', {
			name: 'Testimonials',
			exact: true,
		} );
		await expect( slider ).toHaveAttribute(
			'data-vitrine-slider',
			'slide'
		);
		await expect( slider ).not.toHaveAttribute( 'data-vitrine-hydrated' );
		const current = slider.locator( '[aria-current="true"]' );
		const second = slider.getByRole( 'group', { name: 'Slide 2 of 4' } );
		await second.scrollIntoViewIfNeeded();
		const drag = async ( distance: number ) => {
			// hover() waits until the slide stands still (the theme scrolls smoothly).
			await second.hover();
			const box = ( await second.boundingBox() )!;
			const y = box.y + box.height / 3;
			await visitor.mouse.move( box.x + box.width / 2, y );
			await visitor.mouse.down();
			for ( let step = 1; step <= 10; step++ ) {
				await visitor.mouse.move(
					box.x + box.width / 2 - ( distance * step ) / 10,
					y
				);
			}
			await visitor.mouse.up();
		};
		await drag( 36 );
		await expect( current ).toHaveAccessibleName( 'Show slides 1 to 3' );
		await drag( 44 );
		await expect( current ).toHaveAccessibleName( 'Show slides 2 to 4' );
		// The view took over at the slide the swipe reached, and swipes on.
		await expect( slider ).toHaveAttribute(
			'data-vitrine-hydrated',
			'true'
		);
		await drag( 44 );
		await expect( current ).toHaveAccessibleName( 'Show slides 2 to 4' );
		await slider.getByRole( 'button', { name: 'Previous slide' } ).click();
		await expect( current ).toHaveAccessibleName( 'Show slides 1 to 3' );
	} );

	test( 'SL-6 SL-4 the first paint fetches only the pictures shown; the engine then loads the next ones before they slide in', async ( {
		visitorUtils,
		visitor,
	} ) => {
		// One logo per view at this width (SL-4); the engine's script is held back.
		await visitor.setViewportSize( { width: 412, height: 823 } );
		const release = await holdFile( visitor, /\/slider\/motion\.js/ );
		const pictures = visitorUtils.recordRequests(
			visitor,
			/\/sliders\/logo-/
		);
		const fetched = () =>
			[
				...new Set(
					pictures.map( ( url ) => new URL( url ).pathname )
				),
			].sort();
		await visitor.goto( '/demo/logo-slider/', { waitUntil: 'load' } );
		const sliders = visitor.locator( SLIDER );
		const slideImage = ( index: number ) =>
			sliders.evaluateAll(
				( roots, at ) =>
					roots.map(
						( root ) =>
							new URL(
								(
									root.querySelectorAll(
										'.vitrine-slider__slide img'
									)[ at ] as HTMLImageElement
								 ).src
							).pathname
					),
				index
			);
		const first = [ ...new Set( await slideImage( 0 ) ) ].sort();
		await visitor.waitForTimeout( 1000 );
		// The slides beside the shown one sit right of a clipped viewport: not fetched.
		expect( fetched() ).toEqual( first );

		release();
		await expect( sliders.first() ).toHaveAttribute(
			'data-vitrine-slider',
			'slide'
		);
		// Each slider's next slide is loaded while the first still shows, and a looping one's
		// last, which a backward swipe brings in.
		const next = await slideImage( 1 );
		const before = await sliders.evaluateAll( ( roots ) =>
			roots
				.filter(
					( root ) =>
						JSON.parse( ( root as HTMLElement ).dataset.settings! )
							.loop
				)
				.map(
					( root ) =>
						new URL(
							(
								Array.from(
									root.querySelectorAll(
										'.vitrine-slider__slide img'
									)
								).pop() as HTMLImageElement
							 ).src
						).pathname
				)
		);
		expect( before.length ).toBeGreaterThan( 0 );
		await expect
			.poll( fetched )
			.toEqual(
				[ ...new Set( [ ...first, ...next, ...before ] ) ].sort()
			);
		expect( await currentSlide( sliders.first() ) ).toBe(
			`Slide 1 of ${ await sliders
				.first()
				.locator( '.vitrine-slider__slide' )
				.count() }`
		);
	} );

	test( 'SL-3 testimonials: named region, slides "n of m", rating read as one image', async ( {
		visitorUtils,
		visitor,
	} ) => {
		const slider = await openDemoSlider(
			visitorUtils,
			visitor,
			'testimonials',
			'Testimonials'
		);
		await expect(
			slider.getByRole( 'group', { name: 'Slide 1 of 4' } )
		).toContainText( 'Ana Ruiz' );
		await expect(
			slider.getByRole( 'img', { name: 'Rated 4 out of 5' } )
		).toHaveCount( 1 );
		// The copy below the fold is a second region, told apart by its name.
		await expect(
			visitor.getByRole( 'region', {
				name: 'Testimonials 2',
				exact: true,
			} )
		).toHaveCount( 1 );
		// Autoplay is off unless chosen: no pause button, nothing moves.
		await expect( slider.locator( '.vitrine-slider__toggle' ) ).toHaveCount(
			0
		);
	} );
} );

test.describe( 'SL-6 breakpoints', () => {
	// A width inside each breakpoint's range (kinds.json), from the widest.
	const WIDTHS = [ 1440, 1280, 1000, 800, 600, 400 ];
	const DEMOS = [
		'hero-slider',
		'testimonials',
		'logo-slider',
		'post-slider',
		'services-slider',
	];
	for ( const demo of DEMOS ) {
		test( `SL-6 ${ demo }: at every breakpoint, arrows, dots and the pause button show only where some slide is out of view`, async ( {
			visitor,
		} ) => {
			await visitor.goto( `/demo/${ demo }/` );
			const sliders = visitor.locator( `${ SLIDER }[data-kind]` );
			await expect( sliders.first() ).toHaveAttribute(
				'data-vitrine-slider',
				/./
			);
			let seenStill = false;
			let seenMoving = false;
			for ( const width of WIDTHS ) {
				await visitor.setViewportSize( { width, height: 900 } );
				for ( const slider of await sliders.all() ) {
					await slider.scrollIntoViewIfNeeded();
					// Read once the slider is at rest at this width.
					const total = await slider
						.locator( '.vitrine-slider__slide' )
						.count();
					await expect
						.poll( () => slidesInView( slider ) )
						.toBeGreaterThan( 0 );
					const all = ( await slidesInView( slider ) ) === total;
					seenStill ||= all;
					seenMoving ||= ! all;
					const controls = slider.locator(
						':scope > .vitrine-slider__stage > :is(.vitrine-slider__arrow, .vitrine-slider__toggle), :scope > .vitrine-slider__dots'
					);
					const where = `${ await slider.getAttribute(
						'aria-label'
					) } at ${ width } px, ${ total } slides${
						all ? ', all in view' : ''
					}`;
					for ( const control of await controls.all() ) {
						if ( all ) {
							await expect( control, where ).toBeHidden();
						} else {
							await expect( control, where ).toBeVisible();
						}
					}
					// Assistive technology is offered what the eye sees.
					const named = slider.getByRole( 'button', {
						name: /^(Previous slide|Next slide|Pause slides|Show slides? )/,
					} );
					if ( all ) {
						await expect( named, where ).toHaveCount( 0 );
					} else if ( await controls.count() ) {
						await expect( named.first(), where ).toBeVisible();
					}
				}
			}
			// The services demo (four services, four in view from 1400 px) is the case reported.
			if ( demo === 'services-slider' ) {
				expect( seenStill ).toBe( true );
			}
			expect( seenMoving ).toBe( true );
		} );
	}

	const cases: Array< [ string, string, number, number ] > = [
		[ '/demo/testimonials/', 'Testimonials', 1280, 3 ],
		[ '/demo/testimonials/', 'Testimonials', 900, 2 ],
		[ '/demo/testimonials/', 'Testimonials', 500, 1 ],
		[ '/demo/logo-slider/', 'Our partners', 1440, 5 ],
		[ '/demo/logo-slider/', 'Our partners', 1000, 4 ],
		[ '/demo/logo-slider/', 'Our partners', 600, 2 ],
		[ '/demo/logo-slider/', 'Our partners', 575, 1 ],
	];
	for ( const [ url, name, width, count ] of cases ) {
		test( `SL-6 SL-4 ${ name } at ${ width } px shows ${ count } per view`, async ( {
			visitorUtils,
		} ) => {
			const opened = await visitorUtils.openHydrated(
				url,
				SLIDER,
				2,
				{
					viewport: { width, height: 800 },
					reducedMotion: 'reduce',
				},
				'pointer'
			);
			const slider = opened.page.getByRole( 'region', {
				name,
				exact: true,
			} );
			await expect( slider ).toHaveAttribute( 'data-vitrine-slider' );
			expect( await slidesInView( slider ) ).toBe( count );
			await opened.close();
		} );
	}

	test( 'SL-4 the logo strip autoplays every 2000 ms when chosen', async ( {
		visitorUtils,
		visitor,
	} ) => {
		const slider = await openDemoSlider(
			visitorUtils,
			visitor,
			'logo-slider',
			'Our partners'
		);
		// The page's own clock stamps each change of the active slide, so the gap between two
		// advances is the interval, whatever the test runner's own latency.
		await slider.evaluate( ( region ) => {
			const state = window as unknown as { vitrineAdvances: number[] };
			state.vitrineAdvances = [];
			let shown = region
				.querySelector( '.vitrine-slider__slide--current' )
				?.getAttribute( 'aria-label' );
			new MutationObserver( () => {
				const now = region
					.querySelector( '.vitrine-slider__slide--current' )
					?.getAttribute( 'aria-label' );
				if ( now !== shown ) {
					shown = now;
					state.vitrineAdvances.push( performance.now() );
				}
			} ).observe( region, {
				subtree: true,
				attributes: true,
				attributeFilter: [ 'class' ],
			} );
		} );
		const advances = () =>
			visitor.evaluate(
				() =>
					( window as unknown as { vitrineAdvances: number[] } )
						.vitrineAdvances
			);
		await expect
			.poll( async () => ( await advances() ).length, { timeout: 8000 } )
			.toBeGreaterThanOrEqual( 2 );
		const stamps = await advances();
		const gap = stamps[ 1 ] - stamps[ 0 ];
		expect( gap ).toBeGreaterThan( 1500 );
		expect( gap ).toBeLessThan( 3500 );
		await expect(
			slider.getByRole( 'link', { name: 'Northwind' } )
		).toHaveCount( 1 );
	} );
} );

test.describe( 'SL-2 post slider', () => {
	test( 'SL-2 shows the live posts of its category, sticky first, untitled ones named, and a new post without re-saving the page', async ( {
		visitorUtils,
		requestUtils,
		visitor,
	} ) => {
		// Other tests publish posts as they run: this slider shows the demo's "News" only.
		const [ news ] = await requestUtils.rest< Array< { id: number } > >( {
			path: '/wp/v2/categories',
			params: { search: 'News' },
		} );
		const page = await requestUtils.createPost( {
			title: 'News slider',
			status: 'publish',
			date_gmt: new Date().toISOString(),
			content: `<!-- wp:vitrine/post-slider {"label":"News","categories":[${ news.id }]} /-->`,
		} );
		const slider = await visitorUtils.visitPost(
			visitor,
			page.id,
			SLIDER,
			1,
			'pointer'
		);
		const titles = slider.locator( '.vitrine-post-slide__title' );
		await expect( titles ).toHaveText( [ 'Launch week', '(no title)' ] );
		// The post without an image keeps the card's shape with a placeholder.
		await expect(
			slider.locator( '.vitrine-post-slide__media--empty' )
		).toHaveCount( 1 );

		const post = await requestUtils.createPost( {
			title: 'Hot off the press',
			status: 'publish',
			content: 'New today.',
			date_gmt: new Date().toISOString(),
			categories: [ news.id ],
		} as Parameters< typeof requestUtils.createPost >[ 0 ] );
		try {
			await visitor.reload();
			await expect( titles ).toHaveText( [
				'Launch week',
				'Hot off the press',
				'(no title)',
			] );
		} finally {
			await requestUtils.rest( {
				method: 'DELETE',
				path: `/wp/v2/posts/${ post.id }`,
				params: { force: true },
			} );
		}
	} );

	test( 'SL-2 the demo page lists the sticky post first', async ( {
		visitorUtils,
		visitor,
	} ) => {
		const slider = await openDemoSlider(
			visitorUtils,
			visitor,
			'post-slider',
			'From the blog'
		);
		await expect(
			slider.locator( '.vitrine-post-slide__title' ).first()
		).toHaveText( 'Launch week' );
	} );
} );

test.describe( 'SL-6 in the editor', () => {
	test( "SL-1 a slide's picture from the media library keeps its alternative text, editable; decorative serves none; a typed time is kept or explained", async ( {
		editor,
		editorUtils,
		page,
		requestUtils,
		visitor,
	} ) => {
		const LIBRARY_ALT = 'Two designers at a desk, sketching a logo';
		const upload = await requestUtils.uploadMedia(
			join( ROOT, 'demo/images/studio.jpg' )
		);
		await requestUtils.rest( {
			path: `/wp/v2/media/${ upload.id }`,
			method: 'POST',
			data: { alt_text: LIBRARY_ALT },
		} );
		// A slide saved before slides kept a text: served with the library's.
		const older = await requestUtils.createPost( {
			title: 'A slide saved before alternative texts',
			status: 'publish',
			date_gmt: new Date().toISOString(),
			content: `<!-- wp:vitrine/hero-slider --><!-- wp:vitrine/slide {"mediaId":${ upload.id }} --><div class="wp-block-vitrine-slide vitrine-slider__slide has-background-image"><img class="vitrine-slide__background" src="${ upload.source_url }" alt=""/><span class="vitrine-slide__overlay vitrine-slide__overlay--40" aria-hidden="true"></span><div class="vitrine-slide__content"></div></div><!-- /wp:vitrine/slide --><!-- /wp:vitrine/hero-slider -->`,
		} );
		await visitor.goto( `/?p=${ older.id }` );
		await expect(
			visitor.locator( 'img.vitrine-slide__background' )
		).toHaveAttribute( 'alt', LIBRARY_ALT );

		const sidebar = await editorUtils.startPostWithBlock(
			'Hero slider',
			'Hero pictures from the library'
		);
		const slides = editor.canvas.locator( '.wp-block-vitrine-slide' );
		const library = page.getByRole( 'dialog' );
		// Each slide's picture, chosen as a site editor does: from the library, in the slide.
		for ( const slide of [ 0, 1 ] ) {
			const libraryTab = library.getByRole( 'tab', {
				name: 'Media Library',
			} );
			// The media frame's scripts load on demand: the first click can come before them.
			await expect( async () => {
				if ( ! ( await libraryTab.isVisible() ) ) {
					await slides
						.nth( slide )
						.getByRole( 'button', { name: 'Media Library' } )
						.click();
				}
				await expect( libraryTab ).toBeVisible( { timeout: 2000 } );
			} ).toPass();
			await libraryTab.click();
			await library
				.locator( `li.attachment[data-id="${ upload.id }"]` )
				.click();
			await library
				.getByRole( 'button', { name: 'Select', exact: true } )
				.click();
			await expect(
				slides.nth( slide ).locator( 'img.vitrine-slide__background' )
			).toHaveAttribute( 'alt', LIBRARY_ALT );
		}
		// The library's text, editable in the slide's settings.
		await editor.selectBlocks( slides.first() );
		const alt = sidebar.getByRole( 'textbox', {
			name: 'Alternative text',
		} );
		await expect( alt ).toHaveValue( LIBRARY_ALT );
		await alt.fill( 'A studio desk by the window' );
		// The second: decorative.
		await editor.selectBlocks( slides.nth( 1 ) );
		await sidebar
			.getByRole( 'checkbox', { name: 'Decorative picture' } )
			.check();
		await expect(
			sidebar.getByRole( 'textbox', { name: 'Alternative text' } )
		).toHaveCount( 0 );

		// The time between slides: what is typed is stored; what cannot be is explained.
		await editor.selectBlocks(
			editor.canvas.locator( '.wp-block-vitrine-hero-slider' )
		);
		const interval = sidebar.getByRole( 'spinbutton', {
			name: 'Time per slide (ms)',
		} );
		await interval.fill( '500' );
		await interval.press( 'Tab' );
		await expect( interval ).toHaveValue( '1000' );
		await expect(
			sidebar.getByText(
				'500 typed, 1000 stored: the least it takes is 1000.'
			)
		).toBeVisible();
		await interval.fill( '4200' );
		await interval.press( 'Tab' );
		await expect( interval ).toHaveValue( '4200' );
		await expect( sidebar.getByText( /typed, .* stored/ ) ).toHaveCount(
			0
		);

		const postId = await editorUtils.publishAndReopen( slides.first() );
		await visitor.goto( `/?p=${ postId }` );
		const pictures = visitor.locator( 'img.vitrine-slide__background' );
		await expect( pictures.first() ).toHaveAttribute(
			'alt',
			'A studio desk by the window'
		);
		await expect( pictures.nth( 1 ) ).toHaveAttribute( 'alt', '' );
		expect(
			JSON.parse(
				( await visitor
					.locator( SLIDER )
					.getAttribute( 'data-settings' ) )!
			).interval
		).toBe( 4200 );
	} );

	test( 'SL-3 SL-6 inserted through the editor: template slides, add a slide, settings, publish and view', async ( {
		editorUtils,
		visitorUtils,
		admin,
		editor,
		page,
		visitor,
	} ) => {
		await admin.createNewPost( { title: 'Testimonials from the editor' } );
		await editorUtils.insertFromInserter( 'Testimonials slider' );
		const slides = editor.canvas.locator( '.wp-block-vitrine-slide' );
		await expect( slides ).toHaveCount( 3 );
		await expect(
			slides.first().locator( '.vitrine-testimonial__quote' )
		).toHaveCount( 1 );
		await editor.canvas
			.locator( '.vitrine-testimonial__quote' )
			.first()
			.click();
		await page.keyboard.type( 'Quick, kind and careful.' );
		await editor.selectBlocks(
			editor.canvas.locator( '.wp-block-vitrine-testimonials' )
		);
		await editor.canvas
			.getByRole( 'button', { name: 'Add slide' } )
			.click();
		await expect( slides ).toHaveCount( 4 );
		await editor.selectBlocks(
			editor.canvas.locator( '.wp-block-vitrine-testimonials' )
		);
		await editor.openDocumentSettingsSidebar();
		const sidebar = page.getByRole( 'region', { name: 'Editor settings' } );
		await sidebar
			.getByRole( 'checkbox', { name: 'Play automatically' } )
			.check();
		await expect(
			editor.canvas.getByRole( 'button', { name: 'Pause slides' } )
		).toBeVisible();

		const postId = await editorUtils.publishAndReopen(
			editor.canvas.locator( '.wp-block-vitrine-slide' ).first()
		);
		const slider = await visitorUtils.visitPost(
			visitor,
			postId,
			SLIDER,
			1,
			'pointer'
		);
		await expect(
			slider.getByRole( 'group', { name: 'Slide 1 of 4' } )
		).toContainText( 'Quick, kind and careful.' );
		await expect(
			slider.getByRole( 'button', { name: 'Pause slides' } )
		).toBeVisible();
	} );

	test( 'SL-1 SL-4 SL-5 every slider demo page opens in the editor with valid blocks', async ( {
		editorUtils,
		admin,
		editor,
		requestUtils,
	} ) => {
		const pages: Array< {
			id: number;
			slug: string;
			content: { raw: string };
		} > = await requestUtils.rest( {
			path: '/wp/v2/pages',
			params: {
				per_page: 100,
				context: 'edit',
				_fields: 'id,slug,content',
			},
		} );
		const demos = [
			'hero-slider',
			'testimonials',
			'logo-slider',
			'services-slider',
			'post-slider',
		].map( ( slug ) => {
			const page = pages.find( ( entry ) => entry.slug === slug );
			expect( page, slug ).toBeTruthy();
			return page!;
		} );
		// The editor is loaded once, with the first page; each other page's stored content is put
		// in it as opening that page does (parsed, each block validated against its save or a
		// deprecation, the canvas rendering each block's edit component).
		await admin.editPost( demos[ 0 ].id );
		for ( const [ index, demo ] of demos.entries() ) {
			if ( index > 0 ) {
				await editorUtils.openInEditor( editor.page, demo.content.raw );
			}
			await expect(
				editor.canvas
					.locator( `[data-type="vitrine/${ demo.slug }"]` )
					.first(),
				demo.slug
			).toBeVisible();
			expect(
				( await editorUtils.invalidBlocks( editor.page ) ).flat(),
				demo.slug
			).toEqual( [] );
		}
	} );
} );
