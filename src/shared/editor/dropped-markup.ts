/**
 * For the editor: the one explanation for a short text whose stored inline HTML lost markup when
 * it was cleaned (src/shared/inline-html.ts).
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * @param raw   The stored value, as found.
 * @param clean What the block shows.
 * @param what  The field's translated name, such as "message".
 * @return The explanation, or null when nothing was dropped.
 */
export function droppedMarkupProblem(
	raw: unknown,
	clean: string,
	what: string
): string | null {
	if ( typeof raw !== 'string' || raw.trim() === clean ) {
		return null;
	}
	return sprintf(
		/* translators: %s: the field, such as "label" or "message" */
		__(
			'The %s held markup that is not allowed; only its text and simple formatting are shown.',
			'vitrine'
		),
		what
	);
}
