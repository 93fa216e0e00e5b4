/**
 * Stored attributes and served data attributes are hostile until proven otherwise: this returns
 * safe ones. No i18n here: the front-end view uses it, and wp-i18n cannot be deferred.
 * The rules are block.json's; index.php applies them on the server.
 */
import { sanitizeInlineHtml } from '../../shared/inline-html';
import { parseTarget } from './remaining';
import { normalizeEndState } from './face';
import type { CountdownAttributes } from './types';
import metadata from './block.json';

export { END_STATES, normalizeEndState } from './face';
export const MESSAGE_MAX_LENGTH =
	metadata.attributes.endMessage.limits.maxLength;

/**
 * The date as stored when it is a real ISO 8601 date-time with offset, otherwise ''.
 * @param value
 */
export function normalizeDate( value: unknown ): string {
	return parseTarget( value ) === null ? '' : ( value as string ).trim();
}

export function normalizeAttributes(
	attributes: Partial< CountdownAttributes >
): CountdownAttributes {
	const message = attributes.endMessage;
	return {
		date: normalizeDate( attributes.date ),
		endState: normalizeEndState( attributes.endState ),
		endMessage:
			typeof message === 'string'
				? sanitizeInlineHtml( message, MESSAGE_MAX_LENGTH )
				: '',
	};
}
