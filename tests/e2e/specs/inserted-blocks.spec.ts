/**
 * Blocks as a site editor inserts them into an empty post (docs/blocks.md, "Inserted empty"): each shows what to
 * do next with core's own components (a placeholder, a media placeholder) or starting content that
 * reads as the block, and what is chosen in place reaches the page.
 */
import { readFileSync, readdirSync } from 'fs';
import path from 'path';
import type { Locator } from '@playwright/test';
import { expect, test } from '../fixtures';
import { ROOT } from '../env';

// In the theme a new site on the project's WordPress gets (Twenty Twenty-Five on 7.1).
test.use( { inDefaultTheme: true } );

/** The blocks a site editor inserts anywhere: every block.json without a `parent`. */
const TOP_LEVEL = readdirSync( path.join( ROOT, 'src/blocks' ) )
	.map(
		( folder ) =>
			JSON.parse(
				readFileSync(
					path.join( ROOT, 'src/blocks', folder, 'block.json' ),
					'utf8'
				)
			) as { name: string; parent?: string[] }
	)
	.filter( ( block ) => ! block.parent )
	.map( ( block ) => block.name )
	.sort();

/** A block's own placeholder (not one of its inner blocks'). */
const OWN_PLACEHOLDER = ':scope > .components-placeholder';

/**
 * A block at the root of the canvas.
 * @param canvas The canvas's body.
 * @param name   The block's name.
 */
const inCanvas = ( canvas: Locator, name: string ) =>
	canvas.locator( `.is-root-container > [data-type="${ name }"]` );

test( 'ST-1 ST-4 SL-1 SL-4 every block inserted into an empty post shows what to do next: core’s placeholder, or starting content that reads as the block', async ( {
	editorUtils,
	admin,
	editor,
	page,
} ) => {
	await admin.createNewPost( { title: 'Inserted blocks' } );
	// The counter through the inserter itself: its default look brings starting content.
	await editorUtils.insertFromInserter( 'Counter', true );
	const counter = inCanvas(
		editor.canvas.locator( 'body' ),
		'vitrine/counter'
	);
	await expect( counter ).toContainText( '100+' );
	await expect( counter ).toContainText( 'Happy customers' );

	// Every other block as the inserter inserts it: its inserter item's attributes and inner
	// blocks (a default look's included), all at once.
	const inserted: string[] = await page.evaluate( () => {
		type Item = {
			name: string;
			initialAttributes: object;
			innerBlocks?: unknown[];
			isDisabled: boolean;
		};
		const { wp } = window as unknown as {
			wp: {
				blocks: {
					createBlock: (
						name: string,
						attributes: object,
						inner: unknown[]
					) => unknown;
					createBlocksFromInnerBlocksTemplate: (
						template: unknown[]
					) => unknown[];
				};
				data: {
					select: ( store: string ) => {
						getInserterItems: () => Item[];
					};
					dispatch: ( store: string ) => {
						insertBlocks: ( blocks: unknown[] ) => void;
					};
				};
			};
		};
		const first = new Map< string, Item >();
		for ( const item of wp.data
			.select( 'core/block-editor' )
			.getInserterItems() ) {
			if (
				item.name.startsWith( 'vitrine/' ) &&
				! item.isDisabled &&
				! first.has( item.name )
			) {
				first.set( item.name, item );
			}
		}
		first.delete( 'vitrine/counter' );
		wp.data
			.dispatch( 'core/block-editor' )
			.insertBlocks(
				[ ...first.values() ].map( ( item ) =>
					wp.blocks.createBlock(
						item.name,
						item.initialAttributes,
						wp.blocks.createBlocksFromInnerBlocksTemplate(
							item.innerBlocks ?? []
						)
					)
				)
			);
		return [ ...first.keys(), 'vitrine/counter' ].sort();
	} );
	expect( inserted ).toEqual( TOP_LEVEL );

	const root = editor.canvas.locator( 'body' );
	const unfinished: string[] = [];
	for ( const name of TOP_LEVEL ) {
		const block = inCanvas( root, name ).first();
		await expect( block, name ).toBeVisible();
		const placeholders = await block
			.locator( '.components-placeholder' )
			.count();
		// What it reads as: its text and the names of its controls and pictures, less the
		// editor's own "Block: …" name of each block.
		const read = await block.evaluate( ( element ) =>
			[
				( element as HTMLElement ).innerText,
				...[ ...element.querySelectorAll( '[aria-label]' ) ].map(
					( named ) => named.getAttribute( 'aria-label' ) ?? ''
				),
				...[ ...element.querySelectorAll( 'img[alt]' ) ].map(
					( image ) => ( image as HTMLImageElement ).alt
				),
			]
				.filter( ( text ) => ! text.startsWith( 'Block: ' ) )
				.join( ' ' )
		);
		if ( ! placeholders && ! /\p{L}{3,}/u.test( read ) ) {
			unfinished.push( `${ name }: ${ read.replace( /\s+/g, ' ' ) }` );
		}
	}
	expect( unfinished ).toEqual( [] );

	// The hero slide offers its picture in place, the logo strip its logos (its empty slides out
	// of sight), the countdown its date.
	const hero = inCanvas( root, 'vitrine/hero-slider' );
	await expect(
		hero
			.locator( '[data-type="vitrine/slide"]' )
			.first()
			.locator( OWN_PLACEHOLDER )
	).toContainText( 'Background picture' );
	const logos = inCanvas( root, 'vitrine/logo-slider' );
	await expect( logos.locator( OWN_PLACEHOLDER ) ).toContainText( 'Logos' );
	await expect( logos.locator( '.vitrine-slider__stage' ) ).toBeHidden();
	const countdown = inCanvas( root, 'vitrine/countdown' );
	const placeholder = countdown.locator( OWN_PLACEHOLDER );
	await placeholder
		.getByRole( 'button', { name: 'Pick the date and time' } )
		.click();
	// Core's date picker, in a popover over the canvas (the editor's own document).
	await expect(
		page.locator( '.components-popover .components-datetime' )
	).toBeVisible();
	await page.keyboard.press( 'Escape' );
	await placeholder
		.getByRole( 'button', { name: 'Start with a week from now' } )
		.click();
	await expect( placeholder ).toHaveCount( 0 );
	await expect( countdown ).toContainText( 'days' );
	await expect( countdown.locator( 'time' ) ).toHaveAttribute(
		'datetime',
		/^\d{4}-\d\d-\d\dT/
	);
} );

test( 'SL-1 SL-4 a hero slide’s picture and a logo strip’s logos, uploaded in their placeholders, are on the page', async ( {
	editorUtils,
	admin,
	editor,
	visitor,
} ) => {
	await admin.createNewPost( { title: 'Pictures chosen in place' } );
	await editorUtils.insertFromInserter( 'Hero slider', true );
	await editorUtils.insertFromInserter( 'Logo slider', true );
	const root = editor.canvas.locator( 'body' );
	const firstSlide = inCanvas( root, 'vitrine/hero-slider' )
		.locator( '[data-type="vitrine/slide"]' )
		.first();
	await firstSlide
		.locator( `${ OWN_PLACEHOLDER } input[type="file"]` )
		.setInputFiles( path.join( ROOT, 'demo/images/studio.jpg' ) );
	await expect(
		firstSlide.locator( 'img.vitrine-slide__background' )
	).toHaveAttribute( 'src', /\/wp-content\/uploads\/.*studio.*\.jpg$/ );
	await expect( firstSlide.locator( OWN_PLACEHOLDER ) ).toHaveCount( 0 );

	const logos = inCanvas( root, 'vitrine/logo-slider' );
	await logos
		.locator( `${ OWN_PLACEHOLDER } input[type="file"]` )
		.setInputFiles(
			[ 'workshop', 'launch' ].map( ( file ) =>
				path.join( ROOT, `demo/images/${ file }.jpg` )
			)
		);
	const logoImages = logos.locator( '[data-type="vitrine/slide"] img' );
	await expect( logoImages ).toHaveCount( 2 );
	await expect( logos.locator( OWN_PLACEHOLDER ) ).toHaveCount( 0 );
	await expect( logos.locator( '.vitrine-slider__stage' ) ).toBeVisible();

	const postId = await editor.publishPost();
	await visitor.goto( `/?p=${ postId }` );
	await expect(
		visitor
			.locator( '.wp-block-vitrine-hero-slider .vitrine-slider__slide' )
			.first()
			.locator( 'img.vitrine-slide__background' )
	).toHaveAttribute( 'src', /studio.*\.jpg$/ );
	const shown = visitor.locator(
		'.wp-block-vitrine-logo-slider .vitrine-slider__slide img'
	);
	await expect( shown ).toHaveCount( 2 );
	await expect( shown.first() ).toHaveAttribute( 'src', /workshop.*\.jpg$/ );
	await expect( shown.last() ).toHaveAttribute( 'src', /launch.*\.jpg$/ );
} );
