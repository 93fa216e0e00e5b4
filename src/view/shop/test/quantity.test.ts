/**
 * QT-1 QT-2 against WooCommerce's cart and product pages.
 */
import { loadFixture, parseFixture, settle } from './fixtures';
import {
	addQuantityButtons,
	nextQuantity,
	raiseToMin,
	runQuantityButtons,
} from '../quantity';
import { shopStrings } from '../strings';

const strings = shopStrings( undefined );

function field( attributes: Record< string, string >, inCart = false ) {
	const wrap = document.createElement( 'div' );
	wrap.innerHTML = inCart
		? '<form class="woocommerce-cart-form"><table><tr><td class="product-quantity"><div class="quantity"><input type="number" class="qty"></div></td></tr></table></form>'
		: '<div class="quantity"><input type="number" class="qty"></div>';
	const input = wrap.querySelector( 'input' )!;
	Object.entries( attributes ).forEach( ( [ key, value ] ) =>
		input.setAttribute( key, value )
	);
	return input;
}

describe( 'QT-1 QT-2 quantity fields', () => {
	it( 'QT-1 a product page field below its min starts at min; the cart column is left alone', () => {
		loadFixture( 'storefront--cart.html' );
		const cartInput = document.querySelector< HTMLInputElement >(
			'.product-quantity input.qty'
		)!;
		cartInput.min = '1';
		cartInput.value = '0';
		const outside = field( { min: '2', value: '1' } );
		document.body.append( outside.parentElement! );
		const negativeMin = field( { min: '-1', value: '-3' } );
		document.body.append( negativeMin.parentElement! );
		raiseToMin( document );
		expect( outside.value ).toBe( '2' );
		expect( cartInput.value ).toBe( '0' );
		expect( negativeMin.value ).toBe( '-3' );
	} );

	it( 'QT-2 in the cart − stops at 1, even below a min of 0', () => {
		expect(
			nextQuantity( field( { value: '2', min: '0' }, true ), -1 )
		).toBe( 1 );
		expect(
			nextQuantity( field( { value: '1', min: '0' }, true ), -1 )
		).toBeNull();
	} );

	it( 'QT-2 elsewhere − treats values at or below 0 as 0 and never goes below min', () => {
		expect( nextQuantity( field( { value: '1', min: '0' } ), -1 ) ).toBe(
			0
		);
		expect( nextQuantity( field( { value: '-4', min: '0' } ), -1 ) ).toBe(
			0
		);
		expect(
			nextQuantity( field( { value: '3', min: '3' } ), -1 )
		).toBeNull();
		expect(
			nextQuantity( field( { value: '5', min: '2', step: '2' } ), -1 )
		).toBe( 3 );
	} );

	it( 'QT-2 + respects max and step, including decimal steps', () => {
		expect( nextQuantity( field( { value: '4', max: '5' } ), 1 ) ).toBe(
			5
		);
		expect(
			nextQuantity( field( { value: '5', max: '5' } ), 1 )
		).toBeNull();
		expect(
			nextQuantity( field( { value: '4', max: '9', step: '3' } ), 1 )
		).toBe( 7 );
		expect(
			nextQuantity( field( { value: '0.2', step: '0.1' } ), 1 )
		).toBe( 0.3 );
	} );

	it( 'QT-2 hostile values (text, step "any", max -1) still give a sane quantity', () => {
		expect( nextQuantity( field( { value: '' } ), 1 ) ).toBe( 1 );
		expect( nextQuantity( field( { value: '2', step: 'any' } ), 1 ) ).toBe(
			3
		);
		expect( nextQuantity( field( { value: '2', max: '-1' } ), 1 ) ).toBe(
			3
		);
		expect( nextQuantity( field( { value: '2', step: '-5' } ), -1 ) ).toBe(
			1
		);
	} );

	it( 'QT-2 every cart field gets named − and + buttons, once, hidden when min equals max', () => {
		loadFixture( 'storefront--cart.html' );
		addQuantityButtons( document, strings );
		addQuantityButtons( document, strings );
		const inputs = document.querySelectorAll(
			'.product-quantity input.qty'
		);
		expect( inputs.length ).toBeGreaterThan( 0 );
		inputs.forEach( ( input ) => {
			const buttons = input.parentElement!.querySelectorAll( 'button' );
			expect( buttons ).toHaveLength( 2 );
			const label = (
				input as HTMLInputElement
			 ).labels![ 0 ].textContent!.trim();
			const product = label.replace( / quantity$/, '' );
			expect( product ).not.toBe( label );
			expect( buttons[ 0 ].type ).toBe( 'button' );
			expect( buttons[ 0 ].getAttribute( 'aria-label' ) ).toBe(
				`Reduce quantity of ${ product }`
			);
			expect( buttons[ 1 ].getAttribute( 'aria-label' ) ).toBe(
				`Increase quantity of ${ product }`
			);
			expect( buttons[ 0 ].getAttribute( 'aria-controls' ) ).toBe(
				input.id
			);
		} );
		const fixed = field( { min: '2', max: '2', value: '2' } );
		addQuantityButtons( fixed.parentElement!, strings );
		expect(
			Array.from( fixed.parentElement!.querySelectorAll( 'button' ) ).map(
				( button ) => button.hidden
			)
		).toEqual( [ true, true ] );
	} );

	it( 'QT-2 a press fires change (so "Update cart" wakes up), and buttons come back after the cart form is replaced', async () => {
		loadFixture( 'storefront--cart.html' );
		runQuantityButtons( document, strings );
		const form = () => document.querySelector( '.woocommerce-cart-form' )!;
		const changes: string[] = [];
		document.addEventListener( 'change', ( event ) =>
			changes.push( ( event.target as HTMLInputElement ).value )
		);
		const plus = () =>
			form().querySelector< HTMLButtonElement >( '.vitrine-qty--plus' )!;
		const start = Number(
			form().querySelector< HTMLInputElement >( 'input.qty' )!.value
		);
		plus().click();
		expect( changes ).toEqual( [ String( start + 1 ) ] );

		// As WooCommerce's cart script does after an update: a fresh form from the server.
		const fresh = document.createElement( 'div' );
		fresh.innerHTML = parseFixture( 'storefront--cart.html' ).querySelector(
			'.woocommerce-cart-form'
		)!.outerHTML;
		form().replaceWith( fresh.firstElementChild! );
		await settle();
		expect( form().querySelectorAll( '.vitrine-qty' ).length ).toBe(
			2 * form().querySelectorAll( 'input.qty' ).length
		);
		plus().click();
		expect( changes ).toEqual( [
			String( start + 1 ),
			String( start + 1 ),
		] );
	} );
} );
