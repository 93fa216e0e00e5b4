/**
 * What an attack page is watched for beyond every page's guards (tests/e2e/fixtures.ts: console
 * errors and warnings, hydration warnings, page errors, 5xx, PHP notices): a dialog, a call to
 * alert, confirm, prompt, eval or Function, an inserted script that is not the site's own, and
 * markup left able to run script (event attributes, script URLs) inside the post.
 */
import type { Page } from '@playwright/test';

/** Records any script execution an attack could cause, reported as a console error. */
function hookScriptExecution() {
	const report = ( what: string ) => console.error( `ATTACK RAN: ${ what }` );
	for ( const name of [ 'alert', 'confirm', 'prompt', 'print' ] as const ) {
		Object.defineProperty( window, name, {
			value: ( ...args: unknown[] ) =>
				report( `${ name }(${ args.join() })` ),
		} );
	}
	const { eval: realEval, Function: RealFunction } = window;
	// eslint-disable-next-line no-eval -- replaced by a hook that passes calls through.
	window.eval = ( code: string ) => {
		if ( /alert|msgbox/.test( String( code ) ) ) {
			report( `eval(${ code })` );
		}
		return realEval( code );
	};
	window.Function = new Proxy( RealFunction, {
		construct( target, args ) {
			if ( /alert|msgbox/.test( args.join() ) ) {
				report( `Function(${ args.join() })` );
			}
			return Reflect.construct( target, args );
		},
		apply( target, self, args ) {
			if ( /alert|msgbox/.test( args.join() ) ) {
				report( `Function(${ args.join() })` );
			}
			return Reflect.apply( target, self, args );
		},
	} );
	new MutationObserver( ( records ) => {
		for ( const record of records ) {
			record.addedNodes.forEach( ( node ) => {
				// A script the page's own markup inserts with its text runs, and alert() above
				// catches it; this catches one loaded from anywhere but the site.
				if (
					node instanceof HTMLScriptElement &&
					node.src &&
					! node.src.startsWith( location.origin )
				) {
					report(
						`script inserted: ${ node.outerHTML.slice( 0, 200 ) }`
					);
				}
			} );
		}
	} ).observe( document, { childList: true, subtree: true } );
}

/**
 * Hooks a page (and its frames) before anything loads; a dialog fails the test.
 *
 * @param page     The page.
 * @param problems Where the page's problems are collected.
 */
export async function watchForAttacks( page: Page, problems: string[] ) {
	await page.addInitScript( hookScriptExecution );
	page.on( 'dialog', async ( dialog ) => {
		problems.push( `dialog: ${ dialog.type() } ${ dialog.message() }` );
		await dialog.dismiss();
	} );
}

/**
 * Markup inside the post that could run script: an `on…` attribute, or a URL attribute whose
 * scheme (once the browser strips what it ignores) is javascript, vbscript or data:text.
 *
 * @param page The visitor's page.
 */
export function activeMarkup( page: Page ): Promise< string[] > {
	return page.evaluate( () => {
		const found: string[] = [];
		const root =
			document.querySelector(
				'.wp-block-post-content, .entry-content'
			) ?? document.body;
		root.querySelectorAll( '*' ).forEach( ( element ) => {
			for ( const { name, value } of Array.from( element.attributes ) ) {
				const scheme = value
					.replace( /[\u0000-\u0020]/g, '' )
					.toLowerCase();
				if (
					name.startsWith( 'on' ) ||
					( /^(href|src|action|formaction|xlink:href|data|poster)$/.test(
						name
					) &&
						/^(javascript|vbscript|data:text)/.test( scheme ) )
				) {
					found.push(
						`<${ element.localName } ${ name }="${ value }">`
					);
				}
			}
		} );
		return found;
	} );
}
