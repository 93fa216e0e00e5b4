/**
 * Front end of the search overlay (SE-1).
 */
import { setupOverlay } from './overlay';

document
	.querySelectorAll< HTMLElement >( '.wp-block-vitrine-search-overlay' )
	.forEach( ( root ) => setupOverlay( root ) );
