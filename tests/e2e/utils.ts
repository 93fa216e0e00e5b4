/**
 * Steps several block specs take the same way.
 */
import { readFileSync } from 'fs';
import path from 'path';
import type { Page } from '@playwright/test';
import type { RequestUtils } from '@wordpress/e2e-test-utils-playwright';
import { expect } from './fixtures';
import { ROOT } from './env';

/**
 * Inserts a block the way an editor does: the inserter, a search, a click.
 *
 * @param page  The editor page.
 * @param title The block's title in the inserter.
 */
export async function insertFromInserter( page: Page, title: string ) {
	await page.getByRole( 'button', { name: 'Toggle block inserter' } ).click();
	await page.getByRole( 'searchbox', { name: 'Search' } ).fill( title );
	await page.getByRole( 'option', { name: title } ).first().click();
}

/**
 * Publishes a post whose content is one of a block's saved-markup fixtures.
 *
 * @param requestUtils WordPress's REST helpers.
 * @param block        Block folder name, such as `counter`.
 * @param fixture      Fixture name, such as `hostile`.
 */
export async function publishFixture(
	requestUtils: RequestUtils,
	block: string,
	fixture: string
) {
	const content = readFileSync(
		path.join(
			ROOT,
			`src/blocks/${ block }/test/fixtures/${ fixture }.html`
		),
		'utf8'
	);
	return requestUtils.createPost( {
		title: `${ block } ${ fixture }`,
		content,
		status: 'publish',
		date_gmt: new Date().toISOString(),
	} );
}

/**
 * Waits until every block matching the selector is hydrated.
 *
 * @param page     The page.
 * @param selector The blocks' wrapper selector.
 * @param count    How many there are.
 */
export async function waitForHydration(
	page: Page,
	selector: string,
	count: number
) {
	await expect(
		page.locator( `${ selector }[data-vitrine-hydrated]` )
	).toHaveCount( count );
}
