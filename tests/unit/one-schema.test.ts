/**
 * One schema per block: every default, limit and allowed value is written once, in the block's
 * block.json (or, for the five sliders, in src/slider/kinds.json), and read from there by the
 * editor, the view and the server. This test reads every rule from those files and fails when the
 * same rule is written again as a literal in PHP or TypeScript.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const ROOT = join( __dirname, '..', '..' );

type Attribute = {
	default?: unknown;
	enum?: unknown[];
	limits?: Record< string, unknown >;
};

function files( dir: string, pattern: RegExp ): string[] {
	return readdirSync( dir ).flatMap( ( entry ) => {
		const path = join( dir, entry );
		if ( statSync( path ).isDirectory() ) {
			return entry === 'test' ? [] : files( path, pattern );
		}
		return pattern.test( entry ) ? [ path ] : [];
	} );
}

/** Every attribute of every block that carries a rule. */
function schemaRules(): { name: string; rule: Attribute }[] {
	return files( join( ROOT, 'src/blocks' ), /^block\.json$/ ).flatMap(
		( path ) => {
			const { name, attributes = {} } = JSON.parse(
				readFileSync( path, 'utf8' )
			) as { name: string; attributes?: Record< string, Attribute > };
			return Object.entries( attributes ).map( ( [ key, rule ] ) => ( {
				name: `${ name } ${ key }`,
				rule,
			} ) );
		}
	);
}

const kinds = JSON.parse(
	readFileSync( join( ROOT, 'src/slider/kinds.json' ), 'utf8' )
);

/** Sets of allowed values, written as sorted lists so order does not hide a copy. */
const allowedSets = new Map< string, string >( [
	...schemaRules()
		.filter( ( { rule } ) => Array.isArray( rule.enum ) )
		.map( ( { name, rule } ): [ string, string ] => [
			[ ...( rule.enum as unknown[] ) ].map( String ).sort().join( '|' ),
			name,
		] ),
	[ [ ...kinds.effects ].sort().join( '|' ), 'slider effects' ],
	[ Object.keys( kinds.kinds ).sort().join( '|' ), 'slider kinds' ],
] );

/** Number ranges (min and max together) and the sliders' breakpoints and per-view counts. */
const ranges = new Map< string, string >( [
	...schemaRules()
		.filter(
			( { rule } ) =>
				typeof rule.limits?.min === 'number' &&
				typeof rule.limits?.max === 'number'
		)
		.map( ( { name, rule } ): [ string, string ] => [
			`${ rule.limits?.min }-${ rule.limits?.max }`,
			name,
		] ),
	[ `${ kinds.interval.min }-${ kinds.interval.max }`, 'slider interval' ],
	[ `${ kinds.speed.min }-${ kinds.speed.max }`, 'slider speed' ],
] );
const numberLists = new Map< string, string >( [
	...[ ...ranges ].map( ( [ range, name ] ): [ string, string ] => [
		range.replace( '-', ',' ),
		`the range of ${ name }`,
	] ),
	[ kinds.breakpoints.join( ',' ), 'slider breakpoints' ],
	...Object.entries( kinds.kinds ).map(
		( [ kind, own ] ): [ string, string ] => [
			( own as { perView: number[] } ).perView.join( ',' ),
			`${ kind } slider counts`,
		]
	),
] );

/**
 * Lists of quoted strings and lists of numbers written as literals in a source file.
 * @param source
 */
function literalLists( source: string ): {
	strings: string[];
	numbers: string[];
} {
	const strings: string[] = [];
	const numbers: string[] = [];
	const lists = /(?:\barray\(|\[)\s*([^()[\]]*?)\s*(?:\)|\])/g;
	for ( const [ , body ] of source.matchAll( lists ) ) {
		const items = body
			.split( ',' )
			.map( ( item ) => item.trim() )
			.filter( Boolean );
		if ( items.length < 2 ) {
			continue;
		}
		if ( items.every( ( item ) => /^(['"])[^'"]*\1$/.test( item ) ) ) {
			strings.push(
				items
					.map( ( item ) => item.slice( 1, -1 ) )
					.sort()
					.join( '|' )
			);
		} else if ( items.every( ( item ) => /^\d+$/.test( item ) ) ) {
			numbers.push( items.join( ',' ) );
		}
	}
	return { strings, numbers };
}

/**
 * `min: 1, max: 12` (TypeScript) or `1, 12` as a PHP min/max pair in a call or constant.
 * @param source
 */
function literalRanges( source: string ): string[] {
	const found: string[] = [];
	for ( const [ , min, max ] of source.matchAll(
		/\bmin:\s*(\d+),\s*max:\s*(\d+)/g
	) ) {
		found.push( `${ min }-${ max }` );
	}
	for ( const [ , min, max ] of source.matchAll(
		/max\(\s*(\d+),\s*min\(\s*(\d+),/g
	) ) {
		found.push( `${ min }-${ max }` );
	}
	return found;
}

/** Each block folder's single limits (a length, a count, a bound), by folder. */
function folderLimits(): Map< string, Map< number, string > > {
	const byFolder = new Map< string, Map< number, string > >();
	for ( const path of files( join( ROOT, 'src/blocks' ), /^block\.json$/ ) ) {
		const folder = relative( ROOT, join( path, '..' ) );
		const { attributes = {} } = JSON.parse( readFileSync( path, 'utf8' ) );
		const limits = new Map< number, string >();
		for ( const [ key, rule ] of Object.entries(
			attributes as Record< string, Attribute >
		) ) {
			for ( const [ limit, value ] of Object.entries(
				rule.limits ?? {}
			) ) {
				if ( typeof value === 'number' && value > 1 ) {
					limits.set( value, `${ key } ${ limit }` );
				}
			}
		}
		byFolder.set( folder, limits );
	}
	return byFolder;
}
const limitsByFolder = folderLimits();

/**
 * Named constants holding a whole number: `const MOST = 5;`, `export const MAX_X = 40;`.
 * @param source
 */
function numberConstants( source: string ): { name: string; value: number }[] {
	return [
		...source.matchAll( /\bconst\s+([A-Z][A-Z0-9_]*)\s*=\s*(\d+)\s*;/g ),
	].map( ( [ , name, value ] ) => ( { name, value: Number( value ) } ) );
}

const sources = [
	...files( join( ROOT, 'src' ), /\.(php|tsx?)$/ ),
	...files( join( ROOT, 'includes' ), /\.php$/ ),
].filter( ( path ) => ! path.endsWith( '.d.ts' ) );

describe( 'One schema per block', () => {
	it( 'finds the rules it guards (every dynamic block has some)', () => {
		expect( allowedSets.size ).toBeGreaterThan( 5 );
		expect( ranges.size ).toBeGreaterThan( 5 );
		expect( sources.length ).toBeGreaterThan( 50 );
	} );

	it.each( sources.map( ( path ) => relative( ROOT, path ) ) )(
		'%s writes no rule that block.json or kinds.json holds',
		( path ) => {
			const source = readFileSync( join( ROOT, path ), 'utf8' );
			const { strings, numbers } = literalLists( source );
			const own = limitsByFolder.get(
				relative( ROOT, join( ROOT, path, '..' ) )
			);
			const copies = [
				...numberConstants( source ).flatMap( ( { name, value } ) =>
					own?.has( value )
						? [ `${ name }: block.json's ${ own.get( value ) }` ]
						: []
				),
				...strings.flatMap( ( list ) =>
					allowedSets.has( list )
						? [ `allowed values of ${ allowedSets.get( list ) }` ]
						: []
				),
				...numbers.flatMap( ( list ) =>
					numberLists.has( list ) ? [ numberLists.get( list ) ] : []
				),
				...literalRanges( source ).flatMap( ( range ) =>
					ranges.has( range )
						? [ `the range of ${ ranges.get( range ) }` ]
						: []
				),
			];
			expect( copies ).toEqual( [] );
		}
	);
} );
