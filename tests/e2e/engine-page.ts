/**
 * A visitor's page in any engine, for the specs that run in all three (tests/e2e/cross-engine/):
 * the few things both drivers give, Playwright's (Chromium, Firefox) and classic WebDriver's
 * (WebKit, tools/engines/webkit.cjs). Real input, as each driver sends it: a click, a key; what a
 * spec reads it reads in the page (`evaluate`), and waits for with `expect.poll`.
 *
 * In Chromium and Firefox the page is the guarded `visitor` (tests/e2e/fixtures.ts): a console
 * error or a PHP notice fails the test. Classic WebDriver reports neither; in WebKit a test sees
 * a script's failure through what the page then does not do.
 */
import type { Page } from '@playwright/test';
import { BASE_URL } from './env';

export interface EnginePage {
	/** `chromium`, `firefox` or `webkit`. */
	readonly engine: string;
	/** Loads a page of the test site and waits for its load event. */
	goto: ( path: string ) => Promise< void >;
	/**
	 * Runs a function in the page with JSON arguments, and returns what it returns (awaited).
	 * Its source is sent, so it may use nothing from the spec around it.
	 */
	evaluate: < T >(
		fn: ( ...args: any[] ) => T | Promise< T >,
		...args: unknown[]
	) => Promise< T >;
	/** A mouse click on the first element matching a CSS selector. */
	click: ( selector: string ) => Promise< void >;
	/** A key pressed wherever focus is: `Escape`, `Tab`, `Enter`, `ArrowLeft`, `ArrowRight`. */
	press: ( key: string ) => Promise< void >;
	/** Text typed wherever focus is. */
	type: ( text: string ) => Promise< void >;
	/** A cookie of the test site, for the pages loaded after. */
	addCookie: ( name: string, value: string ) => Promise< void >;
}

/**
 * Runs a function's source with its arguments: the same in every engine.
 * @param root0
 * @param root0."0"
 * @param root0."1"
 */
function runSource( [ source, args ]: [ string, unknown[] ] ) {
	return new Function( `return (${ source })` )()( ...args );
}

/**
 * A Playwright page as an engine page.
 *
 * @param page   The page.
 * @param engine Its engine.
 */
export function playwrightEnginePage( page: Page, engine: string ): EnginePage {
	return {
		engine,
		goto: async ( path ) => {
			await page.goto( path );
		},
		evaluate: ( fn, ...args ) =>
			page.evaluate( runSource, [ fn.toString(), args ] as [
				string,
				unknown[],
			] ),
		click: ( selector ) => page.locator( selector ).first().click(),
		press: ( key ) => page.keyboard.press( key ),
		type: ( text ) => page.keyboard.type( text ),
		addCookie: ( name, value ) =>
			page.context().addCookies( [ { name, value, url: BASE_URL } ] ),
	};
}

/** What tools/engines/webkit.cjs's session gives. */
export interface WebDriverSession {
	goto: ( url: string ) => Promise< unknown >;
	execute: ( source: string, args: unknown[] ) => Promise< any >;
	click: ( selector: string ) => Promise< void >;
	press: ( key: string ) => Promise< void >;
	type: ( text: string ) => Promise< void >;
	setCookie: ( cookie: object ) => Promise< unknown >;
}

/**
 * A WebDriver session as an engine page.
 *
 * @param session The session.
 */
export function webDriverEnginePage( session: WebDriverSession ): EnginePage {
	let onSite = false;
	const goto = async ( path: string ) => {
		await session.goto( new URL( path, BASE_URL ).href );
		onSite = true;
	};
	return {
		engine: 'webkit',
		goto,
		evaluate: ( fn, ...args ) =>
			session.execute( runSource.toString(), [
				[ fn.toString(), args ],
			] ),
		click: ( selector ) => session.click( selector ),
		press: ( key ) => session.press( key ),
		type: ( text ) => session.type( text ),
		addCookie: async ( name, value ) => {
			// WebDriver sets a cookie for the document shown: one of the site's first.
			if ( ! onSite ) {
				await goto( '/robots.txt' );
			}
			await session.setCookie( { name, value, path: '/' } );
		},
	};
}
