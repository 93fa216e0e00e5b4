/**
 * For the editor: what normalize.ts had to change in the stored attributes, and why.
 */
import { __, sprintf } from '@wordpress/i18n';
import { describeLabelledValueProblems } from '../../shared/editor/labelled-values-problems';
import { normalizeAttributes, SIZE, THICKNESS } from './normalize';
import type { SkillCirclesAttributes } from './types';

/**
 * Names circle n for people.
 *
 * @param number The circle's position, from 1.
 */
export const circleName = ( number: number ) =>
	/* translators: %d: circle number */
	sprintf( __( 'Circle %d', 'vitrine' ), number );

/**
 * @param attributes Stored attributes, as found.
 */
export function describeProblems(
	attributes: Partial< SkillCirclesAttributes >
): string[] {
	const clean = normalizeAttributes( attributes );
	const problems = describeLabelledValueProblems(
		attributes.circles,
		circleName
	);
	if ( attributes.size !== undefined && attributes.size !== clean.size ) {
		problems.push(
			sprintf(
				/* translators: 1: minimum, 2: maximum, 3: size used */
				__(
					'The size must be from %1$d to %2$d px; %3$d px is used.',
					'vitrine'
				),
				SIZE.min,
				SIZE.max,
				clean.size
			)
		);
	}
	if (
		attributes.thickness !== undefined &&
		attributes.thickness !== clean.thickness
	) {
		problems.push(
			sprintf(
				/* translators: 1: minimum, 2: maximum, 3: thickness used */
				__(
					'The ring width must be from %1$d to %2$d; %3$d is used.',
					'vitrine'
				),
				THICKNESS.min,
				THICKNESS.max,
				clean.thickness
			)
		);
	}
	if ( attributes.trackColor && ! clean.trackColor ) {
		problems.push(
			__(
				'The track colour is not a hex colour and is ignored.',
				'vitrine'
			)
		);
	}
	return problems;
}
