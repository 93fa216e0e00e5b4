/**
 * The plugin directory's screenshots, taken from the demo site at 1280 × 800 into
 * .wordpress-org/screenshot-<n>.png (the folder a WordPress.org deploy copies to the directory's
 * assets), one for each caption in readme.txt's Screenshots section, in its order.
 */
import { mkdirSync, readFileSync } from 'fs';
import path from 'path';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { ROOT } from '../env';
import { focusToStart, scrollThrough } from '../utils';

const FOLDER = path.join( ROOT, '.wordpress-org' );

type Shot = {
	caption: RegExp;
	path: string;
	/** The block the picture is of: scrolled to the top of the window. */
	block?: string;
	prepare?: ( page: Page ) => Promise< void >;
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
		prepare: ( page ) =>
			focusToStart( page, '.wp-block-vitrine-portfolio' ),
	},
	{
		caption: /progress bars/i,
		path: '/demo/progress-bars/',
		block: '.wp-block-vitrine-progress-bars',
		prepare: scrollThrough,
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
			await page.locator( '.my_switcher .setColor.dark' ).first().click();
			await expect( page.locator( 'body' ) ).toHaveClass(
				/active-dark-mode/
			);
			await page.evaluate( () => window.scrollTo( 0, 0 ) );
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
			await shot.prepare?.( tab );
			if ( shot.block ) {
				await tab
					.locator( shot.block )
					.first()
					.evaluate( ( block ) => block.scrollIntoView() );
			}
			await tab.waitForLoadState( 'networkidle' );
			const png = await tab.screenshot( {
				path: path.join( FOLDER, `screenshot-${ index + 1 }.png` ),
			} );
			// A PNG of the viewport's width (its IHDR chunk).
			expect( png.subarray( 1, 4 ).toString() ).toBe( 'PNG' );
			expect( png.readUInt32BE( 16 ) ).toBe( 1280 );
		} );
	}
} );
