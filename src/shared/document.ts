/**
 * Document properties read through `Document.prototype`'s own accessors. A page's markup can
 * shadow a property on the document itself: `<form name="cookie">` (kses keeps `<form name>` for
 * every author once a plugin allows form fields in posts) makes `document.cookie` that form.
 */

function accessor( name: 'cookie' ): PropertyDescriptor {
	return Object.getOwnPropertyDescriptor(
		Document.prototype,
		name
	) as PropertyDescriptor;
}

/**
 * The document's cookies, as `document.cookie` reads them when no element shadows it.
 * @param doc The document.
 */
export function documentCookies( doc: Document ): string {
	return ( accessor( 'cookie' ).get as () => string ).call( doc );
}

/**
 * Sets one cookie, as assigning `document.cookie` does when no element shadows it.
 * @param doc    The document.
 * @param cookie The cookie string (name, value and attributes).
 */
export function writeDocumentCookie( doc: Document, cookie: string ): void {
	( accessor( 'cookie' ).set as ( value: string ) => void ).call(
		doc,
		cookie
	);
}
