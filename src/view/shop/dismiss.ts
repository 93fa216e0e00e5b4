/**
 * The coming-soon banner's dismissal with "Use Vitrine's" (WC-3): a form POST through WordPress's
 * api-fetch to the REST URL the link carries, with its nonce (api-fetch refreshes an expired one
 * and retries once); when the call ends, success or failure, the banner hides.
 */
import { postForm } from '../../api';
import { hide } from './visibility';

export const DISMISS_FIELD = 'woocommerce_meta[coming_soon_banner_dismissed]';

/**
 * The REST URL to post to, only when it is an http(s) URL on this site: the nonce must never be
 * sent anywhere else.
 * @param value    The link's `data-rest-url`.
 * @param location The page's location.
 */
export function sameSiteUrl(
	value: string | undefined,
	location: Location
): string | null {
	if ( ! value ) {
		return null;
	}
	try {
		const url = new URL( value, location.href );
		return /^https?:$/.test( url.protocol ) &&
			url.origin === location.origin
			? url.href
			: null;
	} catch {
		return null;
	}
}

/**
 * Sends the dismissal (the response is not read) and hides the banner when the call ends.
 * @param link   The dismiss link.
 * @param banner The banner.
 */
export async function dismissBanner(
	link: HTMLElement,
	banner: HTMLElement | null
): Promise< void > {
	const view = link.ownerDocument.defaultView;
	const url = view
		? sameSiteUrl( link.dataset.restUrl, view.location )
		: null;
	try {
		if ( url ) {
			await postForm(
				url,
				{ [ DISMISS_FIELD ]: 'yes' },
				link.dataset.restNonce
			);
		}
	} catch {
		// Success or failure, the banner goes: the SPEC reads no response.
	} finally {
		if ( banner ) {
			hide( banner );
		}
	}
}
