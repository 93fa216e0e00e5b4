/**
 * Steps a site editor takes in the block editor: a block inserted through the inserter, its
 * post published and reopened, hostile content opened and explained.
 */
import type { Locator, Page } from '@playwright/test';
import type { Admin, Editor } from '@wordpress/e2e-test-utils-playwright';
import { expect } from '../fixtures';
import { insertFromInserter } from '../inserter';
import type { ContentUtils } from './content';
import type { VisitorUtils } from './visitor';

/**
 * Publishes the post being edited, reloads the editor and checks the saved markup still
 * validates against save() (WordPress would otherwise offer to "attempt recovery").
 *
 * @param editor   WordPress's editor helpers.
 * @param page     The editor page.
 * @param reopened Something that must be visible in the reopened editor.
 * @return The post's ID.
 */
async function publishAndReopen(
	editor: Editor,
	page: Page,
	reopened: Locator
) {
	const postId = await editor.publishPost();
	expect( postId, 'the published post’s ID' ).toBeTruthy();
	await page.reload();
	await expect( reopened ).toBeVisible();
	await expect(
		editor.canvas.getByText( 'unexpected or invalid content' )
	).toHaveCount( 0 );
	return postId as number;
}

/**
 * Opens a post in the editor and checks that the block explains each change it made to hostile
 * attributes, and that its markup still validates.
 *
 * @param admin    WordPress's admin helpers.
 * @param editor   WordPress's editor helpers.
 * @param postId   The post.
 * @param messages The explanations expected on the canvas.
 */
async function expectEditorExplains(
	admin: Admin,
	editor: Editor,
	postId: number,
	messages: string[]
) {
	await admin.editPost( postId );
	for ( const message of messages ) {
		await expect( editor.canvas.getByText( message ) ).toBeVisible();
	}
	await expect(
		editor.canvas.getByText( 'unexpected or invalid content' )
	).toHaveCount( 0 );
}

/**
 * Starts a new post with one block inserted through the inserter, and opens its settings.
 *
 * @param admin     WordPress's admin helpers.
 * @param editor    WordPress's editor helpers.
 * @param page      The editor page.
 * @param title     The block's title in the inserter.
 * @param postTitle The new post's title.
 * @return The settings sidebar.
 */
async function startPostWithBlock(
	admin: Admin,
	editor: Editor,
	page: Page,
	title: string,
	postTitle: string
): Promise< Locator > {
	await admin.createNewPost( { title: postTitle } );
	await insertFromInserter( page, title );
	await editor.openDocumentSettingsSidebar();
	return page.getByRole( 'region', { name: 'Editor settings' } );
}

/**
 * Adds an item in the shared labelled-values panel (bars, circles) and fills it in.
 *
 * @param sidebar   The settings sidebar.
 * @param addButton The add button's name ("Add bar").
 * @param label     The new item's label.
 * @param value     The new item's value, as typed.
 */
async function addLabelledValue(
	sidebar: Locator,
	addButton: string,
	label: string,
	value: string
) {
	await sidebar.getByRole( 'button', { name: addButton } ).click();
	await sidebar
		.getByRole( 'textbox', { name: 'Label' } )
		.last()
		.fill( label );
	await sidebar
		.getByRole( 'spinbutton', { name: 'Value (%)' } )
		.last()
		.fill( value );
}

/**
 * Puts stored content in the open editor, as opening its post does: the editor's parser
 * validates each block, and the canvas renders each block's edit component.
 *
 * @param page    The editor.
 * @param content The post's stored content.
 */
async function openInEditor( page: Page, content: string ) {
	await page.evaluate( ( raw ) => {
		const { wp } = window as unknown as {
			wp: {
				blocks: { parse: ( raw: string ) => unknown[] };
				data: {
					dispatch: ( store: string ) => {
						resetBlocks: ( blocks: unknown[] ) => void;
					};
				};
			};
		};
		wp.data
			.dispatch( 'core/block-editor' )
			.resetBlocks( wp.blocks.parse( raw ) );
	}, content );
}

type EditorBlock = {
	name: string;
	isValid: boolean;
	innerBlocks: EditorBlock[];
};

/**
 * The names of the invalid blocks under each top-level block of the editor, in order.
 *
 * @param page The editor.
 */
function invalidBlocks( page: Page ): Promise< string[][] > {
	return page.evaluate( () => {
		const { wp } = window as unknown as {
			wp: {
				data: {
					select: ( store: string ) => {
						getBlocks: () => EditorBlock[];
					};
				};
			};
		};
		const invalid = ( block: EditorBlock ): string[] => [
			...( block.isValid ? [] : [ block.name ] ),
			...block.innerBlocks.flatMap( invalid ),
		];
		return wp.data.select( 'core/block-editor' ).getBlocks().map( invalid );
	} );
}

/**
 * The `editorUtils` fixture (fixtures.ts): a site editor's steps above, in the administrator's
 * editor (the test's `page`), with WordPress's own admin, editor and REST helpers.
 */
export class EditorUtils {
	constructor(
		private readonly fixtures: {
			admin: Admin;
			editor: Editor;
			page: Page;
			contentUtils: ContentUtils;
			visitorUtils: VisitorUtils;
		}
	) {}

	insertFromInserter( title: string, exact?: boolean ) {
		return insertFromInserter( this.fixtures.page, title, exact );
	}

	publishAndReopen( reopened: Locator ) {
		return publishAndReopen(
			this.fixtures.editor,
			this.fixtures.page,
			reopened
		);
	}

	expectEditorExplains( postId: number, messages: string[] ) {
		const { admin, editor } = this.fixtures;
		return expectEditorExplains( admin, editor, postId, messages );
	}

	startPostWithBlock( title: string, postTitle: string ) {
		const { admin, editor, page } = this.fixtures;
		return startPostWithBlock( admin, editor, page, title, postTitle );
	}

	addLabelledValue = addLabelledValue;

	// The block editor's data, on the editor page given: the test's, or one of the attack
	// suite's own.
	openInEditor = openInEditor;
	invalidBlocks = invalidBlocks;

	/**
	 * Publishes a block's `hostile` fixture, checks that the editor explains each change it made,
	 * and opens the post as a visitor once the block has hydrated.
	 * @param visitor  The logged-out visitor's page.
	 * @param block    Block folder name, such as `counter`.
	 * @param messages The explanations expected on the canvas.
	 * @param startOn  How its view starts (see visitPost).
	 * @return The block as the visitor sees it.
	 */
	async visitHostileFixture(
		visitor: Page,
		block: string,
		messages: string[],
		startOn: 'near' | 'focus' | 'pointer' = 'near'
	): Promise< Locator > {
		const { contentUtils, visitorUtils } = this.fixtures;
		const post = await contentUtils.publishFixture( block, 'hostile' );
		await this.expectEditorExplains( post.id, messages );
		return visitorUtils.visitPost(
			visitor,
			post.id,
			`.wp-block-vitrine-${ block }`,
			1,
			startOn
		);
	}
}
