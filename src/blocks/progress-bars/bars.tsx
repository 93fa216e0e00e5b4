/**
 * The one component that renders the bars: in save(), in the editor preview, and on the front
 * end, where it first reproduces the saved markup exactly (hydration) and then animates.
 * It must stay pure (no hooks): WordPress calls save() components directly.
 */
import type { CSSProperties } from 'react';
import { formatPercent } from '../../shared/percent';
import { PROGRESS_BAR_DURATION_MS } from '../../shared/timing';
import type { AppearPhase } from '../../shared/use-appear-phase';
import type { ViewValue } from '../../shared/labelled-values';
import type { ProgressBarsViewProps } from './types';

export const CLASS = 'vitrine-progress-bars';

function fillStyle( bar: ViewValue, phase: AppearPhase ): CSSProperties {
	const style: Record< string, string > = {
		width: phase === 'start' ? '0%' : `${ bar.value }%`,
	};
	if ( bar.color ) {
		style[ '--vitrine-bar-color' ] = bar.color;
	}
	if ( phase === 'run' ) {
		style.transitionDuration = `${ PROGRESS_BAR_DURATION_MS }ms`;
	}
	return style;
}

export function ProgressBarsView( {
	bars,
	showValues,
	phase = 'final',
}: ProgressBarsViewProps ) {
	return (
		<>
			{ bars.map( ( bar, index ) => (
				<div className={ `${ CLASS }__item` } key={ index }>
					<div className={ `${ CLASS }__header` } aria-hidden="true">
						<span
							className={ `${ CLASS }__label` }
							dangerouslySetInnerHTML={ {
								__html: bar.labelHtml,
							} }
						/>
						{ showValues && (
							<span className={ `${ CLASS }__value` }>
								{ formatPercent( bar.value ) }
							</span>
						) }
					</div>
					<div
						className={ `${ CLASS }__track` }
						role="progressbar"
						aria-label={ bar.name }
						aria-valuemin={ 0 }
						aria-valuemax={ 100 }
						aria-valuenow={ bar.value }
					>
						<div
							className={
								phase === 'run'
									? `${ CLASS }__fill is-animating`
									: `${ CLASS }__fill`
							}
							data-width={ bar.value }
							style={ fillStyle( bar, phase ) }
						/>
					</div>
				</div>
			) ) }
		</>
	);
}
