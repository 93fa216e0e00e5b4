/**
 * Catalogue sorting (WC-1): changing the sort select submits its form at once. Block themes
 * render the form inside WooCommerce's Interactivity store `woocommerce/catalog-sorting`, which
 * already navigates on change; a second submit there would navigate twice, so it is left alone.
 * Without JavaScript nothing here runs and the form keeps its submit button (includes/shop.php).
 */

export const SORT_SELECT = '.woocommerce-ordering select.orderby';
export const SORTING_STORE =
	'[data-wp-interactive="woocommerce/catalog-sorting"]';

/**
 * Submits the sort form when its select changes (delegated, so late forms work too).
 * @param doc The document.
 */
export function autoSubmitSorting( doc: Document ): void {
	doc.addEventListener( 'change', ( event ) => {
		const select = event.target as Element | null;
		if (
			! ( select instanceof HTMLSelectElement ) ||
			! select.matches( SORT_SELECT ) ||
			select.closest( SORTING_STORE )
		) {
			return;
		}
		select.form?.requestSubmit();
	} );
}
