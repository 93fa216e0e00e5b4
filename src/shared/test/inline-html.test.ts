import { escapeText, htmlToText, sanitizeInlineHtml } from '../inline-html';

describe( 'inline HTML for stored labels', () => {
	it( 'keeps text and simple formatting, escapes text so kses leaves it alone', () => {
		expect(
			sanitizeInlineHtml( 'R&amp;D <strong>first</strong> &gt; rest' )
		).toBe( 'R&amp;D <strong>first</strong> &gt; rest' );
		expect( sanitizeInlineHtml( 'a > b & c' ) ).toBe( 'a &gt; b &amp; c' );
	} );

	it( 'drops attributes, unknown elements and scripts with their content', () => {
		expect(
			sanitizeInlineHtml(
				'<img src=x onerror=alert(1)><em class="x" onclick="y">hi</em><script>alert(1)</script><a href="javascript:x">link</a>'
			)
		).toBe( '<em>hi</em>link' );
	} );

	it( 'gives plain text for names and text controls, and back', () => {
		expect( htmlToText( 'R&amp;D <strong>first</strong>' ) ).toBe(
			'R&D first'
		);
		expect( escapeText( '<b> & >' ) ).toBe( '&lt;b&gt; &amp; &gt;' );
		expect( sanitizeInlineHtml( escapeText( 'x < y & "z"' ) ) ).toBe(
			escapeText( 'x < y & "z"' )
		);
	} );
} );
