/**
 * A list whose items read "Design: 90%" (or "Design 90 %", "Design – 90%") becomes progress
 * bars, and bars become such a list again, so nothing an editor typed is lost either way.
 */
import {
	createBlock,
	type Block,
	type BlockConfiguration,
} from '@wordpress/blocks';
import { escapeText, htmlToText } from '../../shared/inline-html';
import { clampPercent, formatPercent } from '../../shared/percent';
import { normalizeAttributes } from './normalize';
import type { Bar, ProgressBarsAttributes } from './types';

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

type Transforms = NonNullable<
	BlockConfiguration< ProgressBarsAttributes >[ 'transforms' ]
>;

const transforms: Transforms = {
	from: [
		{
			type: 'block',
			blocks: [ 'core/list' ],
			transform: ( _attributes, innerBlocks ) =>
				createBlock( 'vitrine/progress-bars', {
					bars: ( innerBlocks as Block[] ).map( ( item ) => {
						const bar = barFromText(
							htmlToText(
								String( item.attributes.content ?? '' )
							)
						);
						return { ...bar, label: escapeText( bar.label ) };
					} ),
				} ),
		},
	],
	to: [
		{
			type: 'block',
			blocks: [ 'core/list' ],
			transform: ( attributes ) =>
				createBlock(
					'core/list',
					{},
					normalizeAttributes(
						attributes as Partial< ProgressBarsAttributes >
					).bars.map( ( bar ) =>
						createBlock( 'core/list-item', {
							content: `${ bar.label }: ${ formatPercent( bar.value ) }`,
						} )
					)
				),
		},
	],
};

export default transforms;
