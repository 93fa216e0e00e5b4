/**
 * Front end of the colour-mode switch (CM-2..CM-4): a click writes the cookies, swaps the body
 * classes and presses the chosen button on every switch of the page. The mode itself was
 * applied before first paint by the inline head script.
 */
import { COLOR_COOKIE_DAYS } from '../../shared/timing';
import {
	cookieWrites,
	currentMode,
	showMode,
	siteDefault,
	type ColorMode,
} from '../../shared/color-mode';
import { documentCookies, writeDocumentCookie } from '../../shared/document';

const BUTTONS = '.my_switcher .setColor';

function pressButtons( mode: ColorMode ): void {
	document
		.querySelectorAll( BUTTONS )
		.forEach( ( button ) =>
			button.setAttribute(
				'aria-pressed',
				String( button.classList.contains( mode ) )
			)
		);
}

const site = siteDefault( document );
pressButtons(
	currentMode(
		documentCookies( document ),
		site,
		window.matchMedia( '(prefers-color-scheme: dark)' ).matches
	)
);
document.addEventListener( 'click', ( event ) => {
	const button = ( event.target as Element ).closest( BUTTONS );
	if ( ! button ) {
		return;
	}
	const mode: ColorMode = button.classList.contains( 'dark' )
		? 'dark'
		: 'light';
	for ( const cookie of cookieWrites( mode, site, COLOR_COOKIE_DAYS ) ) {
		writeDocumentCookie( document, cookie );
	}
	showMode( document, mode );
	pressButtons( mode );
} );
