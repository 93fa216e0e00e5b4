/**
 * The store notice (WC-2): its dismiss link hides it and sets the cookie WooCommerce sets,
 * `store_notice<id>=hidden` for the session on path `/`, and while that cookie exists the notice
 * stays hidden. The server prints the notice hidden; the script shows it when not dismissed.
 */
import { cookieString, readCookie, writeCookie } from '../../shared/cookies';
import { clickOnEnterOrSpace, hide, show } from './visibility';

export const STORE_NOTICE = '.woocommerce-store-notice';
export const STORE_NOTICE_DISMISS = '.woocommerce-store-notice__dismiss-link';

/**
 * The notice's cookie name. The id comes from the markup: anything but letters, digits, `_` and
 * `-` is dropped, so a hostile id can never write another cookie or attribute.
 * @param notice The notice.
 */
export function storeNoticeCookie( notice: HTMLElement ): string {
	return `store_notice${ ( notice.dataset.noticeId ?? '' ).replace(
		/[^\w-]/g,
		''
	) }`;
}

/**
 * Shows or keeps hiding the notice, and runs its dismiss link.
 * @param doc The document.
 */
export function runStoreNotice( doc: Document ): void {
	const notice = doc.querySelector< HTMLElement >( STORE_NOTICE );
	if ( ! notice ) {
		return;
	}
	const cookie = storeNoticeCookie( notice );
	if ( readCookie( doc, cookie ) === 'hidden' ) {
		hide( notice );
		return;
	}
	show( notice );
	const link = notice.querySelector< HTMLElement >( STORE_NOTICE_DISMISS );
	if ( ! link ) {
		return;
	}
	const dismiss = ( event: Event ) => {
		event.preventDefault();
		writeCookie( doc, cookieString( cookie, 'hidden', null ) );
		hide( notice );
	};
	link.addEventListener( 'click', dismiss, { once: true } );
	clickOnEnterOrSpace( link );
}
