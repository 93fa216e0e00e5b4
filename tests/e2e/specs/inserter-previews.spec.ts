/**
 * The inserter as a site editor meets it: every Vitrine block and each of its looks (block
 * variations) is listed in its category with a description, keywords and an icon of its own,
 * and hovering it shows a preview of the block as it will look, not "No preview available".
 */
import { expect, test } from '../fixtures';

// In the theme a new site on the project's WordPress gets (Twenty Twenty-Five on 7.1).
test.use( { inDefaultTheme: true } );

type BlockTypeInfo = {
	name: string;
	title: string;
	description: string;
	keywords: string[];
	icon: string;
	hasExample: boolean;
	variations: string[];
};

test( 'ST-3 SL-1 GA-1 every Vitrine block and look previews in the inserter, with a description, keywords and an icon of its own', async ( {
	admin,
	page,
} ) => {
	await admin.createNewPost( { title: 'Inserter previews' } );
	const types = await page.evaluate( () => {
		const { wp } = window as unknown as {
			wp: {
				blocks: {
					getBlockTypes: () => Array< {
						name: string;
						title: string;
						description?: string;
						keywords?: string[];
						icon?: { src?: unknown };
						example?: unknown;
						parent?: string[];
					} >;
					getBlockVariations: (
						name: string,
						scope: string
					) => Array< { title: string } > | undefined;
				};
			};
		};
		return wp.blocks
			.getBlockTypes()
			.filter( ( type ) => type.name.startsWith( 'vitrine/' ) )
			.map( ( type ) => ( {
				name: type.name,
				title: type.title,
				description: type.description ?? '',
				keywords: type.keywords ?? [],
				// A dashicon's name, or an element's kind; core's default is "block-default".
				icon:
					typeof type.icon?.src === 'string'
						? type.icon.src
						: typeof type.icon?.src,
				hasExample: Boolean( type.example ),
				// Blocks inside another (slides, projects) are inserted there, not listed here.
				variations: type.parent
					? []
					: (
							wp.blocks.getBlockVariations(
								type.name,
								'inserter'
							) ?? []
						).map(
							// A look without a title of its own is listed under the block's.
							( variation ) => variation.title || type.title
						),
				parent: type.parent ?? null,
			} ) );
	} );
	expect( types.length ).toBeGreaterThanOrEqual( 17 );
	const missing = types.flatMap( ( type: BlockTypeInfo ) =>
		[
			! type.description && 'a description',
			type.keywords.length < 2 && 'keywords',
			[ 'block-default', 'undefined' ].includes( type.icon ) && 'an icon',
			! type.hasExample && 'an example',
		]
			.filter( Boolean )
			.map( ( what ) => `${ type.name } lacks ${ what }` )
	);
	expect( missing ).toEqual( [] );

	// What the inserter lists in Vitrine's category: each block, or each of its looks.
	const listed = ( types as Array< BlockTypeInfo & { parent: unknown } > )
		.filter( ( type ) => ! type.parent )
		.flatMap( ( type ) =>
			type.variations.length ? type.variations : [ type.title ]
		);
	await page
		.getByRole( 'button', {
			name: /^(Toggle block inserter|Block Inserter)$/,
		} )
		.click();
	// WordPress 6.5 first lists the blocks without tabs, then, once it has fetched the patterns,
	// lists them again under a Blocks tab: a node found before that is gone after it.
	await expect(
		page.getByRole( 'tab', { name: 'Blocks', selected: true } )
	).toBeVisible();
	const category = page.getByRole( 'listbox', { name: 'Vitrine' } );
	const preview = page.locator( '.block-editor-inserter__preview-container' );
	const shown: string[] = [];
	for ( const title of listed ) {
		// By its text: a dashicon's glyph (CSS content) is part of an option's name.
		const option = category
			.getByRole( 'option' )
			.filter( { has: page.getByText( title, { exact: true } ) } );
		// Hovering scrolls the option into view, and finds it again if the list is redrawn.
		await option.hover();
		await expect( preview, title ).toBeVisible();
		await expect(
			preview.getByText( 'No preview available' ),
			title
		).toHaveCount( 0 );
		// The preview renders the example in its own frame, at a size.
		await expect
			.poll(
				async () =>
					(
						await preview
							.locator( '.block-editor-block-preview__content' )
							.boundingBox()
					)?.height ?? 0,
				{ message: title }
			)
			.toBeGreaterThan( 10 );
		shown.push( title );
	}
	expect( shown ).toEqual( listed );
	expect( listed ).toEqual(
		expect.arrayContaining( [
			'Portfolio masonry',
			'Colour mode switch, icons only',
		] )
	);
} );
