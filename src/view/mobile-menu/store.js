/**
 * MM-1 inside core's Navigation overlay on WordPress 7.0 and later. Core derives a sub-menu
 * toggle's state as "the overlay is open, or the sub-menu is", so in the open overlay every
 * toggle reads as expanded and a second press cannot close its sub-menu. Vitrine's mobile menu
 * collapses sub-menus there, so its toggles read the sub-menu's own state instead: the
 * `submenuOpenedBy` of core's context, which core's own actions (click, focus, hover, Escape)
 * keep setting. includes/mobile-menu.php points the toggles' `aria-expanded` binding here; core's
 * store and actions stay untouched.
 *
 * A plain module (copied to build/ as it is), printed inline where the menu is: it imports the
 * Interactivity runtime through the import map WordPress prints for core's Navigation.
 */
import { getContext, store } from '@wordpress/interactivity';

store( 'vitrine/mobile-menu', {
	state: {
		get isSubmenuOpen() {
			const { submenuOpenedBy } = getContext( 'core/navigation' );
			return Object.values( submenuOpenedBy || {} ).some( Boolean );
		},
	},
} );
