/**
 * Printed inline in `<head>` right after the skins (includes/skins.php), with the list of
 * registered skins: a returning visitor's kept skin (SW-1) is in the first paint, not swapped in
 * when the skins script runs at the end of the page. A skin the page holds is chosen by the root
 * attribute, in every engine; any other gets its stylesheet added, render-blocking. The HTML is
 * the same for every visitor (cache-safe); only this script reads the cookie, and only a
 * registered skin becomes a URL (SW-2). The skins script (skins.ts) then finds the attribute or
 * the link set here and keeps using it.
 */
import { readCookie } from '../../shared/cookies';
import {
	INLINE_ID,
	LINK_ID,
	SKIN_ATTRIBUTE,
	SKIN_COOKIE,
	knownSkin,
	readSkinData,
} from './skins';

const data = readSkinData( window.vitrineSkins );
const kept =
	data && knownSkin( data.skins, readCookie( document, SKIN_COOKIE ) );
// The body has not been parsed yet: these ids can only be WordPress's own elements.
const shown =
	document.getElementById( LINK_ID ) ?? document.getElementById( INLINE_ID );
if ( data && kept && data.inline.includes( kept ) ) {
	// The page holds the kept skin's properties: the attribute that chooses them, no request.
	document.documentElement.setAttribute( SKIN_ATTRIBUTE, kept );
} else if ( data && kept && kept !== data.default && shown ) {
	// A skin served from elsewhere: holding the first paint for it works only where the browser
	// honours `blocking="render"` (Chromium and WebKit; Firefox paints the default first).
	const link = document.createElement( 'link' );
	link.rel = 'stylesheet';
	link.href = data.skins[ kept ];
	// Holds the first paint until the kept skin has loaded, as a stylesheet in the HTML would.
	link.setAttribute( 'blocking', 'render' );
	// The default's own link stays under it; the kept skin's takes the id the skins script reads.
	if ( shown.id === LINK_ID ) {
		shown.removeAttribute( 'id' );
	}
	link.id = LINK_ID;
	shown.after( link );
}
