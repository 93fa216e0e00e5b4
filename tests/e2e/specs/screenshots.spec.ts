/**
 * The plugin directory's screenshots, taken from the demo site at 1280 × 800 into
 * .wordpress-org/screenshot-<n>.png (the folder a WordPress.org deploy copies to the directory's
 * assets), one for each caption in readme.txt's Screenshots section, in its order.
 *
 * And, with `npm run screenshots` only, the README's pictures of the demo's home page, whole, at
 * 1280 and 390 px in light and dark mode, into docs/screenshots/ (committed, what the README
 * shows), after trashing the posts earlier test runs published.
 */
import { execFileSync } from 'child_process';
import { mkdirSync, readFileSync } from 'fs';
import path from 'path';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import type { VisitorUtils } from '../utils/visitor';
import { ROOT } from '../env';
import { DARK_CHOICE } from '../utils/visitor';
import { networkSettled } from '../network';

const FOLDER = path.join( ROOT, '.wordpress-org' );
const README_FOLDER = path.join( ROOT, 'docs', 'screenshots' );

type Shot = {
	caption: RegExp;
	path: string;
	/** The block the picture is of: scrolled to the top of the window. */
	block?: string;
	prepare?: ( page: Page, visitorUtils: VisitorUtils ) => Promise< void >;
};

/** What each caption shows, in readme.txt's order. */
const SHOTS: Shot[] = [
	{
		caption: /hero slider/i,
		path: '/demo/hero-slider/',
		block: '.wp-block-vitrine-hero-slider',
	},
	{
		caption: /portfolio/i,
		path: '/demo/portfolio/',
		block: '.wp-block-vitrine-portfolio',
		prepare: ( page, visitorUtils ) =>
			visitorUtils.focusToStart( page, '.wp-block-vitrine-portfolio' ),
	},
	{
		caption: /progress bars/i,
		path: '/demo/progress-bars/',
		block: '.wp-block-vitrine-progress-bars',
		prepare: ( page, visitorUtils ) => visitorUtils.scrollThrough( page ),
	},
	{
		caption: /countdown/i,
		path: '/demo/countdown/',
		block: '.wp-block-vitrine-countdown',
	},
	{
		caption: /dark mode/i,
		path: '/',
		prepare: async ( page ) => {
			await page.context().addCookies( [ DARK_CHOICE ] );
			await page.reload();
			await expect( page.locator( 'body' ) ).toHaveClass(
				/active-dark-mode/
			);
		},
	},
	{
		caption: /Settings → Vitrine/,
		path: '/wp-admin/options-general.php?page=vitrine',
	},
];

function captions(): string[] {
	const readme = readFileSync( path.join( ROOT, 'readme.txt' ), 'utf8' );
	const section = readme
		.split( /^== Screenshots ==$/m )[ 1 ]
		.split( /^== /m )[ 0 ];
	return [ ...section.matchAll( /^\d+\. (.+)$/gm ) ].map(
		( [ , caption ] ) => caption
	);
}

test( 'the plugin directory’s screenshots: one per readme.txt caption, from the demo pages', async ( {
	visitorUtils,
	page,
	visitor,
} ) => {
	test.setTimeout( 120_000 );
	const listed = captions();
	expect( listed.length ).toBe( SHOTS.length );
	mkdirSync( FOLDER, { recursive: true } );
	for ( const [ index, shot ] of SHOTS.entries() ) {
		await test.step( listed[ index ], async () => {
			expect( listed[ index ] ).toMatch( shot.caption );
			// The front end as visitors see it (no toolbar), the admin as its owner does.
			const tab = shot.path.startsWith( '/wp-admin/' ) ? page : visitor;
			await tab.emulateMedia( { reducedMotion: 'reduce' } );
			await tab.goto( shot.path );
			await shot.prepare?.( tab, visitorUtils );
			if ( shot.block ) {
				await tab
					.locator( shot.block )
					.first()
					.evaluate( ( block ) => block.scrollIntoView() );
			}
			await networkSettled( tab );
			const png = await tab.screenshot( {
				path: path.join( FOLDER, `screenshot-${ index + 1 }.png` ),
			} );
			// A PNG of the viewport's width (its IHDR chunk).
			expect( png.subarray( 1, 4 ).toString() ).toBe( 'PNG' );
			expect( png.readUInt32BE( 16 ) ).toBe( 1280 );
		} );
	}
} );

// The README's pictures are made by `npm run screenshots`, not by every npm test: they prove
// nothing the page sweeps (pages.spec.ts) do not, and cost a dozen seconds of CI.
if ( process.env.VITRINE_README_SCREENSHOTS ) {
	test( 'CM-1 the README’s pictures: the demo’s home page, whole, at 1280 and 390 px in light and dark mode', async ( {
		visitorUtils,
		visitor,
	} ) => {
		test.setTimeout( 120_000 );
		mkdirSync( README_FOLDER, { recursive: true } );
		// The pictures the README shows: the latest posts are the demo's, not the tests'.
		execFileSync( 'php', [
			path.join( ROOT, 'tools/wp/cli.php' ),
			'demo-posts-only',
			process.env.VITRINE_E2E_SITE_DIR!,
		] );
		await visitor.emulateMedia( { reducedMotion: 'reduce' } );
		for ( const width of [ 1280, 390 ] ) {
			for ( const mode of [ 'light', 'dark' ] ) {
				await test.step( `${ width } px, ${ mode }`, async () => {
					await visitor.context().clearCookies();
					if ( mode === 'dark' ) {
						await visitor.context().addCookies( [ DARK_CHOICE ] );
					}
					await visitor.setViewportSize( { width, height: 800 } );
					await visitor.goto( '/' );
					await expect( visitor.locator( 'body' ) ).toHaveClass(
						new RegExp( `active-${ mode }-mode` )
					);
					// Every view started, so the picture is of the page as a visitor reads it.
					await visitorUtils.startEveryView(
						visitor,
						'[class*="wp-block-vitrine-"]'
					);
					await visitor.evaluate( () => window.scrollTo( 0, 0 ) );
					await networkSettled( visitor );
					const jpeg = await visitor.screenshot( {
						path: path.join(
							README_FOLDER,
							`home-${ width }-${ mode }.jpg`
						),
						fullPage: true,
						type: 'jpeg',
						quality: 70,
					} );
					// A JPEG (its SOI marker) of the page's whole height.
					expect( jpeg.readUInt16BE( 0 ) ).toBe( 0xffd8 );
					const height = await visitor.evaluate(
						() => document.documentElement.scrollHeight
					);
					expect( height ).toBeGreaterThan( 800 );
				} );
			}
		}
	} );
}
