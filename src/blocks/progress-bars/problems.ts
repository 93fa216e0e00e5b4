/**
 * For the editor: what normalize.ts had to change in the stored attributes, and why.
 */
import { __, sprintf } from '@wordpress/i18n';
import { describeLabelledValueProblems } from '../../shared/editor/labelled-values-problems';
import type { ProgressBarsAttributes } from './types';

/**
 * Names bar n for people.
 *
 * @param number The bar's position, from 1.
 */
export const barName = ( number: number ) =>
	/* translators: %d: bar number */
	sprintf( __( 'Bar %d', 'vitrine' ), number );

/**
 * @param attributes Stored attributes, as found.
 */
export function describeProblems(
	attributes: Partial< ProgressBarsAttributes >
): string[] {
	return describeLabelledValueProblems( attributes.bars, barName );
}
