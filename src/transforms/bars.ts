/**
 * A list whose items read "Design: 90%" (or "Design 90 %", "Design – 90%") becomes progress
 * bars, and bars become such a list again, so nothing an editor typed is lost either way.
 */
import { escapeText, htmlToText } from '../shared/inline-html';
import { clampPercent, formatPercent } from '../shared/percent';
import { normalizeAttributes } from '../blocks/progress-bars/normalize';
import type {
	Bar,
	ProgressBarsAttributes,
} from '../blocks/progress-bars/types';
import { tree, type BlockLike, type BlockTree } from './tree';

const LABELLED_PERCENT = /^(.*?)[\s:–—-]*(-?\d+(?:[.,]\d+)?)\s*%$/u;

/**
 * "Design: 90%" → { label: 'Design', value: 90 }; text without a trailing percentage → value 0.
 * @param text Plain text of one list item.
 */
export function barFromText( text: string ): Bar {
	const match = LABELLED_PERCENT.exec( text.trim() );
	if ( ! match ) {
		return { label: text.trim(), value: 0 };
	}
	return {
		label: match[ 1 ].trim(),
		value: clampPercent( match[ 2 ].replace( ',', '.' ) ),
	};
}

/**
 * Progress bars from a list, a bar an item.
 * @param list The core/list block.
 */
export function barsFromList( list: BlockLike ): BlockTree {
	return tree( 'vitrine/progress-bars', {
		bars: ( list.innerBlocks ?? [] ).map( ( item ) => {
			const bar = barFromText(
				htmlToText( String( item.attributes.content ?? '' ) )
			);
			return { ...bar, label: escapeText( bar.label ) };
		} ),
	} );
}

/**
 * A list from progress bars, an item a bar ("Design: 90%").
 * @param bars The vitrine/progress-bars block.
 */
export function listFromBars( bars: BlockLike ): BlockTree {
	return tree(
		'core/list',
		{},
		normalizeAttributes(
			bars.attributes as Partial< ProgressBarsAttributes >
		).bars.map( ( bar ) =>
			tree( 'core/list-item', {
				content: `${ bar.label }: ${ formatPercent( bar.value ) }`,
			} )
		)
	);
}
