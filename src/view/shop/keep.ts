/**
 * Shop helpers with "Shop scripts: Keep WooCommerce's" (the default). WooCommerce's own
 * `woocommerce.js` runs sorting, the store notice, password buttons, hints, notices and the
 * banner's click; this bundle binds none of that and adds only what WooCommerce lacks:
 * quantity buttons (QT-2), the checkout toggles' ARIA (CO-1), a reachable, named banner control
 * (WC-3), hint `aria-hidden` attributes that follow what shows (WC-5), and a sort select that
 * keyboard users can move through before it sorts (WC-1, sort-keys.ts).
 */
import './shop.scss';
import { followCheckoutToggles } from './checkout';
import { runComingSoonBanner } from './coming-soon';
import { followHints } from './hints';
import { runQuantityButtons } from './quantity';
import { commitSortOnKeys } from './sort-keys';
import { shopStrings } from './strings';
import { whenReady } from '../../shared/ready';

const strings = shopStrings( window.vitrineShop?.strings );

// WooCommerce's own sorting, held for keys until Enter or leaving the field.
commitSortOnKeys( window );

whenReady( document, () => {
	runQuantityButtons( document, strings );
	followCheckoutToggles( document );
	runComingSoonBanner( document, strings.dismissBanner );
	followHints( document );
} );
