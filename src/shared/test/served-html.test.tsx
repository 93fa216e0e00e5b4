/**
 * Served markup read by the views parses back to the very same nodes (served-html.ts), however
 * the browser serialises. Browsers before mid-2025 left `<` and `>` unescaped in attribute values;
 * here the document's `innerHTML` is made to serialise that way, and every view that reads served
 * markup must still hand on nothing that reads as a live tag.
 */
import { servedHtml } from '../served-html';
import { readProps as counterProps } from '../../blocks/counter/view';
import { lightboxEntries } from '../../blocks/portfolio/entries';

// An author's `<svg>` (kses lets every author write one) holding text that is markup once its
// attribute's `<` and `>` are written out bare.
const VECTOR =
	'<svg class="vitrine-icon"><textarea><a title="&lt;/textarea&gt;&lt;img src=x onerror=alert(1)&gt;"></a></textarea></svg>';

const TRICKY = [
	VECTOR,
	'<svg><style><a title="&lt;/style&gt;&lt;img src=x onerror=alert(1)&gt;"></a></style></svg>',
	'<b title="a &amp; b &quot;c&quot; &lt;d&gt;">x&nbsp;&lt;y&gt; &amp; z</b><br><img alt="" src="/a.jpg">',
	'<svg viewBox="0 0 1 1"><use xlink:href="#a"></use><foreignObject><p>in</p></foreignObject></svg>',
	'<math><mi>x</mi></math><!-- a comment --><template><em>inside</em></template>',
	'<noscript>&lt;p title="&lt;/noscript&gt;"&gt;</noscript><span>after</span>',
];

/**
 * How browsers before mid-2025 serialised: attribute values escaped only `&`, `"` and no-break
 * spaces.
 * @param node The element whose children are written.
 */
function oldBrowserInnerHtml( node: Node ): string {
	return Array.from( node.childNodes, ( child ): string => {
		if ( child.nodeType === Node.TEXT_NODE ) {
			const parent = child.parentNode as Element;
			return [ 'style', 'script', 'noscript', 'xmp' ].includes(
				parent.localName
			)
				? ( child as Text ).data
				: ( child as Text ).data
						.replace( /&/g, '&amp;' )
						.replace( /</g, '&lt;' )
						.replace( />/g, '&gt;' );
		}
		if ( child.nodeType !== Node.ELEMENT_NODE ) {
			return '';
		}
		const element = child as Element;
		const attributes = Array.from(
			element.attributes,
			( attribute ) =>
				` ${ attribute.name }="${ attribute.value
					.replace( /&/g, '&amp;' )
					.replace( /"/g, '&quot;' ) }"`
		).join( '' );
		return `<${ element.localName }${ attributes }>${ oldBrowserInnerHtml(
			element
		) }</${ element.localName }>`;
	} ).join( '' );
}

const innerHtml = Object.getOwnPropertyDescriptor(
	Element.prototype,
	'innerHTML'
)!;

describe( 'served markup, read by the views', () => {
	it.each( TRICKY )(
		'SL-6 ST-1 GA-2 parses back to the same nodes: %s',
		( markup ) => {
			const served = document.createElement( 'div' );
			served.innerHTML = markup;
			const again = document.createElement( 'div' );
			again.innerHTML = servedHtml( served );
			expect( again.isEqualNode( served ) ).toBe( true );
		}
	);

	it( 'SL-6 ST-1 GA-2 escapes < and > in attribute values, as browsers now do', () => {
		const served = document.createElement( 'div' );
		served.innerHTML = VECTOR;
		expect( servedHtml( served ) ).toBe(
			'<svg class="vitrine-icon"><textarea><a title="&lt;/textarea&gt;&lt;img src=x onerror=alert(1)&gt;"></a></textarea></svg>'
		);
		expect( servedHtml( null ) ).toBe( '' );
	} );

	describe( 'where the browser serialises as before mid-2025', () => {
		beforeAll( () => {
			Object.defineProperty( Element.prototype, 'innerHTML', {
				...innerHtml,
				get( this: Element ) {
					return oldBrowserInnerHtml( this );
				},
			} );
		} );
		afterAll( () => {
			Object.defineProperty( Element.prototype, 'innerHTML', innerHtml );
		} );

		it( 'ST-1 the counter hands its view no bare tag from a label', () => {
			document.body.innerHTML = `<div data-start="0" data-end="10" data-decimals="0" data-thousands="," data-decimal="." class="wp-block-vitrine-counter"><p class="vitrine-counter__figure" aria-hidden="true"><span class="vitrine-counter__number">10</span><span class="vitrine-counter__suffix">${ VECTOR }</span></p><p class="vitrine-counter__sr">10</p><p class="vitrine-counter__label">${ VECTOR }</p></div>`;
			const root = document.querySelector< HTMLElement >(
				'.wp-block-vitrine-counter'
			)!;
			const props = counterProps( root );
			expect( props ).not.toBeNull();
			expect( JSON.stringify( props ) ).not.toContain( '<img' );
		} );

		it( 'GA-2 the lightbox captions hold no bare tag from a project', () => {
			document.body.innerHTML = `<div class="p"><ul class="vitrine-portfolio__items"><li><a class="vitrine-portfolio__open" href="/a.jpg"><img alt="" src="/a.jpg"></a><span class="vitrine-portfolio__name">${ VECTOR }</span><p class="vitrine-portfolio__text">${ VECTOR }</p></li></ul></div>`;
			const opener = document.querySelector< HTMLAnchorElement >(
				'.vitrine-portfolio__open'
			)!;
			const { entries } = lightboxEntries(
				document.querySelector< HTMLElement >( '.p' )!,
				opener
			);
			expect( entries[ 0 ].title ).not.toContain( '<img' );
			expect( entries[ 0 ].description ).not.toContain( '<img' );
		} );
	} );
} );
