/**
 * Builds the attack pages from the blocks' own block.json: for each hostile value, one page with
 * every Vitrine block (blocks that only live inside another, such as slides, inside their
 * parent's example), each with that value in every attribute it can take, strings inside arrays
 * and objects, the inner core blocks' text, and the `className` and `anchor` its supports add.
 * (Not the colour `style` of core's block supports: core's style engine writes it and kses
 * filters it the same way for every core block.)
 *
 * The pages are block trees here; the editor serialises them (attackMarkup), so the markup is
 * what a Contributor's editor would send. Values whose type the schema refuses are written into
 * the block comment afterwards: WordPress's parsers drop them and use the default, so the markup
 * is serialised from what the editor will see.
 */
import { readFileSync, readdirSync } from 'fs';
import path from 'path';
import { ROOT } from '../env';
import { escapeText } from '../../../src/shared/inline-html';
import { HOSTILE_TEXT, HOSTILE_TYPES, HUGE_TEXT } from './hostile-values';
import { WORDPRESS } from '../../../tools/wp/sites.cjs';

/** The WordPress the attack pages are made for: the current one (7.1) or the minimum (6.5.5). */
export type Release = typeof WORDPRESS.current | typeof WORDPRESS.minimum;

/** Where a block prints a text inside a tag: its class list, or another attribute's value. */
export type MarkupAttribute = 'className' | 'attribute';

/**
 * Whether this WordPress stores a text that a block prints inside a tag, and reads it back
 * unchanged. 7.1 does for every hostile text. 6.5.5 does not, for core's own blocks alike (a
 * paragraph's `className`, a heading's `anchor`: the control test in
 * attack.spec.ts checks that they fail on exactly these texts), when the text holds `<` (its
 * kses, which Contributors' and Authors' posts go through, ends a tag at the first `>` even
 * inside a quoted attribute, so the tag is left as text), or, in an attribute other than the
 * class list, a named character reference (`&lt;`, `&amp;`: its editor reads the value back
 * decoded once more than it wrote it) or a control or direction character. On 6.5.5 those texts
 * go into every other attribute, not into core's `className` and `anchor` nor into the labels
 * Vitrine prints as an accessible name.
 *
 * @param where     Where the text is printed.
 * @param text      The hostile text.
 * @param wordpress The WordPress.
 */
export function coreKeeps(
	where: MarkupAttribute,
	text: string,
	wordpress: Release
): boolean {
	if ( wordpress !== WORDPRESS.minimum ) {
		return true;
	}
	return where === 'className'
		? ! text.includes( '<' )
		: ! /<|&[a-z][a-z\d]*;|[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/i.test(
				text
			);
}

interface AttributeSchema {
	type?: string;
	enum?: unknown[];
	source?: string;
	default?: unknown;
}

interface BlockJson {
	name: string;
	parent?: string[];
	attributes?: Record< string, AttributeSchema >;
	supports?: Record< string, unknown >;
	example?: { attributes?: Record< string, unknown >; innerBlocks?: Tree[] };
}

/** A block as the editor's createBlock() takes it. */
export interface Tree {
	name: string;
	attributes?: Record< string, unknown >;
	innerBlocks?: Tree[];
}

/** A block to serialise, and the attributes its comment must carry instead. */
export interface AttackBlock extends Tree {
	innerBlocks: AttackBlock[];
	commentAttributes: Record< string, unknown >;
}

/** The blocks one hostile value went into. */
export interface AttackValue {
	value: string;
	blocks: AttackBlock[];
	/** How many attributes (and strings inside them) took the value. */
	tried: number;
}

/** A post: a few values' blocks one after the other (fewer page loads, same coverage). */
export interface AttackPage {
	values: AttackValue[];
}

const BLOCKS: BlockJson[] = readdirSync( path.join( ROOT, 'src/blocks' ) ).map(
	( folder ) =>
		JSON.parse(
			readFileSync(
				path.join( ROOT, 'src/blocks', folder, 'block.json' ),
				'utf8'
			)
		)
);

const schemas = new Map( BLOCKS.map( ( block ) => [ block.name, block ] ) );
/** Blocks that stand on their own; the others are attacked inside their parents' examples. */
const OUTERMOST = BLOCKS.filter( ( block ) => ! block.parent );

/**
 * The attributes whose labels save() also prints as an `aria-label` (shared/labelled-values.ts):
 * the accessible name of each bar and circle.
 */
const PRINTED_AS_NAME: Record< string, string > = {
	'vitrine/progress-bars': 'bars',
	'vitrine/skill-circles': 'circles',
};

/**
 * Attributes a block has through its supports, those that keep the text on this WordPress.
 * @param block     The block's block.json.
 * @param text      The hostile text, or null for a wrong type.
 * @param wordpress The WordPress.
 */
function supportAttributes(
	block: BlockJson,
	text: string | null,
	wordpress: Release
): Record< string, AttributeSchema > {
	const supports = block.supports ?? {};
	const keeps = ( where: MarkupAttribute ) =>
		text === null || coreKeeps( where, text, wordpress );
	return {
		...( supports.customClassName === false || ! keeps( 'className' )
			? {}
			: { className: { type: 'string' } } ),
		...( supports.anchor && keeps( 'attribute' )
			? { anchor: { type: 'string' } }
			: {} ),
	};
}

/**
 * Whether WordPress's block parsers keep a value for this schema (type and enum).
 * @param schema The attribute's schema.
 * @param value  The value.
 */
function kept( schema: AttributeSchema, value: unknown ): boolean {
	if ( schema.enum && ! schema.enum.includes( value ) ) {
		return false;
	}
	switch ( schema.type ) {
		case 'string':
			return typeof value === 'string';
		case 'number':
			return typeof value === 'number' && Number.isFinite( value );
		case 'boolean':
			return typeof value === 'boolean';
		case 'array':
			return Array.isArray( value );
		case 'object':
			return (
				typeof value === 'object' &&
				value !== null &&
				! Array.isArray( value )
			);
		default:
			return true;
	}
}

/**
 * The value with every string inside it (labels, colours, settings) replaced by the text.
 * @param value An array or object attribute.
 * @param text  The hostile text.
 */
function stringsReplaced(
	value: unknown,
	text: string
): { value: unknown; tried: number } {
	let tried = 0;
	const walk = ( node: unknown ): unknown => {
		if ( typeof node === 'string' ) {
			tried++;
			return text;
		}
		if ( Array.isArray( node ) ) {
			return node.map( walk );
		}
		if ( node && typeof node === 'object' ) {
			return Object.fromEntries(
				Object.entries( node ).map( ( [ key, inner ] ) => [
					key,
					walk( inner ),
				] )
			);
		}
		return node;
	};
	return { value: walk( value ), tried };
}

/**
 * A block (and its inner blocks) with the value in every attribute that takes it.
 *
 * @param tree        The block, from its example.
 * @param text        A hostile text, or null for a wrong type.
 * @param wrong       The wrong-typed value, when text is null.
 * @param commentText What attributes kept in the block comment get instead of the text (see
 *                    HUGE_TEXT); null for the text itself.
 * @param wordpress   The WordPress.
 */
function attack(
	tree: Tree,
	text: string | null,
	wrong: unknown,
	commentText: string | null,
	wordpress: Release
): { block: AttackBlock; tried: number } {
	const block = schemas.get( tree.name );
	let tried = 0;
	const attributes: Record< string, unknown > = { ...tree.attributes };
	const commentAttributes: Record< string, unknown > = {};
	if ( block ) {
		// The megabyte goes into the block's own attributes: core's className and anchor are
		// printed as they are, and kses drops a post whose tag runs past about a megabyte.
		const all = {
			...block.attributes,
			...( commentText === null
				? supportAttributes( block, text, wordpress )
				: {} ),
		};
		for ( const [ name, schema ] of Object.entries( all ) ) {
			if (
				PRINTED_AS_NAME[ block.name ] === name &&
				text !== null &&
				! coreKeeps( 'attribute', text, wordpress )
			) {
				continue;
			}
			const current = attributes[ name ] ?? schema.default;
			let value: unknown;
			if ( text === null ) {
				value = wrong;
				tried++;
			} else if ( schema.type === 'string' ) {
				value = schema.source ? text : ( commentText ?? text );
				tried++;
			} else if ( schema.type === 'array' || schema.type === 'object' ) {
				const replaced = stringsReplaced(
					current,
					commentText ?? text
				);
				value = replaced.value;
				tried += replaced.tried;
			} else {
				continue;
			}
			if ( kept( schema, value ) ) {
				attributes[ name ] = value;
			} else {
				// Refused by the parsers: the markup is the default's, and only the comment
				// carries the value (sourced attributes have no place there).
				delete attributes[ name ];
				if ( ! schema.source ) {
					commentAttributes[ name ] = value;
				}
			}
		}
	} else if ( text !== null && commentText === null ) {
		// An inner core block: the value typed as its text (core's rich text stores it escaped;
		// raw markup there is core's to keep valid). Not the megabyte: core's editor is slow with
		// it, and Vitrine's views keep inner blocks as served.
		for ( const key of [ 'content', 'value', 'citation' ] ) {
			if ( typeof attributes[ key ] === 'string' ) {
				attributes[ key ] = escapeText( text );
				tried++;
			}
		}
	}
	// The megabyte goes into one inner block of each kind (a portfolio's first item, a slider's
	// first slide): every attribute still takes it, and more blocks of one kind would add
	// megabytes, not attributes (three portfolio items made a 26 MB post).
	const innerTrees = ( tree.innerBlocks ?? [] ).filter(
		( child, at, all ) =>
			commentText === null ||
			all.findIndex( ( other ) => other.name === child.name ) === at
	);
	const innerBlocks = innerTrees.map( ( inner ) => {
		const attacked = attack( inner, text, wrong, commentText, wordpress );
		tried += attacked.tried;
		return attacked.block;
	} );
	return {
		block: { name: tree.name, attributes, innerBlocks, commentAttributes },
		tried,
	};
}

/**
 * One value in every block (each block from its example).
 *
 * @param wordpress   The WordPress.
 * @param value       The value's name.
 * @param text        A hostile text, or null for a wrong type.
 * @param wrong       The wrong-typed value, when text is null.
 * @param commentText See attack().
 * @param only        The blocks (every outermost block unless told).
 */
function attackValue(
	wordpress: Release,
	value: string,
	text: string | null,
	wrong: unknown,
	commentText: string | null = null,
	only: BlockJson[] = OUTERMOST
): AttackValue {
	let tried = 0;
	const blocks = only.map( ( block ) => {
		const attacked = attack(
			{
				name: block.name,
				attributes: block.example?.attributes,
				innerBlocks: block.example?.innerBlocks,
			},
			text,
			wrong,
			commentText,
			wordpress
		);
		tried += attacked.tried;
		return attacked.block;
	} );
	return { value, blocks, tried };
}

/** Values per post: every block of each, one post per group. */
const VALUES_PER_PAGE = 5;
/**
 * Megabyte-long attributes per post. A post's cost grows faster than its size (36 of them took
 * 102 s, 11 took 16 s): the blocks are grouped up to this many.
 */
const HUGE_PAIRS_PER_PAGE = 12;
/**
 * WordPress gives up on a block comment somewhere between 600 KB and 1.25 MB of attributes
 * (escaped as JSON, about twice the text), and the post then renders empty whatever the block:
 * attributes kept in the comment get 32 KB of the megabyte each (a counter has five).
 */
const HUGE_COMMENT_LENGTH = 32 * 1024;

function inPages( values: AttackValue[], perPage: number ): AttackPage[] {
	const pages: AttackPage[] = [];
	for ( let i = 0; i < values.length; i += perPage ) {
		pages.push( { values: values.slice( i, i + perPage ) } );
	}
	return pages;
}

/**
 * A megabyte in every text of Vitrine's the markup holds, a few blocks per post (blocks in order,
 * each post up to HUGE_PAIRS_PER_PAGE attributes, a block with more alone).
 *
 * @param wordpress The WordPress.
 */
function hugePages( wordpress: Release ): AttackPage[] {
	return Object.entries( HUGE_TEXT ).flatMap( ( [ value, text ] ) => {
		const huge = ( some: BlockJson[] ) =>
			attackValue(
				wordpress,
				`${ value } (${ some.map( ( block ) => block.name ).join( ', ' ) })`,
				text,
				null,
				text.slice( 0, HUGE_COMMENT_LENGTH ),
				some
			);
		const groups: BlockJson[][] = [];
		let pairs = 0;
		for ( const block of OUTERMOST ) {
			const tried = huge( [ block ] ).tried;
			if ( ! groups.length || pairs + tried > HUGE_PAIRS_PER_PAGE ) {
				groups.push( [] );
				pairs = 0;
			}
			groups[ groups.length - 1 ].push( block );
			pairs += tried;
		}
		return groups.map( ( some ) => ( { values: [ huge( some ) ] } ) );
	} );
}

/**
 * Every attack page for a WordPress, the megabyte ones first: they take longest, and a long test
 * at the end of a run keeps one worker busy while the other waits.
 *
 * @param wordpress The WordPress whose editor and kses the pages are saved through.
 */
export function attackPages( wordpress: Release ): AttackPage[] {
	return [
		...hugePages( wordpress ),
		...inPages(
			Object.entries( HOSTILE_TEXT ).map( ( [ value, text ] ) =>
				attackValue( wordpress, value, text, null )
			),
			VALUES_PER_PAGE
		),
		...inPages(
			Object.entries( HOSTILE_TYPES ).map( ( [ value, wrong ] ) =>
				attackValue( wordpress, value, null, wrong )
			),
			VALUES_PER_PAGE
		),
	];
}

/**
 * Serialises a page in the editor (runs in the browser, where `wp.blocks` is): each block from
 * the attributes the editor keeps, then the refused ones written into its comment.
 *
 * @param blocks The page's blocks.
 */
export function serializeInEditor( blocks: AttackBlock[] ): string {
	const { blocks: api } = (
		window as unknown as {
			wp: {
				blocks: {
					createBlock: (
						name: string,
						attributes: object,
						inner: unknown[]
					) => { name: string };
					serialize: ( block: unknown ) => string;
				};
			};
		}
	 ).wp;
	const create = ( block: AttackBlock ): { name: string } =>
		api.createBlock(
			block.name,
			block.attributes ?? {},
			block.innerBlocks.map( create )
		);
	// Every block in document order, as the serialiser writes their opening delimiters.
	const flat = ( block: AttackBlock ): AttackBlock[] => [
		block,
		...block.innerBlocks.flatMap( flat ),
	];
	const serializeOne = ( block: AttackBlock ): string => {
		const order = flat( block );
		let index = 0;
		// An opening delimiter: the name, the attributes if any, then `-->` (JSON in a delimiter
		// never holds `--`, so the first `-->` ends it).
		return api
			.serialize( create( block ) )
			.replace(
				/<!-- wp:([a-z0-9/-]+) (?:(\{.*?\}) )?(\/?)-->/gs,
				( delimiter, name, json, selfClosing ) => {
					const extra = order[ index++ ]?.commentAttributes ?? {};
					if ( Object.keys( extra ).length === 0 ) {
						return delimiter;
					}
					// Encoded as WordPress's serializeAttributes() does.
					const attributes = {
						...( json ? JSON.parse( json ) : {} ),
						...extra,
					};
					const encoded = JSON.stringify( attributes )
						.replace( /--/g, '\\u002d\\u002d' )
						.replace( /</g, '\\u003c' )
						.replace( />/g, '\\u003e' )
						.replace( /&/g, '\\u0026' )
						.replace( /\\"/g, '\\u0022' );
					return `<!-- wp:${ name } ${ encoded } ${ selfClosing }-->`;
				}
			);
	};
	return blocks.map( serializeOne ).join( '\n\n' );
}
