/**
 * Loads one of the real WooCommerce pages in tests/fixtures/woocommerce into jsdom's document
 * (the server's HTML, or with `after-js/` the DOM after WooCommerce's scripts ran). Scripts in it
 * never run: innerHTML does not execute them.
 */
import { readFileSync } from 'fs';
import { join } from 'path';

const DIR = join( __dirname, '../../../../tests/fixtures/woocommerce' );

/**
 * A fixture page, parsed on its own.
 * @param file File name below the fixtures folder, such as `storefront--cart.html`.
 */
export function parseFixture( file: string ): Document {
	const html = readFileSync( join( DIR, file ), 'utf8' );
	return new DOMParser().parseFromString( html, 'text/html' );
}

/**
 * Puts a fixture page's body into the document.
 * @param file File name below the fixtures folder, such as `storefront--cart.html`.
 */
export function loadFixture( file: string ): Document {
	const parsed = parseFixture( file );
	document.body.className = parsed.body.className;
	document.body.innerHTML = parsed.body.innerHTML;
	return document;
}

/** Lets mutation observers run. */
export const settle = () =>
	new Promise( ( resolve ) => setTimeout( resolve, 0 ) );
