/**
 * Holds a file back until the test lets it load: a view, a small script or a web font arriving
 * late, as on a slow connection.
 */
import type { Page } from '@playwright/test';

/**
 * @param page    The page.
 * @param address What the file's address matches.
 * @return Lets the file load.
 */
export async function holdFile(
	page: Page,
	address: RegExp
): Promise< () => void > {
	let release = () => {};
	const released = new Promise< void >( ( done ) => ( release = done ) );
	await page.route( address, async ( route ) => {
		await released;
		await route.continue();
	} );
	return release;
}
