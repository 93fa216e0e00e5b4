import { normalizeLink, safeHref, safeMediaUrl, URL_MAX_LENGTH } from '../link';

describe( 'GA-1 links an editor types are checked before they are saved', () => {
	it.each( [
		[ 'https://example.org/work/', 'https://example.org/work/' ],
		[ 'example.org/work', 'http://example.org/work' ],
		[ 'hello@example.org', 'mailto:hello@example.org' ],
		[ 'mailto:hello@example.org', 'mailto:hello@example.org' ],
		[ '+33 1 23 45 67 89', 'tel:+33123456789' ],
		[ '/contact/', '/contact/' ],
		[ '#contact', '#contact' ],
		[ '', '' ],
	] )( 'GA-1 %s is saved as %s', ( input, href ) => {
		expect( normalizeLink( input ) ).toEqual( { ok: true, href } );
	} );

	it.each( [
		[ 'javascript:alert(1)', 'scheme' ],
		[ 'data:text/html,x', 'scheme' ],
		[ 'JaVaScRiPt:alert(1)', 'scheme' ],
		[ 'not a link', 'invalid' ],
		[ 'hello@example', 'invalid' ],
	] )( 'GA-1 %s is refused (%s)', ( input, reason ) => {
		expect( normalizeLink( input ) ).toEqual( { ok: false, reason } );
	} );

	it( 'GA-1 stored values are checked again where they are shown', () => {
		expect( safeHref( 'javascript:alert(1)' ) ).toBe( '' );
		expect( safeHref( 42 ) ).toBe( '' );
		expect( safeMediaUrl( 'https://example.org/a.jpg' ) ).toBe(
			'https://example.org/a.jpg'
		);
		expect( safeMediaUrl( '/wp-content/a.jpg' ) ).toBe(
			'/wp-content/a.jpg'
		);
		expect( safeMediaUrl( '#brief' ) ).toBe( '#brief' );
		expect( safeMediaUrl( '//evil.example/a.jpg' ) ).toBe( '' );
		expect( safeMediaUrl( 'javascript:alert(1)' ) ).toBe( '' );
		expect( safeMediaUrl( null ) ).toBe( '' );
	} );

	it( 'GA-1 §7 addresses longer than URL_MAX_LENGTH are refused', () => {
		const long = `https://example.org/${ 'a'.repeat( URL_MAX_LENGTH ) }`;
		expect( normalizeLink( long ) ).toEqual( {
			ok: false,
			reason: 'invalid',
		} );
		expect( safeHref( long ) ).toBe( '' );
		expect( safeMediaUrl( long ) ).toBe( '' );
		const fits = `https://example.org/${ 'a'.repeat( 100 ) }`;
		expect( safeMediaUrl( fits ) ).toBe( fits );
	} );
} );
