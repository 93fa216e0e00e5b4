/**
 * The coming-soon banner's dismissal with "Use Vitrine's" (WC-3): exactly WooCommerce's request
 * (its `coming_soon_banner_dismissed` user meta, set to `yes` on the current user's own route)
 * through WordPress's api-fetch, which adds the nonce and refreshes an expired one once; when the
 * call ends, success or failure, the banner hides.
 *
 * Nothing of the request comes from the page: WooCommerce's link carries `data-rest-url` and
 * `data-rest-nonce`, and so can a link anyone with a post planted beside it, while api-fetch adds
 * the reader's own nonce to whatever it sends (docs/security.md).
 */
import { postForm } from '../../api';
import { hide } from './visibility';

/** The current user's own route: the only one the dismissal ever posts to. */
export const DISMISS_ROUTE = '/wp/v2/users/me';
/** WooCommerce's field for its banner's dismissal, and the only field sent. */
export const DISMISS_FIELDS = {
	'woocommerce_meta[coming_soon_banner_dismissed]': 'yes',
} as const;

/**
 * Sends the dismissal (the response is not read) and hides the banner when the call ends.
 * @param banner WooCommerce's banner.
 */
export async function dismissBanner( banner: HTMLElement ): Promise< void > {
	try {
		await postForm( DISMISS_ROUTE, DISMISS_FIELDS );
	} catch {
		// Success or failure, the banner goes: the SPEC reads no response.
	} finally {
		hide( banner );
	}
}
