/**
 * Transforms from core blocks (src/transforms/), as a site editor meets them: core blocks in a
 * post of the 7.1 editor, the block switcher of the block's toolbar, the Vitrine block it offers;
 * then the way back through the same menu. Every picture, alt text, caption, link and text
 * arrives, the published post validates and shows them to visitors, and the way back gives the
 * core blocks that came in. The mapping itself is unit-tested (src/transforms/test/).
 */
import path from 'path';
import type { Editor } from '@wordpress/e2e-test-utils-playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import type { EditorUtils } from '../utils/editor';
import { ROOT } from '../env';

// In the theme a new site on the project's WordPress gets (Twenty Twenty-Five on 7.1).
test.use( { inDefaultTheme: true } );

type EditorBlock = {
	name: string;
	attributes: Record< string, unknown >;
	innerBlocks: EditorBlock[];
};

/**
 * The editor's blocks, their rich text as HTML and without the keys a transform must not care
 * about (generated ids and defaults core fills in), to compare what went in with what came back.
 *
 * @param editor WordPress's editor helpers.
 * @param keep   The attributes compared.
 */
async function blocksIn( editor: Editor, keep: string[] ) {
	const strip = ( block: EditorBlock ): EditorBlock => ( {
		name: block.name,
		attributes: Object.fromEntries(
			keep
				.filter( ( key ) => block.attributes[ key ] !== undefined )
				.map( ( key ) => [ key, String( block.attributes[ key ] ) ] )
		),
		innerBlocks: block.innerBlocks.map( strip ),
	} );
	return ( ( await editor.getBlocks() ) as EditorBlock[] ).map( strip );
}

/**
 * Picks a block type in the block switcher of the selected block(s), as an editor does.
 *
 * @param editor WordPress's editor helpers.
 * @param page   The editor page.
 * @param title  The title of the block to turn into.
 */
async function switchTo( editor: Editor, page: Page, title: string ) {
	await editor.showBlockToolbar();
	await page
		.getByRole( 'toolbar', { name: 'Block tools' } )
		// Named by the block's title, or "Multiple blocks selected".
		.locator( '.block-editor-block-switcher' )
		.getByRole( 'button' )
		.first()
		.click();
	// By its text: a dashicon's glyph (CSS content) is part of the item's accessible name.
	await page
		.getByRole( 'menuitem' )
		.filter( { has: page.getByText( title, { exact: true } ) } )
		.click();
}

/**
 * Selects the top-level blocks of the post, first to last.
 *
 * @param editor WordPress's editor helpers.
 * @param page   The editor page.
 */
async function selectAll( editor: Editor, page: Page ) {
	await page.evaluate( () => {
		const { wp } = window as unknown as {
			wp: {
				data: {
					select: ( store: string ) => {
						getBlockOrder: () => string[];
					};
					dispatch: ( store: string ) => {
						multiSelect: ( first: string, last: string ) => void;
						selectBlock: ( id: string ) => void;
					};
				};
			};
		};
		const order = wp.data.select( 'core/block-editor' ).getBlockOrder();
		const blockEditor = wp.data.dispatch( 'core/block-editor' );
		if ( order.length === 1 ) {
			blockEditor.selectBlock( order[ 0 ] );
		} else {
			blockEditor.multiSelect( order[ 0 ], order[ order.length - 1 ] );
		}
	} );
	await expect(
		editor.canvas.locator( '.is-selected, .is-multi-selected' ).first()
	).toBeAttached();
}

/**
 * Selects every top-level block and turns them into another block type, as an editor does.
 *
 * @param editor WordPress's editor helpers.
 * @param page   The editor page.
 * @param title  The title of the block to turn into.
 */
async function switchAllTo( editor: Editor, page: Page, title: string ) {
	await selectAll( editor, page );
	await switchTo( editor, page, title );
}

/**
 * Publishes the post, reopens it and checks every block in it validates; then opens it as a
 * visitor.
 *
 * @param steps             The test's helpers.
 * @param steps.editor      WordPress's editor helpers.
 * @param steps.page        The editor page.
 * @param steps.editorUtils The project's editor steps.
 * @param visitor           The visitor's page.
 * @param block             The Vitrine block's class, seen on the reopened canvas.
 */
async function publishAndVisit(
	{
		editor,
		page,
		editorUtils,
	}: {
		editor: Editor;
		page: Page;
		editorUtils: EditorUtils;
	},
	visitor: Page,
	block: string
) {
	const postId = await editorUtils.publishAndReopen(
		editor.canvas.locator( `.${ block }` ).first()
	);
	expect( await editorUtils.invalidBlocks( page ) ).toEqual( [ [] ] );
	await visitor.goto( `/?p=${ postId }` );
}

const IMAGE_KEYS = [ 'id', 'url', 'alt', 'caption', 'href', 'linkDestination' ];

/**
 * Two pictures in the media library, uploaded once per worker. A worker fixture, not a
 * beforeAll hook: Playwright splits a file whose tests share a beforeAll into fixed halves by
 * count, and this file's two longest tests ran one after the other at the end of the run while
 * the other worker had nothing left.
 */
const withPictures = test.extend<
	{},
	{ pictures: Array< { id: number; url: string } > }
>( {
	pictures: [
		async ( { requestUtils }, use ) => {
			const pictures = [];
			for ( const image of [ 'studio', 'workshop' ] ) {
				const upload = await requestUtils.uploadMedia(
					path.join( ROOT, `demo/images/${ image }.jpg` )
				);
				pictures.push( { id: upload.id, url: upload.source_url } );
			}
			await use( pictures );
		},
		{ scope: 'worker' },
	],
} );

withPictures.describe( 'transforms from core blocks', () => {
	withPictures(
		'GA-1 SL-4 a Gallery becomes a portfolio and a logo strip, and back, with every picture, alt text, caption and link',
		async ( { editorUtils, admin, editor, page, visitor, pictures } ) => {
			const images: Array< {
				id: number;
				url: string;
				alt: string;
				caption: string;
				href?: string;
				linkDestination?: string;
			} > = [
				{
					...pictures[ 0 ],
					alt: 'The studio’s long table',
					caption: 'Studio <em>refit</em><br>Oak, linen and light',
					href: 'https://example.org/work/studio/',
					linkDestination: 'custom',
				},
				{
					...pictures[ 1 ],
					alt: 'A bench of tools',
					caption: 'Workshop',
					// What the Gallery gives an unlinked image of its own accord, in an effect after
					// it renders: set here, so the snapshot below does not depend on when that runs.
					linkDestination: 'none',
				},
			];
			await admin.createNewPost( { title: 'Gallery to portfolio' } );
			await editor.insertBlock( {
				name: 'core/gallery',
				innerBlocks: images.map( ( attributes ) => ( {
					name: 'core/image',
					attributes,
				} ) ),
			} );
			const gallery = await blocksIn( editor, IMAGE_KEYS );

			await switchAllTo( editor, page, 'Portfolio' );
			// Each project's picture, alt text, caption and link (its size, where the editor had
			// loaded it; visitors get it either way, below).
			await expect
				.poll( async () => {
					const [ portfolio ] =
						( await editor.getBlocks() ) as EditorBlock[];
					return [
						portfolio.name,
						...portfolio.innerBlocks.map( ( { attributes: a } ) => [
							a.imageId,
							a.imageUrl,
							a.alt,
							a.title,
							a.text,
							a.link,
						] ),
					];
				} )
				.toEqual( [
					'vitrine/portfolio',
					[
						images[ 0 ].id,
						images[ 0 ].url,
						images[ 0 ].alt,
						'Studio <em>refit</em>',
						'Oak, linen and light',
						images[ 0 ].href,
					],
					[
						images[ 1 ].id,
						images[ 1 ].url,
						images[ 1 ].alt,
						'Workshop',
						'',
						'',
					],
				] );

			await switchAllTo( editor, page, 'Gallery' );
			expect( await blocksIn( editor, IMAGE_KEYS ) ).toEqual( gallery );

			await switchAllTo( editor, page, 'Logo slider' );
			const strip = ( await editor.getBlocks() )[ 0 ] as EditorBlock;
			expect( strip.name ).toBe( 'vitrine/logo-slider' );
			expect(
				strip.innerBlocks.map( ( slide ) =>
					slide.innerBlocks.map( ( image ) => [
						image.name,
						image.attributes.url,
						image.attributes.alt,
						String( image.attributes.caption ?? '' ),
						image.attributes.href,
					] )
				)
			).toEqual(
				images.map( ( image ) => [
					[
						'core/image',
						image.url,
						image.alt,
						image.caption,
						image.href,
					],
				] )
			);
			await switchAllTo( editor, page, 'Gallery' );
			expect( await blocksIn( editor, IMAGE_KEYS ) ).toEqual( gallery );

			// The portfolio again, published: it validates and visitors get every project.
			await switchAllTo( editor, page, 'Portfolio' );
			await publishAndVisit(
				{ editor, page, editorUtils },
				visitor,
				'wp-block-vitrine-portfolio-item'
			);
			const portfolio = visitor.locator( '.wp-block-vitrine-portfolio' );
			await expect(
				portfolio.getByRole( 'img', { name: images[ 0 ].alt } )
			).toBeVisible();
			await expect(
				portfolio.getByRole( 'img', { name: images[ 1 ].alt } )
			).toBeVisible();
			// Every picture has its size, so its space is kept before it loads.
			for ( const img of await portfolio.locator( 'img' ).all() ) {
				await expect( img ).toHaveAttribute( 'width', /^[1-9]\d*$/ );
				await expect( img ).toHaveAttribute( 'height', /^[1-9]\d*$/ );
			}
			await expect(
				portfolio.getByRole( 'link', { name: 'Studio refit' } )
			).toHaveAttribute( 'href', String( images[ 0 ].href ) );
			await expect(
				portfolio.getByText( 'Oak, linen and light' )
			).toBeVisible();
		}
	);

	withPictures(
		'SL-3 quotes, chosen together or in a Group, become testimonials, and back, with their words and citations',
		async ( { editorUtils, admin, editor, page, visitor } ) => {
			const quote = ( words: string, citation: string ) => ( {
				name: 'core/quote',
				attributes: { citation },
				innerBlocks: [
					{ name: 'core/paragraph', attributes: { content: words } },
				],
			} );
			const quotes = [
				quote(
					'They listened, then <strong>built</strong> it.',
					'Ana Ruiz<br>Owner, Bakery'
				),
				quote( 'On time and on budget.', 'Ben Okafor' ),
			];
			await admin.createNewPost( { title: 'Quotes to testimonials' } );
			for ( const block of quotes ) {
				await editor.insertBlock( block );
			}
			const keys = [ 'citation', 'content', 'className' ];
			const before = await blocksIn( editor, keys );

			await switchAllTo( editor, page, 'Testimonials slider' );
			const [ slider ] = ( await editor.getBlocks() ) as EditorBlock[];
			expect( slider.name ).toBe( 'vitrine/testimonials' );
			expect(
				slider.innerBlocks.map( ( slide ) =>
					slide.innerBlocks.map( ( block ) => [
						String( block.attributes.className ),
						String( block.attributes.content ),
					] )
				)
			).toEqual( [
				[
					[
						'vitrine-testimonial__quote',
						'They listened, then <strong>built</strong> it.',
					],
					[ 'vitrine-testimonial__name', 'Ana Ruiz' ],
					[ 'vitrine-testimonial__role', 'Owner, Bakery' ],
				],
				[
					[ 'vitrine-testimonial__quote', 'On time and on budget.' ],
					[ 'vitrine-testimonial__name', 'Ben Okafor' ],
				],
			] );

			await switchAllTo( editor, page, 'Quote' );
			expect( await blocksIn( editor, keys ) ).toEqual( before );

			// The same quotes in a Group: the Group's switcher offers testimonials too.
			await switchAllTo( editor, page, 'Group' );
			await switchAllTo( editor, page, 'Testimonials slider' );
			expect(
				( ( await editor.getBlocks() ) as EditorBlock[] )[ 0 ]
			).toMatchObject( {
				name: 'vitrine/testimonials',
				innerBlocks: [
					{ name: 'vitrine/slide' },
					{ name: 'vitrine/slide' },
				],
			} );

			await publishAndVisit(
				{ editor, page, editorUtils },
				visitor,
				'wp-block-vitrine-testimonials'
			);
			const region = visitor.locator( '.wp-block-vitrine-testimonials' );
			await expect( region.getByText( 'Owner, Bakery' ) ).toBeAttached();
			await expect(
				region.getByText( 'On time and on budget.' )
			).toBeAttached();
		}
	);

	withPictures(
		'SL-1 Covers become a hero slider, and back, with their picture, darkening and blocks',
		async ( { editorUtils, admin, editor, page, visitor, pictures } ) => {
			const cover = ( index: number, heading: string ) => ( {
				name: 'core/cover',
				attributes: {
					url: pictures[ index ].url,
					id: pictures[ index ].id,
					dimRatio: 60,
					minHeight: 200,
					minHeightUnit: 'px',
				},
				innerBlocks: [
					{
						name: 'core/heading',
						attributes: { content: heading, level: 2 },
					},
				],
			} );
			await admin.createNewPost( { title: 'Covers to hero slider' } );
			await editor.insertBlock( cover( 0, 'Made in the studio' ) );
			await editor.insertBlock( cover( 1, 'Mended in the workshop' ) );
			const keys = [ 'url', 'id', 'dimRatio', 'minHeight', 'content' ];
			const before = await blocksIn( editor, keys );

			await switchAllTo( editor, page, 'Hero slider' );
			const [ hero ] = ( await editor.getBlocks() ) as EditorBlock[];
			expect( hero.name ).toBe( 'vitrine/hero-slider' );
			expect( hero.attributes.minHeight ).toBe( 200 );
			expect(
				hero.innerBlocks.map( ( slide ) => [
					slide.attributes.mediaUrl,
					slide.attributes.dimRatio,
					String( slide.innerBlocks[ 0 ].attributes.content ),
				] )
			).toEqual( [
				[ pictures[ 0 ].url, 60, 'Made in the studio' ],
				[ pictures[ 1 ].url, 60, 'Mended in the workshop' ],
			] );

			await switchAllTo( editor, page, 'Cover' );
			expect( await blocksIn( editor, keys ) ).toEqual( before );

			await switchAllTo( editor, page, 'Hero slider' );
			await publishAndVisit(
				{ editor, page, editorUtils },
				visitor,
				'wp-block-vitrine-hero-slider'
			);
			await expect(
				visitor.getByRole( 'heading', { name: 'Made in the studio' } )
			).toBeVisible();
			await expect(
				visitor.locator(
					`.wp-block-vitrine-hero-slider img[src="${ pictures[ 0 ].url }"]`
				)
			).toBeAttached();
		}
	);
	withPictures(
		'ST-3 a list of "label: percent" items becomes progress bars, and back',
		async ( { editorUtils, admin, editor, page, visitor } ) => {
			await admin.createNewPost( { title: 'List to progress bars' } );
			await editor.insertBlock( {
				name: 'core/list',
				innerBlocks: [
					{
						name: 'core/list-item',
						attributes: { content: 'R&amp;D: 70%' },
					},
					{
						name: 'core/list-item',
						attributes: { content: '<strong>Design</strong> 90 %' },
					},
				],
			} );
			await switchAllTo( editor, page, 'Progress bars' );
			const [ bars ] = ( await editor.getBlocks() ) as EditorBlock[];
			expect( bars ).toMatchObject( {
				name: 'vitrine/progress-bars',
				attributes: {
					bars: [
						{ label: 'R&amp;D', value: 70 },
						{ label: 'Design', value: 90 },
					],
				},
			} );

			await switchAllTo( editor, page, 'List' );
			expect( await blocksIn( editor, [ 'content' ] ) ).toEqual( [
				{
					name: 'core/list',
					attributes: {},
					innerBlocks: [
						{
							name: 'core/list-item',
							attributes: { content: 'R&amp;D: 70%' },
							innerBlocks: [],
						},
						{
							name: 'core/list-item',
							attributes: { content: 'Design: 90%' },
							innerBlocks: [],
						},
					],
				},
			] );

			await switchAllTo( editor, page, 'Progress bars' );
			await publishAndVisit(
				{ editor, page, editorUtils },
				visitor,
				'wp-block-vitrine-progress-bars'
			);
			await expect(
				visitor.locator( '.wp-block-vitrine-progress-bars' )
			).toContainText( 'R&D' );
		}
	);
} );
