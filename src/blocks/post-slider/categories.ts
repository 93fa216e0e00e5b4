/**
 * The categories a post slider shows. WordPress checks a stored list against block.json (numbers
 * only) and drops the whole list when one entry is not a number, so the slider then shows every
 * category; the editor previews exactly that (the preview request would fail otherwise) and says
 * so. Numbers become category IDs as query_settings() in index.php makes them (absint, no zero,
 * each once).
 */
import { sprintf, __ } from '@wordpress/i18n';

/**
 * A number as WordPress's schema check takes one (is_numeric(): numeric strings too).
 * @param entry A stored entry.
 */
function isNumeric( entry: unknown ): boolean {
	if ( typeof entry === 'string' ) {
		return /^\s*[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?\s*$/i.test( entry );
	}
	return typeof entry === 'number' && Number.isFinite( entry );
}

function isNumberList( value: unknown ): value is Array< number | string > {
	return Array.isArray( value ) && value.every( isNumeric );
}

/**
 * The category IDs the slider shows ([] for every category).
 * @param value The stored `categories`.
 */
export function categoryIds( value: unknown ): number[] {
	if ( ! isNumberList( value ) ) {
		return [];
	}
	const ids = value
		.map( ( entry ) => Math.abs( Math.trunc( Number( entry ) ) ) )
		.filter( ( id ) => id > 0 );
	return Array.from( new Set( ids ) );
}

/**
 * What the editor tells when WordPress will drop the stored list.
 * @param value The stored `categories`.
 */
export function describeCategoryProblems( value: unknown ): string[] {
	return value === undefined || isNumberList( value )
		? []
		: [
				sprintf(
					/* translators: %s: the stored value, as JSON. */
					__(
						'The stored categories (%s) are not all category IDs, so WordPress ignores them and the slider shows every category. Choose the categories again.',
						'vitrine'
					),
					JSON.stringify( value ).slice( 0, 80 )
				),
			];
}
