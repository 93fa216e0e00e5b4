/**
 * The `npm start` path, for real, as a newcomer meets it: a fresh copy of the project (its files
 * as git has them, no build/ and no .wp/, node_modules shared), started by tools/demo.mjs with a
 * PATH that holds Node, npm and sh only (no php, no unzip). It builds, boots WordPress in
 * Playground offline, and the demo pages it serves show Vitrine's blocks, final before
 * JavaScript and hydrated after it.
 */
import { execFileSync, spawn, type ChildProcess } from 'child_process';
import {
	cpSync,
	existsSync,
	mkdirSync,
	mkdtempSync,
	realpathSync,
	rmSync,
	symlinkSync,
} from 'fs';
import os from 'os';
import path from 'path';
import { expect, openGuardedPage, test } from '../fixtures';
import { ROOT } from '../env';
import { expectDemoSite } from '../demo-site';

const PORT = 9480;
let demo: ChildProcess | undefined;
let output = '';
let fresh = '';

// One demo for the file (one port): its checks are one test.
test.describe.configure( { timeout: 420_000 } );

/** A folder that looks like a fresh clone of the working tree. */
function freshCopy(): string {
	const copy = mkdtempSync( path.join( os.tmpdir(), 'vitrine-fresh-' ) );
	const tracked = execFileSync(
		'git',
		[ 'ls-files', '-z', '--cached', '--others', '--exclude-standard' ],
		{ cwd: ROOT, encoding: 'utf8' }
	)
		.split( '\0' )
		.filter( ( file ) => file && existsSync( path.join( ROOT, file ) ) );
	for ( const file of tracked ) {
		mkdirSync( path.dirname( path.join( copy, file ) ), {
			recursive: true,
		} );
		cpSync( path.join( ROOT, file ), path.join( copy, file ) );
	}
	symlinkSync(
		path.join( ROOT, 'node_modules' ),
		path.join( copy, 'node_modules' )
	);
	return copy;
}

/**
 * A PATH with Node, npm and a shell, and nothing else (no php, no unzip).
 * @param copy The fresh copy, which holds the PATH's folder.
 */
function nodeOnlyPath( copy: string ): string {
	const bin = path.join( copy, '.node-only-bin' );
	mkdirSync( bin );
	symlinkSync( process.execPath, path.join( bin, 'node' ) );
	symlinkSync(
		realpathSync(
			execFileSync( 'sh', [ '-c', 'command -v npm' ], {
				encoding: 'utf8',
			} ).trim()
		),
		path.join( bin, 'npm' )
	);
	symlinkSync( '/bin/sh', path.join( bin, 'sh' ) );
	return bin;
}

test.beforeAll( async () => {
	fresh = freshCopy();
	const PATH = nodeOnlyPath( fresh );
	expect(
		() => execFileSync( 'php', [ '-v' ], { env: { PATH } } ),
		'php is hidden'
	).toThrow();
	demo = spawn( process.execPath, [ path.join( fresh, 'tools/demo.mjs' ) ], {
		cwd: fresh,
		env: { ...process.env, PATH, PORT: String( PORT ) },
		stdio: [ 'ignore', 'pipe', 'pipe' ],
	} );
	demo.stdout!.on( 'data', ( chunk ) => ( output += chunk ) );
	demo.stderr!.on( 'data', ( chunk ) => ( output += chunk ) );
	await expect
		.poll( () => output, { timeout: 380_000, intervals: [ 500 ] } )
		.toMatch(
			new RegExp(
				`Vitrine demo is running at http://127\\.0\\.0\\.1:${ PORT }/|The demo did not start|The build failed`
			)
		);
	expect( output ).toContain(
		`Vitrine demo is running at http://127.0.0.1:${ PORT }/`
	);
} );

test.afterAll( () => {
	demo?.kill( 'SIGTERM' );
	if ( fresh ) {
		rmSync( fresh, { recursive: true, force: true } );
	}
} );

test( "ST-3 WC-1 npm start on a fresh copy with only Node on the PATH builds (the POT too, no stack trace) and serves the demo offline in Playground: the studio's home page and its menu to every page, blocks final before JavaScript and hydrated after, with the shop front when WooCommerce is found", async ( {
	browser,
	playwright,
} ) => {
	// Built by npm start itself, POT included, with no php on the PATH.
	expect( output ).toContain( 'Building Vitrine' );
	expect(
		existsSync( path.join( fresh, 'build/blocks-manifest.php' ) )
	).toBe( true );
	expect( existsSync( path.join( fresh, 'languages/vitrine.pot' ) ) ).toBe(
		true
	);
	expect( output ).not.toMatch( /ENOENT|\n\s+at .+:\d+:\d+\)?\n/ );

	const request = await playwright.request.newContext();
	const response = await request.get(
		`http://127.0.0.1:${ PORT }/demo/progress-bars/`
	);
	expect( response.status() ).toBe( 200 );
	expect( await response.text() ).toContain(
		'data-width="92" style="width:92%'
	);
	// The studio's site, final before JavaScript, with the shop front when WooCommerce is found:
	// the home page (its blocks, the menu to every page) and the shop front. Every page of the
	// same seed (demo/site.php) is served by the live preview's test (php-range.spec.ts).
	await expectDemoSite(
		request,
		`http://127.0.0.1:${ PORT }`,
		!! process.env.VITRINE_E2E_SHOP,
		false
	);
	if ( process.env.VITRINE_E2E_SHOP ) {
		expect( output ).toContain( '(WordPress 7.1, WooCommerce)' );
	}
	await request.dispose();

	const { page, close } = await openGuardedPage( browser );
	await page.goto( `http://127.0.0.1:${ PORT }/demo/progress-bars/` );
	// Both bars' motion ran on its own; a visitor's pointer starts the React view.
	await expect( page.locator( '[data-vitrine-motion]' ) ).toHaveCount( 2 );
	const bars = page.locator( '.wp-block-vitrine-progress-bars' ).first();
	await bars.hover();
	await expect( bars ).toHaveAttribute( 'data-vitrine-hydrated', 'true' );
	await expect(
		page.getByRole( 'progressbar', { name: 'Brand strategy' } ).first()
	).toHaveAttribute( 'aria-valuenow', '92' );
	await close();
} );
