/**
 * GA-1 portfolio filters and GA-2 lightbox, end to end in real WordPress and Chromium.
 */
import { readFileSync } from 'fs';
import path from 'path';
import type { Locator, Page } from '@playwright/test';
import { PORTFOLIO_RELAYOUT_MS } from '../../../src/shared/timing';
import { ROOT } from '../env';
import { expect, openGuardedPage, test } from '../fixtures';
import type { VisitorUtils } from '../utils/visitor';

const DEMO = '/demo/portfolio/';
const BLOCK = '.wp-block-vitrine-portfolio';
const VISIBLE = '.vitrine-portfolio__items > li:not([hidden])';
const DIALOG = '#glightbox-body';
/** The demo's item whose full-size image is missing on purpose. */
const BROKEN = 'Dunes';
const MISSING_FILE =
	'Failed to load resource: the server responded with a status of 404';

type DemoItem = {
	attributes: { title: string; categories: Array< { slug: string } > };
};
const demoItems: DemoItem[] = JSON.parse(
	readFileSync(
		path.join( ROOT, 'src/blocks/portfolio/test/fixtures/demo-work.json' ),
		'utf8'
	)
).innerBlocks;

/**
 * What each filter should show, worked out from the demo fixture itself.
 * @param filter
 */
function expectedTitles( filter: string ): string[] {
	return demoItems
		.filter(
			( item ) =>
				filter === '*' ||
				item.attributes.categories.some( ( c ) => c.slug === filter )
		)
		.map( ( item ) => item.attributes.title );
}

const slugs = [
	'*',
	...new Set(
		demoItems.flatMap( ( item ) =>
			item.attributes.categories.map( ( c ) => c.slug )
		)
	),
];

async function openDemo(
	visitorUtils: VisitorUtils,
	page: Page
): Promise< Locator > {
	await page.goto( DEMO );
	// The portfolios' view starts on interaction: a visitor reaching a control starts it.
	await visitorUtils.focusToStart( page, BLOCK );
	await visitorUtils.waitForHydration( page, BLOCK, 2 );
	return page.locator( BLOCK ).first();
}

async function openItem( portfolio: Locator, title: string ) {
	await portfolio
		.locator( 'li', { hasText: title } )
		.locator( '.vitrine-portfolio__open' )
		.click();
	const dialog = portfolio.page().locator( DIALOG );
	await expect( dialog ).toBeVisible();
	return dialog;
}

const slideTitle = ( dialog: Locator ) =>
	dialog.locator( '.gslide.current .gslide-title' );

test.describe( 'GA-1 portfolio filters', () => {
	test( 'GA-1 without JavaScript every item shows and the filter buttons are hidden', async ( {
		noScript,
	} ) => {
		await noScript.goto( DEMO );
		const portfolio = noScript.locator( BLOCK ).first();
		await expect( portfolio.locator( VISIBLE ) ).toHaveCount(
			demoItems.length
		);
		for ( const item of await portfolio.locator( 'li img' ).all() ) {
			await expect( item ).toBeVisible();
		}
		await expect(
			portfolio.locator( '.vitrine-portfolio__filters' )
		).toBeHidden();
	} );

	test( 'GA-1 each filter shows exactly its items, presses its button and announces the count', async ( {
		visitorUtils,
		visitor,
	} ) => {
		const portfolio = await openDemo( visitorUtils, visitor );
		for ( const slug of slugs ) {
			await test.step( slug, async () => {
				const button = portfolio.locator( `[data-filter="${ slug }"]` );
				await button.click();
				await expect( portfolio.locator( VISIBLE ) ).toHaveCount(
					expectedTitles( slug ).length
				);
				await expect(
					portfolio.locator( `${ VISIBLE } .vitrine-portfolio__name` )
				).toHaveText( expectedTitles( slug ) );
				await expect( button ).toHaveAttribute(
					'aria-pressed',
					'true'
				);
				await expect(
					portfolio.locator( '[aria-pressed="true"]' )
				).toHaveCount( 1 );
				const count = expectedTitles( slug ).length;
				await expect( portfolio.getByRole( 'status' ) ).toHaveText(
					new RegExp( `^Showing ${ count } projects` )
				);
			} );
		}
	} );

	test( 'GA-1 the filter is kept in the URL hash and restored on reload, for that portfolio only', async ( {
		visitorUtils,
		visitor,
	} ) => {
		let portfolio = await openDemo( visitorUtils, visitor );
		await portfolio.locator( '[data-filter="web"]' ).click();
		await expect( visitor ).toHaveURL( /#portfolio=web$/ );
		await visitor.reload();
		await visitorUtils.waitForHydration( visitor, BLOCK, 2 );
		portfolio = visitor.locator( BLOCK ).first();
		await expect( portfolio.locator( VISIBLE ) ).toHaveCount(
			expectedTitles( 'web' ).length
		);
		await expect(
			portfolio.locator( '[data-filter="web"]' )
		).toHaveAttribute( 'aria-pressed', 'true' );
		// The copy below the fold has its own entry ("portfolio-2") and still shows everything.
		await expect(
			visitor.locator( BLOCK ).nth( 1 ).locator( VISIBLE )
		).toHaveCount( demoItems.length );
		// A link to a filter that does not exist shows everything.
		await visitor.goto( `${ DEMO }?from=link#portfolio=nope` );
		await visitorUtils.waitForHydration( visitor, BLOCK, 2 );
		await expect(
			visitor.locator( BLOCK ).first().locator( VISIBLE )
		).toHaveCount( demoItems.length );
	} );

	test( 'GA-1 the re-layout animates, and is instant under reduced motion', async ( {
		visitorUtils,
	} ) => {
		// The most animations running at once inside the portfolio, watched every frame from
		// before the click, so a busy machine cannot finish the 350 ms re-layout unseen.
		const watch = ( page: Page ) =>
			page.evaluate( ( selector ) => {
				const state = window as unknown as { vitrineSeen: number };
				state.vitrineSeen = 0;
				const tick = () => {
					const running = document
						.getAnimations()
						.filter(
							( animation ) =>
								animation.playState === 'running' &&
								(
									animation.effect as KeyframeEffect | null
								 )?.target?.closest( selector )
						).length;
					state.vitrineSeen = Math.max( state.vitrineSeen, running );
					requestAnimationFrame( tick );
				};
				tick();
			}, BLOCK );
		const running = async ( page: Page ) => {
			await page.waitForTimeout( PORTFOLIO_RELAYOUT_MS + 100 );
			return page.evaluate(
				() =>
					( window as unknown as { vitrineSeen: number } ).vitrineSeen
			);
		};
		for ( const reducedMotion of [ 'no-preference', 'reduce' ] as const ) {
			const { page, close } = await visitorUtils.openHydrated(
				DEMO,
				BLOCK,
				2,
				{ reducedMotion },
				'focus'
			);
			await watch( page );
			await page
				.locator( BLOCK )
				.first()
				.locator( '[data-filter="photography"]' )
				.click();
			const animations = await running( page );
			if ( reducedMotion === 'reduce' ) {
				expect( animations ).toBe( 0 );
			} else {
				expect( animations ).toBeGreaterThan( 0 );
			}
			await close();
		}
	} );

	test( 'GA-1 hydration logs no console error and moves nothing on the page', async ( {
		visitorUtils,
		browser,
	} ) => {
		const boxes = ( page: Page ) =>
			page
				.locator( `${ BLOCK } >> nth=0` )
				.locator( 'li, button' )
				.evaluateAll( ( elements ) =>
					elements.map( ( e ) => {
						const box = e.getBoundingClientRect();
						return [ box.x, box.y, box.width, box.height ].map(
							Math.round
						);
					} )
				);
		// The same page with the view script blocked: scripting on, nothing hydrated.
		const served = await openGuardedPage( browser );
		await served.page.route( /portfolio\/view\.js/, ( route ) =>
			route.fulfill( { contentType: 'text/javascript', body: '' } )
		);
		await served.page.goto( DEMO );
		await served.page.waitForLoadState( 'load' );
		await expect(
			served.page.locator( `${ BLOCK }[data-vitrine-hydrated]` )
		).toHaveCount( 0 );
		const before = await boxes( served.page );
		await served.close();

		const hydrated = await visitorUtils.openHydrated(
			DEMO,
			BLOCK,
			2,
			{},
			'focus'
		);
		expect( await boxes( hydrated.page ) ).toEqual( before );
		await hydrated.close();
	} );

	test( 'GA-1 inserted through the editor: items from the media library, category chips and a working filter preview', async ( {
		editorUtils,
		visitorUtils,
		admin,
		editor,
		page,
		requestUtils,
		visitor,
	} ) => {
		const uploads = [];
		for ( const image of [ 'studio', 'workshop' ] ) {
			uploads.push(
				await requestUtils.uploadMedia(
					path.join( ROOT, `demo/images/${ image }.jpg` )
				)
			);
		}
		await admin.createNewPost( { title: 'Portfolio from the editor' } );
		await editorUtils.insertFromInserter( 'Portfolio' );
		// The media frame's scripts load on demand: the first click can come before them.
		const library = page.getByRole( 'dialog' );
		const libraryTab = library.getByRole( 'tab', {
			name: 'Media Library',
		} );
		await expect( async () => {
			if ( ! ( await libraryTab.isVisible() ) ) {
				await editor.canvas
					.getByRole( 'button', { name: 'Media Library' } )
					.click();
			}
			await expect( libraryTab ).toBeVisible( { timeout: 2000 } );
		} ).toPass();
		await libraryTab.click();
		for ( const upload of uploads ) {
			await library
				.locator( `li.attachment[data-id="${ upload.id }"]` )
				.click();
		}
		// Several images open WordPress's gallery frame, as for core's Gallery block.
		await library
			.getByRole( 'button', { name: 'Create a new gallery' } )
			.click();
		await library.getByRole( 'button', { name: 'Insert gallery' } ).click();

		const items = editor.canvas.locator(
			'.wp-block-vitrine-portfolio-item'
		);
		await expect( items ).toHaveCount( 2 );
		await expect( items.locator( 'img' ) ).toHaveCount( 2 );
		await items.first().locator( '.vitrine-portfolio__name' ).click();
		await editor.openDocumentSettingsSidebar();
		const categories = page.getByRole( 'combobox', { name: 'Categories' } );
		await categories.fill( 'Branding' );
		await categories.press( 'Enter' );

		const filters = editor.canvas.locator( '.vitrine-portfolio__filter' );
		await expect( filters ).toHaveText( [ 'All', 'Branding' ] );
		// By keyboard: the selected block's toolbar floats over the top of the portfolio.
		await filters.filter( { hasText: 'Branding' } ).focus();
		await page.keyboard.press( 'Enter' );
		await expect( items.nth( 1 ) ).toBeHidden();
		await expect( items.first() ).toBeVisible();

		const postId = await editorUtils.publishAndReopen(
			editor.canvas.locator( '.wp-block-vitrine-portfolio-item' ).first()
		);
		const portfolio = await visitorUtils.visitPost(
			visitor,
			postId,
			BLOCK,
			1,
			'focus'
		);
		await portfolio.locator( '[data-filter="branding"]' ).click();
		await expect( portfolio.locator( VISIBLE ) ).toHaveCount( 1 );
	} );
} );

test.describe( 'GA-2 lightbox', () => {
	test( 'GA-2 loads on first open, as a named modal dialog with focus inside; axe finds nothing', async ( {
		visitorUtils,
		a11yUtils,
		visitor,
	} ) => {
		const lightboxFiles: string[] = [];
		visitor.on( 'request', ( request ) => {
			if ( /portfolio-lightbox|\/build\/\d+\.js/.test( request.url() ) ) {
				lightboxFiles.push( request.url() );
			}
		} );
		const portfolio = await openDemo( visitorUtils, visitor );
		expect( lightboxFiles ).toEqual( [] );

		const [ first ] = expectedTitles( '*' );
		const dialog = await openItem( portfolio, first );
		expect( lightboxFiles.length ).toBeGreaterThan( 0 );
		await expect( dialog ).toHaveAttribute( 'role', 'dialog' );
		await expect( dialog ).toHaveAttribute( 'aria-modal', 'true' );
		await expect(
			visitor.getByRole( 'dialog', { name: 'Project viewer' } )
		).toBeVisible();
		await expect(
			dialog.getByRole( 'button', { name: 'Close' } )
		).toBeFocused();
		await expect( slideTitle( dialog ) ).toHaveText( first );
		await expect( dialog.locator( '.gslide.current img' ) ).toBeVisible();

		await a11yUtils.expectNoAxeViolations( visitor );
	} );

	test( 'GA-2 previous and next stay within the current filter, by keyboard and buttons', async ( {
		visitorUtils,
		visitor,
	} ) => {
		const portfolio = await openDemo( visitorUtils, visitor );
		await portfolio.locator( '[data-filter="web"]' ).click();
		const titles = expectedTitles( 'web' );
		const dialog = await openItem( portfolio, titles[ 0 ] );
		for ( const title of titles.slice( 1 ) ) {
			await visitor.keyboard.press( 'ArrowRight' );
			await expect( slideTitle( dialog ) ).toHaveText( title );
		}
		// The last one of the filter: there is no next.
		await visitor.keyboard.press( 'ArrowRight' );
		await expect( slideTitle( dialog ) ).toHaveText( titles.at( -1 )! );
		await dialog
			.getByRole( 'button', { name: 'Previous project' } )
			.click();
		await expect( slideTitle( dialog ) ).toHaveText( titles.at( -2 )! );
	} );

	test( 'GA-2 preloads the two items after the open one and none before', async ( {
		visitorUtils,
		visitor,
	} ) => {
		const portfolio = await openDemo( visitorUtils, visitor );
		const titles = expectedTitles( '*' );
		const at = 3;
		const dialog = await openItem( portfolio, titles[ at ] );
		const slides = dialog.locator( '.gslide' );
		await expect( slides.nth( at + 2 ) ).toHaveClass( /\bloaded\b/ );
		await expect( slides.nth( at + 1 ) ).toHaveClass( /\bloaded\b/ );
		const loaded = await slides.evaluateAll( ( nodes ) =>
			nodes.flatMap( ( node, index ) =>
				node.classList.contains( 'loaded' ) ? [ index ] : []
			)
		);
		expect( loaded ).toEqual( [ at, at + 1, at + 2 ] );
	} );

	test( "GA-2 on a phone, a project's text that reads like markup stays text in the lightbox's caption", async ( {
		browser,
		requestUtils,
	} ) => {
		// Text a Contributor may write (kses keeps it: it is text, escaped). GLightbox shortens a
		// caption on phones by reading its text and writing that text back as HTML, which made
		// it markup; long enough to be shortened, and short.
		const attack = '&lt;img src=x onerror="window.vitrineAttacked=1"&gt;';
		const item = ( name: string, text: string ) =>
			`<!-- wp:vitrine/portfolio-item --><li class="wp-block-vitrine-portfolio-item"><figure class="vitrine-portfolio__media"><a class="vitrine-portfolio__open" href="/wp-content/plugins/vitrine/demo/images/studio.jpg" aria-label="${ name }"><img src="/wp-content/plugins/vitrine/demo/images/studio.jpg" alt=""/></a></figure><h3 class="vitrine-portfolio__title"><span class="vitrine-portfolio__name">${ name }</span></h3><p class="vitrine-portfolio__text">${ text }</p></li><!-- /wp:vitrine/portfolio-item -->`;
		const post = await requestUtils.createPost( {
			title: 'Captions that read like markup',
			status: 'publish',
			date_gmt: new Date().toISOString(),
			content: `<!-- wp:vitrine/portfolio -->${ item(
				'Short',
				attack
			) }${ item(
				'Long',
				`${ attack } A longer project text, well past the sixty characters a phone's caption shows before its "See more".`
			) }<!-- /wp:vitrine/portfolio -->`,
		} );
		const phone = await openGuardedPage( browser, {
			viewport: { width: 412, height: 823 },
			hasTouch: true,
			isMobile: true,
			// GLightbox tells a phone by its user agent.
			userAgent:
				'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36',
		} );
		await phone.page.goto( `/?p=${ post.id }` );
		const portfolio = phone.page.locator( BLOCK );
		for ( const name of [ 'Short', 'Long' ] ) {
			const dialog = await openItem( portfolio, name );
			const caption = dialog.locator( '.gslide.current .gslide-desc' );
			await expect( caption ).toContainText( '<img src=x onerror=' );
			await expect( caption.locator( 'img' ) ).toHaveCount( 0 );
			await phone.page.keyboard.press( 'Escape' );
			await expect( dialog ).toBeHidden();
		}
		expect(
			await phone.page.evaluate(
				() =>
					( window as unknown as { vitrineAttacked?: number } )
						.vitrineAttacked
			)
		).toBeUndefined();
		await phone.close();
	} );

	test( 'GA-2 a broken image says so instead of spinning', async ( {
		visitorUtils,
	} ) => {
		const { page, close } = await visitorUtils.openHydrated(
			DEMO,
			BLOCK,
			2,
			{},
			'focus'
		);
		// The 404 of the deliberately missing file is the point of this test.
		page.removeAllListeners( 'console' );
		page.on( 'console', ( message ) => {
			if ( message.type() === 'error' ) {
				expect( message.text() ).toContain( MISSING_FILE );
			}
		} );
		const dialog = await openItem( page.locator( BLOCK ).first(), BROKEN );
		await expect( dialog.getByRole( 'alert' ) ).toHaveText(
			'The image could not be loaded.'
		);
		await expect( dialog.locator( '.gloader' ) ).toBeHidden();
		await close();
	} );

	test( 'GA-2 inline content opens; a missing inline target says "Content not found"', async ( {
		visitorUtils,
		requestUtils,
		visitor,
	} ) => {
		const fixture = readFileSync(
			path.join(
				ROOT,
				'src/blocks/portfolio/test/fixtures/inline-content.html'
			),
			'utf8'
		);
		const post = await requestUtils.createPost( {
			title: 'Portfolio with inline content',
			status: 'publish',
			date_gmt: new Date().toISOString(),
			content:
				fixture +
				'\n<!-- wp:paragraph {"anchor":"vitrine-brief"} -->\n<p id="vitrine-brief">A site for coastal walks that works offline.</p>\n<!-- /wp:paragraph -->',
		} );
		const portfolio = await visitorUtils.visitPost(
			visitor,
			post.id,
			BLOCK,
			1,
			'focus'
		);
		const dialog = await openItem( portfolio, 'The brief' );
		await expect( dialog.locator( '.gslide.current' ) ).toContainText(
			'A site for coastal walks that works offline.'
		);
		await visitor.keyboard.press( 'ArrowRight' );
		await expect(
			dialog.locator( '.gslide.current' ).getByRole( 'alert' )
		).toHaveText( 'Content not found' );
		await expect( dialog.locator( '.gloader' ) ).toBeHidden();
	} );

	test( 'GA-2 Tab stays inside, Escape closes, and focus returns to the item that opened it', async ( {
		visitorUtils,
		visitor,
	} ) => {
		const portfolio = await openDemo( visitorUtils, visitor );
		const [ , second ] = expectedTitles( '*' );
		const opener = portfolio
			.locator( 'li', { hasText: second } )
			.locator( '.vitrine-portfolio__open' );
		const dialog = await openItem( portfolio, second );
		for ( let press = 0; press < 5; press++ ) {
			await visitor.keyboard.press( 'Tab' );
			expect(
				await dialog.evaluate( ( node ) =>
					node.contains( node.ownerDocument.activeElement )
				)
			).toBe( true );
		}
		await visitor.keyboard.press( 'Escape' );
		await expect( dialog ).toHaveCount( 0 );
		await expect( opener ).toBeFocused();
	} );
} );
