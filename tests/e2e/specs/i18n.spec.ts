/**
 * Translations end to end, with a small German test locale made from languages/vitrine.pot the way
 * a language pack ships (tools/i18n/test-locale.mjs: a PO, the MO PHP reads, and a JSON file per
 * script that uses a string) and installed in the site's wp-content/languages/plugins. Only the
 * contexts that send the `vitrine_test_locale` switch see the site in German, so the other specs
 * run beside this one unchanged.
 */
import { execFileSync } from 'child_process';
import path from 'path';
import type { BrowserContext } from '@playwright/test';
import { expect, test } from '../fixtures';
import { BASE_URL, ROOT } from '../env';

/** One string from each place WordPress translates, and its German. */
const GERMAN = [
	// PHP output: the settings screen.
	{ msgid: 'Scroll animations', translation: 'Scroll-Animationen' },
	// block.json, translated by WordPress with its context.
	{ msgid: 'Counter', context: 'block title', translation: 'Zähler' },
	// The editor script of the counter (build/blocks/counter/index.js).
	{ msgid: 'Thousands separator', translation: 'Tausendertrennzeichen' },
	// What the portfolio's view script announces after a filter, a plural with two forms.
	{
		msgid: 'Showing %1$d project in %2$s.',
		translation: [
			'%1$d Projekt in %2$s wird gezeigt.',
			'%1$d Projekte in %2$s werden gezeigt.',
		],
	},
];

async function speakGerman( context: BrowserContext ) {
	await context.addCookies( [
		{ name: 'vitrine_test_locale', value: 'de_DE', url: BASE_URL },
	] );
}

test.beforeAll( () => {
	const languages = path.join(
		process.env.VITRINE_E2E_SITE_DIR!,
		'wp-content/languages/plugins'
	);
	execFileSync(
		'node',
		[ path.join( ROOT, 'tools/i18n/test-locale.mjs' ), languages, 'de_DE' ],
		{
			input: JSON.stringify( GERMAN ),
			stdio: [ 'pipe', 'pipe', 'inherit' ],
		}
	);
} );

test.describe( 'Translations (German test locale)', () => {
	test( 'PHP output is translated: the settings screen', async ( {
		admin,
		page,
	} ) => {
		await speakGerman( page.context() );
		await admin.visitAdminPage( 'options-general.php', 'page=vitrine' );
		await expect(
			page.getByRole( 'checkbox', { name: 'Scroll-Animationen' } )
		).toBeVisible();
	} );

	test( 'the editor shows the block.json title and the editor script’s strings translated', async ( {
		editorUtils,
		admin,
		editor,
		page,
	} ) => {
		await speakGerman( page.context() );
		await admin.createNewPost();
		// Found in the inserter by its German title, and inserted from there.
		await editorUtils.insertFromInserter( 'Zähler' );
		await expect(
			editor.canvas.locator( '.wp-block-vitrine-counter' )
		).toBeVisible();
		await editor.openDocumentSettingsSidebar();
		const sidebar = page.getByRole( 'region', { name: 'Editor settings' } );
		await expect(
			sidebar.locator( '.block-editor-block-card__title' )
		).toHaveText( 'Zähler' );
		await expect(
			sidebar.getByLabel( 'Tausendertrennzeichen' )
		).toBeVisible();
	} );

	test( 'GA-1 a view script speaks the translation: the portfolio announces a filter’s count in German', async ( {
		visitorUtils,
		visitor,
	} ) => {
		await speakGerman( visitor.context() );
		await visitor.goto( '/demo/portfolio/' );
		const block = '.wp-block-vitrine-portfolio';
		await visitorUtils.focusToStart( visitor, block );
		await visitorUtils.waitForHydration( visitor, block, 2 );
		const portfolio = visitor.locator( block ).first();
		const filter = portfolio
			.locator( '[data-filter]:not([data-filter="*"])' )
			.first();
		const slug = ( await filter.getAttribute( 'data-filter' ) )!;
		const items = await portfolio
			.locator(
				`.vitrine-portfolio__items > li[data-categories~="${ slug }"]`
			)
			.count();
		await filter.click();
		await expect( portfolio.getByRole( 'status' ) ).toHaveText(
			new RegExp(
				`^${ items } Projekte? in .+ (wird|werden) gezeigt\\.$`
			)
		);
	} );
} );
