/**
 * Front end: hydrates each served counter with the component that rendered it, when a visitor
 * interacts with it (its islands start, block.json). The count-up itself runs before that, on the
 * served markup, in motion.ts; hydration waits for a count to end (src/lifecycle/hydrate.tsx), so it
 * always meets the served text.
 */
import { hydrateBlocks } from '../../lifecycle/hydrate';
import { CLASS, CounterView } from './counter';
import type { CounterViewProps } from './types';
import { servedHtml } from '../../shared/served-html';

/**
 * Rebuilds the view's props from served markup; the DOM is the only source of truth.
 *
 * @param root The block's wrapper element.
 */
export function readProps( root: HTMLElement ): CounterViewProps | null {
	const number = root.querySelector( `.${ CLASS }__number` );
	const sr = root.querySelector( `.${ CLASS }__sr` );
	if ( ! number || ! sr ) {
		return null;
	}
	const html = ( part: string ) =>
		servedHtml( root.querySelector( `.${ CLASS }__${ part }` ) );
	return {
		prefixHtml: html( 'prefix' ),
		suffixHtml: html( 'suffix' ),
		labelHtml: html( 'label' ),
		numberText: number.textContent ?? '',
		srText: sr.textContent ?? '',
	};
}

hydrateBlocks( '.wp-block-vitrine-counter', readProps, CounterView );
