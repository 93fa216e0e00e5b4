/**
 * A page's requests in flight, counted from the moment the page opens, so that a test waits for
 * the requests a step started and no longer. Playwright's `networkidle` also waits half a second
 * after the last request ends: on the layout sweeps' hundred and more page loads, a minute of
 * waiting for nothing.
 */
import type { Page, Request } from '@playwright/test';
import { expect } from '@wordpress/e2e-test-utils-playwright';

const inFlight = new WeakMap< Page, Set< Request > >();

/**
 * Starts counting a page's requests (called once, when the page opens: a request started before
 * would never be seen ending).
 *
 * @param page The page.
 */
export function trackRequests( page: Page ): void {
	const requests = new Set< Request >();
	inFlight.set( page, requests );
	page.on( 'request', ( request ) => requests.add( request ) );
	page.on( 'requestfinished', ( request ) => requests.delete( request ) );
	page.on( 'requestfailed', ( request ) => requests.delete( request ) );
}

/**
 * Runs in the page: two animation frames, or a second where frames do not come (a timer still
 * fires in a window the browser has stopped painting).
 */
function twoFrames(): Promise< unknown > {
	return Promise.race( [
		new Promise( ( done ) =>
			requestAnimationFrame( () => requestAnimationFrame( done ) )
		),
		new Promise( ( done ) => setTimeout( done, 1000 ) ),
	] );
}

/**
 * Waits until no request of the page is in flight, and none starts in the two frames after: a
 * lazy image entering the window, or a script that a finished one adds, starts within them.
 *
 * @param page The page, opened by the project's fixtures (which count its requests).
 */
export async function networkSettled( page: Page ): Promise< void > {
	const requests = inFlight.get( page );
	if ( ! requests ) {
		throw new Error(
			'networkSettled needs a page the fixtures opened (they count its requests)'
		);
	}
	await expect
		.poll(
			async () => {
				if ( requests.size > 0 ) {
					return requests.size;
				}
				await page.evaluate( twoFrames );
				return requests.size;
			},
			{
				message: 'requests still in flight',
				intervals: [ 50 ],
				timeout: 30_000,
			}
		)
		.toBe( 0 );
}
