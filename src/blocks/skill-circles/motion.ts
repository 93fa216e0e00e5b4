/**
 * The rings' fill on served markup (ST-2), before any React: off screen, each ring empties
 * unseen; once its top is CIRCLE_VIEWPORT_OFFSET_PX into view, it fills to its served value over
 * CIRCLE_DURATION_MS, then every attribute is back as served. The React view (view.tsx) hydrates
 * when a visitor interacts.
 */
import { animateOnAppear, growthMotion } from '../../shared/appear-motion';
import {
	CIRCLE_DURATION_MS,
	CIRCLE_VIEWPORT_OFFSET_PX,
} from '../../shared/timing';
import { CLASS } from './class';

animateOnAppear(
	`.wp-block-vitrine-skill-circles`,
	( root ) => {
		const rings = Array.from(
			root.querySelectorAll< SVGElement >( `.${ CLASS }__value` )
		);
		// The served dash offset is an attribute in user units; as a style (which transitions
		// and wins over the attribute) those are px.
		return growthMotion(
			rings,
			CIRCLE_DURATION_MS,
			'stroke-dashoffset',
			'100px',
			rings.map(
				( ring ) =>
					`${ ring.getAttribute( 'stroke-dashoffset' ) ?? 100 }px`
			)
		);
	},
	CIRCLE_VIEWPORT_OFFSET_PX
);
