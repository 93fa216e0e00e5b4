/**
 * Runs a callback once the document has been parsed (at once if it already has): the one
 * DOM-ready helper for hydration and the global view scripts.
 * @param doc      The document.
 * @param callback What to run.
 */
export function whenReady( doc: Document, callback: () => void ): void {
	if ( doc.readyState === 'loading' ) {
		doc.addEventListener( 'DOMContentLoaded', callback, { once: true } );
	} else {
		callback();
	}
}
