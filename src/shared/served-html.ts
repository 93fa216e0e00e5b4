/**
 * The markup inside a served element, as a string that parses back to the very same nodes. View
 * scripts hand served markup to React (`dangerouslySetInnerHTML`, which a client render after a
 * hydration mismatch writes back through the HTML parser) and to GLightbox's captions; reading it
 * with `innerHTML` trusted the browser's serialiser, and browsers before mid-2025 (Safari and iOS
 * before 26, Chrome before 138, Firefox before 140) left `<` and `>` unescaped in attribute values,
 * so an author's markup could come back from that round trip as other markup (mutation XSS).
 *
 * This is the HTML fragment serialisation algorithm as browsers now run it: attribute values
 * escape `&`, `"`, `<`, `>` and no-break spaces; text escapes `&`, `<`, `>` and no-break spaces,
 * except inside the HTML raw-text elements (never inside an SVG or MathML element of the same
 * name); void elements have no end tag; a template's content is written out.
 */
const HTML = 'http://www.w3.org/1999/xhtml';
const XML = 'http://www.w3.org/XML/1998/namespace';
const XLINK = 'http://www.w3.org/1999/xlink';
const XMLNS = 'http://www.w3.org/2000/xmlns/';

const VOID = new Set( [
	'area',
	'base',
	'basefont',
	'bgsound',
	'br',
	'col',
	'embed',
	'frame',
	'hr',
	'img',
	'input',
	'keygen',
	'link',
	'meta',
	'param',
	'source',
	'track',
	'wbr',
] );

// `noscript` counts: the pages these scripts run on have scripting enabled.
const RAW_TEXT = new Set( [
	'style',
	'script',
	'xmp',
	'iframe',
	'noembed',
	'noframes',
	'plaintext',
	'noscript',
] );

const escapeText = ( text: string ) =>
	text
		.replace( /&/g, '&amp;' )
		.replace( /\u00a0/g, '&nbsp;' )
		.replace( /</g, '&lt;' )
		.replace( />/g, '&gt;' );

const escapeAttribute = ( value: string ) =>
	escapeText( value ).replace( /"/g, '&quot;' );

/**
 * An attribute's name as the serialiser writes it (`xlink:href`, `xml:lang`, `xmlns:x`).
 * @param attribute The attribute.
 */
function attributeName( attribute: Attr ): string {
	const prefixes: Record< string, string > = {
		[ XML ]: 'xml:',
		[ XLINK ]: 'xlink:',
	};
	if ( attribute.namespaceURI === XMLNS ) {
		return attribute.localName === 'xmlns'
			? 'xmlns'
			: `xmlns:${ attribute.localName }`;
	}
	const prefix = attribute.namespaceURI
		? prefixes[ attribute.namespaceURI ]
		: '';
	return prefix === undefined ? attribute.name : prefix + attribute.localName;
}

/**
 * One node's markup.
 * @param node The node.
 */
function nodeHtml( node: Node ): string {
	if ( node.nodeType === Node.TEXT_NODE ) {
		const parent = node.parentNode as Element | null;
		const raw =
			parent?.namespaceURI === HTML && RAW_TEXT.has( parent.localName );
		return raw
			? ( node as Text ).data
			: escapeText( ( node as Text ).data );
	}
	if ( node.nodeType === Node.COMMENT_NODE ) {
		return `<!--${ ( node as Comment ).data }-->`;
	}
	if ( node.nodeType !== Node.ELEMENT_NODE ) {
		return '';
	}
	const element = node as Element;
	const name = element.localName;
	const attributes = Array.from(
		element.attributes,
		( attribute ) =>
			` ${ attributeName( attribute ) }="${ escapeAttribute(
				attribute.value
			) }"`
	).join( '' );
	if ( element.namespaceURI === HTML && VOID.has( name ) ) {
		return `<${ name }${ attributes }>`;
	}
	const children =
		element.namespaceURI === HTML && name === 'template'
			? ( element as HTMLTemplateElement ).content
			: element;
	return `<${ name }${ attributes }>${ childrenHtml( children ) }</${ name }>`;
}

/**
 * Every child's markup, in order.
 * @param parent The element or fragment.
 */
function childrenHtml( parent: Node ): string {
	return Array.from( parent.childNodes, nodeHtml ).join( '' );
}

/**
 * The markup inside an element, safe to parse again ('' for none).
 * @param element The served element.
 */
export function servedHtml( element: Element | null | undefined ): string {
	return element ? childrenHtml( element ) : '';
}
