/**
 * Inserting a block as an editor does, shared by the e2e specs and the bench's Kadence capture
 * (tools/bench/kadence), which has no test site of its own to import.
 */
import { expect, type Page } from '@playwright/test';

/**
 * Inserts a block the way an editor does: the inserter, a search, a click.
 *
 * @param page  The editor page.
 * @param title The block's title in the inserter.
 * @param exact Only the option of that very title (not a pattern whose name holds it).
 */
export async function insertFromInserter(
	page: Page,
	title: string,
	exact = false
) {
	// WordPress 6.5 names it "Toggle block inserter", 7.1 "Block Inserter".
	const toggle = page.getByRole( 'button', {
		name: /^(Toggle block inserter|Block Inserter)$/,
	} );
	const search = page.getByRole( 'searchbox', { name: 'Search' } );
	// After a pattern is inserted the toggle can stay pressed with the panel gone.
	await expect( async () => {
		if ( ! ( await search.isVisible() ) ) {
			await toggle.click();
		}
		await expect( search ).toBeVisible( { timeout: 2000 } );
	} ).toPass();
	await search.fill( title );
	// Exactly: by the option's text, since a dashicon's glyph (CSS content) is part of its name.
	const options = exact
		? page
				.getByRole( 'option' )
				.filter( { has: page.getByText( title, { exact: true } ) } )
		: page.getByRole( 'option', { name: title } );
	await options.first().click();
}
