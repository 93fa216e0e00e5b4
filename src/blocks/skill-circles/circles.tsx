/**
 * The one component that renders skill circles: in save(), in the editor and on the front end.
 * Pure (no hooks): WordPress calls save() components directly.
 *
 * Each ring is an SVG circle whose stroke covers `value` of a path normalised to 100, so the
 * saved markup draws the final state; the fill into view (motion.ts, on the served markup) moves
 * the dash offset from 100 (empty).
 */
import type { CSSProperties } from 'react';
import type { ViewValue } from '../../shared/labelled-values';
import { formatPercent } from '../../shared/percent';
import type { SkillCirclesViewProps } from './types';
import { CLASS } from './class';

export { CLASS };

/** Radius in the 100 × 100 view box, leaving room for the widest ring (12). */
const RADIUS = 44;

function ringStyle( circle: ViewValue ): CSSProperties | undefined {
	return circle.color
		? ( { '--vitrine-circle-color': circle.color } as CSSProperties )
		: undefined;
}

export function SkillCirclesView( { circles }: SkillCirclesViewProps ) {
	return (
		<>
			{ circles.map( ( circle, index ) => (
				<div className={ `${ CLASS }__item` } key={ index }>
					<div
						className={ `${ CLASS }__ring` }
						role="progressbar"
						aria-label={ circle.name }
						aria-valuemin={ 0 }
						aria-valuemax={ 100 }
						aria-valuenow={ circle.value }
						data-rel={ circle.value }
					>
						<svg
							className={ `${ CLASS }__svg` }
							viewBox="0 0 100 100"
							aria-hidden="true"
							focusable="false"
						>
							<circle
								className={ `${ CLASS }__track` }
								cx="50"
								cy="50"
								r={ RADIUS }
								pathLength={ 100 }
							/>
							<circle
								className={ `${ CLASS }__value` }
								cx="50"
								cy="50"
								r={ RADIUS }
								pathLength={ 100 }
								strokeDasharray="100"
								strokeDashoffset={ 100 - circle.value }
								style={ ringStyle( circle ) }
							/>
						</svg>
						<span
							className={ `${ CLASS }__percent` }
							aria-hidden="true"
						>
							{ formatPercent( circle.value ) }
						</span>
					</div>
					<p
						className={ `${ CLASS }__label` }
						aria-hidden="true"
						dangerouslySetInnerHTML={ { __html: circle.labelHtml } }
					/>
				</div>
			) ) }
		</>
	);
}
