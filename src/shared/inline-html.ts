/**
 * Short texts (labels, captions, names) are stored the way core stores text attributes: as inline
 * HTML. Plain text would not survive kses, which treats every attribute string as HTML for authors
 * without `unfiltered_html` ("R&D" would come back "R&amp;D" and the block would turn invalid).
 *
 * Whatever is stored is sanitised to a small inline allowlist before it is saved into markup, and
 * text is escaped with `>` too, so the saved markup is exactly what kses would make of it.
 */
const ALLOWED_TAGS = new Set( [
	'strong',
	'em',
	'b',
	'i',
	'mark',
	'sub',
	'sup',
	'small',
	's',
	'br',
] );
const DROPPED_WITH_CONTENT = new Set( [
	'script',
	'style',
	'template',
	'iframe',
	'object',
	'noscript',
] );

export function escapeText( text: string ): string {
	return text
		.replace( /&/g, '&amp;' )
		.replace( /</g, '&lt;' )
		.replace( />/g, '&gt;' );
}

function parse( html: string ): Node {
	// An inert document: nothing in it loads or runs.
	return new DOMParser().parseFromString(
		`<body>${ html }</body>`,
		'text/html'
	).body;
}

function serialize( node: Node ): string {
	let html = '';
	node.childNodes.forEach( ( child ) => {
		if ( child.nodeType === Node.TEXT_NODE ) {
			html += escapeText( child.textContent ?? '' );
			return;
		}
		if ( child.nodeType !== Node.ELEMENT_NODE ) {
			return;
		}
		const tag = ( child as Element ).tagName.toLowerCase();
		if ( DROPPED_WITH_CONTENT.has( tag ) ) {
			return;
		}
		if ( tag === 'br' ) {
			html += '<br>';
		} else if ( ALLOWED_TAGS.has( tag ) ) {
			html += `<${ tag }>${ serialize( child ) }</${ tag }>`;
		} else {
			html += serialize( child );
		}
	} );
	return html;
}

/**
 * Keeps text and simple inline formatting; drops every attribute and every other element.
 * @param html Inline HTML.
 */
export function sanitizeInlineHtml( html: string ): string {
	return html === '' ? '' : serialize( parse( html ) ).trim();
}

/**
 * The plain text of inline HTML, for accessible names and plain-text controls.
 * @param html Inline HTML.
 */
export function htmlToText( html: string ): string {
	return ( parse( html ).textContent ?? '' ).replace( /\s+/g, ' ' ).trim();
}
