/**
 * Lighthouse in one Chromium for the whole run (starting a browser per report would double the
 * bench's time): performance only, mobile (Lighthouse's default) or desktop, median of several;
 * a page against its floor in turns, with the LCP ratio's 95 % interval.
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

/**
 * Half the width of a median's 95 % interval, from the spread of the values it came from (the
 * notch of a box plot: 1.58 × the interquartile range ÷ √n).
 *
 * @param {number[]} values The values.
 */
export function medianInterval( values ) {
	const sorted = values.filter( Number.isFinite ).sort( ( a, b ) => a - b );
	if ( sorted.length < 2 ) {
		return NaN;
	}
	const at = ( share ) => {
		const index = ( sorted.length - 1 ) * share;
		const low = Math.floor( index );
		const high = Math.ceil( index );
		return (
			sorted[ low ] + ( sorted[ high ] - sorted[ low ] ) * ( index - low )
		);
	};
	return ( 1.58 * ( at( 0.75 ) - at( 0.25 ) ) ) / Math.sqrt( sorted.length );
}

/**
 * The medians of several reports.
 *
 * @param {Object[]} reports Lighthouse's figures, one object per report.
 */
function summary( reports ) {
	const of = ( key ) => median( reports.map( ( report ) => report[ key ] ) );
	return {
		performance: of( 'performance' ),
		lcpMs: Math.round( of( 'lcpMs' ) ),
		tbtMs: Math.round( of( 'tbtMs' ) ),
		cls: Number( of( 'cls' ).toFixed( 4 ) ),
		fcpMs: Math.round( of( 'fcpMs' ) ),
	};
}

export async function startLighthouse() {
	const chrome = await chromeLauncher.launch( {
		chromePath: CHROMIUM.executablePath,
		chromeFlags: [ '--headless=new', ...CHROMIUM.args ],
	} );
	/**
	 * One report for one page and form factor.
	 *
	 * @param {string}             url        The page.
	 * @param {'mobile'|'desktop'} formFactor Lighthouse's preset.
	 * @param {Object}             [headers]  Request headers (a shop visitor's Cookie).
	 */
	async function report( url, formFactor, headers ) {
		const { lhr } = await lighthouse(
			url,
			{
				port: chrome.port,
				// A shop visitor's cookies (the switches and the cart) on every request.
				...( headers ? { extraHeaders: headers } : {} ),
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
		const audit = ( id ) => lhr.audits[ id ].numericValue;
		return {
			performance: Math.round( lhr.categories.performance.score * 100 ),
			lcpMs: audit( 'largest-contentful-paint' ),
			tbtMs: audit( 'total-blocking-time' ),
			cls: audit( 'cumulative-layout-shift' ),
			fcpMs: audit( 'first-contentful-paint' ),
		};
	}

	/**
	 * Median of `runs` reports for one page and form factor.
	 *
	 * @param {string}             url        The page.
	 * @param {'mobile'|'desktop'} formFactor Lighthouse's preset.
	 * @param {number}             runs       How many reports.
	 * @param {Object}             [headers]  Request headers (a shop visitor's Cookie).
	 */
	async function measure( url, formFactor, runs, headers ) {
		const reports = [];
		for ( let run = 0; run < runs; run++ ) {
			reports.push( await report( url, formFactor, headers ) );
		}
		return summary( reports );
	}

	/**
	 * A page and its floor on mobile, measured in turns (page then floor, floor then page, …), so
	 * that whatever slows the machine meanwhile weighs on both alike: each one's medians, the
	 * median of the turns' LCP ratios, and how far that median may be off (±, a 95 % interval).
	 *
	 * @param {string} url      The page.
	 * @param {string} floorUrl Its floor page.
	 * @param {number} turns    How many reports of each.
	 */
	async function measureAgainstFloor( url, floorUrl, turns ) {
		const page = [];
		const floor = [];
		const ratios = [];
		for ( let turn = 0; turn < turns; turn++ ) {
			const floorFirst = turn % 2 === 1;
			const first = await report( floorFirst ? floorUrl : url, 'mobile' );
			const second = await report(
				floorFirst ? url : floorUrl,
				'mobile'
			);
			const [ ofPage, ofFloor ] = floorFirst
				? [ second, first ]
				: [ first, second ];
			page.push( ofPage );
			floor.push( ofFloor );
			ratios.push( ofPage.lcpMs / ofFloor.lcpMs );
		}
		return {
			mobile: summary( page ),
			floorMobile: summary( floor ),
			lcpOverFloor: Number( median( ratios ).toFixed( 3 ) ),
			lcpOverFloorSpread: Number( medianInterval( ratios ).toFixed( 3 ) ),
		};
	}
	return { measure, measureAgainstFloor, stop: () => chrome.kill() };
}
