/**
 * Transforms between core blocks and Vitrine's are written as plain trees (name, attributes,
 * inner blocks), so their logic is tested without an editor; `toBlock` makes editor blocks of
 * a tree only when the editor applies a transform.
 */
import { createBlock, type Block } from '@wordpress/blocks';

export type Attributes = Record< string, unknown >;

export type BlockTree = {
	name: string;
	attributes: Attributes;
	innerBlocks: BlockTree[];
};

/** What the editor hands a transform: a block, or anything shaped like one. */
export type BlockLike = {
	name: string;
	attributes: Attributes;
	innerBlocks?: BlockLike[];
};

export function tree(
	name: string,
	attributes: Attributes = {},
	innerBlocks: BlockTree[] = []
): BlockTree {
	return { name, attributes, innerBlocks };
}

/**
 * A block as a tree. Rich-text attributes arrive as RichTextData objects since WordPress 6.5;
 * their string is their HTML, which is what a new block takes.
 * @param block The block.
 */
export function fromBlock( block: BlockLike ): BlockTree {
	const attributes: Attributes = {};
	for ( const [ key, value ] of Object.entries( block.attributes ?? {} ) ) {
		attributes[ key ] = isRichText( value ) ? String( value ) : value;
	}
	return tree(
		block.name,
		attributes,
		( block.innerBlocks ?? [] ).map( fromBlock )
	);
}

function isRichText( value: unknown ): boolean {
	return (
		typeof value === 'object' &&
		value !== null &&
		typeof ( value as { toHTMLString?: unknown } ).toHTMLString ===
			'function'
	);
}

export function toBlock( { name, attributes, innerBlocks }: BlockTree ): Block {
	return createBlock( name, attributes, innerBlocks.map( toBlock ) );
}

/**
 * An attribute as text ('' when it is not a string or rich text).
 * @param value
 */
export function textOf( value: unknown ): string {
	if ( typeof value === 'string' ) {
		return value;
	}
	return isRichText( value ) ? String( value ) : '';
}

/**
 * The class list with some classes added or taken away; undefined when none is left, so a block
 * that had no class gets none back.
 * @param className The block's classes.
 * @param add       Classes to add.
 * @param remove    Classes to take away.
 */
export function withClasses(
	className: unknown,
	add: string[],
	remove: string[] = []
): string | undefined {
	const classes = textOf( className )
		.split( /\s+/ )
		.filter( ( name ) => name && ! remove.includes( name ) );
	for ( const name of add ) {
		if ( ! classes.includes( name ) ) {
			classes.push( name );
		}
	}
	return classes.length ? classes.join( ' ' ) : undefined;
}

export function hasClass( block: BlockLike, name: string ): boolean {
	return textOf( block.attributes.className ).split( /\s+/ ).includes( name );
}

/**
 * The attributes without the keys whose value is undefined (createBlock would store them).
 * @param attributes The attributes.
 */
export function defined( attributes: Attributes ): Attributes {
	return Object.fromEntries(
		Object.entries( attributes ).filter(
			( [ , value ] ) => value !== undefined
		)
	);
}
