/**
 * First response (docs/performance.md): for each interactive block, the time from a visitor's input to
 * the first frame that shows the change, on a first visit with a cold cache under the mobile
 * conditions (observed.mjs), after the load event and 2 s of idle; then once more after the
 * block's view has hydrated; with the bytes fetched between the input and that frame. Kadence
 * Blocks' pages answer the same input where the peer has the section.
 *
 * The input is a tap on the control (the finger's press is when the clock starts). A frame shows the change when the block's state, read by `state` in the page, differs
 * from what it was at the press: checked in every animation frame, whose time is the frame's.
 */
import { median } from './lighthouse.mjs';
import { openThrottled } from './observed.mjs';

const IDLE_MS = 2000;
// Cold visits per input and side: the medians are reported.
export const RUNS = 3;
// A response slower than this is reported as a miss, not waited for.
const GIVE_UP_MS = 15000;

/**
 * @typedef {Object} Input
 * @property {string}   name      What the visitor does.
 * @property {string}   page      Where (Vitrine's page).
 * @property {string[]} targets   The first input's control, then the second's.
 * @property {string}   state     An expression, evaluated in the page, whose value changes with the response.
 * @property {string}   [root]    The block whose hydration the second input waits for.
 * @property {boolean}  [close]   Whether Escape closes what the first input opened before the second.
 * @property {Object}   [kadence] The same input on Kadence's page of the section: page, targets, state.
 */

const current = ( root ) =>
	`document.querySelector('${ root } .vitrine-slider__slide--current')?.getAttribute('aria-label') + getComputedStyle(document.querySelector('${ root } .vitrine-slider__track')).transform`;
const splide = ( root ) =>
	`Array.from(document.querySelectorAll('${ root } .splide__list')).map((list) => getComputedStyle(list).transform + (list.querySelector('.is-active')?.id ?? '')).join()`;
// Shown, and no longer fully transparent (a fade's first frame counts).
const opened = ( selector ) =>
	`Boolean(document.querySelector('${ selector }')?.checkVisibility({ opacityProperty: true, visibilityProperty: true }))`;

/** @type {Input[]} */
export const INPUTS = [
	{
		name: 'hero slider, next arrow',
		page: '/vitrine/hero-slider/',
		root: '.wp-block-vitrine-hero-slider',
		targets: [
			'.wp-block-vitrine-hero-slider .vitrine-slider__arrow--next',
		],
		state: current( '.wp-block-vitrine-hero-slider' ),
		kadence: {
			page: '/kadence/hero-slider/',
			targets: [ '.splide__arrow--next' ],
			state: splide( 'body' ),
		},
	},
	{
		name: 'testimonials, next arrow',
		page: '/vitrine/testimonials/',
		root: '.wp-block-vitrine-testimonials',
		targets: [
			'.wp-block-vitrine-testimonials .vitrine-slider__arrow--next',
		],
		state: current( '.wp-block-vitrine-testimonials' ),
		kadence: {
			page: '/kadence/testimonials/',
			targets: [ '.splide__arrow--next' ],
			state: splide( 'body' ),
		},
	},
	{
		name: 'logo slider, next arrow',
		page: '/vitrine/logo-carousel/',
		root: '.wp-block-vitrine-logo-slider',
		targets: [
			'.wp-block-vitrine-logo-slider .vitrine-slider__arrow--next',
		],
		state: current( '.wp-block-vitrine-logo-slider' ),
		kadence: {
			page: '/kadence/logo-carousel/',
			targets: [ '.splide__arrow--next' ],
			state: splide( 'body' ),
		},
	},
	{
		name: 'portfolio, filter',
		page: '/demo/portfolio/',
		root: '.wp-block-vitrine-portfolio',
		targets: [ '[data-filter="web"]', '[data-filter="branding"]' ],
		state: `document.querySelector('.wp-block-vitrine-portfolio [aria-pressed="true"]')?.dataset.filter + document.querySelectorAll('.wp-block-vitrine-portfolio li[hidden]').length`,
	},
	{
		name: 'portfolio, lightbox',
		page: '/vitrine/gallery/',
		root: '.wp-block-vitrine-portfolio',
		targets: [
			'.vitrine-portfolio__items > li:nth-child(1) .vitrine-portfolio__open',
			'.vitrine-portfolio__items > li:nth-child(2) .vitrine-portfolio__open',
		],
		close: true,
		state: `${ opened( '.glightbox-container' ) } || Boolean(document.querySelector('[aria-busy="true"]'))`,
		kadence: {
			page: '/kadence/gallery/',
			targets: [
				'a.kb-gallery-item-link >> nth=0',
				'a.kb-gallery-item-link >> nth=1',
			],
			close: true,
			state: opened( '.glightbox-container' ),
		},
	},
	{
		name: 'countdown, pause',
		page: '/demo/countdown/',
		root: '.wp-block-vitrine-countdown',
		targets: [ '.wp-block-vitrine-countdown .vitrine-countdown__pause' ],
		state: `document.querySelector('.wp-block-vitrine-countdown .vitrine-countdown__pause').getAttribute('aria-pressed')`,
	},
	{
		name: 'side panel, open',
		page: '/demo/offcanvas/',
		targets: [ '.vitrine-offcanvas__open' ],
		close: true,
		state: opened( '.vitrine-offcanvas__dialog' ),
	},
	{
		name: 'search overlay, open',
		page: '/demo/search-overlay/',
		targets: [ '.vitrine-search-overlay__open' ],
		close: true,
		state: opened( '.vitrine-search-overlay__panel' ),
	},
	{
		name: 'mobile menu, open',
		page: '/demo/header/',
		targets: [ '.wp-block-navigation__responsive-container-open' ],
		close: true,
		state: `Boolean(document.querySelector('.wp-block-navigation__responsive-container.is-menu-open'))`,
	},
	{
		name: 'style switcher, swatch',
		page: '/demo/style-switcher/',
		targets: [
			'.vitrine-style-switcher__swatch[data-theme="ocean"]',
			'.vitrine-style-switcher__swatch[data-theme="meadow"]',
		],
		state: `getComputedStyle(document.documentElement).getPropertyValue('--vitrine-skin')`,
	},
	{
		name: 'comment, reply',
		page: '/demo/comments/',
		targets: [
			'.comment-reply-link >> nth=0',
			'.comment-reply-link >> nth=1',
		],
		state: `document.getElementById('respond')?.parentElement?.id + document.getElementById('comment_parent')?.value`,
	},
];

/**
 * Arms the page: the next press on a control starts the clock, and every frame after it checks
 * whether the state has changed.
 * @param {import('@playwright/test').Page} page  The page.
 * @param {string}                          state The state expression.
 */
function arm( page, state ) {
	return page.evaluate(
		( [ expression, giveUp ] ) => {
			const read = new Function( `return (${ expression });` );
			const probe = { done: false };
			window.vitrineFirstResponse = probe;
			window.addEventListener(
				'pointerdown',
				( event ) => {
					const before = String( read() );
					probe.start = event.timeStamp;
					const frame = ( time ) => {
						if ( String( read() ) !== before ) {
							probe.frame = time;
							probe.done = true;
						} else if ( time - probe.start > giveUp ) {
							probe.done = true;
						} else {
							window.requestAnimationFrame( frame );
						}
					};
					window.requestAnimationFrame( frame );
				},
				{ capture: true, once: true }
			);
		},
		[ state, GIVE_UP_MS ]
	);
}

/**
 * Presses and releases a control, waits for the response, and reads it.
 * @param {import('@playwright/test').Page} page   The page.
 * @param {string}                          target The control.
 * @param {string}                          state  The state expression.
 * @return {Promise<{ms: number|null, bytes: number, missing?: string}>} Input to frame (null: none within GIVE_UP_MS, or no such control), and the bytes fetched in between.
 */
async function respond( page, target, state ) {
	const control = page.locator( target ).first();
	if ( ! ( await control.count() ) ) {
		return { ms: null, bytes: 0, missing: target };
	}
	await control.scrollIntoViewIfNeeded();
	await arm( page, state );
	await control.tap( { timeout: 10000 } );
	await page.waitForFunction( () => window.vitrineFirstResponse.done, null, {
		timeout: GIVE_UP_MS * 2,
	} );
	return page.evaluate( () => {
		const { start, frame } = window.vitrineFirstResponse;
		const end = frame ?? performance.now();
		const bytes = performance
			.getEntriesByType( 'resource' )
			// Whatever was on its way between the two: a fetch the input started, or one that
			// started just before it (the tap's first touch) and that the answer waited for.
			.filter(
				( entry ) => entry.responseEnd > start && entry.startTime < end
			)
			.reduce( ( total, entry ) => total + entry.transferSize, 0 );
		return {
			ms: frame === undefined ? null : Math.round( frame - start ),
			bytes,
		};
	} );
}

/**
 * One input on one page: first (cold, after load and idle), then after hydration.
 * @param {import('@playwright/test').Browser} browser Chromium.
 * @param {string}                             url     The page.
 * @param {Object}                             input   Targets, state, root, close.
 */
async function firstAndAfter( browser, url, input ) {
	const { context, page } = await openThrottled( browser );
	try {
		await page.goto( url, { waitUntil: 'load' } );
		await page.waitForTimeout( IDLE_MS );
		const first = await respond( page, input.targets[ 0 ], input.state );
		// The view (if any) hydrates behind the first answer; then the same kind of input again.
		if ( input.root ) {
			await page
				.waitForFunction(
					( root ) =>
						document.querySelector( root )?.dataset
							.vitrineHydrated === 'true',
					input.root,
					{ timeout: 30000 }
				)
				.catch( () => undefined );
		}
		await page.waitForLoadState( 'networkidle' );
		if ( input.close ) {
			await page.keyboard.press( 'Escape' );
			await page.waitForTimeout( 1000 );
		}
		const after = await respond(
			page,
			input.targets[ 1 ] ?? input.targets[ 0 ],
			input.state
		);
		return { first, after };
	} finally {
		await context.close();
	}
}

/**
 * The medians of several visits' answers (a response that never came counts as the slowest).
 * @param {Array<{first: Object, after: Object}>} visited firstAndAfter()'s results.
 */
function medianOf( visited ) {
	const of = ( when ) => {
		const answers = visited.map( ( visit ) => visit[ when ] );
		const missing = answers.find( ( answer ) => answer.missing );
		if ( missing ) {
			return missing;
		}
		const times = answers.map( ( answer ) => answer.ms ?? Infinity );
		const ms = median( times.map( ( time ) => Math.min( time, 1e9 ) ) );
		return {
			ms: ms >= 1e9 ? null : Math.round( ms ),
			bytes: median( answers.map( ( answer ) => answer.bytes ) ),
			runs: times.map( ( time ) => ( time === Infinity ? null : time ) ),
		};
	};
	return { first: of( 'first' ), after: of( 'after' ) };
}

/**
 * One input on one side, RUNS cold visits.
 * @param {import('@playwright/test').Browser} browser Chromium.
 * @param {string}                             url     The page.
 * @param {Object}                             input   Targets, state, root, close.
 */
async function visits( browser, url, input ) {
	const each = [];
	for ( let run = 0; run < RUNS; run++ ) {
		each.push( await firstAndAfter( browser, url, input ) );
	}
	return medianOf( each );
}

/**
 * Every input, on Vitrine's page and, where the peer has the section, on Kadence's.
 * @param {Object}                             options
 * @param {import('@playwright/test').Browser} options.browser Chromium.
 * @param {string}                             options.site    The site (behind gzip).
 * @param {boolean}                            options.kadence Whether Kadence's pages exist.
 */
export async function measureFirstResponse( { browser, site, kadence } ) {
	const rows = [];
	for ( const input of INPUTS ) {
		process.stdout.write( `first response: ${ input.name }…\n` );
		const vitrine = await visits(
			browser,
			`${ site }${ input.page }`,
			input
		);
		const peer =
			kadence && input.kadence
				? await visits(
						browser,
						`${ site }${ input.kadence.page }`,
						input.kadence
					)
				: null;
		rows.push( {
			name: input.name,
			page: input.page,
			vitrine,
			kadence: peer,
		} );
	}
	return rows;
}
