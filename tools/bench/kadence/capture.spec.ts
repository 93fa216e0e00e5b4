/**
 * Builds each bench section with Kadence Blocks as an editor does (each block found in the
 * inserter and inserted, then set up with what its controls set, through the editor's block store),
 * publishes it, and saves the markup Kadence's own save() wrote as bench/kadence/<slug>.html.
 * Kadence's Testimonials removes itself when it mounts without items (its edit's first effect), so
 * it goes into the store with its items in one step.
 */
import { CAPTURE_URL, ROOT } from './env';
import { writeFileSync } from 'fs';
import path from 'path';
import { expect, test } from '@wordpress/e2e-test-utils-playwright';
import { insertFromInserter } from '../../../tests/e2e/inserter';
import {
	KADENCE_SECTIONS,
	SECTION_SLUGS,
	type Inner,
	type KadenceBlock,
} from './content';

/** The editor's globals this capture uses. */
interface EditorGlobals {
	wp: {
		blocks: {
			createBlock: (
				name: string,
				attributes: Record< string, unknown >,
				inner: unknown[]
			) => unknown;
		};
		data: {
			select: ( store: string ) => {
				getBlockOrder: () => string[];
				getBlockName: ( clientId: string ) => string;
				getCurrentPostId: () => number;
			};
			dispatch: ( store: string ) => {
				clearSelectedBlock: () => void;
				updateBlockAttributes: (
					clientId: string,
					attributes: Record< string, unknown >
				) => void;
				replaceInnerBlocks: (
					clientId: string,
					blocks: unknown[]
				) => void;
				insertBlocks: ( blocks: unknown[] ) => void;
			};
		};
	};
}

// Kadence Blocks active and Vitrine not, for this editor (tools/wp/mu-plugins/vitrine-local.php).
test.beforeEach( async ( { context } ) => {
	await context.addCookies( [
		{ name: 'vitrine_bench_kadence', value: 'on', url: CAPTURE_URL },
	] );
} );

for ( const slug of SECTION_SLUGS ) {
	test( `builds ${ slug } with Kadence Blocks`, async ( {
		admin,
		editor,
		page,
		requestUtils,
	} ) => {
		await admin.createNewPost( { postType: 'page', title: slug } );
		for ( const block of KADENCE_SECTIONS[ slug ]() ) {
			// At the end of the page, not inside the block inserted before.
			await page.evaluate( () =>
				( window as unknown as EditorGlobals ).wp.data
					.dispatch( 'core/block-editor' )
					.clearSelectedBlock()
			);
			if ( ! block.withItems ) {
				await insertFromInserter( page, block.title, true );
			}
			await page.evaluate( ( json ) => {
				// As JSON: Playwright's argument types cannot follow nested inner blocks.
				const {
					name,
					attributes,
					innerBlocks,
					withItems,
				}: KadenceBlock = JSON.parse( json );
				const { wp } = window as unknown as EditorGlobals;
				const dispatch = wp.data.dispatch( 'core/block-editor' );
				const create = ( [ inner, attrs, children ]: Inner ): unknown =>
					wp.blocks.createBlock(
						inner,
						attrs,
						( children ?? [] ).map( create )
					);
				if ( withItems ) {
					dispatch.insertBlocks( [
						create( [ name, attributes, innerBlocks ] ),
					] );
					return;
				}
				const store = wp.data.select( 'core/block-editor' );
				const order = store.getBlockOrder();
				const clientId = order[ order.length - 1 ];
				if ( store.getBlockName( clientId ) !== name ) {
					throw new Error( `${ name } was not inserted` );
				}
				dispatch.updateBlockAttributes( clientId, attributes );
				if ( innerBlocks ) {
					dispatch.replaceInnerBlocks(
						clientId,
						innerBlocks.map( create )
					);
				}
			}, JSON.stringify( block ) );
		}
		// Kadence's blocks give themselves their unique IDs once they render in the editor.
		await page.waitForTimeout( 1000 );
		await editor.publishPost();
		const id = await page.evaluate( () =>
			( window as unknown as EditorGlobals ).wp.data
				.select( 'core/editor' )
				.getCurrentPostId()
		);
		const saved: { content: { raw: string } } = await requestUtils.rest( {
			path: `/wp/v2/pages/${ id }`,
			params: { context: 'edit' },
		} );
		const markup = saved.content.raw.trim();
		// Kadence's blocks, saved by Kadence, and nothing of Vitrine's.
		for ( const block of KADENCE_SECTIONS[ slug ]() ) {
			expect( markup ).toContain( `<!-- wp:${ block.name }` );
		}
		expect( markup ).not.toContain( 'wp:vitrine/' );
		writeFileSync(
			path.join( ROOT, `bench/kadence/${ slug }.html` ),
			markup + '\n'
		);
	} );
}
