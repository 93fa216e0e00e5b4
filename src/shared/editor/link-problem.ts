/**
 * For the editor: why a typed link was refused (src/shared/link.ts).
 */
import { __ } from '@wordpress/i18n';
import type { LinkResult } from '../link';

export function linkProblem( result: LinkResult ): string | null {
	if ( result.ok ) {
		return null;
	}
	return result.reason === 'scheme'
		? __(
				'Only web addresses (http or https), email addresses and phone numbers can be links; this address was not saved.',
				'vitrine'
			)
		: __(
				'This is not a web address, an email address or a phone number (6 to 15 digits); it was not saved.',
				'vitrine'
			);
}
