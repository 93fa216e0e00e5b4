/**
 * docs/requirements.md's "tested in" column, worked out from the tests themselves: for each
 * requirement id, the test files whose test titles name it (Jest and Playwright), or whose
 * docblocks do (PHPUnit, whose test names cannot hold a hyphen). The descriptions are written by
 * hand in the page; this fills in the rest.
 *
 * `npm run docs:requirements` rewrites the column; tests/unit/requirements.test.ts fails when the
 * page and the tests disagree, or when code or docs name an id the page does not define.
 */
const { readdirSync, readFileSync, writeFileSync } = require( 'fs' );
const path = require( 'path' );

const ROOT = path.resolve( __dirname, '..' );
const PAGE = path.join( ROOT, 'docs/requirements.md' );
/** An id as the specification writes it: two capitals, a hyphen, a number (`MM-1`). */
const ID = /\b(SL|GA|ST|CM|SW|PL|SH|SE|SP|MM|AN|WC|QT|CO|CF|AP)-\d+\b/g;
const SKIP = new Set( [
	'node_modules',
	'build',
	'artifacts',
	'.wp',
	'vendor',
] );

/**
 * Every file under a folder, as paths from the project's root.
 * @param {string} folder From the root.
 * @return {string[]} The files.
 */
function filesUnder( folder ) {
	const found = [];
	const walk = ( relative ) => {
		for ( const entry of readdirSync( path.join( ROOT, relative ), {
			withFileTypes: true,
		} ) ) {
			const child = path.posix.join( relative, entry.name );
			if ( entry.isDirectory() ) {
				if (
					! SKIP.has( entry.name ) &&
					! entry.name.startsWith( '.' )
				) {
					walk( child );
				}
			} else {
				found.push( child );
			}
		}
	};
	walk( folder );
	return found.sort();
}

const isTestFile = ( file ) =>
	/\.(spec|test)\.[jt]sx?$/.test( file ) ||
	/^tests\/php\/.*Test\.php$/.test( file );

/**
 * The text a test file says it proves: its test titles (Jest, Playwright) or, in PHP, the whole
 * file (PHPUnit names a requirement in the class's and the tests' docblocks).
 * @param {string} file From the root.
 * @return {string} Titles, one a line.
 */
function provingText( file ) {
	const source = readFileSync( path.join( ROOT, file ), 'utf8' );
	if ( file.endsWith( '.php' ) ) {
		return source;
	}
	const titles = [];
	const call =
		/\b(?:test|it|describe)(?:\.(?:only|skip|fixme|serial|parallel|describe|each\([^)]*\)))*\(\s*(['"`])((?:\\.|(?!\1)[\s\S])*)\1/g;
	for ( const match of source.matchAll( call ) ) {
		titles.push( match[ 2 ] );
	}
	return titles.join( '\n' );
}

/**
 * For each id, the test files that name it, in path order.
 * @return {Map<string, string[]>} Id to files.
 */
function testedIn() {
	const ids = new Map();
	for ( const file of [
		...filesUnder( 'src' ),
		...filesUnder( 'tests' ),
	].filter( isTestFile ) ) {
		for ( const id of new Set( provingText( file ).match( ID ) ?? [] ) ) {
			ids.set( id, [ ...( ids.get( id ) ?? [] ), file ] );
		}
	}
	return ids;
}

/**
 * Every id the code, the tests and the docs name, with one file that names it.
 * @return {Map<string, string>} Id to the first file naming it.
 */
function namedIds() {
	const named = new Map();
	const files = [ 'src', 'includes', 'tests', 'tools', 'docs', 'patterns' ]
		.flatMap( filesUnder )
		.concat( [ 'README.md', 'plugin.php', 'readme.txt' ] )
		.filter( ( file ) =>
			/\.(tsx?|jsx?|mjs|cjs|php|md|txt|json|scss)$/.test( file )
		);
	for ( const file of files ) {
		let source = '';
		try {
			source = readFileSync( path.join( ROOT, file ), 'utf8' );
		} catch {
			continue;
		}
		for ( const id of source.match( ID ) ?? [] ) {
			if ( ! named.has( id ) ) {
				named.set( id, file );
			}
		}
	}
	return named;
}

/**
 * The page with every requirement row's last cell worked out again.
 * @param {string}                page  The page's text.
 * @param {Map<string, string[]>} files Id to the files that test it.
 * @return {string} The page.
 */
function withTestedIn( page, files ) {
	return page.replace(
		/^\| `([A-Z]{2}-\d+)` \| ([^|\n]*?) \|[^|\n]*\|$/gm,
		( row, id, text ) =>
			`| \`${ id }\` | ${ text } | ${
				( files.get( id ) ?? [] )
					.map( ( file ) => `\`${ file }\`` )
					.join( ', ' ) || '**none**'
			} |`
	);
}

/**
 * The ids the page defines, in its order.
 * @param {string} page The page's text.
 * @return {string[]} The ids.
 */
function definedIds( page ) {
	return [ ...page.matchAll( /^\| `([A-Z]{2}-\d+)` \|/gm ) ].map(
		( match ) => match[ 1 ]
	);
}

module.exports = { PAGE, definedIds, namedIds, testedIn, withTestedIn };

if ( require.main === module ) {
	const page = readFileSync( PAGE, 'utf8' );
	writeFileSync( PAGE, withTestedIn( page, testedIn() ) );
	console.log(
		`${ path.relative( ROOT, PAGE ) }: ${ definedIds( page ).length } requirements`
	);
}
