/**
 * The contract between includes/islands.php and src/lifecycle/loader.ts (docs/view-lifecycle.md),
 * on every published page of the project's site: on WordPress 7.1 and, in the editor-6.5
 * project, on 6.5.5, whose script registry the server half reads the same way.
 *
 * Each page's manifest has the shape src/lifecycle/manifest.ts gives it; every view a block on
 * the page has starts as its block.json says; each island's scripts come in WordPress's
 * dependency order, none of them one the page already printed, and each address answers.
 */
import { existsSync, readFileSync, readdirSync } from 'fs';
import path from 'path';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { ROOT } from '../env';
import type { Manifest } from '../../../src/lifecycle/manifest';

const STARTS = [ 'near', 'appear', 'interaction', 'scroll' ];

type BlockViews = {
	name: string;
	className: string;
	starts: string[];
	handles: string[];
};

/**
 * Every Vitrine block whose block.json gives its views a start, with the handle WordPress gives
 * each view script (its own handle, or the one it makes for a `file:` script).
 */
function blocksWithStarts(): BlockViews[] {
	const folder = path.join( ROOT, 'src/blocks' );
	return readdirSync( folder )
		.map( ( block: string ) => path.join( folder, block, 'block.json' ) )
		.filter( existsSync )
		.map( ( file: string ) => JSON.parse( readFileSync( file, 'utf8' ) ) )
		.filter( ( metadata: { viewStart?: unknown } ) => metadata.viewStart )
		.map(
			( metadata: {
				name: string;
				viewScript: string | string[];
				viewStart: string | string[];
			} ) => {
				const scripts = ( [] as string[] ).concat(
					metadata.viewScript
				);
				const prefix = metadata.name.replace( '/', '-' );
				return {
					name: metadata.name,
					className: `wp-block-${ prefix }`,
					starts: scripts.map( ( _script, index ) =>
						Array.isArray( metadata.viewStart )
							? metadata.viewStart[ index ]
							: metadata.viewStart
					),
					handles: scripts.map( ( script, index ) =>
						script.startsWith( 'file:' )
							? `${ prefix }-view-script${ index ? `-${ index + 1 }` : '' }`
							: script
					),
				};
			}
		);
}

/**
 * The dependencies a Vitrine build file declares (its `.asset.php`), or null for another file.
 * @param src The script's address.
 */
function declaredDependencies( src: string ): string[] | null {
	const built = /\/plugins\/vitrine\/build\/(.+)\.js(\?|$)/.exec( src );
	if ( ! built ) {
		return null;
	}
	const asset = readFileSync(
		path.join( ROOT, 'build', `${ built[ 1 ] }.asset.php` ),
		'utf8'
	);
	const list = /'dependencies' => array\(([^)]*)\)/.exec( asset );
	return [ ...( list?.[ 1 ] ?? '' ).matchAll( /'([^']+)'/g ) ].map(
		( match ) => match[ 1 ]
	);
}

/**
 * What the page says of itself: its manifest, and the facts the contract is checked against.
 * @param page
 * @param classes
 */
async function readPage( page: Page, classes: string[] ) {
	return page.evaluate( ( blockClasses ) => {
		const json = Array.from(
			document.querySelectorAll(
				'script#vitrine-islands[type="application/json"]'
			)
		).pop()?.textContent;
		return {
			manifest: json ? ( JSON.parse( json ) as unknown ) : null,
			printed: Array.from(
				document.querySelectorAll( 'script[id$="-js"][src]' ),
				( script ) => script.id.replace( /-js$/, '' )
			),
			animationsOff: document.body.classList.contains(
				'vitrine-no-animations'
			),
			blocksHere: blockClasses.filter( ( name ) =>
				document.querySelector( `.${ name }` )
			),
		};
	}, classes );
}

test( "SL-1 SL-6 ST-1 ST-4 GA-1 CM-2 SW-1 SE-1 SP-1 MM-1 SH-1 every page's islands manifest holds its contract: block.json's starts, WordPress's order, nothing printed twice", async ( {
	contentUtils,
	visitor,
} ) => {
	test.setTimeout( 180_000 );
	const blocks = blocksWithStarts();
	const answered = new Map< string, number >();
	let islandsSeen = 0;
	for ( const link of await contentUtils.publishedPageLinks() ) {
		await test.step( link, async () => {
			await visitor.goto( link );
			const { manifest, printed, animationsOff, blocksHere } =
				await readPage(
					visitor,
					blocks.map( ( block ) => block.className )
				);
			if ( ! manifest ) {
				// A page with no island has no view of ours to start.
				expect(
					blocksHere,
					'blocks with views but no manifest'
				).toEqual( [] );
				return;
			}
			const { s: scripts, i: islands } = manifest as Manifest;

			// The shape src/lifecycle/manifest.ts gives it.
			for ( const [ handle, entry ] of Object.entries( scripts ) ) {
				expect( Array.isArray( entry ), handle ).toBe( true );
				expect( entry.length, handle ).toBeGreaterThanOrEqual( 1 );
				expect( entry.length, handle ).toBeLessThanOrEqual( 3 );
				entry.forEach( ( part ) =>
					expect( typeof part, handle ).toBe( 'string' )
				);
			}
			for ( const [ selector, start, handles ] of islands ) {
				expect( typeof selector ).toBe( 'string' );
				expect( STARTS ).toContain( start );
				expect( handles.length, selector ).toBeGreaterThan( 0 );
				// Every handle it runs is listed once in `s`, and none the page printed itself.
				handles.forEach( ( handle ) => {
					expect(
						scripts[ handle ],
						`${ handle } in s`
					).toBeDefined();
					expect(
						printed,
						`${ handle } printed and in the manifest`
					).not.toContain( handle );
				} );
				// WordPress's order: what a Vitrine script needs runs before it, or is on the page.
				handles.forEach( ( handle, index ) => {
					const needs = declaredDependencies(
						scripts[ handle ][ 0 ]
					);
					( needs ?? [] ).forEach( ( dependency ) => {
						const at = handles.indexOf( dependency );
						expect(
							at === -1
								? printed.includes( dependency )
								: at < index,
							`${ dependency } before ${ handle } (${ selector })`
						).toBe( true );
					} );
				} );
				expect(
					await visitor.locator( selector ).count(),
					`${ selector } on the page`
				).toBeGreaterThan( 0 );
				islandsSeen++;
			}
			// No script is listed that no island runs.
			const run = new Set( islands.flatMap( ( island ) => island[ 2 ] ) );
			expect(
				Object.keys( scripts ).filter(
					( handle ) => ! run.has( handle )
				)
			).toEqual( [] );

			// Each view of each block here starts as its block.json says.
			for ( const block of blocks.filter( ( { className } ) =>
				blocksHere.includes( className )
			) ) {
				block.handles.forEach( ( handle, index ) => {
					const start = block.starts[ index ];
					const island = islands.find(
						( [ selector, islandStart, handles ] ) =>
							islandStart === start &&
							handles[ handles.length - 1 ] === handle &&
							selector
								.split( ',' )
								.includes( `.${ block.className }` )
					);
					if ( start === 'appear' && animationsOff ) {
						expect(
							island,
							`${ block.name }: animations are off`
						).toBeUndefined();
					} else {
						expect(
							island,
							`${ block.name }'s ${ handle } starts ${ start }`
						).toBeDefined();
					}
				} );
			}

			// Every address answers, with JavaScript.
			for ( const [ src ] of Object.values( scripts ) ) {
				if ( src && ! answered.has( src ) ) {
					const response = await visitor.request.get( src );
					answered.set( src, response.status() );
					expect( response.status(), src ).toBe( 200 );
					expect( response.headers()[ 'content-type' ], src ).toMatch(
						/javascript/
					);
				}
			}
		} );
	}
	// The demo's pages have islands: the checks above ran on something.
	expect( islandsSeen ).toBeGreaterThan( 10 );
} );
