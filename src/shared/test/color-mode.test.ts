import { COLOR_COOKIE_DAYS } from '../timing';
import {
	cookieWrites,
	currentMode,
	DARK_COOKIE,
	LIGHT_COOKIE,
	showMode,
	siteDefault,
} from '../color-mode';
import { cookieValue } from '../cookies';

const LIGHT_SITE = { dark: false, followSystem: false };
const DARK_SITE = { dark: true, followSystem: false };
const SYSTEM_SITE = { dark: false, followSystem: true };

describe( 'CM colour mode rules', () => {
	it( 'CM-5 the cookie for the current default decides; without it the default applies', () => {
		expect( currentMode( '', LIGHT_SITE, true ) ).toBe( 'light' );
		expect( currentMode( '', DARK_SITE, false ) ).toBe( 'dark' );
		expect(
			currentMode( `${ LIGHT_COOKIE }=dark`, LIGHT_SITE, false )
		).toBe( 'dark' );
		expect(
			currentMode( `x=1; ${ DARK_COOKIE }=light`, DARK_SITE, false )
		).toBe( 'light' );
		// A choice made under the other default is forgotten.
		expect(
			currentMode( `${ DARK_COOKIE }=dark`, LIGHT_SITE, false )
		).toBe( 'light' );
		// Anything but dark or light is no choice at all.
		expect(
			currentMode( `${ LIGHT_COOKIE }=%3Cscript%3E`, LIGHT_SITE, false )
		).toBe( 'light' );
	} );

	it( 'CM-5 "follow the system" uses prefers-color-scheme until the visitor chooses', () => {
		expect( currentMode( '', SYSTEM_SITE, true ) ).toBe( 'dark' );
		expect( currentMode( '', SYSTEM_SITE, false ) ).toBe( 'light' );
		expect(
			currentMode( `${ LIGHT_COOKIE }=light`, SYSTEM_SITE, true )
		).toBe( 'light' );
	} );

	it( 'CM-3 a click removes both cookies, then writes the one for the default for 7 days on /', () => {
		const writes = cookieWrites( 'dark', DARK_SITE, COLOR_COOKIE_DAYS );
		expect( writes[ 0 ] ).toMatch(
			new RegExp(
				`^${ LIGHT_COOKIE }=; path=/; expires=Thu, 01 Jan 1970`
			)
		);
		expect( writes[ 1 ] ).toMatch(
			new RegExp( `^${ DARK_COOKIE }=; path=/; expires=Thu, 01 Jan 1970` )
		);
		expect( writes[ 2 ] ).toBe(
			`${ DARK_COOKIE }=dark; path=/; max-age=604800; SameSite=Lax`
		);
		expect( cookieWrites( 'light', LIGHT_SITE, 7 )[ 2 ] ).toMatch(
			new RegExp( `^${ LIGHT_COOKIE }=light;` )
		);
	} );

	it( 'CM-1 CM-4 the default is read from the meta tag; a mode swaps the body classes', () => {
		document.head.innerHTML =
			'<meta name="theme-style-mode" content="1" data-follow-system>';
		expect( siteDefault( document ) ).toEqual( {
			dark: true,
			followSystem: true,
		} );
		document.head.innerHTML = '';
		expect( siteDefault( document ) ).toEqual( {
			dark: false,
			followSystem: false,
		} );
		document.body.className = 'home active-light-mode';
		showMode( document, 'dark' );
		expect( document.body.className ).toBe( 'home active-dark-mode' );
		expect( document.documentElement.dataset.vitrineColorMode ).toBe(
			'dark'
		);
		expect( document.documentElement.style.colorScheme ).toBe( 'dark' );
		expect( cookieValue( 'a=1; b=x=y', 'b' ) ).toBe( 'x=y' );
		expect( cookieValue( 'a=1', 'b' ) ).toBeNull();
	} );
} );
