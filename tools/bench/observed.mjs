/**
 * What a phone on a slow network observes (LCP as browsers observe it, docs/performance.md): Lighthouse's mobile
 * conditions applied for real, not simulated. Network 150 ms round trip, 1.6 Mbps down and
 * 750 Kbps up (DevTools' network emulation), the CPU 4× slower (DevTools' CPU throttling), a
 * 412 × 823 touch screen at 1.75 dpr, a cold cache (a new browser context for every load).
 *
 * LCP is the browser's own: the last `largest-contentful-paint` entry before any input, read
 * after the load event and 2 s of idle. A page and the page it is compared with load in
 * interleaved turns (page then other, other then page, …), so a slower moment of the machine
 * charges both; the result is the median of the turns' ratios with its 95 % interval. A pair
 * whose interval is wider than ± TARGET gets more turns, up to CAP (printed with the result).
 */
import { median, medianInterval } from './lighthouse.mjs';

/** Lighthouse's mobile preset, applied through the DevTools protocol. */
export const MOBILE = {
	latencyMs: 150,
	downloadBytesPerSecond: ( 1.6 * 1024 * 1024 ) / 8,
	uploadBytesPerSecond: ( 750 * 1024 ) / 8,
	cpuSlowdown: 4,
	viewport: { width: 412, height: 823 },
	deviceScaleFactor: 1.75,
};
/** Turns every pair gets, then more while its interval is wider than ± TARGET, up to CAP. */
export const MIN_TURNS = 6;
export const TARGET = 0.02;
export const CAP = 16;
// After the load event: a paint that comes later without input is still the page's own.
const IDLE_MS = 2000;

/**
 * A fresh context and page under the mobile conditions (nothing cached from an earlier load).
 *
 * @param {import('@playwright/test').Browser} browser         Chromium.
 * @param {Object}                             [options]
 * @param {number}                             [options.width] Viewport width, if not the phone's.
 */
export async function openThrottled( browser, { width } = {} ) {
	const context = await browser.newContext( {
		viewport: width ? { ...MOBILE.viewport, width } : MOBILE.viewport,
		deviceScaleFactor: MOBILE.deviceScaleFactor,
		// A phone: the mobile viewport and touch, so an input is a tap (no hover before it).
		isMobile: true,
		hasTouch: true,
	} );
	const page = await context.newPage();
	page.setDefaultTimeout( 120000 );
	const cdp = await context.newCDPSession( page );
	await cdp.send( 'Network.enable' );
	await cdp.send( 'Network.emulateNetworkConditions', {
		offline: false,
		latency: MOBILE.latencyMs,
		downloadThroughput: MOBILE.downloadBytesPerSecond,
		uploadThroughput: MOBILE.uploadBytesPerSecond,
	} );
	await cdp.send( 'Emulation.setCPUThrottlingRate', {
		rate: MOBILE.cpuSlowdown,
	} );
	return { context, page };
}

/**
 * One cold load's LCP, as the browser reports it, in ms.
 *
 * @param {import('@playwright/test').Browser} browser Chromium.
 * @param {string}                             url     The page.
 */
export async function observedLcp( browser, url ) {
	const { context, page } = await openThrottled( browser );
	try {
		await page.addInitScript( () => {
			window.vitrineLcp = 0;
			new PerformanceObserver( ( list ) => {
				for ( const entry of list.getEntries() ) {
					window.vitrineLcp = entry.startTime;
				}
			} ).observe( { type: 'largest-contentful-paint', buffered: true } );
		} );
		await page.goto( url, { waitUntil: 'load' } );
		await page.waitForTimeout( IDLE_MS );
		return await page.evaluate( () => window.vitrineLcp );
	} finally {
		await context.close();
	}
}

/**
 * A page's observed LCP against another's (its floor, or the peer's page), in interleaved turns.
 *
 * @param {import('@playwright/test').Browser} browser            Chromium.
 * @param {string}                             url                The page.
 * @param {string}                             other              The page it is compared with.
 * @param {Object}                             [options]
 * @param {number}                             [options.minTurns] Turns before the interval is looked at.
 * @param {number}                             [options.cap]      Turns at most.
 * @return {Promise<{lcpMs: number, otherLcpMs: number, ratio: number, interval: number, turns: number, cap: number}>}
 * Medians (ms), the median ratio with its 95 % interval (±), and how many turns it took.
 */
export async function observedAgainst(
	browser,
	url,
	other,
	{ minTurns = MIN_TURNS, cap = CAP } = {}
) {
	const mine = [];
	const theirs = [];
	const ratios = [];
	while ( ratios.length < cap ) {
		const otherFirst = ratios.length % 2 === 1;
		const first = await observedLcp( browser, otherFirst ? other : url );
		const second = await observedLcp( browser, otherFirst ? url : other );
		const [ ofPage, ofOther ] = otherFirst
			? [ second, first ]
			: [ first, second ];
		mine.push( ofPage );
		theirs.push( ofOther );
		ratios.push( ofPage / ofOther );
		if ( ratios.length >= minTurns && medianInterval( ratios ) <= TARGET ) {
			break;
		}
	}
	return {
		lcpMs: Math.round( median( mine ) ),
		otherLcpMs: Math.round( median( theirs ) ),
		ratio: Number( median( ratios ).toFixed( 3 ) ),
		interval: Number( medianInterval( ratios ).toFixed( 3 ) ),
		turns: ratios.length,
		cap,
	};
}
