/**
 * The one component that renders the bars: in save(), in the editor preview, and on the front
 * end, where it reproduces the saved markup exactly (hydration). The growth into view runs
 * before, on the served markup (motion.ts).
 * It must stay pure (no hooks): WordPress calls save() components directly.
 */
import type { CSSProperties } from 'react';
import { formatPercent } from '../../shared/percent';
import type { ViewValue } from '../../shared/labelled-values';
import type { ProgressBarsViewProps } from './types';
import { CLASS } from './class';

export { CLASS };

function fillStyle( bar: ViewValue ): CSSProperties {
	const style: Record< string, string > = { width: `${ bar.value }%` };
	if ( bar.color ) {
		style[ '--vitrine-bar-color' ] = bar.color;
	}
	return style;
}

export function ProgressBarsView( {
	bars,
	showValues,
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
							className={ `${ CLASS }__fill` }
							data-width={ bar.value }
							style={ fillStyle( bar ) }
						/>
					</div>
				</div>
			) ) }
		</>
	);
}
