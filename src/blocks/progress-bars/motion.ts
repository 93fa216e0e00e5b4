/**
 * The bars' growth on served markup (ST-3), before any React: off screen, each fill empties
 * unseen; in view, it grows to its served width over PROGRESS_BAR_DURATION_MS, then every
 * attribute is back as served. The React view (view.tsx) hydrates when a visitor interacts.
 */
import { animateOnAppear, keepServed } from '../../shared/appear-motion';
import { PROGRESS_BAR_DURATION_MS } from '../../shared/timing';
import { CLASS } from './class';

animateOnAppear( `.wp-block-vitrine-progress-bars`, ( root ) => {
	const fills = Array.from(
		root.querySelectorAll< HTMLElement >( `.${ CLASS }__fill` )
	);
	const restore = fills.map( ( fill ) =>
		keepServed( fill, [ 'class', 'style' ] )
	);
	return {
		reset: () => fills.forEach( ( fill ) => ( fill.style.width = '0%' ) ),
		run: ( done ) => {
			fills.forEach( ( fill, index ) => {
				restore[ index ]();
				fill.style.width = '0%';
				fill.classList.add( 'is-animating' );
				fill.style.transitionDuration = `${ PROGRESS_BAR_DURATION_MS }ms`;
				// Read once so the browser starts from 0, then grow to the served width.
				void fill.offsetWidth;
				fill.style.width = `${ fill.dataset.width }%`;
			} );
			setTimeout( () => {
				restore.forEach( ( back ) => back() );
				done();
			}, PROGRESS_BAR_DURATION_MS );
		},
	};
} );
