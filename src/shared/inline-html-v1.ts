/**
 * Vitrine 0.1 cleaned inline HTML its own way (sanitizeInlineHtmlV1); posts saved then keep
 * validating through a deprecation built here: the old markup is the current save() of the
 * attributes cleaned by the old rule, and migrating stores those cleaned attributes.
 */
import type { BlockDeprecation } from '@wordpress/blocks';
import { sanitizeInlineHtmlV1 } from './inline-html';

/**
 * A stored text as 0.1 cleaned it (strings and numbers; anything else stays as it is, and the
 * current rules refuse it the same way).
 *
 * @param value     The stored value.
 * @param maxLength How many characters 0.1 read.
 */
export function textV1( value: unknown, maxLength = Infinity ): unknown {
	return typeof value === 'string' || typeof value === 'number'
		? sanitizeInlineHtmlV1( String( value ), maxLength )
		: value;
}

/** What the deprecation keeps of block.json: attributes and supports did not change. */
type BlockMetadata = { attributes: object; supports?: object };

/**
 * The deprecation for a block whose texts 0.1 cleaned.
 *
 * @param metadata The block's block.json (attributes and supports are unchanged).
 * @param save     The block's current save().
 * @param cleanV1  The attributes with every text as 0.1 cleaned it.
 */
export function inlineHtmlV1Deprecation< A extends Record< string, any > >(
	metadata: BlockMetadata,
	save: ( props: { attributes: A } ) => JSX.Element | null,
	cleanV1: ( attributes: A ) => A
): BlockDeprecation< A > {
	// Stored attributes are hostile and untyped until cleaned: the casts say only that.
	return {
		attributes:
			metadata.attributes as BlockDeprecation< A >[ 'attributes' ],
		supports: metadata.supports as BlockDeprecation< A >[ 'supports' ],
		save: ( { attributes } ) =>
			save( { attributes: cleanV1( attributes as A ) } ),
		migrate: ( attributes ) => cleanV1( attributes as A ),
	};
}
