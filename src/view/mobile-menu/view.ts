/**
 * Front end of the mobile menu (MM-1); loaded only on pages with a navigation it manages.
 */
import './mobile-menu.scss';
import { followCoreSubmenus, runClassicMenu } from './submenu';

document
	.querySelectorAll< HTMLElement >( '.vitrine-mobile-menu' )
	.forEach( ( nav ) =>
		nav.classList.contains( 'vitrine-classic-menu' )
			? runClassicMenu( nav )
			: followCoreSubmenus( nav )
	);
