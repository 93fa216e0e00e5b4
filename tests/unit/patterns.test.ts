/**
 * The section patterns' Vitrine blocks (the core blocks inside slides are checked by the real
 * editor in tests/e2e/specs/patterns.spec.ts), exactly as the pattern files in patterns/ hold them (fixtures
 * kept by tests/php/PatternsTest.php), must parse as valid blocks with the real save().
 */
import { readFileSync } from 'fs';
import { join } from 'path';
import { parse as parseTree } from '@wordpress/block-serialization-default-parser';
import { parse, serialize } from '@wordpress/blocks';
import './block-fixtures';
import '../../src/blocks/counter/index';
import '../../src/blocks/progress-bars/index';
import '../../src/blocks/skill-circles/index';
import '../../src/blocks/countdown/index';
import '../../src/blocks/portfolio/index';
import '../../src/slider/editor';

type RawBlock = {
	blockName: string | null;
	attrs: Record< string, unknown >;
	innerBlocks: RawBlock[];
	innerHTML: string;
};

function vitrineBlocks( blocks: RawBlock[] ): RawBlock[] {
	return blocks.flatMap( ( block ) => [
		...( block.blockName?.startsWith( 'vitrine/' ) ? [ block ] : [] ),
		...vitrineBlocks( block.innerBlocks ),
	] );
}

describe.each( [
	[ 'numbers', [ 'vitrine/counter', 'vitrine/skill-circles' ], 'ST-1 ST-2' ],
	[ 'launch-offer', [ 'vitrine/countdown' ], 'ST-4' ],
	[
		'portfolio-page',
		[ 'vitrine/portfolio', 'vitrine/portfolio-item' ],
		'GA-1',
	],
	[ 'hero-section', [ 'vitrine/hero-slider', 'vitrine/slide' ], 'SL-1' ],
	[ 'latest-posts', [ 'vitrine/post-slider' ], 'SL-2' ],
	[
		'testimonials-section',
		[ 'vitrine/testimonials', 'vitrine/slide', 'vitrine/rating' ],
		'SL-3',
	],
	[ 'logo-strip', [ 'vitrine/logo-slider', 'vitrine/slide' ], 'SL-4' ],
	[
		'services-section',
		[ 'vitrine/services-slider', 'vitrine/slide' ],
		'SL-5',
	],
	[ 'expertise', [ 'vitrine/progress-bars' ], 'ST-3' ],
] )( '%s pattern', ( name, expected, ids ) => {
	const content = readFileSync(
		join( __dirname, '../fixtures/patterns', `${ name }.html` ),
		'utf8'
	);
	const found = vitrineBlocks( parseTree( content ) as RawBlock[] );

	it( `${ ids } holds the expected Vitrine blocks`, () => {
		expect( [ ...new Set( found.map( ( b ) => b.blockName ) ) ] ).toEqual(
			expected
		);
	} );

	it( `${ ids } every Vitrine block in it is valid and re-saves as the same markup`, () => {
		for ( const raw of found ) {
			const json = JSON.stringify( raw.attrs );
			const source = raw.innerHTML
				? `<!-- wp:${ raw.blockName } ${ json } -->${ raw.innerHTML }<!-- /wp:${ raw.blockName } -->`
				: `<!-- wp:${ raw.blockName } ${ json } /-->`;
			const [ block ] = parse( source );
			expect( block.isValid ).toBe( true );
			// Whitespace between tags is where inner blocks were (slides).
			const tight = ( html: string ) =>
				html.replace( /\n/g, '' ).replace( />\s+</g, '><' ).trim();
			expect( tight( serialize( block ) ) ).toContain(
				tight( raw.innerHTML )
			);
		}
	} );
} );
