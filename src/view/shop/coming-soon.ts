/**
 * The "Coming soon" footer banner administrators see (WC-3). WooCommerce prints its dismiss link
 * with no href, role, text or name, so no keyboard can reach it: Vitrine makes it a named,
 * focusable button in both modes (Enter and Space click it). With "Use Vitrine's", banner.ts
 * runs its click.
 */
import { clickOnEnterOrSpace } from './visibility';

export const BANNER = '#coming-soon-footer-banner';
export const BANNER_DISMISS = 'a.coming-soon-footer-banner-dismiss';

/**
 * Makes the dismiss link reachable and named; Enter and Space click it, so whichever script runs
 * its click (WooCommerce's or Vitrine's) runs once.
 * @param link  The dismiss link.
 * @param label Its name, when it has none.
 */
export function makeDismissReachable( link: HTMLElement, label: string ) {
	link.setAttribute( 'role', 'button' );
	if ( ! link.hasAttribute( 'href' ) && ! link.hasAttribute( 'tabindex' ) ) {
		link.tabIndex = 0;
	}
	if ( ! link.textContent?.trim() && ! link.getAttribute( 'aria-label' ) ) {
		link.setAttribute( 'aria-label', label );
	}
	clickOnEnterOrSpace( link );
}

/**
 * The banner's control, in both modes (its click is WooCommerce's in "Keep", banner.ts's in
 * "Use Vitrine's"). Every banner's: a post may hold a look-alike before WooCommerce's footer
 * banner, and WooCommerce's own must stay reachable; making a look-alike focusable sends nothing.
 * @param doc   The document.
 * @param label The control's name.
 */
export function runComingSoonBanner( doc: Document, label: string ): void {
	doc.querySelectorAll< HTMLElement >(
		`${ BANNER } ${ BANNER_DISMISS }`
	).forEach( ( link ) => makeDismissReachable( link, label ) );
}

/** What includes/shop.php marks WooCommerce's own dismiss link with, for one response. */
export const BANNER_MARK = 'data-vitrine-banner';

/**
 * WooCommerce's own dismiss link: the one carrying the mark the server made for this response
 * (includes/shop.php finds it by the reader's REST nonce, which no saved content can hold), inside
 * a banner. Anything else, a planted look-alike among them, is not it.
 * @param doc  The document.
 * @param mark The response's mark (`window.vitrineShopBanner`), as the page has it.
 */
export function ownDismissLink(
	doc: Document,
	mark: unknown
): HTMLElement | null {
	if ( typeof mark !== 'string' || ! /^[0-9a-f]{32}$/.test( mark ) ) {
		return null;
	}
	const links = doc.querySelectorAll< HTMLElement >(
		`${ BANNER } ${ BANNER_DISMISS }[${ BANNER_MARK }="${ mark }"]`
	);
	return links.length === 1 ? links[ 0 ] : null;
}
