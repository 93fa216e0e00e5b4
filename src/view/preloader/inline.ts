/**
 * The inline entry: starts the preloader printed just before this script.
 */
import './preloader.scss';
import { PRELOADER_CLASS, runPreloader } from './preloader';

const element = document.querySelector< HTMLElement >(
	`.${ PRELOADER_CLASS }`
);
if ( element ) {
	runPreloader( window, element );
}
