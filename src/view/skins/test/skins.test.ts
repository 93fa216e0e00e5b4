import {
	ERROR_CLASSES,
	knownSkin,
	readSkinData,
	setupSkins,
	SKIN_COOKIE,
	type SkinData,
} from '../skins';

const DATA: SkinData = {
	default: 'classic',
	skins: {
		classic: 'http://localhost/skins/classic.css?ver=1',
		ocean: 'http://localhost/skins/ocean.css?ver=1',
	},
	inline: [],
};

/** The site's own skins held in the page (chosen by the root attribute), and one from elsewhere. */
const HELD: SkinData = {
	default: 'classic',
	skins: {
		...DATA.skins,
		sunset: 'https://cdn.example.org/sunset.css',
	},
	inline: [ 'ocean' ],
};

function page( withLink = true ) {
	document.head.innerHTML = withLink
		? `<link rel="stylesheet" id="vitrine-skin-css" href="${ DATA.skins.classic }">`
		: '';
	document.body.innerHTML = `<ul class="vitrine-style-switcher">
		<li><button class="vitrine-style-switcher__swatch" data-theme="classic"></button></li>
		<li><button class="vitrine-style-switcher__swatch" data-theme="ocean"></button></li>
		<li><button class="vitrine-style-switcher__swatch" data-theme="../../evil"></button></li>
	</ul>`;
	const swatch = ( slug: string ) =>
		document.querySelector(
			`[data-theme="${ slug }"]`
		) as HTMLButtonElement;
	const link = () =>
		document.getElementById( 'vitrine-skin-css' ) as HTMLLinkElement;
	return { swatch, link, list: document.querySelector( 'ul' )! };
}

function clearCookie() {
	document.cookie = `${ SKIN_COOKIE }=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
}

describe( 'SW-1 SW-2 skins', () => {
	afterEach( clearCookie );

	it( 'SW-1 hover previews, leaving reverts, a click keeps the skin in jss_selected and presses its swatch', () => {
		const { swatch, link, list } = page();
		setupSkins( document, DATA, 30 );
		expect( swatch( 'classic' ).getAttribute( 'aria-pressed' ) ).toBe(
			'true'
		);
		swatch( 'ocean' ).dispatchEvent(
			new MouseEvent( 'mouseover', { bubbles: true } )
		);
		expect( link().href ).toBe( DATA.skins.ocean );
		list.dispatchEvent( new MouseEvent( 'mouseleave' ) );
		expect( link().href ).toBe( DATA.skins.classic );
		swatch( 'ocean' ).click();
		list.dispatchEvent( new MouseEvent( 'mouseleave' ) );
		expect( link().href ).toBe( DATA.skins.ocean );
		expect( document.cookie ).toContain( `${ SKIN_COOKIE }=ocean` );
		expect( swatch( 'ocean' ).getAttribute( 'aria-pressed' ) ).toBe(
			'true'
		);
		expect( swatch( 'classic' ).getAttribute( 'aria-pressed' ) ).toBe(
			'false'
		);
	} );

	it( 'SW-1 each swatch’s skin is fetched beforehand, off, so showing one switches links and fetches nothing; never an unregistered one', () => {
		const { swatch, list } = page();
		setupSkins( document, DATA, 30 );
		const skinLinks = () =>
			Array.from(
				document.querySelectorAll< HTMLLinkElement >(
					'link[rel="stylesheet"]'
				)
			).map( ( link ) => [ link.href, link.media ] );
		// The default's own link, then Ocean's, off; the evil swatch is no registered skin.
		expect( skinLinks() ).toEqual( [
			[ DATA.skins.classic, '' ],
			[ DATA.skins.ocean, 'not all' ],
		] );
		swatch( 'ocean' ).dispatchEvent(
			new MouseEvent( 'mouseover', { bubbles: true } )
		);
		expect( skinLinks() ).toEqual( [
			[ DATA.skins.classic, '' ],
			[ DATA.skins.ocean, '' ],
		] );
		list.dispatchEvent( new MouseEvent( 'mouseleave' ) );
		expect( skinLinks()[ 1 ] ).toEqual( [ DATA.skins.ocean, 'not all' ] );
	} );

	it( 'SW-1 with the default skin printed inline, another skin’s link goes after it, and showing the default turns it off', () => {
		const { swatch, list } = page( false );
		document.head.innerHTML =
			'<style id="vitrine-skin-inline-css">:root{--vitrine-skin:"classic"}</style>';
		setupSkins( document, DATA, 30 );
		expect( list.classList.contains( 'jssError' ) ).toBe( false );
		// The default needs no link: none carries the id.
		expect( document.getElementById( 'vitrine-skin-css' ) ).toBeNull();
		swatch( 'ocean' ).click();
		const added = document.getElementById(
			'vitrine-skin-css'
		) as HTMLLinkElement;
		expect( added.href ).toBe( DATA.skins.ocean );
		expect( added.media ).toBe( '' );
		expect( added.previousElementSibling?.id ).toBe(
			'vitrine-skin-inline-css'
		);
		swatch( 'classic' ).click();
		expect( added.media ).toBe( 'not all' );
		expect( document.getElementById( 'vitrine-skin-css' ) ).toBeNull();
	} );

	it( 'SW-1 on load the kept skin is reapplied', () => {
		document.cookie = `${ SKIN_COOKIE }=ocean; path=/`;
		const { link } = page();
		setupSkins( document, DATA, 30 );
		expect( link().href ).toBe( DATA.skins.ocean );
	} );

	it.each( [
		'../../evil',
		'https://evil.example/x.css',
		'<script>alert(1)</script>',
		'__proto__',
		'constructor',
	] )(
		'SW-2 a hostile jss_selected value %s is ignored and never becomes a URL',
		( value ) => {
			document.cookie = `${ SKIN_COOKIE }=${ encodeURIComponent(
				value
			) }; path=/`;
			const { link } = page();
			setupSkins( document, DATA, 30 );
			expect( link().href ).toBe( DATA.skins.classic );
			expect( knownSkin( DATA.skins, value ) ).toBeNull();
		}
	);

	it( 'SW-2 a swatch naming an unregistered skin does nothing', () => {
		const { swatch, link } = page();
		setupSkins( document, DATA, 30 );
		swatch( '../../evil' ).dispatchEvent(
			new MouseEvent( 'mouseover', { bubbles: true } )
		);
		swatch( '../../evil' ).click();
		expect( link().href ).toBe( DATA.skins.classic );
		expect( document.cookie ).not.toContain( 'evil' );
	} );

	it( 'SW-2 without the default skin stylesheet the switcher shows jssError error level0 and does nothing', () => {
		const { swatch, list } = page( false );
		setupSkins( document, DATA, 30 );
		expect( Array.from( list.classList ) ).toEqual(
			expect.arrayContaining( ERROR_CLASSES )
		);
		swatch( 'ocean' ).click();
		expect( document.cookie ).not.toContain( SKIN_COOKIE );
		expect( swatch( 'ocean' ).hasAttribute( 'aria-pressed' ) ).toBe(
			false
		);
		const withLink = page();
		setupSkins( document, null, 30 );
		expect( withLink.list.classList.contains( 'jssError' ) ).toBe( true );
	} );

	it( 'SW-2 the registered list keeps only text URLs and needs its default', () => {
		expect( readSkinData( null ) ).toBeNull();
		expect(
			readSkinData( { default: 'gone', skins: DATA.skins } )
		).toBeNull();
		expect(
			readSkinData( {
				default: 'classic',
				skins: { classic: DATA.skins.classic, bad: 42 },
			} )
		).toEqual( {
			default: 'classic',
			skins: { classic: DATA.skins.classic },
			inline: [],
		} );
		// Only registered skins other than the default are chosen by the attribute.
		expect(
			readSkinData( {
				...HELD,
				inline: [ 'ocean', 'classic', 'gone', '__proto__', 7 ],
			} )?.inline
		).toEqual( [ 'ocean' ] );
	} );

	it( 'SW-1 a skin the page holds is shown by the root attribute, with no link and no request; one from elsewhere by its link', () => {
		const { swatch, list } = page( false );
		document.head.innerHTML =
			'<style id="vitrine-skin-inline-css">:root{--vitrine-skin:"classic"}</style>';
		document.body
			.querySelector( 'ul' )!
			.insertAdjacentHTML(
				'beforeend',
				'<li><button class="vitrine-style-switcher__swatch" data-theme="sunset"></button></li>'
			);
		setupSkins( document, HELD, 30 );
		const root = document.documentElement;
		const links = () =>
			Array.from(
				document.querySelectorAll< HTMLLinkElement >(
					'link[rel="stylesheet"]'
				)
			).map( ( link ) => [ link.href, link.media ] );
		// Only the skin from elsewhere is fetched beforehand (off).
		expect( links() ).toEqual( [ [ HELD.skins.sunset, 'not all' ] ] );
		swatch( 'ocean' ).dispatchEvent(
			new MouseEvent( 'mouseover', { bubbles: true } )
		);
		expect( root.getAttribute( 'data-vitrine-skin' ) ).toBe( 'ocean' );
		swatch( 'sunset' ).dispatchEvent(
			new MouseEvent( 'mouseover', { bubbles: true } )
		);
		expect( root.hasAttribute( 'data-vitrine-skin' ) ).toBe( false );
		expect( links() ).toEqual( [ [ HELD.skins.sunset, '' ] ] );
		swatch( 'ocean' ).click();
		list.dispatchEvent( new MouseEvent( 'mouseleave' ) );
		expect( root.getAttribute( 'data-vitrine-skin' ) ).toBe( 'ocean' );
		expect( links() ).toEqual( [ [ HELD.skins.sunset, 'not all' ] ] );
		swatch( 'classic' ).click();
		expect( root.hasAttribute( 'data-vitrine-skin' ) ).toBe( false );
	} );
} );

describe( 'SW-1 the head script', () => {
	/**
	 * Runs the head script on a page whose head holds the default skin inline, for a visitor whose
	 * cookie keeps a skin.
	 *
	 * @param kept The kept skin.
	 */
	function runHead( kept: string ) {
		document.documentElement.removeAttribute( 'data-vitrine-skin' );
		document.head.innerHTML =
			'<style id="vitrine-skin-inline-css">:root{--vitrine-skin:"classic"}</style>';
		document.cookie = `${ SKIN_COOKIE }=${ kept }; path=/`;
		window.vitrineSkins = HELD;
		jest.isolateModules( () => {
			require( '../head' );
		} );
		return Array.from(
			document.head.querySelectorAll< HTMLLinkElement >( 'link' )
		);
	}
	afterEach( clearCookie );

	it( 'SW-1 a kept skin the page holds is chosen by the root attribute before the first paint, with no request', () => {
		expect( runHead( 'ocean' ) ).toEqual( [] );
		expect(
			document.documentElement.getAttribute( 'data-vitrine-skin' )
		).toBe( 'ocean' );
	} );

	it( 'SW-1 a kept skin from elsewhere is linked, holding the first paint where the engine can', () => {
		const [ link ] = runHead( 'sunset' );
		expect( link.href ).toBe( HELD.skins.sunset );
		expect( link.getAttribute( 'blocking' ) ).toBe( 'render' );
		expect(
			document.documentElement.hasAttribute( 'data-vitrine-skin' )
		).toBe( false );
	} );
} );
