/**
 * Front end of the mobile menu (MM-1); loaded only on pages with a navigation it manages: core's
 * Navigation block, a classic menu it collapses, or a theme's own responsive menu it enhances.
 */
import './mobile-menu.scss';
import { followCoreSubmenus, runClassicMenu } from './submenu';
import { followThemeMenu, THEME_MENU } from './theme-menu';

document
	.querySelectorAll< HTMLElement >( '.vitrine-mobile-menu' )
	.forEach( ( nav ) =>
		nav.classList.contains( 'vitrine-classic-menu' )
			? runClassicMenu( nav )
			: followCoreSubmenus( nav )
	);
document
	.querySelectorAll< HTMLElement >( THEME_MENU )
	.forEach( ( list ) => followThemeMenu( list ) );
