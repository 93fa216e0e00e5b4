/**
 * Floor pages: for a page with Vitrine blocks, the same visible content (text, images at their
 * shown size) as core blocks only. The browser reads what each outermost Vitrine block in the
 * post content shows at 1280 px; tools/wp/cli.php (bench-floors) swaps each block for it.
 */

/**
 * Runs in the page: every outermost Vitrine block of the post content, as core block markup.
 *
 * @return {string[]} One markup string per block, in document order.
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
	return Array.from( content.querySelectorAll( VITRINE ) )
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
				if (
					! visible( element, box ) ||
					box.right <= frame.left ||
					box.left >= frame.right
				) {
					continue;
				}
				if ( element.tagName === 'IMG' ) {
					const width = Math.round( box.width );
					const height = Math.round( box.height );
					parts.push(
						`<!-- wp:image {"width":"${ width }px","height":"${ height }px","sizeSlug":"full"} --><figure class="wp-block-image size-full is-resized"><img src="${ escape( element.currentSrc || element.src ) }" alt="${ escape( element.alt ) }" width="${ width }" height="${ height }" style="width:${ width }px;height:${ height }px"/></figure><!-- /wp:image -->`
					);
					continue;
				}
				const text = Array.from( element.childNodes )
					.filter( ( node ) => node.nodeType === 3 /* text */ )
					.map( ( node ) => node.textContent )
					.join( ' ' )
					.replace( /\s+/g, ' ' )
					.trim();
				if ( ! text ) {
					continue;
				}
				const level = /^H([1-6])$/.exec( element.tagName )?.[ 1 ];
				parts.push(
					level
						? `<!-- wp:heading {"level":${ level }} --><h${ level } class="wp-block-heading">${ escape( text ) }</h${ level }><!-- /wp:heading -->`
						: `<!-- wp:paragraph --><p>${ escape( text ) }</p><!-- /wp:paragraph -->`
				);
			}
			return parts.join( '\n' );
		} );
}
