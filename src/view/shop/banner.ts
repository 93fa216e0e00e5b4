/**
 * "Use Vitrine's": the coming-soon banner's dismissal (WC-3), a script of its own because it
 * needs WordPress's api-fetch. includes/shop.php loads it only on a page where WooCommerce
 * printed its banner, and marks WooCommerce's own dismiss link with a value made for that response
 * (`window.vitrineShopBanner`): a link a post planted with the same class is never bound.
 */
import { BANNER, ownDismissLink } from './coming-soon';
import { dismissBanner } from './dismiss';
import { whenReady } from '../../shared/ready';

declare global {
	interface Window {
		vitrineShopBanner?: unknown;
	}
}

whenReady( document, () => {
	const link = ownDismissLink( document, window.vitrineShopBanner );
	const banner = link?.closest< HTMLElement >( BANNER );
	if ( ! link || ! banner ) {
		return;
	}
	// WooCommerce's link has no href: nothing to prevent but other listeners' defaults. Once:
	// the banner hides when the call ends, and a second click would send a second call.
	link.addEventListener(
		'click',
		( event ) => {
			event.preventDefault();
			dismissBanner( banner );
		},
		{ once: true }
	);
} );
