/**
 * Writes languages/vitrine.pot from what the plugin ships, after every `npm run build`:
 * - PHP (plugin.php, uninstall.php, includes/, patterns/ and the blocks' server code in build/),
 *   read by PHP's own tokenizer (php-strings.php), with the plugin's and the patterns' headers.
 *   That PHP is Playground's WebAssembly build from node_modules, so a build needs no system PHP
 *   (a machine with Node alone runs `npm start`);
 * - every build/blocks/<name>/block.json, with the contexts WordPress translates its fields with
 *   (`block title`, `block description`, `block keyword`, `block style label`…);
 * - the built JavaScript, read by TypeScript's parser: the @wordpress/i18n calls the bundles keep
 *   (`(0,x.__)("Text","vitrine")`), with the translator comments the minifier keeps.
 * The references name the shipped files, so a locale's script translations can be named after
 * the scripts that use them (see gettext.mjs, scriptTranslationFile()).
 */
import { createNodeFsMountHandler, loadNodeRuntime } from '@php-wasm/node';
import { PHP } from '@php-wasm/universal';
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { entryKey, formatPo } from './gettext.mjs';

const ROOT = resolve( import.meta.dirname, '../..' );
const DOMAIN = 'vitrine';
const POT = join( ROOT, 'languages', `${ DOMAIN }.pot` );

function files( dir, extension ) {
	return readdirSync( join( ROOT, dir ), {
		recursive: true,
		withFileTypes: true,
	} )
		.filter(
			( entry ) => entry.isFile() && entry.name.endsWith( extension )
		)
		.map( ( entry ) =>
			relative( ROOT, join( entry.parentPath ?? entry.path, entry.name ) )
		)
		.sort();
}

/** Where the project is mounted inside the WebAssembly PHP. */
const PHP_ROOT = '/vitrine';

async function phpStrings() {
	const sources = [
		'plugin.php',
		'uninstall.php',
		...files( 'includes', '.php' ),
		...files( 'patterns', '.php' ),
		...files( 'build', '.php' ).filter(
			( file ) =>
				! file.endsWith( '.asset.php' ) &&
				file !== 'build/blocks-manifest.php'
		),
	];
	const php = new PHP(
		await loadNodeRuntime( '8.3', { emscriptenOptions: { processId: 1 } } )
	);
	php.mkdir( PHP_ROOT );
	await php.mount( PHP_ROOT, createNodeFsMountHandler( ROOT ) );
	const args = [
		PHP_ROOT,
		...sources.map( ( file ) => `${ PHP_ROOT }/${ file }` ),
	];
	php.writeFile( '/tmp/php-strings-args.json', JSON.stringify( args ) );
	const response = await php.run( {
		code: `<?php $vitrine_php_strings_args = json_decode( file_get_contents( '/tmp/php-strings-args.json' ), true ); require '${ PHP_ROOT }/tools/i18n/php-strings.php';`,
	} );
	php.exit();
	if ( response.exitCode !== 0 || response.errors ) {
		throw new Error(
			`php-strings.php failed: ${ response.errors || response.text }`
		);
	}
	const found = JSON.parse( response.text );
	return found.map( ( { file, line, msgid, context, plural, comment } ) => ( {
		msgid,
		context,
		plural,
		comment,
		reference: line ? `${ file }:${ line }` : file,
	} ) );
}

/** What WordPress translates in a block.json (wp-includes/block-i18n.json), with its context. */
const BLOCK_FIELDS = {
	title: 'block title',
	description: 'block description',
	keywords: 'block keyword',
	styles: { label: 'block style label' },
	variations: {
		title: 'block variation title',
		description: 'block variation description',
		keywords: 'block variation keyword',
	},
};

function fieldStrings( value, fields, reference ) {
	if ( typeof fields === 'string' ) {
		const values = Array.isArray( value ) ? value : [ value ];
		return values
			.filter( ( text ) => typeof text === 'string' && text !== '' )
			.map( ( msgid ) => ( { msgid, context: fields, reference } ) );
	}
	if ( Array.isArray( value ) ) {
		return value.flatMap( ( item ) =>
			fieldStrings( item, fields, reference )
		);
	}
	return Object.entries( fields ).flatMap( ( [ key, inner ] ) =>
		value && typeof value === 'object' && key in value
			? fieldStrings( value[ key ], inner, reference )
			: []
	);
}

function blockJsonStrings() {
	return files( 'build/blocks', 'block.json' ).flatMap( ( file ) =>
		fieldStrings(
			JSON.parse( readFileSync( join( ROOT, file ), 'utf8' ) ),
			BLOCK_FIELDS,
			file
		)
	);
}

/** The arguments of each @wordpress/i18n function: s = singular, p = plural, c = context. */
const JS_FUNCTIONS = { __: 'sd', _x: 'scd', _n: 'sp_d', _nx: 'sp_cd' };

/**
 * The called function's name: `__`, `x.__`, `(0, x.__)` or `Object(x.__)`.
 *
 * @param {import('typescript').Expression} callee The call's expression.
 */
function calledName( callee ) {
	let node = callee;
	while ( ts.isParenthesizedExpression( node ) ) {
		node = node.expression;
	}
	if ( ts.isBinaryExpression( node ) ) {
		return calledName( node.right );
	}
	if ( ts.isCallExpression( node ) && node.arguments.length === 1 ) {
		return calledName( node.arguments[ 0 ] );
	}
	if ( ts.isPropertyAccessExpression( node ) ) {
		return node.name.text;
	}
	return ts.isIdentifier( node ) ? node.text : '';
}

function jsStrings() {
	const found = [];
	for ( const file of files( 'build', '.js' ) ) {
		const text = readFileSync( join( ROOT, file ), 'utf8' );
		const source = ts.createSourceFile(
			file,
			text,
			ts.ScriptTarget.Latest,
			true,
			ts.ScriptKind.JS
		);
		const visit = ( node ) => {
			const name = ts.isCallExpression( node )
				? calledName( node.expression )
				: '';
			const roles =
				Object.hasOwn( JS_FUNCTIONS, name ) && JS_FUNCTIONS[ name ];
			if ( roles ) {
				const args = node.arguments.map( ( arg ) =>
					ts.isStringLiteralLike( arg ) ? arg.text : null
				);
				const entry = {
					reference: `${ file }:${ source.getLineAndCharacterOfPosition( node.getStart() ).line + 1 }`,
				};
				[ ...roles ].forEach( ( role, index ) => {
					const key = {
						s: 'msgid',
						p: 'plural',
						c: 'context',
						d: 'domain',
					}[ role ];
					if ( key ) {
						entry[ key ] = args[ index ] ?? null;
					}
				} );
				// A comment right before the call, or before the expression it is an argument of
				// (the trivia between where the node starts and its first token).
				const translators = [ node, node.parent ]
					.map( ( owner ) =>
						text.slice( owner.pos, owner.getStart( source ) )
					)
					.join( ' ' )
					.match( /\/\*\s*translators:[\s\S]*?\*\//i )?.[ 0 ];
				if ( translators ) {
					entry.comment = translators
						.replace( /^\/\*+\s*|\s*\*+\/$/g, '' )
						.replace( /\s+/g, ' ' );
				}
				if (
					entry.domain === DOMAIN &&
					typeof entry.msgid === 'string'
				) {
					delete entry.domain;
					found.push( entry );
				}
			}
			ts.forEachChild( node, visit );
		};
		visit( source );
	}
	return found;
}

/**
 * One entry per context and msgid, in the order first found, every reference and comment kept.
 *
 * @param {Object[]} found Strings as the readers found them.
 */
function merge( found ) {
	const entries = new Map();
	for ( const { msgid, context, plural, comment, reference } of found ) {
		const key = entryKey( { context, msgid } );
		if ( ! entries.has( key ) ) {
			entries.set( key, {
				msgid,
				context,
				plural,
				comments: [],
				references: [],
			} );
		}
		const entry = entries.get( key );
		entry.plural ??= plural;
		if ( comment && ! entry.comments.includes( comment ) ) {
			entry.comments.push( comment );
		}
		if ( ! entry.references.includes( reference ) ) {
			entry.references.push( reference );
		}
	}
	return [ ...entries.values() ];
}

const { version, license } = JSON.parse(
	readFileSync( join( ROOT, 'package.json' ), 'utf8' )
);
const entries = merge( [
	...( await phpStrings() ),
	...blockJsonStrings(),
	...jsStrings(),
] );
mkdirSync( join( ROOT, 'languages' ), { recursive: true } );
writeFileSync(
	POT,
	`# This file is distributed under the ${ license } license, as Vitrine is.\n${ formatPo(
		{
			headers: [
				`Project-Id-Version: Vitrine ${ version }`,
				'Report-Msgid-Bugs-To: https://wordpress.org/support/plugin/vitrine',
				'MIME-Version: 1.0',
				'Content-Type: text/plain; charset=UTF-8',
				'Content-Transfer-Encoding: 8bit',
				'Language-Team: LANGUAGE <LL@li.org>',
				'Plural-Forms: nplurals=INTEGER; plural=EXPRESSION;',
				`X-Domain: ${ DOMAIN }`,
				'X-Generator: tools/i18n/make-pot.mjs',
			],
			entries,
		}
	) }`
);
console.log(
	`${ relative( ROOT, POT ) }: ${ entries.length } strings from PHP, block.json and the built scripts`
);
