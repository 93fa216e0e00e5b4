/**
 * Shop helpers with "Shop scripts: Use Vitrine's": this bundle is registered under WooCommerce's
 * own handle, `woocommerce`, in place of `woocommerce.js`, so every script that depends on that
 * handle still loads. It does all of WC-1..WC-8, QT-1, QT-2 and CO-1 without jQuery or js-cookie,
 * and keeps WooCommerce's public contract: `jQuery.scroll_to_notices()` when jQuery is present,
 * the `store_notice<id>` cookie, the classes and ARIA, and focus after `updated_wc_div` and
 * `item_removed_from_classic_cart`. The banner's dismissal is banner.ts, loaded only for the people
 * who see the banner.
 */
import './shop.scss';
import { followCheckoutToggles } from './checkout';
import { runComingSoonBanner } from './coming-soon';
import { runHints } from './hints';
import {
	announceResultCount,
	focusFirstAlert,
	keepNoticeContract,
} from './notices';
import { addPasswordButtons, delegatePasswordButtons } from './password';
import { raiseToMin, runQuantityButtons } from './quantity';
import { autoSubmitSorting } from './sorting';
import { commitSortOnKeys } from './sort-keys';
import { runStoreNotice } from './store-notice';
import { shopStrings } from './strings';
import { whenReady } from '../../shared/ready';

const strings = shopStrings( window.vitrineShop?.strings );

autoSubmitSorting( document );
commitSortOnKeys( window );
delegatePasswordButtons( document, strings );

whenReady( document, () => {
	keepNoticeContract( document );
	raiseToMin( document );
	runQuantityButtons( document, strings );
	runStoreNotice( document );
	runHints( document );
	addPasswordButtons( document, strings );
	runComingSoonBanner( document, strings.dismissBanner );
	followCheckoutToggles( document );
	focusFirstAlert( document );
	announceResultCount( document );
} );
