/**
 * Short texts (labels, captions, names) are stored the way core stores text attributes: as inline
 * HTML. Plain text would not survive kses, which treats every attribute string as HTML for authors
 * without `unfiltered_html` ("R&D" would come back "R&amp;D" and the block would turn invalid).
 *
 * Whatever is stored is sanitised to a small inline allowlist before it is saved into markup, and
 * text is escaped with `>` too, so the saved markup is exactly what kses would make of it.
 *
 * The server applies the same rule (includes/kses.php): the contract, and every file that changes
 * with this one, is tests/fixtures/inline-html.md.
 */
export const ALLOWED_TAGS: ReadonlySet< string > = new Set( [
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
const NONE: ReadonlySet< string > = new Set();

/**
 * The tokens wp_kses_split() sees: comments, invalid closing tags and markup declarations (which
 * browsers read as comments), anything from `<` to the next `>` or the end, and a lone `>`.
 */
const KSES_TOKEN =
	/<!--[\s\S]*?(?:-->|$)|<\/[^a-zA-Z][^>]*>|<![^>]*>|<[^>]*(?:>|$)|>/g;
/** A tag as wp_kses_split2() reads one: spaces may follow `<`, and `>` may be missing. */
const KSES_TAG = /^<\s*(\/\s*)?([a-zA-Z0-9-]+)([^>]*)>?$/;

/**
 * Whether wp_kses_normalize_entities() keeps a numeric character reference (valid_unicode()).
 * @param code The referenced code point.
 */
function validCodePoint( code: number ): boolean {
	return (
		code === 0x9 ||
		code === 0xa ||
		code === 0xd ||
		( code >= 0x20 && code <= 0xd7ff ) ||
		( code >= 0xe000 && code <= 0xfffd ) ||
		( code >= 0x10000 && code <= 0x10ffff )
	);
}

/**
 * What wp_kses() makes of inline HTML with ALLOWED_TAGS and no attribute: control characters
 * removed, a `&` that starts no valid reference made text, every other tag and every attribute
 * removed with its text kept (script text too), a lone `>` escaped. kses reads markup its own
 * way (`a < b > c` holds a `<b>` tag for it), so the same steps here make a value and what kses
 * stores of it clean up to the same markup: the editor then finds a Contributor's block exactly
 * as saved.
 *
 * @param html Inline HTML, hostile.
 */
function ksesInline( html: string ): string {
	return (
		html
			// wp_kses_no_null(): control characters go.
			.replace( /[\x00-\x08\x0B\x0C\x0E-\x1F]/g, '' )
			// wp_kses_normalize_entities(): a `&` that starts no valid reference is text.
			.replace(
				/&(?!(?:[A-Za-z][A-Za-z0-9]*|#\d+|#[xX][0-9A-Fa-f]+);)|&(?=#([xX]?)([0-9A-Fa-f]+);)/g,
				( amp, hex?: string, digits?: string ) => {
					if ( digits === undefined ) {
						return '&amp;';
					}
					const code = parseInt( digits, hex ? 16 : 10 );
					return validCodePoint( code ) ? amp : '&amp;';
				}
			)
			// wp_pre_kses_less_than(): a `<` with no `>` before the next `<` is text.
			.replace( /<[^>]*?(?:(?=<)|>|$)/g, ( span ) =>
				span.includes( '>' ) ? span : span.replace( /</g, '&lt;' )
			)
			.replace( KSES_TOKEN, ( token ) => {
				if ( token === '>' ) {
					return '&gt;';
				}
				const tag = KSES_TAG.exec( token );
				if ( ! tag || ! ALLOWED_TAGS.has( tag[ 2 ].toLowerCase() ) ) {
					// Comments, declarations and other tags: browsers show none of them.
					return '';
				}
				return tag[ 1 ] ? `</${ tag[ 2 ] }>` : `<${ tag[ 2 ] }>`;
			} )
	);
}

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

/**
 * Inline HTML from a parsed node: text escaped, ALLOWED_TAGS without attributes, the text of
 * every other element kept unless it is in `dropped` (which only the 0.1 rule used).
 *
 * @param node    The parsed HTML.
 * @param dropped Elements dropped with their text.
 */
function serialize(
	node: Node,
	dropped: ReadonlySet< string > = NONE
): string {
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
		if ( dropped.has( tag ) ) {
			return;
		}
		if ( tag === 'br' ) {
			html += '<br>';
		} else if ( ALLOWED_TAGS.has( tag ) ) {
			html += `<${ tag }>${ serialize( child, dropped ) }</${ tag }>`;
		} else {
			html += serialize( child, dropped );
		}
	} );
	return html;
}

/**
 * Cuts inline HTML after `max` characters of text, keeping its tags closed.
 *
 * @param node The parsed HTML.
 * @param max  How many characters of text are left.
 * @return How many are left after this node.
 */
function truncate( node: Node, max: number ): number {
	let left = max;
	Array.from( node.childNodes ).forEach( ( child ) => {
		if ( child.nodeType === Node.TEXT_NODE ) {
			const text = child.textContent ?? '';
			child.textContent = text.slice( 0, Math.max( left, 0 ) );
			left -= text.length;
		} else {
			left = truncate( child, left );
		}
	} );
	return left;
}

/**
 * Keeps text and simple inline formatting; drops every attribute and every other tag, as kses
 * does for inline HTML (ksesInline), and at most `maxLength` characters of text. The result is
 * well formed, and kses leaves it unchanged.
 *
 * @param html      Inline HTML.
 * @param maxLength How many characters of text to keep.
 */
export function sanitizeInlineHtml(
	html: string,
	maxLength = Infinity
): string {
	if ( html === '' ) {
		return '';
	}
	const body = parse( ksesInline( html ) );
	if ( maxLength !== Infinity ) {
		truncate( body, maxLength );
	}
	return serialize( body ).trim();
}

/**
 * The rule of Vitrine 0.1, kept for deprecated markup only: the first `maxLength` characters of
 * the raw value, then script-like elements dropped with their text. kses does not do that, so
 * a value kses had changed could clean up differently (sanitizeInlineHtml replaces it).
 *
 * @param html      Inline HTML.
 * @param maxLength How many characters of the raw value to read.
 */
export function sanitizeInlineHtmlV1(
	html: string,
	maxLength = Infinity
): string {
	const raw = html.slice( 0, maxLength );
	return raw === '' ? '' : serialize( parse( raw ), DROPPED_IN_V1 ).trim();
}

const DROPPED_IN_V1: ReadonlySet< string > = new Set( [
	'script',
	'style',
	'template',
	'iframe',
	'object',
	'noscript',
] );

/**
 * The plain text of inline HTML, for accessible names and plain-text controls.
 * @param html Inline HTML.
 */
export function htmlToText( html: string ): string {
	return ( parse( html ).textContent ?? '' ).replace( /\s+/g, ' ' ).trim();
}
