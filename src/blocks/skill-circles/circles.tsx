/**
 * The one component that renders skill circles: in save(), in the editor and on the front end.
 * Pure (no hooks): WordPress calls save() components directly.
 *
 * Each ring is an SVG circle whose stroke covers `value` of a path normalised to 100, so the
 * saved markup draws the final state; animating means moving the dash offset from 100 (empty).
 */
import type { CSSProperties } from 'react';
import type { ViewValue } from '../../shared/labelled-values';
import { formatPercent } from '../../shared/percent';
import { CIRCLE_DURATION_MS } from '../../shared/timing';
import type { AppearPhase } from '../../shared/use-appear-phase';
import type { SkillCirclesViewProps } from './types';

export const CLASS = 'vitrine-skill-circles';
/** Radius in the 100 × 100 view box, leaving room for the widest ring (12). */
const RADIUS = 44;

function ringStyle(
	circle: ViewValue,
	phase: AppearPhase
): CSSProperties | undefined {
	const style: Record< string, string > = {};
	if ( circle.color ) {
		style[ '--vitrine-circle-color' ] = circle.color;
	}
	if ( phase === 'run' ) {
		style.transitionDuration = `${ CIRCLE_DURATION_MS }ms`;
	}
	return Object.keys( style ).length ? style : undefined;
}

export function SkillCirclesView( {
	circles,
	phase = 'final',
}: SkillCirclesViewProps ) {
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
								className={
									phase === 'run'
										? `${ CLASS }__value is-animating`
										: `${ CLASS }__value`
								}
								cx="50"
								cy="50"
								r={ RADIUS }
								pathLength={ 100 }
								strokeDasharray="100"
								strokeDashoffset={
									phase === 'start' ? 100 : 100 - circle.value
								}
								style={ ringStyle( circle, phase ) }
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
