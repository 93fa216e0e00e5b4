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
 * "Use Vitrine's").
 * @param doc   The document.
 * @param label The control's name.
 */
export function runComingSoonBanner( doc: Document, label: string ): void {
	const link = doc.querySelector< HTMLElement >( BANNER_DISMISS );
	if ( ! link ) {
		return;
	}
	makeDismissReachable( link, label );
}
