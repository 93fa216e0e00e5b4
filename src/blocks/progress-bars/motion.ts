/**
 * The bars' growth on served markup (ST-3), before any React: off screen, each fill empties
 * unseen; in view, it grows to its served width over PROGRESS_BAR_DURATION_MS, then every
 * attribute is back as served. The React view (view.tsx) hydrates when a visitor interacts.
 */
import { animateOnAppear, growthMotion } from '../../shared/appear-motion';
import { PROGRESS_BAR_DURATION_MS } from '../../shared/timing';
import { CLASS } from './class';

animateOnAppear( `.wp-block-vitrine-progress-bars`, ( root ) => {
	const fills = Array.from(
		root.querySelectorAll< HTMLElement >( `.${ CLASS }__fill` )
	);
	return growthMotion(
		fills,
		PROGRESS_BAR_DURATION_MS,
		'width',
		'0%',
		fills.map( ( fill ) => `${ fill.dataset.width }%` )
	);
} );
