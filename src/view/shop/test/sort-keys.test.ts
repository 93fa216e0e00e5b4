/**
 * WC-1 on a keyboard: the logic of sort-keys.ts in jsdom, on WooCommerce's real Storefront and
 * Twenty Twenty-Five shop pages. jsdom's keys change nothing, so each test does what the browser
 * does for a key: set the value and fire `change`, in the key's task or later.
 * tests/e2e/specs/shop.spec.ts presses the real keys in Chromium.
 */
import { loadFixture } from './fixtures';
import { commitSortOnKeys } from '../sort-keys';

commitSortOnKeys( window );

/**
 * What sorts the page: a listener on the select's form, as WooCommerce's jQuery one is.
 * @param select
 */
function watchSorts( select: HTMLSelectElement ): string[] {
	const sorts: string[] = [];
	select.form!.addEventListener( 'change', () => sorts.push( select.value ) );
	return sorts;
}

/**
 * What the browser does when the value changes: the new value, and `change`.
 * @param select
 * @param value
 */
function change( select: HTMLSelectElement, value: string ) {
	select.value = value;
	select.dispatchEvent( new Event( 'change', { bubbles: true } ) );
}

function press( select: HTMLSelectElement, key: string, value?: string ) {
	select.dispatchEvent(
		new KeyboardEvent( 'keydown', { key, bubbles: true } )
	);
	if ( value !== undefined ) {
		change( select, value );
	}
}

/**
 * Focus leaves the select (Tab, a click elsewhere).
 * @param select
 */
function leave( select: HTMLSelectElement ) {
	select.dispatchEvent( new FocusEvent( 'focusout', { bubbles: true } ) );
}

/**
 * A fresh shop page, its sort select, and what sorts it.
 * @param fixture The captured page.
 */
function openShop( fixture: string ) {
	loadFixture( fixture );
	const select =
		document.querySelector< HTMLSelectElement >( 'select.orderby' )!;
	return { select, sorts: watchSorts( select ) };
}

/** The next task: a key's task has ended. */
const nextTask = () => new Promise( ( done ) => setTimeout( done ) );

describe.each( [ 'storefront--shop.html', 'twentytwentyfive--shop.html' ] )(
	'WC-1 the sort select on a keyboard (%s)',
	( fixture ) => {
		let select: HTMLSelectElement;
		let sorts: string[];
		beforeEach( () => {
			( { select, sorts } = openShop( fixture ) );
		} );

		it( 'WC-1 arrow keys move through the options without sorting; Enter sorts once, by the last one', async () => {
			press( select, 'ArrowDown', 'popularity' );
			await nextTask();
			press( select, 'ArrowDown', 'rating' );
			await nextTask();
			expect( sorts ).toEqual( [] );
			press( select, 'Enter' );
			expect( sorts ).toEqual( [ 'rating' ] );
			// Enter again, or leaving the field, sorts nothing more.
			press( select, 'Enter' );
			leave( select );
			expect( sorts ).toEqual( [ 'rating' ] );
		} );

		it( 'WC-1 leaving the field sorts by the option reached; back on the served one, nothing', async () => {
			press( select, 'End', 'price-desc' );
			await nextTask();
			leave( select );
			expect( sorts ).toEqual( [ 'price-desc' ] );

			( { select, sorts } = openShop( fixture ) );
			const served = select.value;
			press( select, 'ArrowDown', 'price' );
			await nextTask();
			press( select, 'ArrowUp', served );
			await nextTask();
			leave( select );
			expect( sorts ).toEqual( [] );
		} );

		it( 'WC-1 a change Chromium fires after the key’s task is held too', async () => {
			press( select, 'ArrowDown' );
			await nextTask();
			change( select, 'popularity' );
			expect( sorts ).toEqual( [] );
			press( select, 'Enter' );
			expect( sorts ).toEqual( [ 'popularity' ] );
		} );

		it( 'WC-1 after keys, a choice made with the pointer or in the list opened from the keyboard sorts at once', async () => {
			press( select, 'ArrowDown', 'popularity' );
			await nextTask();
			select.dispatchEvent(
				new Event( 'pointerdown', { bubbles: true } )
			);
			change( select, 'date' );
			expect( sorts ).toEqual( [ 'date' ] );
			press( select, 'ArrowDown', 'price' );
			await nextTask();
			press( select, ' ' );
			change( select, 'rating' );
			expect( sorts ).toEqual( [ 'date', 'rating' ] );
		} );

		it( 'WC-1 a pointer (a change with no key before it) sorts at once, and only once', () => {
			change( select, 'date' );
			expect( sorts ).toEqual( [ 'date' ] );
			leave( select );
			expect( sorts ).toEqual( [ 'date' ] );
		} );
	}
);
