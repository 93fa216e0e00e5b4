/**
 * Front end of "Stick after scrolling" (SH-1); loaded only on pages with a sticky group.
 */
import './sticky.scss';
import { STICKY_CLASS, stickOnScroll } from './sticky';

document
	.querySelectorAll< HTMLElement >( `.${ STICKY_CLASS }` )
	.forEach( ( element ) => stickOnScroll( element ) );
