import { existsSync, readFileSync, writeFileSync } from 'fs';
import { join } from 'path';
import {
	ALLOWED_TAGS,
	escapeText,
	htmlToText,
	sanitizeInlineHtml,
} from '../inline-html';

/**
 * Runs a check, and if it fails, says first which file to change (the contract:
 * tests/fixtures/inline-html.md).
 *
 * @param change What to change, where.
 * @param check  The expectations.
 */
function failing( change: string, check: () => void ): void {
	try {
		check();
	} catch ( error ) {
		( error as Error ).message =
			`${ change } (tests/fixtures/inline-html.md)\n\n${
				( error as Error ).message
			}`;
		throw error;
	}
}

describe( 'inline HTML for stored labels', () => {
	it( 'keeps text and simple formatting, escapes text so kses leaves it alone', () => {
		expect(
			sanitizeInlineHtml( 'R&amp;D <strong>first</strong> &gt; rest' )
		).toBe( 'R&amp;D <strong>first</strong> &gt; rest' );
		expect( sanitizeInlineHtml( 'a > b & c' ) ).toBe( 'a &gt; b &amp; c' );
	} );

	it( 'drops attributes and unknown elements and keeps their text, as kses does', () => {
		expect(
			sanitizeInlineHtml(
				'<img src=x onerror=alert(1)><em class="x" onclick="y">hi</em><script>alert(1)</script><a href="javascript:x">link</a>'
			)
		).toBe( '<em>hi</em>alert(1)link' );
		// kses reads `< b >` as a tag, and a `<` that closes nothing as text: so does this.
		expect( sanitizeInlineHtml( 'a < b > c' ) ).toBe( 'a <b> c</b>' );
		expect( sanitizeInlineHtml( '3 < 4 and <!--' ) ).toBe(
			'3 &lt; 4 and &lt;!--'
		);
	} );

	it( 'keeps at most maxLength characters of text, with tags closed', () => {
		expect( sanitizeInlineHtml( '<b>bold</b> text', 6 ) ).toBe(
			'<b>bold</b> t'
		);
		expect( sanitizeInlineHtml( 'R&amp;D', 2 ) ).toBe( 'R&amp;' );
	} );

	it( 'gives plain text for names and text controls, and back', () => {
		expect( htmlToText( 'R&amp;D <strong>first</strong>' ) ).toBe(
			'R&D first'
		);
		expect( escapeText( '<b> & >' ) ).toBe( '&lt;b&gt; &amp; &gt;' );
		expect( sanitizeInlineHtml( escapeText( 'x < y & "z"' ) ) ).toBe(
			escapeText( 'x < y & "z"' )
		);
	} );
} );

/**
 * The shared list (tests/fixtures/inline-html.json, see tests/php/KsesTest.php): for every hostile
 * text of the attack suite, the rule gives `clean`, from the text and from what kses stores of it
 * alike, so an Author's or a Contributor's block saves and validates the same markup.
 */
describe( 'SPEC §7 one inline rule, kses and Vitrine alike', () => {
	const file = join( __dirname, '../../../tests/fixtures/inline-html.json' );
	const texts: Record< string, string > = JSON.parse(
		readFileSync(
			join( __dirname, '../../../tests/fixtures/hostile-text.json' ),
			'utf8'
		)
	);
	const rows: Record<
		string,
		{ input: string; kses?: string; clean?: string }
	> = existsSync( file ) ? JSON.parse( readFileSync( file, 'utf8' ) ) : {};

	it( '§7 every hostile text cleans up the same before and after kses', () => {
		// The attack suite's texts, and the rows only the list holds (unbalanced markup, references).
		for ( const [ name, input ] of Object.entries( {
			...Object.fromEntries(
				Object.entries( rows ).map( ( [ key, row ] ) => [
					key,
					row.input,
				] )
			),
			...texts,
		} ) ) {
			const row = ( rows[ name ] ??= { input } );
			row.input = input;
			const clean = sanitizeInlineHtml( input );
			if ( row.clean === undefined && process.env.UPDATE_FIXTURES ) {
				row.clean = clean;
			}
			failing(
				`"${ name }": sanitizeInlineHtml() in src/shared/inline-html.ts no longer gives the \`clean\` column; change the rule there, or, where the new output is right, the row in tests/fixtures/inline-html.json and the server's rule alike`,
				() =>
					expect( { name, clean } ).toEqual( {
						name,
						clean: row.clean,
					} )
			);
			failing(
				`"${ name }" has no \`kses\` column: run UPDATE_FIXTURES=1 npm run test:php -- --filter KsesTest`,
				() => expect( row.kses ).toBeDefined()
			);
			failing(
				`"${ name }": sanitizeInlineHtml() in src/shared/inline-html.ts cleans what kses stored differently from the text itself`,
				() =>
					expect( {
						name,
						clean: sanitizeInlineHtml( row.kses! ),
					} ).toEqual( { name, clean } )
			);
		}
		if ( process.env.UPDATE_FIXTURES ) {
			writeFileSync( file, JSON.stringify( rows, null, '\t' ) + '\n' );
		}
	} );

	it( '§7 the editor keeps the tags the server keeps', () => {
		const kses = readFileSync(
			join( __dirname, '../../../includes/kses.php' ),
			'utf8'
		);
		const server = /const INLINE_TAGS = array\(([^)]*)\)/.exec( kses );
		failing(
			"includes/kses.php has no INLINE_TAGS list: the server's allowed tags moved; point this test at them",
			() => expect( server ).not.toBeNull()
		);
		const listed = [ ...server![ 1 ].matchAll( /'([a-z0-9]+)'/g ) ].map(
			( match ) => match[ 1 ]
		);
		failing(
			'ALLOWED_TAGS in src/shared/inline-html.ts and INLINE_TAGS in includes/kses.php differ: a tag is allowed in both or in neither',
			() => expect( [ ...ALLOWED_TAGS ].sort() ).toEqual( listed.sort() )
		);
	} );
} );
