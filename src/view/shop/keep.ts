/**
 * Shop helpers with "Shop scripts: Keep WooCommerce's" (the default). WooCommerce's own
 * `woocommerce.js` runs sorting, the store notice, password buttons, hints, notices and the
 * banner's click; this bundle binds none of that and adds only what WooCommerce lacks:
 * quantity buttons (QT-2), the checkout toggles' ARIA (CO-1), a reachable, named banner control
 * (WC-3) and hint `aria-hidden` attributes that follow what shows (WC-5).
 */
import './shop.scss';
import { followCheckoutToggles } from './checkout';
import { runComingSoonBanner } from './coming-soon';
import { followHints } from './hints';
import { runQuantityButtons } from './quantity';
import { shopStrings } from './strings';
import { whenReady } from '../../shared/ready';

const strings = shopStrings( window.vitrineShop?.strings );

whenReady( document, () => {
	runQuantityButtons( document, strings );
	followCheckoutToggles( document );
	runComingSoonBanner( document, strings.dismissBanner );
	followHints( document );
} );
