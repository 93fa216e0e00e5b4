/**
 * SL-1 SL-6 every way a visitor moves a slider, as a matrix: each effect (a crossfade, a sliding
 * row) × each input (a finger's swipe on a phone, a mouse drag, the arrows, the dots, the arrow
 * keys) × each direction (forward, backward, and round the loop both ways) × left to right and
 * right to left, with the sliders' small script alone (the React view held back) and then under
 * the React view. Each step asserts where the slider lands: the slide the visitor sees (on the
 * rendered page: in the viewport, fully opaque), the slide the markup calls current and the dot
 * marked current.
 *
 * A branch nobody listed cannot hide here: the hero's swipes went back one slide whatever their
 * direction, because no test swiped a fading slider.
 */
import { readFileSync } from 'fs';
import type { Browser, Locator, Page } from '@playwright/test';
import { ROOT } from '../env';
import { expect, openGuardedPage, test } from '../fixtures';
import { holdFile } from '../hold';
import { Finger, openPhone, readIn, type TextDirection } from '../touch';

const SLIDER = '.vitrine-slider';
const EFFECTS = [ 'fade', 'slide' ] as const;
const INPUTS = [
	'touch swipe',
	'mouse drag',
	'arrows',
	'dots',
	'keys',
] as const;
const DIRECTIONS: TextDirection[] = [ 'ltr', 'rtl' ];

type Effect = ( typeof EFFECTS )[ number ];
type Input = ( typeof INPUTS )[ number ];
type Way = 'forward' | 'backward';

/**
 * From the first of three slides: on, back, back round the loop's start, on round its end.
 * Each step is the way it moves and the slide it must land on.
 */
const STEPS: Array< [ Way, number ] > = [
	[ 'forward', 2 ],
	[ 'backward', 1 ],
	[ 'backward', 3 ],
	[ 'forward', 1 ],
];

/**
 * The demo's hero (three slides, looping) with an effect, and no autoplay to move it meanwhile.
 * @param effect The transition.
 * @param speed  How long a move takes, in ms.
 */
function hero( effect: Effect, speed: number ): string {
	return readFileSync(
		`${ ROOT }/src/blocks/hero-slider/test/fixtures/demo-launch.html`,
		'utf8'
	).replace(
		'<!-- wp:vitrine/hero-slider -->',
		`<!-- wp:vitrine/hero-slider ${ JSON.stringify( {
			settings: { effect, autoplay: false, loop: true, speed },
		} ) } -->`
	);
}

/**
 * The slides a visitor sees at rest: wholly inside the viewport and painted fully opaque;
 * mid-move or mid-fade this is not one slide, so the next step starts from a slider at rest.
 * @param slider The slider.
 */
function seen( slider: Locator ): Promise< string[] > {
	return slider.evaluate( ( root ) => {
		const viewport = root
			.querySelector( '.vitrine-slider__viewport' )!
			.getBoundingClientRect();
		return Array.from(
			root.querySelectorAll< HTMLElement >( '.vitrine-slider__slide' )
		)
			.filter( ( slide ) => {
				const box = slide.getBoundingClientRect();
				const inside =
					Math.min( box.right, viewport.right ) -
					Math.max( box.left, viewport.left );
				return (
					inside >= box.width - 1 &&
					parseFloat( getComputedStyle( slide ).opacity ) > 0.99
				);
			} )
			.map( ( slide ) => slide.getAttribute( 'aria-label' )! );
	} );
}

/**
 * Asserts the slider landed on a slide: seen, current in the markup, and its dot current.
 * @param slider The slider.
 * @param slide  The slide, 1-based.
 * @param step   What moved it, for the message.
 */
async function expectLanded( slider: Locator, slide: number, step: string ) {
	const name = `Slide ${ slide } of 3`;
	await expect
		.poll( () => seen( slider ), {
			message: `${ step }: seen`,
			intervals: [ 50 ],
		} )
		.toEqual( [ name ] );
	await expect(
		slider.locator( '.vitrine-slider__slide--current' ),
		`${ step }: current`
	).toHaveAttribute( 'aria-label', name );
	await expect(
		slider.locator( '.vitrine-slider__dot[aria-current="true"]' ),
		`${ step }: dot`
	).toHaveAccessibleName( `Show slide ${ slide }` );
}

/**
 * A visitor for an input: a phone with a finger for swipes, a desktop for the rest.
 * @param browser   The browser.
 * @param input     The input.
 * @param direction The site's text direction.
 */
async function openFor(
	browser: Browser,
	input: Input,
	direction: TextDirection
): Promise< { page: Page; close: () => Promise< void >; finger?: Finger } > {
	if ( input === 'touch swipe' ) {
		return openPhone( browser, direction );
	}
	const desktop = await openGuardedPage( browser, {
		viewport: { width: 1280, height: 800 },
	} );
	await readIn( desktop.page, direction );
	return desktop;
}

/** A visitor on a slider's page: who moves it, and how. */
type Visit = {
	page: Page;
	finger?: Finger;
	slider: Locator;
	input: Input;
	/** The page's reading direction (forward is to the left in LTR). */
	direction: TextDirection;
};

/**
 * Moves the slider one step the given way with the visit's input, the way a visitor would.
 * @param visit           The visitor, the slider and the input.
 * @param visit.page      The visitor's page.
 * @param visit.finger    The phone's finger (swipes).
 * @param visit.slider    The slider.
 * @param visit.input     The input.
 * @param visit.direction The page's reading direction.
 * @param way             Forward or backward.
 * @param to              The slide it goes to (the dots name it).
 */
async function move(
	{ page, finger, slider, input, direction }: Visit,
	way: Way,
	to: number
) {
	const forward = way === 'forward';
	// Forward pulls the next slide in from the end side: leftwards in LTR, rightwards in RTL.
	const leftwards = forward === ( direction === 'ltr' );
	if ( input === 'touch swipe' || input === 'mouse drag' ) {
		const box = ( await slider
			.locator( '.vitrine-slider__viewport' )
			.boundingBox() )!;
		const from = { x: box.x + box.width / 2, y: box.y + box.height / 4 };
		const across = leftwards ? -160 : 160;
		if ( finger ) {
			// Held still before letting go: no flick, so one slide whatever the pace.
			await finger.swipe( from, { x: across, y: 0 }, { holdMs: 150 } );
			return;
		}
		await page.mouse.move( from.x, from.y );
		await page.mouse.down();
		for ( let step = 1; step <= 10; step++ ) {
			await page.mouse.move( from.x + ( across * step ) / 10, from.y );
		}
		await page.waitForTimeout( 150 );
		await page.mouse.up();
		return;
	}
	if ( input === 'arrows' ) {
		await slider
			.getByRole( 'button', {
				name: forward ? 'Next slide' : 'Previous slide',
			} )
			.click();
		return;
	}
	if ( input === 'dots' ) {
		await slider
			.getByRole( 'button', { name: `Show slide ${ to }` } )
			.click();
		return;
	}
	// Keys: pressed with focus in the slider (on its pause-free stage's first control); the
	// arrow keys follow the reading direction.
	await slider.getByRole( 'button', { name: 'Previous slide' } ).focus();
	await page.keyboard.press( leftwards ? 'ArrowRight' : 'ArrowLeft' );
}

// Each effect's post: moves of 150 ms for the matrix (each of its 160 steps waits for one), and
// of 1000 ms for the quick swipes, whose second must catch the first's move under way.
/**
 * Opens an effect's post and returns its slider, scrolled into view, its engine running.
 * @param page   The visitor's page.
 * @param postId The post.
 * @param effect The slider's effect.
 */
async function openSlider( page: Page, postId: number, effect: Effect ) {
	await page.goto( `/?p=${ postId }` );
	const slider = page.locator( SLIDER ).first();
	await slider.scrollIntoViewIfNeeded();
	await expect( slider ).toHaveAttribute( 'data-vitrine-slider', effect );
	return slider;
}

const posts: Partial< Record< Effect, number > > = {};
const slowPosts: Partial< Record< Effect, number > > = {};

test.beforeAll( async ( { requestUtils } ) => {
	for ( const effect of EFFECTS ) {
		for ( const [ speed, ids ] of [
			[ 150, posts ],
			[ 1000, slowPosts ],
		] as const ) {
			const post = await requestUtils.createPost( {
				title: `Slider matrix: ${ effect }, ${ speed } ms`,
				status: 'publish',
				date_gmt: new Date().toISOString(),
				content: hero( effect, speed ),
			} );
			ids[ effect ] = post.id;
		}
	}
} );

for ( const effect of EFFECTS ) {
	for ( const input of INPUTS ) {
		for ( const direction of DIRECTIONS ) {
			test( `SL-1 SL-6 ${ effect } × ${ input } × ${ direction }: forward, backward and round the loop both ways land on the right slide, before React and under it`, async ( {
				browser,
			} ) => {
				const visitor = await openFor( browser, input, direction );
				const { page, finger } = visitor;
				const letViewLoad = await holdFile(
					page,
					/\/build\/slider\/view\.js/
				);
				const slider = await openSlider(
					page,
					posts[ effect ]!,
					effect
				);
				await expect( slider ).toHaveCSS( 'direction', direction );
				for ( const phase of [ 'small script', 'React view' ] ) {
					if ( phase === 'React view' ) {
						letViewLoad();
						// A pointer passing over it starts the view (the islands loader).
						await slider.dispatchEvent( 'pointerover' );
						await expect( slider ).toHaveAttribute(
							'data-vitrine-hydrated',
							'true'
						);
					} else {
						await expect( slider ).not.toHaveAttribute(
							'data-vitrine-hydrated',
							'true'
						);
					}
					await expectLanded( slider, 1, `${ phase }: start` );
					for ( const [ way, to ] of STEPS ) {
						await move(
							{ page, finger, slider, input, direction },
							way,
							to
						);
						await expectLanded(
							slider,
							to,
							`${ phase }: ${ way } to ${ to }`
						);
					}
				}
				await visitor.close();
			} );
		}
	}
}

for ( const effect of EFFECTS ) {
	for ( const direction of DIRECTIONS ) {
		test( `SL-1 SL-6 ${ effect } × ${ direction }: a second swipe that catches the slider still moving goes on from where the first was going`, async ( {
			browser,
		} ) => {
			const phone = await openPhone( browser, direction );
			const { page, finger } = phone;
			const slider = await openSlider(
				page,
				slowPosts[ effect ]!,
				effect
			);
			await expectLanded( slider, 1, 'start' );
			// Each pair: the second swipe starts as the first lets go, while the move it started
			// (1000 ms) is under way.
			const pairs: Array< [ Way, Way, number ] > = [
				[ 'forward', 'forward', 3 ],
				[ 'forward', 'backward', 3 ],
				[ 'backward', 'backward', 1 ],
			];
			for ( const [ first, second, to ] of pairs ) {
				for ( const way of [ first, second ] ) {
					await move(
						{
							page,
							finger,
							slider,
							input: 'touch swipe',
							direction,
						},
						way,
						to
					);
				}
				await expectLanded( slider, to, `${ first } then ${ second }` );
			}
			await phone.close();
		} );
	}
}
