/**
 * Saved-markup fixtures, the way core tests its blocks: each `<name>.json` in a block's
 * test/fixtures folder holds attributes; `<name>.html` is the markup save() must produce for them
 * with WordPress's real serializer, and it must parse back as a valid block with the same
 * attributes. `deprecated-*.html` files are markup from earlier versions that must still parse
 * as valid (through `deprecated`) and re-save as current markup.
 *
 * A block with inner blocks has `{ "attributes": …, "innerBlocks": [ { "name", "attributes" } ] }`
 * in its `.json` instead.
 *
 * `UPDATE_FIXTURES=1 npm run test:unit` writes missing `.html` files; a changed save() must come
 * with a deprecation instead of a rewritten fixture.
 */
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'fs';
import { join } from 'path';
import {
	createBlock,
	getCategories,
	parse,
	serialize,
	setCategories,
} from '@wordpress/blocks';

// PHP adds this category in WordPress (includes/blocks.php); blocks register into it.
setCategories( [ ...getCategories(), { slug: 'vitrine', title: 'Vitrine' } ] );

type InnerFixture = { name: string; attributes: Record< string, unknown > };
type Fixture = {
	attributes: Record< string, unknown >;
	innerBlocks: InnerFixture[];
};

function readFixture( file: string ): Fixture {
	const json = JSON.parse( readFileSync( file, 'utf8' ) );
	return Array.isArray( json.innerBlocks )
		? { attributes: json.attributes ?? {}, innerBlocks: json.innerBlocks }
		: { attributes: json, innerBlocks: [] };
}

export function fixtureNames( dir: string ): string[] {
	return readdirSync( dir )
		.filter( ( file ) => file.endsWith( '.json' ) )
		.map( ( file ) => file.replace( /\.json$/, '' ) )
		.sort();
}

export function describeBlockFixtures(
	blockName: string,
	dir: string,
	requirement: string
): void {
	describe( `${ requirement } ${ blockName } saved markup fixtures`, () => {
		for ( const name of fixtureNames( dir ) ) {
			const { attributes, innerBlocks } = readFixture(
				join( dir, `${ name }.json` )
			);
			const htmlFile = join( dir, `${ name }.html` );

			it( `${ requirement } ${ name }: save() produces the fixture markup`, () => {
				const serialized = serialize(
					createBlock(
						blockName,
						attributes,
						innerBlocks.map( ( inner ) =>
							createBlock( inner.name, inner.attributes )
						)
					)
				);
				if ( ! existsSync( htmlFile ) && process.env.UPDATE_FIXTURES ) {
					writeFileSync( htmlFile, serialized + '\n' );
				}
				expect( serialized ).toBe(
					readFileSync( htmlFile, 'utf8' ).trim()
				);
			} );

			it( `${ requirement } ${ name }: the fixture parses back as a valid block`, () => {
				const [ block ] = parse( readFileSync( htmlFile, 'utf8' ) );
				expect( block.name ).toBe( blockName );
				expect( block.isValid ).toBe( true );
				expect( block.attributes ).toEqual(
					expect.objectContaining( attributes )
				);
				expect( block.innerBlocks ).toHaveLength( innerBlocks.length );
				block.innerBlocks.forEach( ( inner, index ) => {
					expect( inner.name ).toBe( innerBlocks[ index ].name );
					expect( inner.isValid ).toBe( true );
				} );
			} );
		}

		const deprecatedFiles = readdirSync( dir ).filter( ( file ) =>
			/^deprecated-.*\.html$/.test( file )
		);
		for ( const file of deprecatedFiles ) {
			it( `${ requirement } ${ file }: older markup stays valid and re-saves as current markup`, () => {
				const [ block ] = parse(
					readFileSync( join( dir, file ), 'utf8' )
				);
				expect( block.isValid ).toBe( true );
				// WordPress says in the console that a deprecation updated the block.
				expect( console ).toHaveInformed();
				const resaved = serialize( block );
				const [ again ] = parse( resaved );
				expect( again.isValid ).toBe( true );
				expect( again.attributes ).toEqual( block.attributes );
			} );
		}
	} );
}
