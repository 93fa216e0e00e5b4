/**
 * "Use Vitrine's": the coming-soon banner's dismissal (WC-3), a script of its own because it
 * needs WordPress's api-fetch and only the people who see the banner (shop managers and
 * administrators) need it; includes/shop.php loads it for them alone, so visitors' shop pages
 * never download api-fetch.
 */
import { BANNER, BANNER_DISMISS } from './coming-soon';
import { dismissBanner } from './dismiss';
import { whenReady } from '../../shared/ready';

whenReady( document, () => {
	const link = document.querySelector< HTMLElement >( BANNER_DISMISS );
	link?.addEventListener( 'click', ( event ) => {
		event.preventDefault();
		dismissBanner( link, document.querySelector< HTMLElement >( BANNER ) );
	} );
} );
