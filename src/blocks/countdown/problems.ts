/**
 * For the editor: what visitors will see instead of a running countdown, and why.
 */
import { __, sprintf } from '@wordpress/i18n';
import { droppedMarkupProblem } from '../../shared/editor/dropped-markup';
import { normalizeAttributes } from './normalize';
import { parseTarget } from './remaining';
import type { CountdownAttributes } from './types';

/** What a countdown without a date tells its editor (its placeholder says it in place). */
export const noDateProblem = () =>
	__(
		'Pick the date and time to count down to in the block settings. Until then, visitors see the end state.',
		'vitrine'
	);

/**
 * One message per problem with the stored attributes.
 *
 * @param attributes Stored attributes, as found.
 * @param now        Current instant (ms).
 * @param words      Formats a valid date in words.
 */
export function describeProblems(
	attributes: Partial< CountdownAttributes >,
	now: number,
	words: ( iso: string ) => string
): string[] {
	const clean = normalizeAttributes( attributes );
	const problems: string[] = [];
	const raw = attributes.date;
	if ( raw === undefined || raw === '' ) {
		problems.push( noDateProblem() );
	} else if ( clean.date === '' ) {
		problems.push(
			sprintf(
				/* translators: %s: the stored value */
				__(
					'The stored date "%s" is not a date and time Vitrine can read, so visitors see the end state. Pick the date again.',
					'vitrine'
				),
				String( raw )
			)
		);
	} else if ( ( parseTarget( clean.date ) as number ) <= now ) {
		problems.push(
			sprintf(
				/* translators: %s: the target date in words */
				__(
					'%s is in the past, so visitors see the end state.',
					'vitrine'
				),
				words( clean.date )
			)
		);
	}
	if (
		attributes.endState !== undefined &&
		attributes.endState !== clean.endState
	) {
		problems.push(
			sprintf(
				/* translators: %s: the stored value */
				__(
					'"%s" is not an end state Vitrine knows, so the countdown stops at zeros.',
					'vitrine'
				),
				String( attributes.endState )
			)
		);
	}
	const dropped = droppedMarkupProblem(
		attributes.endMessage,
		clean.endMessage,
		__( 'message', 'vitrine' )
	);
	if ( dropped ) {
		problems.push( dropped );
	}
	if ( clean.endState === 'message' && clean.endMessage === '' ) {
		problems.push(
			__(
				'The end state is a message, but the message is empty: visitors see only the date.',
				'vitrine'
			)
		);
	}
	return problems;
}
