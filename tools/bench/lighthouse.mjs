/**
 * Lighthouse in one Chromium for the whole run (starting a browser per report would double the
 * bench's time): performance only, mobile (Lighthouse's default) or desktop, median of several.
 */
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import * as chromeLauncher from 'chrome-launcher';
import chromiumOptions from '../chromium.cjs';

const { CHROMIUM } = chromiumOptions;

const METRICS = [
	'first-contentful-paint',
	'largest-contentful-paint',
	'total-blocking-time',
	'cumulative-layout-shift',
	'speed-index',
];

export function median( values ) {
	const sorted = values.filter( Number.isFinite ).sort( ( a, b ) => a - b );
	if ( ! sorted.length ) {
		return NaN;
	}
	const middle = Math.floor( sorted.length / 2 );
	return sorted.length % 2
		? sorted[ middle ]
		: ( sorted[ middle - 1 ] + sorted[ middle ] ) / 2;
}

export async function startLighthouse() {
	const chrome = await chromeLauncher.launch( {
		chromePath: CHROMIUM.executablePath,
		chromeFlags: [ '--headless=new', ...CHROMIUM.args ],
	} );
	/**
	 * Median of `runs` reports for one page and form factor.
	 *
	 * @param {string}             url        The page.
	 * @param {'mobile'|'desktop'} formFactor Lighthouse's preset.
	 * @param {number}             runs       How many reports.
	 */
	async function measure( url, formFactor, runs ) {
		const reports = [];
		for ( let run = 0; run < runs; run++ ) {
			const result = await lighthouse(
				url,
				{
					port: chrome.port,
					output: 'json',
					logLevel: 'error',
					onlyCategories: [ 'performance' ],
					// The score's own metrics only: the other audits (unused code, image sizes…)
					// would triple the time and change nothing measured here.
					onlyAudits: METRICS,
					disableFullPageScreenshot: true,
				},
				formFactor === 'desktop' ? desktopConfig : undefined
			);
			const { lhr } = result;
			const audit = ( id ) => lhr.audits[ id ].numericValue;
			reports.push( {
				performance: Math.round(
					lhr.categories.performance.score * 100
				),
				lcpMs: audit( 'largest-contentful-paint' ),
				tbtMs: audit( 'total-blocking-time' ),
				cls: audit( 'cumulative-layout-shift' ),
				fcpMs: audit( 'first-contentful-paint' ),
			} );
		}
		const of = ( key ) =>
			median( reports.map( ( report ) => report[ key ] ) );
		return {
			performance: of( 'performance' ),
			lcpMs: Math.round( of( 'lcpMs' ) ),
			tbtMs: Math.round( of( 'tbtMs' ) ),
			cls: Number( of( 'cls' ).toFixed( 4 ) ),
			fcpMs: Math.round( of( 'fcpMs' ) ),
		};
	}
	return { measure, stop: () => chrome.kill() };
}
