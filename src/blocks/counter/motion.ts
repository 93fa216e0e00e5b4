/**
 * The count-up on served markup (ST-1), before any React: off screen, the figure resets unseen to
 * the start value; in view, it counts up and ends on the served text. The React view
 * (view.tsx) hydrates when a visitor interacts, never during a count.
 */
import { animateOnAppear } from '../../shared/appear-motion';
import { formatNumber } from '../../shared/number';
import { countUp } from './count';
import { CLASS } from './class';
import { readCount } from './read-count';

animateOnAppear( `.wp-block-vitrine-counter`, ( root ) => {
	const number = root.querySelector( `.${ CLASS }__number` );
	const served = number?.textContent ?? '';
	const { start, end, format } = readCount( root );
	const show = ( text: string ) => number && ( number.textContent = text );
	return {
		reset: () => {
			// The served figure's width, held while it counts (the block is off screen now):
			// fewer digits would pull a suffix in and push it out again, a layout shift each
			// step under the reader's eyes. Gone at the end, as served.
			if ( number instanceof HTMLElement ) {
				number.style.cssText = `display:inline-block;min-width:${
					number.getBoundingClientRect().width
				}px`;
			}
			show( formatNumber( start, format ) );
		},
		run: ( done ) =>
			countUp( {
				from: start,
				to: end,
				onStep: ( value ) => show( formatNumber( value, format ) ),
				onDone: () => {
					show( served );
					number?.removeAttribute( 'style' );
					done();
				},
			} ),
	};
} );
