/**
 * The browsers Vitrine supports are WordPress's (@wordpress/browserslist-config, which the build
 * also targets). The search overlay and the side panel lean on the platform's `<dialog>` and its
 * showModal() (src/shared/dialog.ts); this checks, against caniuse's data, that every one of
 * those browsers has it fully. When the list moves on, a browser that lacks it fails here.
 */
import browserslist from 'browserslist';
import { feature } from 'caniuse-lite';
import supported from '@wordpress/browserslist-config';
import dialogData from 'caniuse-lite/data/features/dialog';

describe( 'supported browsers', () => {
	it( 'SE-1 SP-1 every browser WordPress supports has <dialog> and showModal()', () => {
		const { stats } = feature( dialogData );
		const browsers = browserslist( supported );
		expect( browsers.length ).toBeGreaterThan( 5 );
		const lacking = browsers.filter( ( browser ) => {
			const [ name, version ] = browser.split( ' ' );
			return ! /^y/.test( stats[ name ]?.[ version ] ?? '' );
		} );
		expect( lacking ).toEqual( [] );
	} );
} );
