import './color-mode.scss';
/**
 * Printed inline in `<head>` (CM-5): applies the visitor's colour mode before first paint. The
 * server's HTML is the same for everyone (CM-6); only this script reads the cookie. A second
 * inline call right after `<body>` opens (wp_body_open) puts the body classes on.
 */
import { currentMode, showMode, siteDefault } from '../../shared/color-mode';
import { documentCookies } from '../../shared/document';

const apply = () =>
	showMode(
		document,
		currentMode(
			documentCookies( document ),
			siteDefault( document ),
			window.matchMedia( '(prefers-color-scheme:dark)' ).matches
		)
	);

apply();
( window as unknown as { vitrineColorMode: () => void } ).vitrineColorMode =
	apply;
// Themes without wp_body_open: the classes arrive as soon as the document is parsed.
document.addEventListener( 'DOMContentLoaded', apply );
