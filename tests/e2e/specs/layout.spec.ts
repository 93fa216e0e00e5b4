/**
 * Every published page looks finished at a phone's, a tablet's and a laptop's width, in light and
 * dark mode: no sideways scroll, no control over text or over another control, no text out of its
 * block, no image without a size (tests/e2e/layout.ts), and no text below WCAG AA contrast (axe).
 * Reduced motion, so every block shows its settled state. The studio's pages (and the shop front,
 * with WooCommerce on) are checked again in Twenty Twenty-Five and Storefront, since the patterns
 * take their colours, fonts and spacing from the theme. Each step's picture is kept in
 * artifacts/layout/<width>px/.
 */
import AxeBuilder from '@axe-core/playwright';
import path from 'path';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { ROOT } from '../env';
import { layoutProblems } from '../layout';
import { DARK_CHOICE, publishedPageLinks, switchCookies } from '../utils';

const WIDTHS = [ 390, 768, 1280 ];
/** Where each step's picture goes (artifacts/ is what CI keeps of a run). */
const SHOTS = path.join( ROOT, 'artifacts/layout' );
/** The studio's pages (tools/demo/seed.php), checked again in the other themes. */
const STUDIO_PAGES = [
	'/',
	'/about/',
	'/services/',
	'/portfolio/',
	'/launch/',
];
/** The other themes, as the test site's switch picks them (the demo's own is Twenty Twenty-Four). */
const OTHER_THEMES = [ 'twentytwentyfive', 'storefront' ];

/** The post's content, in a block theme and in a classic one. */
const CONTENT = ':is(.wp-block-post-content, .entry-content)';

/**
 * Every layout problem on each page, in light and then dark mode.
 *
 * @param visitor       The visitor's page, at its width.
 * @param links         The pages.
 * @param options
 * @param options.scope The part of each page checked (all of it unless told).
 * @param options.theme The theme, as the test site's switch picks it (the site's own unless told).
 */
async function pageProblems(
	visitor: Page,
	links: string[],
	{ scope = 'body', theme }: { scope?: string; theme?: string } = {}
): Promise< string[] > {
	const problems: string[] = [];
	await visitor.context().clearCookies();
	await visitor
		.context()
		.addCookies(
			switchCookies( theme ? { theme, woocommerce: 'on' } : {} )
		);
	for ( const mode of [ 'light', 'dark' ] ) {
		await visitor.context().clearCookies( { name: DARK_CHOICE.name } );
		if ( mode === 'dark' ) {
			await visitor.context().addCookies( [ DARK_CHOICE ] );
		}
		for ( const link of links ) {
			await visitor.goto( link );
			await visitor.waitForLoadState( 'networkidle' );
			if ( theme ) {
				await dismissStoreNotice( visitor );
			}
			const where = `${ new URL( visitor.url() ).pathname } (${ [
				theme,
				mode,
			]
				.filter( Boolean )
				.join( ', ' ) })`;
			for ( const problem of await layoutProblems( visitor, scope ) ) {
				problems.push( `${ where }: ${ problem }` );
			}
			// What the step saw, kept with the run's artifacts for a person to look over.
			await visitor.screenshot( {
				path: path.join(
					SHOTS,
					`${ visitor.viewportSize()?.width }px`,
					`${ [
						new URL( visitor.url() ).pathname
							.replace( /^\/|\/$/g, '' )
							.replace( /\//g, '--' ) || 'home',
						theme ?? 'site',
						mode,
					].join( '-' ) }.jpg`
				),
				type: 'jpeg',
				quality: 60,
			} );
			const contrast = await new AxeBuilder( { page: visitor } )
				.include( scope )
				.withRules( [ 'color-contrast' ] )
				.analyze();
			for ( const { nodes } of contrast.violations ) {
				for ( const node of nodes ) {
					problems.push(
						`${ where }: contrast below AA at ${ node.target.join( ' ' ) }`
					);
				}
			}
		}
	}
	return problems;
}

/**
 * WooCommerce's demo store notice, fixed over the foot of every shop page in its own colours
 * (below AA in Storefront: WooCommerce's styling, not the patterns'), is dismissed the way a
 * visitor does, once per context: its cookie keeps it away.
 *
 * @param visitor The visitor's page.
 */
async function dismissStoreNotice( visitor: Page ) {
	const dismiss = visitor.locator(
		'.woocommerce-store-notice__dismiss-link'
	);
	if ( await dismiss.isVisible() ) {
		await dismiss.click();
		await expect( dismiss ).toBeHidden();
	}
}

for ( const width of WIDTHS ) {
	test( `SL-1 CM-1 every page at ${ width } px, light and dark: no sideways scroll, no covered text or control, no loose text, sized images, AA contrast`, async ( {
		visitor,
		requestUtils,
	} ) => {
		test.setTimeout( 300_000 );
		const links = await publishedPageLinks( requestUtils );
		await visitor.setViewportSize( { width, height: 800 } );
		await visitor.emulateMedia( { reducedMotion: 'reduce' } );
		expect( await pageProblems( visitor, links ) ).toEqual( [] );
	} );

	test( `SL-1 CM-1 the studio's pages at ${ width } px in Twenty Twenty-Five and Storefront, light and dark, with the shop front: the same checks on their content`, async ( {
		visitor,
	} ) => {
		test.skip(
			! process.env.VITRINE_E2E_SHOP,
			'WooCommerce or Storefront is unavailable on this machine (global setup said why)'
		);
		test.setTimeout( 300_000 );
		await visitor.setViewportSize( { width, height: 800 } );
		await visitor.emulateMedia( { reducedMotion: 'reduce' } );
		const problems: string[] = [];
		for ( const theme of OTHER_THEMES ) {
			problems.push(
				...( await pageProblems(
					visitor,
					[ ...STUDIO_PAGES, '/store/' ],
					{ scope: CONTENT, theme }
				) )
			);
		}
		expect( problems ).toEqual( [] );
	} );
}
