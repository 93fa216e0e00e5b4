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
		reset: () => show( formatNumber( start, format ) ),
		run: ( done ) =>
			countUp( {
				from: start,
				to: end,
				onStep: ( value ) => show( formatNumber( value, format ) ),
				onDone: () => {
					show( served );
					done();
				},
			} ),
	};
} );
