/**
 * Holds a script back until the test lets it load: a view, or a small script, arriving late, as
 * on a slow connection.
 */
import type { Page } from '@playwright/test';

/**
 * @param page   The page.
 * @param script What the script's address matches.
 * @return Lets the script load.
 */
export async function holdScript(
	page: Page,
	script: RegExp
): Promise< () => void > {
	let release = () => {};
	const released = new Promise< void >( ( done ) => ( release = done ) );
	await page.route( script, async ( route ) => {
		await released;
		await route.continue();
	} );
	return release;
}
