/**
 * MM-1 the mobile menu on core's Navigation block in real WordPress and Chromium: collapsed to a
 * toggle at 991 px, inline at 992 px; in the open menu each sub-menu opens and closes with
 * `aria-expanded` over 300 ms (core's own script flips the state, Vitrine slides it).
 */
import { expect, test } from '../fixtures';
import { expectNoAxeViolations } from '../utils';

const DEMO = '/demo/header/';
const NAV = 'nav[aria-label="Demo header menu"]';

test( 'MM-1 the menu collapses to a toggle at 991 px and stays inline at 992 px', async ( {
	visitor,
} ) => {
	const nav = visitor.locator( NAV );
	await visitor.setViewportSize( { width: 992, height: 800 } );
	await visitor.goto( DEMO );
	await expect( nav ).toHaveClass( /vitrine-mobile-menu/ );
	await expect(
		nav.getByRole( 'link', { name: 'Portfolio' } )
	).toBeVisible();
	await expect(
		nav.getByRole( 'button', { name: 'Open menu' } )
	).toBeHidden();

	await visitor.setViewportSize( { width: 991, height: 800 } );
	await expect(
		nav.getByRole( 'button', { name: 'Open menu' } )
	).toBeVisible();
	await expect( nav.getByRole( 'link', { name: 'Portfolio' } ) ).toBeHidden();
} );

test( 'MM-1 in the open menu a sub-menu expands and collapses over 300 ms with aria-expanded', async ( {
	visitor,
} ) => {
	const nav = visitor.locator( NAV );
	await visitor.setViewportSize( { width: 800, height: 800 } );
	await visitor.goto( DEMO );
	await nav.getByRole( 'button', { name: 'Open menu' } ).click();
	const dialog = nav.getByRole( 'dialog' );
	await expect( dialog ).toBeVisible();
	const toggle = dialog.getByRole( 'button', { name: 'Sliders submenu' } );
	const child = dialog.getByRole( 'link', { name: 'Testimonials' } );
	await expect( toggle ).toBeVisible();
	await expect( toggle ).toHaveAttribute( 'aria-expanded', 'false' );
	await expect( child ).toBeHidden();

	// Every slide Vitrine starts, recorded as it starts (a busy machine may finish 300 ms before
	// a later look).
	await visitor.evaluate( () => {
		const state = window as unknown as { vitrineSlides: unknown[] };
		state.vitrineSlides = [];
		const animate = Element.prototype.animate;
		Element.prototype.animate = function ( keyframes, options ) {
			state.vitrineSlides.push( {
				menu: this.classList.contains(
					'wp-block-navigation__submenu-container'
				),
				duration: ( options as KeyframeAnimationOptions ).duration,
			} );
			return animate.call( this, keyframes, options );
		};
	} );
	const slides = () =>
		visitor.evaluate(
			() =>
				( window as unknown as { vitrineSlides: unknown[] } )
					.vitrineSlides
		);
	await toggle.click();
	await expect( toggle ).toHaveAttribute( 'aria-expanded', 'true' );
	await expect( child ).toBeVisible();
	expect( await slides() ).toEqual( [ { menu: true, duration: 300 } ] );
	await expectNoAxeViolations( visitor );

	await toggle.click();
	await expect( toggle ).toHaveAttribute( 'aria-expanded', 'false' );
	await expect( child ).toBeHidden();
	expect( await slides() ).toHaveLength( 2 );
} );
