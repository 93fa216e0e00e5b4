/**
 * What slides and core blocks share: the colours a slide takes (its block supports), and the
 * parts of a slider a transform reads.
 */
import { defined, tree, type Attributes, type BlockTree } from './tree';

/** The colour attributes of core blocks and of a slide (both use core's colour support). */
const COLOUR_KEYS = [ 'backgroundColor', 'textColor', 'gradient' ];

/**
 * A block's colours, as another block with core's colour support takes them.
 * @param attributes The block's attributes.
 */
export function colours( attributes: Attributes ): Attributes {
	const style = attributes.style as { color?: unknown } | undefined;
	return defined( {
		...Object.fromEntries(
			COLOUR_KEYS.map( ( key ) => [ key, attributes[ key ] ] )
		),
		style: style?.color ? { color: style.color } : undefined,
	} );
}

/**
 * Whether a block's colour support gives it a background of its own: a colour or a gradient,
 * from the palette or custom.
 * @param attributes The block's attributes.
 */
export function hasColourBackground( attributes: Attributes ): boolean {
	const color = ( attributes.style as { color?: Attributes } | undefined )
		?.color;
	return Boolean(
		attributes.backgroundColor ||
		attributes.gradient ||
		color?.background ||
		color?.gradient
	);
}

export function slide(
	attributes: Attributes,
	innerBlocks: BlockTree[]
): BlockTree {
	return tree( 'vitrine/slide', attributes, innerBlocks );
}

/**
 * Whether a slide shows a picture behind its content (no core block the slider turns back into
 * keeps one, except the Cover).
 * @param block The slide.
 */
export function hasBackgroundImage( block: BlockTree ): boolean {
	return Boolean( block.attributes.mediaUrl );
}
