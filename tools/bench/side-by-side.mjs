/**
 * Vitrine and Kadence Blocks side by side (issue 32): each section's Vitrine page (/vitrine/<slug>/,
 * Vitrine active) and the same content built with Kadence's blocks (/kadence/<slug>/, Kadence
 * active and Vitrine not), on the same WordPress, theme, server and compression, in the same run.
 * Per page: the plugin's own JS and CSS (gzip, files and inline), every script before the first
 * interaction, layout shift at 390 and 1280 px (load and a slow scroll), Lighthouse mobile in
 * turns with the other side's page (LCP, TBT, score, and the LCP ratio with its interval), and
 * server time against the other side, in turns.
 */
import { measurePage, serverTime } from './page.mjs';

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
	return {
		page: new URL( url ).pathname,
		ownJsGzip: own( 'js' ) + wide.inlineJsGzip,
		ownCssGzip: own( 'css' ) + wide.inlineCssGzip,
		jsBeforeInteraction: wide.jsBeforeInteraction,
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
 * @param {number}                                                            options.turns      Lighthouse reports of each side.
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
		// Lighthouse's turns treat Kadence's page as the floor: the ratio is Vitrine ÷ Kadence.
		const paired = await lighthouse.measureAgainstFloor(
			vitrineUrl,
			kadenceUrl,
			turns
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
			lcpRatio: paired.lcpOverFloor,
			lcpRatioSpread: paired.lcpOverFloorSpread,
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
