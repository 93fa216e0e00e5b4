/**
 * The `npm start` path, for real: tools/demo.mjs boots WordPress in Playground offline, and the
 * demo pages it serves show Vitrine's blocks, final before JavaScript and hydrated after it.
 */
import { spawn, type ChildProcess } from 'child_process';
import path from 'path';
import { expect, openGuardedPage, test } from '../fixtures';
import { ROOT } from '../env';

const PORT = 9480;
let demo: ChildProcess | undefined;
let output = '';

test.describe.configure( { timeout: 240_000 } );

test.beforeAll( async () => {
	demo = spawn( process.execPath, [ path.join( ROOT, 'tools/demo.mjs' ) ], {
		env: { ...process.env, PORT: String( PORT ) },
		stdio: [ 'ignore', 'pipe', 'pipe' ],
	} );
	demo.stdout!.on( 'data', ( chunk ) => ( output += chunk ) );
	demo.stderr!.on( 'data', ( chunk ) => ( output += chunk ) );
	await expect
		.poll( () => output, { timeout: 200_000, intervals: [ 500 ] } )
		.toContain( `Vitrine demo is running at http://127.0.0.1:${ PORT }/` );
} );

test.afterAll( () => {
	demo?.kill( 'SIGTERM' );
} );

test( "ST-3 WC-1 npm start serves the demo offline in Playground: the studio's home page and pages, blocks final before JavaScript and hydrated after, with the shop front when WooCommerce is found", async ( {
	browser,
	playwright,
} ) => {
	const request = await playwright.request.newContext();
	const response = await request.get(
		`http://127.0.0.1:${ PORT }/demo/progress-bars/`
	);
	expect( response.status() ).toBe( 200 );
	expect( await response.text() ).toContain(
		'data-width="92" style="width:92%'
	);
	// The home page is the studio's (the Agency home pattern), with its pages in the menu.
	const home = await (
		await request.get( `http://127.0.0.1:${ PORT }/` )
	).text();
	for ( const block of [
		'hero-slider',
		'services-slider',
		'counter',
		'portfolio',
		'testimonials',
		'logo-slider',
		'post-slider',
	] ) {
		expect( home ).toContain( `wp-block-vitrine-${ block }` );
	}
	expect( home ).toContain( 'Harbour &amp; Kiln' );
	for ( const page of [
		'about',
		'services',
		'portfolio',
		'launch',
		'blog',
	] ) {
		expect( home ).toContain(
			`href="http://127.0.0.1:${ PORT }/${ page }/"`
		);
	}
	if ( process.env.VITRINE_E2E_SHOP ) {
		// With WooCommerce found, the demo is WordPress 7.1 with the shop front in its menu.
		expect( home ).toContain( `href="http://127.0.0.1:${ PORT }/store/"` );
		const store = await (
			await request.get( `http://127.0.0.1:${ PORT }/store/` )
		).text();
		expect( store ).toContain( 'Rig Hoodie' );
		expect( store ).toContain( 'wp-block-vitrine-countdown' );
		expect( output ).toContain( '(WordPress 7.1, WooCommerce)' );
		const shop = await request.get( `http://127.0.0.1:${ PORT }/shop/` );
		expect( shop.status() ).toBe( 200 );
		const html = await shop.text();
		expect( html ).toContain( 'woocommerce-store-notice' );
		expect( html ).toContain( 'Rig Hoodie' );
	}
	await request.dispose();

	const { page, close } = await openGuardedPage( browser );
	await page.goto( `http://127.0.0.1:${ PORT }/demo/progress-bars/` );
	await expect( page.locator( '[data-vitrine-hydrated]' ) ).toHaveCount( 2 );
	await expect(
		page.getByRole( 'progressbar', { name: 'Brand strategy' } ).first()
	).toHaveAttribute( 'aria-valuenow', '92' );
	await close();
} );
