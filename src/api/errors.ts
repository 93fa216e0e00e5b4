/**
 * AP-2: every error from WordPress's api-fetch, turned into a sentence for people. api-fetch
 * rejects with `{ code, message, data }` objects (its own codes, or the REST API's); Vitrine never
 * shows such an object, only the sentence, translated.
 */
import { __ } from '@wordpress/i18n';

/** The codes the SPEC names, with their sentences. */
export function knownMessages(): Record< string, string > {
	return {
		invalid_json: __(
			'The response is not a valid JSON response.',
			'vitrine'
		),
		fetch_error: __( 'You are probably offline.', 'vitrine' ),
		unknown_error: __( 'An unknown error occurred.', 'vitrine' ),
		post_process: __(
			'Media upload failed. If this is a photo or a large image, please scale it down and try again.',
			'vitrine'
		),
	};
}

/**
 * A message without markup or runs of whitespace (REST messages may carry HTML).
 * @param message The message.
 */
function plainText( message: string ): string {
	return message
		.replace( /<[^>]*>/g, '' )
		.replace( /\s+/g, ' ' )
		.trim();
}

/**
 * The sentence for any rejection: a known code's sentence, else the server's own message as
 * plain text (REST errors are written for people), else "An unknown error occurred.".
 * @param error Whatever api-fetch (or anything else) rejected with.
 */
export function errorMessage( error: unknown ): string {
	const known = knownMessages();
	if ( error && typeof error === 'object' ) {
		const { code, message } = error as {
			code?: unknown;
			message?: unknown;
		};
		if (
			typeof code === 'string' &&
			Object.prototype.hasOwnProperty.call( known, code )
		) {
			return known[ code ];
		}
		if ( typeof message === 'string' ) {
			const text = plainText( message );
			if ( text !== '' ) {
				return text;
			}
		}
	}
	return known.unknown_error;
}
