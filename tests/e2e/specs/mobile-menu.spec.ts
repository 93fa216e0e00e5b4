/**
 * MM-1 the mobile menu on core's Navigation block in real WordPress and Chromium: collapsed to a
 * toggle at 991 px, inline at 992 px; in the open menu each sub-menu opens and closes with
 * `aria-expanded` over 300 ms (core's own script flips the state, Vitrine slides it).
 */
import type { Locator } from '@playwright/test';
import { expect, openGuardedPage, test } from '../fixtures';
import { switchCookies } from '../switches';
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

test( 'MM-1 where the menu shows whole its script never comes; a window narrowed until the menu collapses fetches it once, and its sub-menu opens', async ( {
	visitorUtils,
	visitor,
} ) => {
	const fetched = visitorUtils.recordRequests(
		visitor,
		/\/build\/view\/mobile-menu\.js/
	);
	const nav = visitor.locator( NAV );
	await visitor.setViewportSize( { width: 1280, height: 800 } );
	await visitor.goto( DEMO, { waitUntil: 'load' } );
	await visitor.waitForLoadState( 'networkidle' );
	// After the load, the fonts and idle, with the header in view: nothing.
	await visitor.waitForTimeout( 500 );
	expect( fetched ).toEqual( [] );

	await visitor.setViewportSize( { width: 800, height: 800 } );
	await expect.poll( () => fetched.length ).toBe( 1 );
	await nav.getByRole( 'button', { name: 'Open menu' } ).click();
	const dialog = nav.getByRole( 'dialog' );
	const toggle = dialog.getByRole( 'button', { name: 'Sliders submenu' } );
	await toggle.click();
	await expect( toggle ).toHaveAttribute( 'aria-expanded', 'true' );
	await expect(
		dialog.getByRole( 'link', { name: 'Testimonials' } )
	).toBeVisible();
	expect( fetched ).toHaveLength( 1 );
} );

for ( const theme of [ 'twentytwentyfour', 'twentytwentyfive' ] ) {
	test( `MM-1 in the open menu a sub-menu expands and collapses over 300 ms with aria-expanded, by mouse, touch and keyboard (${ theme })`, async ( {
		a11yUtils,
		browser,
	} ) => {
		// WordPress 7.1's Navigation reads every sub-menu as open while its overlay is; Vitrine's
		// toggles read the sub-menu's own state from core's context (src/view/mobile-menu/store.js).
		for ( const input of [ 'mouse', 'touch', 'keyboard' ] as const ) {
			const { page, close } = await openGuardedPage( browser, {
				hasTouch: input === 'touch',
				viewport: { width: 800, height: 800 },
			} );
			await page.context().addCookies( switchCookies( { theme } ) );
			const nav = page.locator( NAV );
			await page.goto( DEMO );
			await nav.getByRole( 'button', { name: 'Open menu' } ).click();
			const dialog = nav.getByRole( 'dialog' );
			await expect( dialog ).toBeVisible();
			const toggle = dialog.getByRole( 'button', {
				name: 'Sliders submenu',
			} );
			const child = dialog.getByRole( 'link', { name: 'Testimonials' } );
			await expect( toggle ).toBeVisible();
			await expect( toggle ).toHaveAttribute( 'aria-expanded', 'false' );
			await expect( child ).toBeHidden();

			// Every slide Vitrine starts, recorded as it starts (a busy machine may finish
			// 300 ms before a later look).
			await page.evaluate( () => {
				const state = window as unknown as { vitrineSlides: unknown[] };
				state.vitrineSlides = [];
				const animate = Element.prototype.animate;
				Element.prototype.animate = function ( keyframes, options ) {
					state.vitrineSlides.push( {
						menu: this.classList.contains(
							'wp-block-navigation__submenu-container'
						),
						duration: ( options as KeyframeAnimationOptions )
							.duration,
					} );
					return animate.call( this, keyframes, options );
				};
			} );
			const slides = () =>
				page.evaluate(
					() =>
						( window as unknown as { vitrineSlides: unknown[] } )
							.vitrineSlides
				);
			const press = async () => {
				if ( input === 'touch' ) {
					await toggle.tap();
				} else if ( input === 'keyboard' ) {
					await toggle.focus();
					await page.keyboard.press( 'Enter' );
				} else {
					await toggle.click();
				}
			};
			await press();
			await expect( toggle, input ).toHaveAttribute(
				'aria-expanded',
				'true'
			);
			await expect( child ).toBeVisible();
			expect( await slides() ).toEqual( [
				{ menu: true, duration: 300 },
			] );
			if ( input === 'mouse' ) {
				await a11yUtils.expectNoAxeViolations( page );
			}

			await press();
			await expect( toggle, input ).toHaveAttribute(
				'aria-expanded',
				'false'
			);
			await expect( child ).toBeHidden();
			expect( await slides() ).toHaveLength( 2 );
			// The other sub-menus stayed as they were.
			await expect(
				dialog.locator(
					'.wp-block-navigation-submenu__toggle[aria-expanded="true"]'
				)
			).toHaveCount( 0 );
			await close();
		}
	} );
}

test( 'MM-1 a classic header menu (wp_nav_menu) collapses to its toggle at 991 px; sub-menus open, slide and close on Escape', async ( {
	a11yUtils,
	visitor,
} ) => {
	const menu = visitor.locator( '.vitrine-classic-menu' );
	const toggle = menu.getByRole( 'button', { name: 'Menu', exact: true } );
	const portfolio = menu.getByRole( 'link', { name: 'Portfolio' } );
	await visitor.setViewportSize( { width: 992, height: 800 } );
	await visitor.goto( DEMO );
	await expect( portfolio ).toBeVisible();
	await expect( toggle ).toBeHidden();

	await visitor.setViewportSize( { width: 991, height: 800 } );
	await expect( toggle ).toBeVisible();
	await expect( portfolio ).toBeHidden();
	await toggle.click();
	await expect( toggle ).toHaveAttribute( 'aria-expanded', 'true' );
	await expect( portfolio ).toBeVisible();

	const submenu = menu.getByRole( 'button', { name: 'Sliders submenu' } );
	const child = menu.getByRole( 'link', { name: 'Testimonials' } );
	await expect( child ).toBeHidden();
	await submenu.click();
	await expect( submenu ).toHaveAttribute( 'aria-expanded', 'true' );
	await expect( child ).toBeVisible();
	await a11yUtils.expectNoAxeViolations( visitor );
	await child.focus();
	await visitor.keyboard.press( 'Escape' );
	await expect( submenu ).toHaveAttribute( 'aria-expanded', 'false' );
	await expect( submenu ).toBeFocused();
	await expect( child ).toBeHidden();
	await visitor.keyboard.press( 'Escape' );
	await expect( toggle ).toHaveAttribute( 'aria-expanded', 'false' );
	await expect( portfolio ).toBeHidden();
} );

test( 'MM-1 without JavaScript the classic menu shows whole, with no toggles', async ( {
	noScript,
} ) => {
	await noScript.setViewportSize( { width: 800, height: 800 } );
	await noScript.goto( DEMO );
	const menu = noScript.locator( '.vitrine-classic-menu' );
	await expect(
		menu.getByRole( 'link', { name: 'Testimonials' } )
	).toBeVisible();
	await expect( menu.locator( 'button' ).first() ).toBeHidden();
} );

/**
 * Whether a visitor can reach an element: shown, and not clipped or covered where its middle is
 * (a collapsed menu may keep its links laid out under a zero height).
 * @param element The element.
 */
async function reachable( element: Locator ): Promise< boolean > {
	if ( ! ( await element.isVisible() ) ) {
		return false;
	}
	return element.evaluate( ( node ) => {
		const box = node.getBoundingClientRect();
		const hit = document.elementFromPoint(
			box.left + box.width / 2,
			box.top + box.height / 2
		);
		return !! hit && ( node === hit || node.contains( hit ) );
	} );
}

// Classic themes with a responsive menu of their own, their header menu assigned as a site owner
// does: the theme's toggle is the only one, at the theme's own breakpoint (768 px for both).
for ( const theme of [ 'storefront', 'generatepress' ] ) {
	test( `MM-1 ${ theme } with its header menu assigned: one toggle, the theme's, opens the menu with its links by touch; a sub-menu animates open and Escape closes it; at 900 px the theme's desktop menu shows`, async ( {
		browser,
	} ) => {
		test.skip(
			! process.env.VITRINE_E2E_SHOP,
			'the shop site, which holds the classic themes, is unavailable'
		);
		const { page, close } = await openGuardedPage( browser, {
			hasTouch: true,
			viewport: { width: 390, height: 800 },
		} );
		await page
			.context()
			.addCookies( switchCookies( { theme, menu: 'assigned' } ) );
		// Every slide or transition that starts on a sub-menu, recorded as it starts (on a busy
		// machine a 300 ms slide may be over before a later look).
		await page.addInitScript( () => {
			const state = window as unknown as { subMenuMotion: string[] };
			state.subMenuMotion = [];
			const animate = Element.prototype.animate;
			Element.prototype.animate = function ( keyframes, options ) {
				if ( this.matches( '.sub-menu' ) ) {
					state.subMenuMotion.push( 'slide' );
				}
				return animate.call( this, keyframes, options );
			};
			document.addEventListener( 'transitionstart', ( event ) => {
				if ( ( event.target as Element ).matches( '.sub-menu' ) ) {
					state.subMenuMotion.push( 'transition' );
				}
			} );
		} );
		await page.goto( '/about/' );
		const header = page.locator( 'header' ).first();
		const toggles = page
			.getByRole( 'button', { name: 'Menu', exact: true } )
			.filter( { visible: true } );
		await expect( toggles ).toHaveCount( 1 );
		const portfolio = header.getByRole( 'link', {
			name: 'Portfolio',
			exact: true,
		} );
		const shown = ( link: Locator ) => async () => {
			for ( const one of await link.all() ) {
				if ( await reachable( one ) ) {
					return true;
				}
			}
			return false;
		};
		expect( await shown( portfolio )() ).toBe( false );

		await toggles.tap();
		await expect( toggles ).toHaveAttribute( 'aria-expanded', 'true' );
		await expect.poll( shown( portfolio ) ).toBe( true );

		const sliders = header
			.locator( 'li' )
			.filter( { has: page.getByRole( 'link', { name: /^Sliders/ } ) } )
			.filter( { visible: true } );
		const submenu = sliders.locator( '[aria-expanded]' ).first();
		const testimonials = sliders.getByRole( 'link', {
			name: 'Testimonials',
		} );
		expect( await shown( testimonials )() ).toBe( false );
		await submenu.tap();
		await expect( submenu ).toHaveAttribute( 'aria-expanded', 'true' );
		await expect.poll( shown( testimonials ) ).toBe( true );
		expect(
			await page.evaluate(
				() =>
					( window as unknown as { subMenuMotion: string[] } )
						.subMenuMotion
			)
		).not.toEqual( [] );
		await testimonials.focus();
		await page.keyboard.press( 'Escape' );
		await expect( submenu ).toHaveAttribute( 'aria-expanded', 'false' );
		await expect( submenu ).toBeFocused();

		// Above the theme's breakpoint and below Vitrine's: the theme's desktop menu, no toggle.
		await page.setViewportSize( { width: 900, height: 800 } );
		await page.reload();
		await expect( toggles ).toHaveCount( 0 );
		await expect.poll( shown( portfolio ) ).toBe( true );
		await close();
	} );
}
