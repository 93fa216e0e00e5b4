/**
 * For the editor: what normalize.ts had to change in the stored attributes, and why.
 */
import { __, sprintf } from '@wordpress/i18n';
import { droppedMarkupProblem } from '../../shared/editor/dropped-markup';
import { DECIMALS } from './count-rules';
import { normalizeAttributes } from './normalize';
import type { CounterAttributes } from './types';

/**
 * One message per stored value that is shown differently from how it is stored.
 *
 * @param attributes Stored attributes, as found.
 */
export function describeProblems(
	attributes: Partial< CounterAttributes >
): string[] {
	const clean = normalizeAttributes( attributes );
	const problems: string[] = [];
	const numberFields: Array< [ keyof CounterAttributes, string ] > = [
		[ 'number', __( 'number', 'vitrine' ) ],
		[ 'start', __( 'start value', 'vitrine' ) ],
	];
	for ( const [ key, name ] of numberFields ) {
		if (
			attributes[ key ] !== undefined &&
			attributes[ key ] !== clean[ key ]
		) {
			problems.push(
				sprintf(
					/* translators: 1: which number, 2: the stored value */
					__(
						'The %1$s "%2$s" is not a number Vitrine can show, so 0 is used.',
						'vitrine'
					),
					name,
					String( attributes[ key ] )
				)
			);
		}
	}
	if (
		attributes.decimals !== undefined &&
		attributes.decimals !== clean.decimals
	) {
		problems.push(
			sprintf(
				/* translators: 1: stored decimals, 2: maximum, 3: decimals used */
				__(
					'Decimals must be a whole number from 0 to %2$d; "%1$s" shows as %3$d.',
					'vitrine'
				),
				String( attributes.decimals ),
				DECIMALS.max,
				clean.decimals
			)
		);
	}
	if (
		( attributes.thousandsSeparator !== undefined &&
			attributes.thousandsSeparator !== clean.thousandsSeparator ) ||
		( attributes.decimalSeparator !== undefined &&
			attributes.decimalSeparator !== clean.decimalSeparator )
	) {
		problems.push(
			__(
				'The separators were unknown or identical; the usual ones are used instead.',
				'vitrine'
			)
		);
	}
	const texts = {
		prefix: __( 'prefix', 'vitrine' ),
		suffix: __( 'suffix', 'vitrine' ),
		label: __( 'label', 'vitrine' ),
	};
	for ( const key of [ 'prefix', 'suffix', 'label' ] as const ) {
		const problem = droppedMarkupProblem(
			attributes[ key ],
			clean[ key ],
			texts[ key ]
		);
		if ( problem ) {
			problems.push( problem );
		}
	}
	return problems;
}
