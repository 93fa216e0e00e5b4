/**
 * Floor pages: for a page with Vitrine blocks, the same visible content (text, images at their
 * shown size) as core blocks only. The browser reads what each outermost Vitrine block in the
 * post content shows on the screen the LCP ratio is measured on (Lighthouse's mobile one);
 * tools/wp/cli.php (bench-floors) swaps each block for it.
 */
import { screenEmulationMetrics } from 'lighthouse/core/config/constants.js';

/**
 * The screen the floors are read on: Lighthouse's mobile one. Read at another width, an image
 * is given another size than the page shows it at, and the browser may then choose another
 * element as the largest paint (a small SVG drawn large is too plain to count, drawn smaller it
 * counts), which the ratio would charge to Vitrine.
 */
const mobile = screenEmulationMetrics.mobile;
export const CAPTURE_SCREEN = {
	viewport: { width: mobile.width, height: mobile.height },
	deviceScaleFactor: mobile.deviceScaleFactor,
	isMobile: true,
	hasTouch: true,
};

/**
 * Runs in the page (opened with CAPTURE_SCREEN): every outermost Vitrine block of the post
 * content, as core block markup: what it shows, and apart, what it holds but does not show
 * (a slider's other slides, a countdown's end message), which the floor keeps in a closed
 * Details block at the end of the page, so that both pages carry the same content (what the
 * server renders and sends) and show the same first screen.
 *
 * @return {{blocks: string[], hidden: string}} One markup string per block, in document order,
 *                                             and the markup of every part not shown.
 */
export function captureVisibleContent() {
	const VITRINE = '[class*="wp-block-vitrine-"]';
	const content =
		document.querySelector( '.wp-block-post-content, .entry-content' ) ||
		document.body;
	const escape = ( text ) =>
		text
			.replace( /&/g, '&amp;' )
			.replace( /</g, '&lt;' )
			.replace( />/g, '&gt;' )
			.replace( /"/g, '&quot;' );
	const visible = ( element, box ) =>
		element.checkVisibility( {
			opacityProperty: true,
			visibilityProperty: true,
		} ) &&
		! element.closest( '[inert], [aria-hidden="true"]' ) &&
		box.width >= 2 &&
		box.height >= 2;
	const ownText = ( element ) =>
		Array.from( element.childNodes )
			.filter( ( node ) => node.nodeType === 3 /* text */ )
			.map( ( node ) => node.textContent )
			.join( ' ' )
			.replace( /\s+/g, ' ' )
			.trim();
	// An element as core block markup ('' for none): a picture (drawn at its shown size when
	// shown, with its own declared size either way: the browser weighs a largest-paint
	// candidate by it), a button as a button (its style variation is the content's, and costs
	// the server the same), a heading, or its own text as a paragraph.
	const markup = ( element, box, shown ) => {
		if ( element.tagName === 'IMG' ) {
			const width = Math.round( box.width );
			const height = Math.round( box.height );
			const declared = ( name, size ) =>
				escape( element.getAttribute( name ) ?? String( size ) );
			const img = `<img src="${ escape( element.currentSrc || element.src ) }" alt="${ escape( element.alt ) }" width="${ declared( 'width', width ) }" height="${ declared( 'height', height ) }"`;
			// A hidden picture is never painted, so never fetched before it would be (Vitrine's
			// hidden slides' pictures wait the same way).
			return shown
				? `<!-- wp:image {"width":"${ width }px","height":"${ height }px","sizeSlug":"full"} --><figure class="wp-block-image size-full is-resized">${ img } style="width:${ width }px;height:${ height }px"/></figure><!-- /wp:image -->`
				: `<!-- wp:image {"sizeSlug":"full"} --><figure class="wp-block-image size-full">${ img } loading="lazy"/></figure><!-- /wp:image -->`;
		}
		const text = ownText( element );
		if ( ! text ) {
			return '';
		}
		const button = element.parentElement?.matches( '.wp-block-button' )
			? element.parentElement
			: null;
		if ( element.tagName === 'A' && button ) {
			const style = Array.from( button.classList ).find( ( name ) =>
				/^is-style-[a-z-]+$/.test( name )
			);
			const attributes = style ? ` {"className":"${ style }"}` : '';
			return `<!-- wp:buttons --><div class="wp-block-buttons"><!-- wp:button${ attributes } --><div class="wp-block-button${ style ? ` ${ style }` : '' }"><a class="wp-block-button__link wp-element-button" href="${ escape( element.getAttribute( 'href' ) ?? '#' ) }">${ escape( text ) }</a></div><!-- /wp:button --></div><!-- /wp:buttons -->`;
		}
		const level = /^H([1-6])$/.exec( element.tagName )?.[ 1 ];
		return level
			? `<!-- wp:heading {"level":${ level }} --><h${ level } class="wp-block-heading">${ escape( text ) }</h${ level }><!-- /wp:heading -->`
			: `<!-- wp:paragraph --><p>${ escape( text ) }</p><!-- /wp:paragraph -->`;
	};
	const hidden = [];
	const blocks = Array.from( content.querySelectorAll( VITRINE ) )
		.filter( ( block ) => ! block.parentElement.closest( VITRINE ) )
		.map( ( block ) => {
			const frame = block.getBoundingClientRect();
			const parts = [];
			for ( const element of [
				block,
				...block.querySelectorAll( '*' ),
			] ) {
				const box = element.getBoundingClientRect();
				// Slides outside the slider's frame are not on screen.
				const shown =
					visible( element, box ) &&
					box.right > frame.left &&
					box.left < frame.right;
				const part = markup( element, box, shown );
				if ( part ) {
					( shown ? parts : hidden ).push( part );
				}
			}
			return parts.join( '\n' );
		} );
	return { blocks, hidden: hidden.join( '\n' ) };
}
