/**
 * A theme's own responsive menu (MM-1 on a classic theme that has one, includes/mobile-menu.php):
 * the theme's script opens and closes the menu and its sub-menus with the theme's own toggles, at
 * the theme's own breakpoint; Vitrine never adds a toggle. It adds what MM-1 asks and a theme may
 * lack: a sub-menu the theme opens in the flow of its collapsed menu slides open over 300 ms, and
 * Escape closes the innermost open part with focus back on its toggle, by pressing the theme's own
 * toggle, so the menu's state stays the theme's.
 */
import { closeOnEscape, slideSubmenu } from './submenu';

export const THEME_MENU = '.vitrine-theme-menu';

/**
 * Whether a sub-menu shows in the flow of the page (an accordion in a collapsed menu), not as a
 * dropdown over it (the desktop menu, which does not slide).
 * @param menu The sub-menu.
 * @param win  The window.
 */
function inFlow( menu: HTMLElement, win: Window ): boolean {
	const style = win.getComputedStyle( menu );
	return (
		menu.offsetHeight > 0 &&
		style.visibility !== 'hidden' &&
		style.position !== 'absolute' &&
		style.position !== 'fixed'
	);
}

/**
 * Slides each sub-menu of the theme's menu open when the theme shows it in the flow, whatever
 * the theme changed to show it (a class, `aria-expanded`, both).
 * @param list The theme's menu list (marked by includes/mobile-menu.php).
 * @param win  The window.
 */
export function followThemeMenu(
	list: HTMLElement,
	win: Window = window
): MutationObserver {
	const nav = list.closest( 'nav' ) ?? list;
	const submenus = Array.from( list.querySelectorAll< HTMLElement >( 'ul' ) );
	const shown = new Map(
		submenus.map( ( menu ) => [ menu, inFlow( menu, win ) ] )
	);
	const { MutationObserver: Observer } = win as typeof window;
	const observer = new Observer( () =>
		submenus.forEach( ( menu ) => {
			const now = inFlow( menu, win );
			if ( now && ! shown.get( menu ) ) {
				slideSubmenu( menu, true, win );
			}
			shown.set( menu, now );
		} )
	);
	observer.observe( nav, {
		subtree: true,
		attributes: true,
		attributeFilter: [ 'aria-expanded', 'class' ],
	} );
	// Pressing the theme's own toggle closes its part: the state stays the theme's.
	closeOnEscape(
		nav,
		'[aria-expanded="true"]',
		( toggle ) => toggle.closest( 'li' ),
		( toggle ) => toggle.click()
	);
	return observer;
}
