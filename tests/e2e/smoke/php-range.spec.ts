/**
 * The plugin directory's live preview and the PHP range the plugin header claims
 * (`Requires PHP: 7.4`), proven at run time. The preview's blueprint
 * (.wordpress-org/blueprints/blueprint.json) is booted as the directory boots it, offline: its
 * WordPress.org plugins come from local zips (Vitrine's from `npm run plugin-zip`, made by the
 * global setup; WooCommerce 11's), every step else unchanged, on WordPress 7.1 in Playground, on
 * its PHP 7.4 (the oldest) and its newest PHP (where deprecations appear first), with WP_DEBUG on
 * and every notice logged. The demo site it seeds answers with its blocks' final HTML (served on
 * the newest PHP); then the testers' block pages are added from the working tree, and every
 * published page's blocks (the dynamic ones rendered by PHP) are rendered in one request
 * (tests/e2e/php/render-every-page.php),
 * the page that holds every block served whole, with nothing logged; the settings REST endpoint
 * reads and merges; deleting the plugin (core's delete_plugins(), through the REST API) runs its
 * uninstall.php; PHP logged nothing, from activation to uninstall.
 */
import {
	existsSync,
	mkdirSync,
	mkdtempSync,
	readFileSync,
	readdirSync,
	rmSync,
} from 'fs';
import os from 'os';
import path from 'path';
import { expect, test } from '../fixtures';
import { ROOT } from '../env';
import { expectDemoSite, servedPage } from '../demo-site';
import { startPlayground } from '../../../tools/wp/sites.cjs';

/**
 * The oldest PHP the header claims, and Playground's newest. The newest also serves the demo
 * site's pages whole, as the directory's Preview button shows them; on both, every page's blocks
 * are rendered and the page of every block is served (a page served is a whole WordPress boot in
 * WebAssembly, 2 to 3 s).
 */
const VERSIONS = [
	{ php: '7.4', port: 9481, servesDemo: false },
	{ php: '8.5', port: 9482, servesDemo: true },
];

/** The plugin as it ships (tests/e2e/global-setup.ts makes it). */
const ZIP = path.join( ROOT, 'vitrine.zip' );

for ( const { php, port, servesDemo } of VERSIONS ) {
	test( `ST-3 the live preview's blueprint on PHP ${ php } with WP_DEBUG: ${
		servesDemo ? "the demo site's pages served with their final HTML, " : ''
	}every demo page and dynamic block rendered, the settings REST endpoint and uninstall log no notice, warning or deprecation`, async ( {
		userUtils,
		playwright,
	} ) => {
		test.setTimeout( 420_000 );
		const work = mkdtempSync(
			path.join( os.tmpdir(), `vitrine-php-${ php }-` )
		);
		const logs = path.join( work, 'logs' );
		mkdirSync( logs );
		const wholeLog = () =>
			existsSync( path.join( logs, 'debug.log' ) )
				? readFileSync( path.join( logs, 'debug.log' ), 'utf8' )
				: '';
		let seen = 0;
		/** What PHP logged since the last look. */
		const debugLog = () => {
			const log = wholeLog();
			const added = log.slice( seen );
			seen = log.length;
			return added;
		};

		const site = await startPlayground( {
			port,
			php,
			preview: ZIP,
			home: path.join( work, 'site' ),
			debugDir: logs,
			login: false,
			// Every published page's blocks, rendered by PHP in one request (a page served is a
			// whole WordPress boot in WebAssembly): what each holds goes to pages.json.
			steps: [
				{
					step: 'runPHP',
					code: `<?php require '/wordpress/wp-load.php'; require '/vitrine-source/tests/e2e/php/render-every-page.php'; vitrine_test_render_every_page( '/vitrine-debug/pages.json' );`,
				},
			],
		} );
		try {
			// The blueprint noted the PHP it ran on: the one asked for.
			expect(
				readFileSync( path.join( logs, 'php-version.txt' ), 'utf8' )
			).toMatch( new RegExp( `^${ php.replace( '.', '\\.' ) }\\.` ) );
			// WooCommerce's first request after its activation loads its translations before
			// init (WC_Install::cron_schedules, reached from Jetpack's connection scheduling on
			// plugins_loaded): WooCommerce's own notice, logged once. Anything else fails.
			expect(
				debugLog()
					.split( '\n' )
					.filter(
						( line ) =>
							line &&
							! line.includes(
								'Translation loading for the <code>woocommerce</code> domain was triggered too early'
							)
					),
				'the preview, the demo seed and every page rendered'
			).toEqual( [] );
			const request = await playwright.request.newContext( {
				baseURL: site.url,
			} );
			if ( servesDemo ) {
				await expectDemoSite( request, site.url, true );
			}
			// Every published page (the testers' block pages too) rendered every block it holds.
			const rendered: Array< {
				link: string;
				blocks: string[];
				unrendered: boolean;
			} > = JSON.parse(
				readFileSync( path.join( logs, 'pages.json' ), 'utf8' )
			);
			expect( rendered.length ).toBeGreaterThan( 20 );
			expect(
				rendered
					.filter( ( { unrendered } ) => unrendered )
					.map( ( { link } ) => link ),
				'pages with a block left unrendered'
			).toEqual( [] );
			// Every block folder's block, the dynamic ones (render.php) among them, was rendered,
			// and the page holding every block is served whole: its head and foot (the views'
			// scripts, the islands' list) come from hooks the content render does not reach.
			const folders = readdirSync( path.join( ROOT, 'src/blocks' ) );
			const dynamic = folders.filter( ( folder ) =>
				existsSync(
					path.join( ROOT, 'src/blocks', folder, 'render.php' )
				)
			);
			expect( dynamic.length ).toBeGreaterThan( 0 );
			expect( [
				...new Set( rendered.flatMap( ( { blocks } ) => blocks ) ),
			] ).toEqual( expect.arrayContaining( dynamic ) );
			const servedBlocks = [
				...(
					await servedPage(
						request,
						`${ site.url }/demo/all-blocks/`
					)
				).matchAll( /class="[^"]*\bwp-block-vitrine-([a-z-]+)/g ),
			].map( ( [ , block ] ) => block );
			expect( servedBlocks ).toEqual( expect.arrayContaining( dynamic ) );
			expect(
				debugLog(),
				'the demo site and the page of every block, served'
			).toBe( '' );

			// The administrator's requests without a browser: every page Playground serves is a whole
			// WordPress boot in WebAssembly, and a screen in a browser brings a dozen. The Plugins
			// screen's own clicks are the release test's (release/plugin-zip.spec.ts); here the
			// same core function deletes the plugin (delete_plugins(), which runs uninstall.php).
			const admin = await playwright.request.newContext( {
				baseURL: `${ site.url }/`,
			} );
			const headers = {
				'X-WP-Nonce': await userUtils.logInForRest(
					admin,
					'admin',
					'password',
					site.url
				),
			};
			const screen = await admin.get(
				'wp-admin/options-general.php?page=vitrine'
			);
			expect( screen.status() ).toBe( 200 );
			expect( await screen.text() ).toContain(
				'<h1>Vitrine settings</h1>'
			);
			const before = (
				await (
					await admin.get( '?rest_route=/wp/v2/settings', {
						headers,
					} )
				).json()
			).vitrine_settings;
			expect( before ).toMatchObject( { skin: 'classic' } );
			const saved = await admin.post( '?rest_route=/wp/v2/settings', {
				headers,
				data: {
					vitrine_settings: { animations: ! before.animations },
				},
			} );
			expect( saved.status() ).toBe( 200 );
			expect( ( await saved.json() ).vitrine_settings ).toEqual( {
				...before,
				animations: ! before.animations,
			} );
			expect( debugLog(), 'the settings screen and REST' ).toBe( '' );

			const plugin = '?rest_route=/wp/v2/plugins/vitrine/plugin';
			const deactivated = await admin.post( plugin, {
				headers,
				data: { status: 'inactive' },
			} );
			expect( deactivated.status() ).toBe( 200 );
			expect(
				( await admin.delete( plugin, { headers } ) ).status()
			).toBe( 200 );
			await admin.dispose();
			expect(
				existsSync(
					path.join(
						work,
						'site/wordpress/wp-content/plugins/vitrine'
					)
				),
				'the plugin folder, deleted'
			).toBe( false );
			expect( debugLog(), 'deactivation and uninstall' ).toBe( '' );
			await request.dispose();
		} finally {
			site.stop();
			rmSync( work, { recursive: true, force: true } );
		}
	} );
}
