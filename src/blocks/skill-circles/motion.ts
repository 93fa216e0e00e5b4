/**
 * The rings' fill on served markup (ST-2), before any React: off screen, each ring empties
 * unseen; once its top is CIRCLE_VIEWPORT_OFFSET_PX into view, it fills to its served value over
 * CIRCLE_DURATION_MS, then every attribute is back as served. The React view (view.tsx) hydrates
 * when a visitor interacts.
 */
import { animateOnAppear, keepServed } from '../../shared/appear-motion';
import {
	CIRCLE_DURATION_MS,
	CIRCLE_VIEWPORT_OFFSET_PX,
} from '../../shared/timing';
import { CLASS } from './class';

const OFFSET = 'stroke-dashoffset';

animateOnAppear(
	`.wp-block-vitrine-skill-circles`,
	( root ) => {
		const rings = Array.from(
			root.querySelectorAll< SVGElement >( `.${ CLASS }__value` )
		);
		const restore = rings.map( ( ring ) =>
			keepServed( ring, [ 'class', 'style', OFFSET ] )
		);
		const served = rings.map( ( ring ) => ring.getAttribute( OFFSET ) );
		return {
			reset: () =>
				rings.forEach( ( ring ) => ring.setAttribute( OFFSET, '100' ) ),
			run: ( done ) => {
				rings.forEach( ( ring, index ) => {
					restore[ index ]();
					// As a style (in user units: px), which transitions, over the attribute; every
					// attribute comes back as served at the end.
					ring.style.strokeDashoffset = '100px';
					ring.classList.add( 'is-animating' );
					ring.style.transitionDuration = `${ CIRCLE_DURATION_MS }ms`;
					// Read once so the browser starts from empty, then fill to the served value.
					void ring.getBoundingClientRect();
					ring.style.strokeDashoffset = `${ served[ index ] ?? 100 }px`;
				} );
				setTimeout( () => {
					restore.forEach( ( back ) => back() );
					done();
				}, CIRCLE_DURATION_MS );
			},
		};
	},
	CIRCLE_VIEWPORT_OFFSET_PX
);
