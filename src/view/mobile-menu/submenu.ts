/**
 * Mobile menu (MM-1): at 991 px and narrower the header menu collapses to a toggle, and each
 * sub-menu opens and closes over 300 ms. The stylesheet (mobile-menu.scss) shows or hides every
 * part from the `aria-expanded` of its toggle, so the state is right even without the slide;
 * this module adds the slide and runs the toggles nobody else runs (classic menus).
 */
import { afterSlide, slideHeight } from '../../shared/slide';
import { MOBILE_MENU_SLIDE_MS } from '../../shared/timing';

/** Keeps a closing sub-menu visible until its slide ends. */
export const CLOSING_CLASS = 'is-vitrine-closing';
export const CORE_TOGGLE = '.wp-block-navigation-submenu__toggle';
export const CORE_SUBMENU = '.wp-block-navigation__submenu-container';
export const CLASSIC_TOGGLE = '.vitrine-submenu-toggle';
export const CLASSIC_SUBMENU = '.sub-menu';
export const MENU_TOGGLE = '.vitrine-menu-toggle';

/**
 * Slides a sub-menu open or closed (at once under reduced motion).
 * @param menu The sub-menu.
 * @param open Whether it is opening.
 * @param win  The window.
 */
export function slideSubmenu(
	menu: HTMLElement,
	open: boolean,
	win: Window = window
): void {
	menu.classList.add( CLOSING_CLASS );
	const animation = slideHeight( menu, open, MOBILE_MENU_SLIDE_MS, win );
	if ( open || ! animation ) {
		menu.classList.remove( CLOSING_CLASS );
	}
	if ( animation ) {
		afterSlide( animation, () => menu.classList.remove( CLOSING_CLASS ) );
	}
}

/**
 * The sub-menu a toggle controls: the list after it in the same item.
 * @param toggle   The toggle.
 * @param selector The sub-menu's selector.
 */
function submenuOf( toggle: Element, selector: string ): HTMLElement | null {
	return (
		Array.from( toggle.parentElement?.children ?? [] ).find(
			( child ): child is HTMLElement =>
				child instanceof HTMLElement && child.matches( selector )
		) ?? null
	);
}

/**
 * Core's Navigation block: its own script flips `aria-expanded` on sub-menu toggles (Vitrine never
 * binds them a second time); inside the collapsed menu, Vitrine slides the sub-menu to match.
 * @param nav The navigation block.
 * @param win The window.
 */
export function followCoreSubmenus(
	nav: HTMLElement,
	win: Window = window
): MutationObserver {
	const { MutationObserver: Observer } = win as typeof window;
	const observer = new Observer( ( records ) => {
		records.forEach( ( { target } ) => {
			if (
				! ( target instanceof Element ) ||
				! target.matches( CORE_TOGGLE ) ||
				! target.closest( '.is-menu-open' )
			) {
				return;
			}
			const menu = submenuOf( target, CORE_SUBMENU );
			if ( menu ) {
				slideSubmenu(
					menu,
					target.getAttribute( 'aria-expanded' ) === 'true',
					win
				);
			}
		} );
	} );
	observer.observe( nav, {
		subtree: true,
		attributes: true,
		attributeFilter: [ 'aria-expanded' ],
	} );
	return observer;
}

/**
 * A classic menu (wp_nav_menu): the menu toggle and each sub-menu toggle open and close their
 * part, and Escape closes the innermost open part with focus back on its toggle.
 * @param nav The menu's wrapper (includes/mobile-menu.php).
 * @param win The window.
 */
export function runClassicMenu( nav: HTMLElement, win: Window = window ): void {
	const flip = ( toggle: HTMLElement, open: boolean ) => {
		toggle.setAttribute( 'aria-expanded', String( open ) );
		const menu = toggle.matches( CLASSIC_TOGGLE )
			? submenuOf( toggle, CLASSIC_SUBMENU )
			: null;
		if ( menu ) {
			slideSubmenu( menu, open, win );
		}
	};
	nav.addEventListener( 'click', ( event ) => {
		const toggle = ( event.target as Element ).closest< HTMLElement >(
			`${ MENU_TOGGLE }, ${ CLASSIC_TOGGLE }`
		);
		if ( toggle && nav.contains( toggle ) ) {
			flip( toggle, toggle.getAttribute( 'aria-expanded' ) !== 'true' );
		}
	} );
	closeOnEscape(
		nav,
		`${ MENU_TOGGLE }[aria-expanded="true"], ${ CLASSIC_TOGGLE }[aria-expanded="true"]`,
		( toggle ) => toggle.parentElement,
		( toggle ) => flip( toggle, false )
	);
}

/**
 * Escape inside a menu closes its innermost open part (the last open toggle whose part holds the
 * focus) with focus back on that toggle: Vitrine's classic menu and a theme's own (theme-menu.ts).
 * @param nav    The menu.
 * @param open   A selector of its toggles that are open.
 * @param partOf The part a toggle opens (the menu itself where there is none).
 * @param close  Closes a toggle's part.
 */
export function closeOnEscape(
	nav: HTMLElement,
	open: string,
	partOf: ( toggle: HTMLElement ) => Element | null,
	close: ( toggle: HTMLElement ) => void
): void {
	nav.addEventListener( 'keydown', ( event ) => {
		if ( event.key !== 'Escape' ) {
			return;
		}
		const around = Array.from(
			nav.querySelectorAll< HTMLElement >( open )
		).filter( ( toggle ) =>
			( partOf( toggle ) ?? nav ).contains( event.target as Node )
		);
		const innermost = around[ around.length - 1 ];
		if ( innermost ) {
			close( innermost );
			innermost.focus();
		}
	} );
}
