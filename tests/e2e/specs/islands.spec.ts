/**
 * Islands (src/lifecycle, includes/islands.php) in real WordPress and Chromium: a view and the
 * React chain load only when their block needs them, every block works once its view starts,
 * with no hydration warning (the guarded pages fail on any console message), and the blocks that
 * start on interaction answer the very first click or key.
 */
import { readFileSync } from 'fs';
import path from 'path';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { ROOT } from '../env';
import { watchCurrentSlide } from '../slides';
import { holdFile } from '../hold';
import { openPhone } from '../touch';

/** React, ReactDOM, wp-element and every Vitrine view: nothing of it before it is needed. */
const VIEW_CHAIN =
	/(\/vendor\/react[\w-]*|\/dist\/element|\/plugins\/vitrine\/build\/(blocks|slider|view)\/[^?]*)(\.min)?\.js/;

const fixture = ( block: string, name: string ) =>
	readFileSync(
		path.join( ROOT, `src/blocks/${ block }/test/fixtures/${ name }.html` ),
		'utf8'
	);

/**
 * Records the scripts of the view chain a page requests from now on.
 *
 * @param page The page.
 * @return The addresses so far (a live list).
 */
function recordViewChain( page: Page ): string[] {
	const requested: string[] = [];
	page.on( 'request', ( request ) => {
		if (
			request.resourceType() === 'script' &&
			VIEW_CHAIN.test( request.url() )
		) {
			requested.push( request.url().replace( /\?.*$/, '' ) );
		}
	} );
	return requested;
}

test( 'ST-1 ST-4 SL-6 GA-1 a page whose blocks are all below the fold requests no React and no view until it is scrolled; then each block starts', async ( {
	visitorUtils,
	requestUtils,
	visitor,
} ) => {
	const post = await requestUtils.createPost( {
		title: 'Everything below the fold',
		date_gmt: new Date().toISOString(),
		status: 'publish',
		content: [
			'<!-- wp:spacer {"height":"2400px"} --><div style="height:2400px" aria-hidden="true" class="wp-block-spacer"></div><!-- /wp:spacer -->',
			fixture( 'counter', 'demo-orders' ),
			fixture( 'hero-slider', 'demo-launch' ),
			fixture( 'countdown', 'demo-launch' ),
			fixture( 'portfolio', 'demo-work' ),
		].join( '\n' ),
	} );
	const requested = recordViewChain( visitor );
	await visitor.goto( `/?p=${ post.id }`, { waitUntil: 'load' } );
	// Time for anything that would start after the load event to ask for its files.
	await visitor.waitForTimeout( 1500 );
	// Only the header's menu script, which starts near (the header is in view) and is no block's.
	expect(
		requested.filter( ( url ) => ! url.endsWith( '/view/mobile-menu.js' ) )
	).toEqual( [] );
	await expect( visitor.locator( '#vitrine-islands' ) ).toHaveCount( 1 );

	await visitorUtils.scrollThrough( visitor );
	// The counter only animates: its motion script runs on the served markup, and its React
	// view waits for a visitor to reach it.
	await visitorUtils.waitForMotion( visitor, '.wp-block-vitrine-counter', 1 );
	// The slider's engine starts near the viewport, without React; its view waits for a visitor.
	await expect(
		visitor.locator( '.vitrine-slider[data-vitrine-slider]' )
	).toHaveCount( 1 );
	// The countdown ticks the same way, its view waiting for a visitor too.
	await expect(
		visitor.locator( '.wp-block-vitrine-countdown[data-vitrine-phase]' )
	).toHaveCount( 1 );
	expect( requested ).toEqual(
		expect.arrayContaining( [
			expect.stringMatching( /\/counter\/motion\.js$/ ),
			expect.stringMatching( /\/slider\/motion\.js$/ ),
			expect.stringMatching( /\/countdown\/motion\.js$/ ),
		] )
	);
	// The portfolio's, the counter's and the countdown's views wait for a visitor to reach them;
	// the portfolio then works. (The full-width hero passed under the pointer that scrolled the
	// wheel: a visitor's pointer on it, so its view may have started.)
	expect(
		requested.some( ( url ) =>
			/\/(portfolio|counter|countdown)\/view\.js$/.test( url )
		)
	).toBe( false );
	const portfolio = visitor.locator( '.wp-block-vitrine-portfolio' );
	await portfolio.locator( '[data-filter="web"]' ).focus();
	await visitorUtils.waitForHydration(
		visitor,
		'.wp-block-vitrine-portfolio',
		1
	);
	// React once, however many views need it.
	expect(
		requested.filter( ( url ) => /\/vendor\/react-dom/.test( url ) )
	).toHaveLength( 1 );
	await visitor.keyboard.press( 'Enter' );
	await expect( portfolio.locator( '[data-filter="web"]' ) ).toHaveAttribute(
		'aria-pressed',
		'true'
	);
	// The slider answers its controls: the first click starts its view and is replayed to it.
	const slider = visitor.locator( '.vitrine-slider' );
	await slider.getByRole( 'button', { name: 'Next slide' } ).click();
	await expect( slider ).toHaveAttribute( 'data-vitrine-hydrated', 'true' );
	await expect(
		slider.locator( '[aria-current="true"]' )
	).toHaveAccessibleName( 'Show slide 2' );
} );

test( 'SL-1 a page with the hero slider in view requests nothing of the view chain before the load event', async ( {
	visitor,
} ) => {
	await visitor.goto( '/demo/hero-slider/', { waitUntil: 'load' } );
	// The demo shows the slider in view and again below the fold: the first starts on its own.
	await expect(
		visitor.locator( '.vitrine-slider[data-vitrine-slider]' ).first()
	).toBeVisible();
	const timings = await visitor.evaluate( ( chain ) => {
		const pattern = new RegExp( chain );
		const [ navigation ] = performance.getEntriesByType(
			'navigation'
		) as PerformanceNavigationTiming[];
		const chainEntries = performance
			.getEntriesByType( 'resource' )
			.filter( ( entry ) => pattern.test( entry.name ) );
		return {
			requested: chainEntries.length,
			early: chainEntries
				.filter(
					( entry ) => entry.startTime < navigation.loadEventStart
				)
				.map( ( entry ) => entry.name ),
		};
	}, VIEW_CHAIN.source );
	expect( timings.requested ).toBeGreaterThan( 0 );
	expect( timings.early ).toEqual( [] );
} );

/**
 * Holds a view script back, so that a test's first click or key surely arrives before the view
 * runs (on a fast local server it could otherwise win the race and prove nothing).
 *
 * @param page The page.
 * @param view What the view's address contains.
 */
async function delayView( page: Page, view: RegExp ) {
	await page.route( view, async ( route ) => {
		await new Promise( ( done ) => setTimeout( done, 600 ) );
		await route.continue();
	} );
}

test.describe( 'the first click is answered at once by the small script, and the view takes over from there', () => {
	test( "SL-1 SL-6 the first clicks on a slider's arrow, dot and pause button answer before its view has loaded, once each; the view adopts them", async ( {
		visitor,
	} ) => {
		const release = await holdFile( visitor, /\/slider\/view\.js/ );
		const views = recordViewChain( visitor );
		await visitor.goto( '/demo/hero-slider/', { waitUntil: 'load' } );
		const hero = visitor.locator( '.wp-block-vitrine-hero-slider' ).first();
		await expect( hero ).toHaveAttribute( 'data-vitrine-answers', '' );
		// The pointer on the slider holds autoplay from here: only the clicks move it.
		await hero.hover();
		const label = ( n: number ) => `Slide ${ n } of 3`;
		const at = Number(
			( await hero
				.locator( '.vitrine-slider__slide--current' )
				.getAttribute( 'aria-label' ) )!.charAt( 6 )
		);
		const after = ( at % 3 ) + 1;
		// Every change of the current slide, as the page sees it.
		const seen = await watchCurrentSlide( hero );
		const toggle = hero.getByRole( 'button', { name: 'Pause slides' } );
		const dot = ( n: number ) =>
			hero.getByRole( 'button', { name: `Show slide ${ n }` } );

		await hero.getByRole( 'button', { name: 'Next slide' } ).click();
		await expect( dot( after ) ).toHaveAttribute( 'aria-current', 'true' );
		await dot( at ).click();
		await expect( dot( at ) ).toHaveAttribute( 'aria-current', 'true' );
		await toggle.click();
		await expect( toggle ).toHaveAttribute( 'aria-pressed', 'true' );
		expect( await seen() ).toEqual( [
			label( at ),
			label( after ),
			label( at ),
		] );
		// All of it before the view ran: its script was asked for, and is still held.
		expect( views.some( ( url ) => /slider\/view\.js$/.test( url ) ) ).toBe(
			true
		);
		await expect( hero ).not.toHaveAttribute( 'data-vitrine-hydrated' );

		release();
		await expect( hero ).toHaveAttribute( 'data-vitrine-hydrated', 'true' );
		await expect( hero ).not.toHaveAttribute( 'data-vitrine-answers' );
		// The view took over where the clicks left it, paused, and answers from here.
		await expect( toggle ).toHaveAttribute( 'aria-pressed', 'true' );
		await expect( dot( at ) ).toHaveAttribute( 'aria-current', 'true' );
		await hero.getByRole( 'button', { name: 'Next slide' } ).click();
		await expect( dot( after ) ).toHaveAttribute( 'aria-current', 'true' );
		await toggle.click();
		await expect( toggle ).toHaveAttribute( 'aria-pressed', 'false' );
		expect( await seen() ).toEqual( [
			label( at ),
			label( after ),
			label( at ),
			label( after ),
		] );
	} );

	test( "ST-4 the first press on a countdown's pause button freezes it before its view has loaded; the view keeps it paused", async ( {
		visitor,
	} ) => {
		const release = await holdFile( visitor, /\/countdown\/view\.js/ );
		await visitor.goto( '/demo/countdown/', { waitUntil: 'load' } );
		const countdown = visitor
			.locator( '.wp-block-vitrine-countdown[data-vitrine-phase="live"]' )
			.first();
		await expect( countdown ).toHaveAttribute( 'data-vitrine-answers', '' );
		const seconds = countdown.locator( '.vitrine-countdown__value' ).last();
		const pause = countdown.getByRole( 'button', {
			name: 'Pause countdown',
		} );
		await pause.click();
		await expect( pause ).toHaveAttribute( 'aria-pressed', 'true' );
		const frozen = await seconds.textContent();
		await visitor.waitForTimeout( 2100 );
		expect( await seconds.textContent() ).toBe( frozen );
		await expect( countdown ).not.toHaveAttribute(
			'data-vitrine-hydrated'
		);

		release();
		await expect( countdown ).toHaveAttribute(
			'data-vitrine-hydrated',
			'true'
		);
		await visitor.waitForTimeout( 1100 );
		await expect( pause ).toHaveAttribute( 'aria-pressed', 'true' );
		expect( await seconds.textContent() ).toBe( frozen );
		// One press more, by the view: it counts on from the real time.
		await pause.click();
		await expect( pause ).toHaveAttribute( 'aria-pressed', 'false' );
		await expect( seconds ).not.toHaveText( frozen as string );
	} );
} );

test( "GA-1 GA-2 the first clicks on a portfolio's filter and on an image answer before its view has loaded, once each; the view adopts the filter", async ( {
	visitor,
} ) => {
	const release = await holdFile( visitor, /\/portfolio\/view\.js/ );
	await visitor.goto( '/demo/portfolio/', { waitUntil: 'load' } );
	const portfolio = visitor.locator( '.wp-block-vitrine-portfolio' ).first();
	await expect( portfolio ).toHaveAttribute( 'data-vitrine-answers', '' );
	const items = portfolio.locator( '.vitrine-portfolio__items > li' );
	const total = await items.count();
	const shown = portfolio.locator(
		'.vitrine-portfolio__items > li:not([hidden])'
	);

	const web = portfolio.locator( '[data-filter="web"]' );
	await web.click();
	await expect( web ).toHaveAttribute( 'aria-pressed', 'true' );
	await expect( visitor ).toHaveURL( /#portfolio=web$/ );
	await expect( portfolio.getByRole( 'status' ) ).toHaveText(
		'Showing 4 projects in Web.'
	);
	await expect( shown ).toHaveCount( 4 );

	// Two clicks on an image while the lightbox's code comes: one lightbox, on that image.
	const open = shown.first().locator( '.vitrine-portfolio__open' );
	await open.click();
	await open.click( { force: true } ).catch( () => undefined );
	await expect( visitor.locator( '#glightbox-body' ) ).toBeVisible();
	await expect( visitor.locator( '.glightbox-container' ) ).toHaveCount( 1 );
	await expect( open ).not.toHaveAttribute( 'aria-busy' );
	await visitor.keyboard.press( 'Escape' );
	await expect( visitor.locator( '#glightbox-body' ) ).toHaveCount( 0 );
	// All of it before the view: it is still held back.
	await expect( portfolio ).not.toHaveAttribute( 'data-vitrine-hydrated' );

	// The view, let through now, hydrates the filtered markup and answers from there.
	release();
	await expect( portfolio ).toHaveAttribute(
		'data-vitrine-hydrated',
		'true'
	);
	await expect( web ).toHaveAttribute( 'aria-pressed', 'true' );
	await expect( shown ).toHaveCount( 4 );
	await portfolio.locator( '[data-filter="*"]' ).click();
	await expect( shown ).toHaveCount( total );
	await expect( visitor ).not.toHaveURL( /#portfolio=/ );
} );

/**
 * Records the visitor's own clicks (trusted ones) that reach the page's handlers: a click the
 * islands loader holds never does (only its replay does, untrusted).
 * @param page The page.
 */
async function recordTrustedClicks(
	page: Page
): Promise< () => Promise< number > > {
	await page.evaluate( () => {
		const state = window as unknown as { trustedClicks: number };
		state.trustedClicks = 0;
		addEventListener( 'click', ( event ) => {
			state.trustedClicks += Number( event.isTrusted );
		} );
	} );
	return () =>
		page.evaluate(
			() =>
				( window as unknown as { trustedClicks: number } ).trustedClicks
		);
}

test( 'SP-1 SE-1 MM-1 the side panel, the search and the mobile menu run their small scripts with no input, so the first tap opens each at once, held for no download', async ( {
	browser,
} ) => {
	const { page: visitor, close } = await openPhone( browser );
	for ( const { url, view, opener, opened } of [
		{
			url: '/demo/offcanvas/',
			view: /\/offcanvas\/view\.js$/,
			opener: visitor.getByRole( 'button', {
				name: 'About the studio',
				exact: true,
			} ),
			opened: visitor.getByRole( 'dialog', { name: 'About the studio' } ),
		},
		{
			url: '/demo/search-overlay/',
			view: /\/search-overlay\/view\.js$/,
			opener: visitor.locator( '.vitrine-search-overlay__open' ),
			opened: visitor.getByRole( 'dialog', { name: 'Search' } ),
		},
		{
			url: '/demo/header/',
			view: /\/view\/mobile-menu\.js$/,
			opener: visitor
				.locator( 'nav[aria-label="Demo header menu"]' )
				.getByRole( 'button', { name: 'Open menu' } ),
			opened: visitor
				.locator( 'nav[aria-label="Demo header menu"]' )
				.getByRole( 'dialog' ),
		},
	] ) {
		const requested = recordViewChain( visitor );
		await visitor.goto( url, { waitUntil: 'load' } );
		// With no input, the script comes after the load, and runs.
		await expect
			.poll( () => requested.some( ( address ) => view.test( address ) ) )
			.toBe( true );
		await visitor.waitForLoadState( 'networkidle' );
		const trustedClicks = await recordTrustedClicks( visitor );
		await opener.first().tap();
		await expect( opened.first() ).toBeVisible();
		// The tap itself was answered: not held for a download (a sticky header's script, which
		// the tap starts, included) and replayed.
		expect( await trustedClicks(), url ).toBeGreaterThan( 0 );
	}
	await close();
} );

test( 'GA-2 on a touch screen the lightbox comes with no input, so the first tap on an image opens it at once, never busy', async ( {
	visitorUtils,
	browser,
} ) => {
	const { page: visitor, close } = await openPhone( browser );
	const lightbox = visitorUtils.recordRequests(
		visitor,
		/\/build\/portfolio-lightbox\.js/
	);
	await visitor.goto( '/demo/portfolio/', { waitUntil: 'load' } );
	// No hover comes before a tap: the small script fetches the lightbox once it starts.
	await expect.poll( () => lightbox.length ).toBe( 1 );
	await visitor.waitForLoadState( 'networkidle' );
	const open = visitor.locator( '.vitrine-portfolio__open' ).first();
	await open.evaluate( ( link ) => {
		const seen = window as unknown as { busySeen: boolean };
		seen.busySeen = false;
		new MutationObserver( () => {
			seen.busySeen ||= link.hasAttribute( 'aria-busy' );
		} ).observe( link, { attributes: true } );
	} );
	await open.tap();
	await expect( visitor.locator( '#glightbox-body' ) ).toBeVisible();
	expect(
		await visitor.evaluate(
			() => ( window as unknown as { busySeen: boolean } ).busySeen
		)
	).toBe( false );
	expect( lightbox ).toHaveLength( 1 );
	await close();
} );

test.describe( 'the first click or key works before the view has loaded', () => {
	test( 'GA-1 the first click on a portfolio filter filters', async ( {
		visitor,
	} ) => {
		const requested = recordViewChain( visitor );
		await delayView( visitor, /\/portfolio\/view\.js/ );
		await visitor.goto( '/demo/portfolio/', { waitUntil: 'load' } );
		expect(
			requested.some( ( url ) => /\/portfolio\/view\.js$/.test( url ) )
		).toBe( false );
		const portfolio = visitor
			.locator( '.wp-block-vitrine-portfolio' )
			.first();
		const web = portfolio.locator( '[data-filter="web"]' );
		await web.click();
		await expect( web ).toHaveAttribute( 'aria-pressed', 'true' );
		await expect( visitor ).toHaveURL( /#portfolio=web$/ );
	} );

	test( 'SP-1 the first Enter on the side panel button opens it', async ( {
		visitor,
	} ) => {
		await delayView( visitor, /\/offcanvas\/view\.js/ );
		await visitor.goto( '/demo/offcanvas/', { waitUntil: 'load' } );
		const opener = visitor
			.getByRole( 'button', { name: 'About the studio', exact: true } )
			.first();
		await opener.focus();
		await visitor.keyboard.press( 'Enter' );
		await expect(
			visitor.getByRole( 'dialog', { name: 'About the studio' } )
		).toBeVisible();
	} );

	test( 'SE-1 the first click on the search button opens the search', async ( {
		visitor,
	} ) => {
		await delayView( visitor, /\/search-overlay\/view\.js/ );
		await visitor.goto( '/demo/search-overlay/', { waitUntil: 'load' } );
		await visitor
			.locator( '.vitrine-search-overlay__open' )
			.first()
			.click();
		await expect(
			visitor.getByRole( 'dialog', { name: 'Search' } )
		).toBeVisible();
	} );
} );
