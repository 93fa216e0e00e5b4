/**
 * The hydrating view must rebuild, from saved markup alone, props that render that very markup;
 * otherwise React would report a mismatch and re-render. (The browser proof is in the e2e suite.)
 */
import { readFileSync } from 'fs';
import { renderToString } from '@wordpress/element';
import type { ReactElement } from 'react';

/**
 * Puts a block fixture's saved markup in the document and returns the block's wrapper.
 * @param fixture
 * @param selector
 */
export function savedWrapper( fixture: string, selector: string ): HTMLElement {
	document.body.innerHTML = readFileSync( fixture, 'utf8' );
	return document.querySelector( selector ) as HTMLElement;
}

/**
 * A dynamic block's served markup (a `rendered-<name>.html` fixture written by its PHP test) in
 * the document, and the block's wrapper.
 * @param dir      The block's fixtures folder.
 * @param name     Fixture name, without `rendered-` and `.html`.
 * @param selector The block's wrapper selector.
 */
export function servedWrapper(
	dir: string,
	name: string,
	selector: string
): HTMLElement {
	return savedWrapper( `${ dir }/rendered-${ name }.html`, selector );
}

/**
 * The markup a view renders, as the browser would parse it (serializers escape differently).
 *
 * @param element The view, with props read from markup.
 */
export function renderedInnerHtml( element: ReactElement ): string {
	const container = document.createElement( 'div' );
	container.innerHTML = renderToString( element );
	return container.innerHTML;
}
