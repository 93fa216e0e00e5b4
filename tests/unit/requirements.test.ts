/**
 * docs/requirements.md, the requirements' one page in the repository, stays true: its "tested in"
 * column is what the tests say they prove, every requirement has a test, and nothing names an id
 * the page does not define.
 */
import { readFileSync } from 'fs';

const {
	PAGE,
	definedIds,
	namedIds,
	testedIn,
	withTestedIn,
} = require( '../../tools/requirements.cjs' );

const page = readFileSync( PAGE, 'utf8' );

describe( 'docs/requirements.md', () => {
	it( 'lists, for each requirement, the test files whose titles name it', () => {
		expect(
			withTestedIn( page, testedIn() ) === page
				? 'up to date'
				: 'out of date: run `npm run docs:requirements` and commit docs/requirements.md'
		).toBe( 'up to date' );
	} );

	it( 'has a test for every requirement, and each id once', () => {
		const ids: string[] = definedIds( page );
		const files: Map< string, string[] > = testedIn();
		expect( ids.length ).toBeGreaterThan( 0 );
		expect( ids.filter( ( id ) => ! files.has( id ) ) ).toEqual( [] );
		expect( ids.filter( ( id, at ) => ids.indexOf( id ) !== at ) ).toEqual(
			[]
		);
	} );

	it( 'defines every id the code, tests and docs name', () => {
		const defined = new Set( definedIds( page ) );
		const named: Map< string, string > = namedIds();
		expect(
			[ ...named ]
				.filter( ( [ id ] ) => ! defined.has( id ) )
				.map( ( [ id, file ] ) => `${ id } (named in ${ file })` )
		).toEqual( [] );
	} );
} );
