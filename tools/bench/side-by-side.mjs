/**
 * Vitrine and Kadence Blocks side by side (docs/performance.md): each section's Vitrine page (/vitrine/<slug>/,
 * Vitrine active) and the same content built with Kadence's blocks (/kadence/<slug>/, Kadence
 * active and Vitrine not), on the same WordPress, theme, server and compression, in the same run.
 * Per page: the plugin's own JS and CSS (gzip, files and inline), every script before the first
 * interaction, layout shift at 390 and 1280 px (load and a slow scroll), Lighthouse mobile in
 * turns with the other side's page (TBT, score), LCP as the browser observes it in turns with the
 * other side's page (observed.mjs: the ratio with its interval), and server time against the
 * other side, in turns. Vitrine's site-wide chrome is counted apart (chromeOf()).
 */
import { observedAgainst } from './observed.mjs';
import { measurePage, serverTime } from './page.mjs';

/**
 * Vitrine's site-wide chrome (docs/performance.md): what every page of a site gets for
 * features Kadence does not have, counted in a row of its own, not against a section. The head
 * script (colour mode and kept skin) and its body call, the islands loader and its manifest,
 * and the Navigation sub-menu store, all inline.
 */
export const CHROME_INLINE = [
	'vitrine-head-js',
	'vitrine-color-mode-body-js',
	'vitrine-islands',
	'vitrine-islands-loader',
	'vitrine-mobile-menu-store-js-module',
];
// The chrome's styles, printed inline on every page of such a site: the dark styles (colour mode),
// the kept skin, the mobile menu's. Reported in the chrome row beside its scripts, not against a
// section (the budget of ≤ 3 KB is for the scripts alone: the head script, the islands loader and
// manifest, and the Navigation store).
export const CHROME_INLINE_CSS = [
	'vitrine-color-mode-css',
	'vitrine-skin-inline-css',
	'vitrine-view-mobile-menu-inline-css',
];
// The mobile menu's small script (MM-1), another feature Kadence's pages lack: a row of its own
// too, at both widths, since only a screen where the menu collapses fetches it (after the load
// event, for the first tap on its toggle).
export const MENU_SCRIPT = 'build/view/mobile-menu.js';

/**
 * The chrome on one measured page, part by part (gzip): its scripts, and apart, its styles.
 * @param {Object} measured measurePage()'s result.
 */
export function chromeOf( measured ) {
	const partsOf = ( sizes = {}, ids ) =>
		Object.fromEntries(
			ids
				.filter( ( id ) => sizes[ id ] )
				.map( ( id ) => [ `#${ id }`, sizes[ id ] ] )
		);
	const sum = ( sizes ) =>
		Object.values( sizes ).reduce( ( total, size ) => total + size, 0 );
	const parts = partsOf( measured.inlineJs, CHROME_INLINE );
	const css = partsOf( measured.inlineCss, CHROME_INLINE_CSS );
	return { parts, gzip: sum( parts ), css: { parts: css, gzip: sum( css ) } };
}

/**
 * The chrome's largest measure over the sections (it is the same on every Vitrine page).
 * @param {Object[]} sideBySide The sections.
 */
export function largestChrome( sideBySide ) {
	return sideBySide
		.map( ( s ) => s.vitrine.chrome )
		.filter( Boolean )
		.sort( ( a, b ) => b.gzip - a.gzip )[ 0 ];
}

/**
 * The mobile menu's script on one measured page (gzip, 0 when it was not fetched).
 * @param {Object}  measured   measurePage()'s result.
 * @param {boolean} beforeOnly Only when fetched before the first interaction.
 */
export function menuScriptOf( measured, beforeOnly = false ) {
	return measured.files
		.filter(
			( { file, phase } ) =>
				file.replace( /\?.*$/, '' ) === MENU_SCRIPT &&
				( ! beforeOnly || phase === 'before' )
		)
		.reduce( ( total, { gzip } ) => total + gzip, 0 );
}

/**
 * The mobile menu script's largest measure at each width, over the sections (null before it
 * was measured apart).
 * @param {Object[]} sideBySide The sections.
 */
export function largestMenuScript( sideBySide ) {
	const measured = sideBySide
		.map( ( s ) => s.vitrine.menuScript )
		.filter( Boolean );
	return measured.length
		? {
				390: Math.max( ...measured.map( ( m ) => m[ 390 ] ) ),
				1280: Math.max( ...measured.map( ( m ) => m[ 1280 ] ) ),
			}
		: null;
}

/**
 * What one side's page costs.
 *
 * @param {import('@playwright/test').Browser} browser Chromium.
 * @param {string}                             url     The page.
 * @param {string}                             plugin  Whose bytes are its own.
 */
async function measureSide( browser, url, plugin ) {
	const wide = await measurePage( browser, url, 1280, { plugin } );
	const narrow = await measurePage( browser, url, 390, {
		reach: false,
		plugin,
	} );
	const own = ( kind ) =>
		wide.bytes[ kind ].before + wide.bytes[ kind ].later;
	// Like for like: the section's own scripts, the chrome apart (none on Kadence's side).
	const chrome = plugin === 'vitrine' ? chromeOf( wide ) : null;
	const chromeGzip = chrome?.gzip ?? 0;
	return {
		page: new URL( url ).pathname,
		ownJsGzip:
			own( 'js' ) + wide.inlineJsGzip - chromeGzip - menuScriptOf( wide ),
		ownCssGzip:
			own( 'css' ) + wide.inlineCssGzip - ( chrome?.css.gzip ?? 0 ),
		chrome,
		menuScript:
			plugin === 'vitrine'
				? { 390: menuScriptOf( narrow ), 1280: menuScriptOf( wide ) }
				: null,
		jsBeforeInteraction:
			wide.jsBeforeInteraction - chromeGzip - menuScriptOf( wide, true ),
		reactBeforeInteraction: wide.reactBeforeInteraction,
		cls: { 390: narrow.cls, 1280: wide.cls },
		files: wide.files,
	};
}

/**
 * Every section, Vitrine's page then Kadence's.
 *
 * @param {Object}                                                            options
 * @param {import('@playwright/test').Browser}                                options.browser    Chromium.
 * @param {Object}                                                            options.lighthouse tools/bench/lighthouse.mjs.
 * @param {string}                                                            options.site       The site's address (behind gzip).
 * @param {Record<string, {title: string, vitrine: string, kadence: string}>} options.pages      Pages by section.
 * @param {number}                                                            options.turns      Lighthouse reports of each side (the score column).
 * @param {number}                                                            options.upstream   PHP's port.
 * @param {number}                                                            options.serverRuns Requests of each side.
 */
export async function measureSideBySide( {
	browser,
	lighthouse,
	site,
	pages,
	turns,
	upstream,
	serverRuns,
} ) {
	const sections = [];
	for ( const [ section, { title, vitrine, kadence } ] of Object.entries(
		pages
	) ) {
		process.stdout.write( `side by side: ${ section }…\n` );
		const vitrineUrl = `${ site }${ vitrine }`;
		const kadenceUrl = `${ site }${ kadence }`;
		// Lighthouse for the score column, in turns with Kadence's page.
		const paired = await lighthouse.measureAgainstFloor(
			vitrineUrl,
			kadenceUrl,
			turns
		);
		// LCP as the browser observes it, Vitrine's ÷ Kadence's, in turns (observed.mjs).
		const observed = await observedAgainst(
			browser,
			vitrineUrl,
			kadenceUrl
		);
		sections.push( {
			section,
			title,
			vitrine: {
				...( await measureSide( browser, vitrineUrl, 'vitrine' ) ),
				mobile: paired.mobile,
			},
			kadence: {
				...( await measureSide(
					browser,
					kadenceUrl,
					'kadence-blocks'
				) ),
				mobile: paired.floorMobile,
			},
			lcpRatio: observed.ratio,
			lcpRatioSpread: observed.interval,
			observed,
			// (c) Vitrine's page ÷ Kadence's, server time.
			server: await serverTime(
				vitrineUrl,
				kadenceUrl,
				upstream,
				serverRuns
			),
		} );
	}
	return sections;
}
