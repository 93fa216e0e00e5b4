/**
 * The attack suite (SPEC §7, bad input): every hostile value of hostile-values.ts in every
 * attribute of every Vitrine block (attack-pages.ts reads their block.json), serialised by the
 * real editor and saved through REST by a Contributor (published by an administrator, which
 * leaves the content as kses made it), an Author (kses too) and an Editor (no kses); each post
 * viewed by a visitor until every view has started, and its stored content opened in the editor by
 * an administrator: one editor per worker (booting the editor costs more processor time than
 * anything else a test does), whose blocks are replaced by each post's, parsed and validated by
 * the editor's own parser and rendered by each block's edit component, as opening the post does.
 * The editor is watched as every page is (fixtures.ts) and for attacks; what it reports during a
 * test is that test's.
 *
 * A test fails on a dialog, any script the payloads could run, markup left able to run one, a
 * console error or warning (React's hydration mismatch is one), a PHP notice, a 5xx, or a block
 * the editor finds invalid.
 */
import type { Page } from '@playwright/test';
import type { RequestUtils } from '@wordpress/e2e-test-utils-playwright';
import { expect, openGuardedPage, test, watchPage } from '../fixtures';
import { attackPages, coreKeeps, serializeInEditor } from './attack-pages';
import type { AttackBlock, Release } from './attack-pages';
import { HOSTILE_TEXT } from './hostile-values';
import { activeMarkup, watchForAttacks } from './guards';

const ROLES = [ 'contributor', 'author', 'editor' ] as const;
type Role = ( typeof ROLES )[ number ];

/**
 * Declares the attack suite for one WordPress: the spec files call it, one per release
 * (security/attack.spec.ts on 7.1, minimum/attack.spec.ts on 6.5.5), each in a project whose
 * site runs that release.
 *
 * @param wordpress The release the project's site runs.
 */
export function attackSuite( wordpress: Release ) {
	/** The attack pages for this WordPress. */
	const ATTACK_PAGES = attackPages( wordpress );
	/** The pages serialised by the editor, and the users saving them (per worker). */
	let markup: string[] = [];
	const authors = new Map< Role, RequestUtils >();
	/** The worker's editor, and what it reported since the running test began. */
	let editor: Page;
	const editorProblems: string[] = [];

	/**
	 * Opens a new post in the editor and waits until Vitrine's blocks are registered. Nothing is
	 * saved from it: no autosave while a test runs.
	 *
	 * @param page The administrator's page.
	 */
	async function openEditor( page: Page ) {
		await page.goto( '/wp-admin/post-new.php' );
		await page.waitForFunction( () => {
			const { wp } = window as unknown as {
				wp?: {
					blocks?: { getBlockType: ( name: string ) => unknown };
					data: {
						dispatch: ( store: string ) => {
							updateEditorSettings: ( settings: object ) => void;
						};
					};
				};
			};
			if ( ! wp?.blocks?.getBlockType( 'vitrine/counter' ) ) {
				return false;
			}
			wp.data
				.dispatch( 'core/editor' )
				.updateEditorSettings( { autosaveInterval: 3600 } );
			return true;
		} );
	}

	/**
	 * The worker's editor, opened once with the attack pages serialised in it, and the users who
	 * save them. A worker fixture, not a beforeAll hook: Playwright splits a file whose tests share
	 * a beforeAll into as many fixed halves as there are workers, by count (one worker sat idle for
	 * 40 s while the other ran the slow half); these tests are handed out one at a time.
	 */
	const suite = test.extend< {}, { attackEditor: void } >( {
		attackEditor: [
			async ( { userUtils, browser }, use, workerInfo ) => {
				// A worker fixture's pages do not get the project's context options on their own.
				const { baseURL, storageState, viewport, locale } =
					workerInfo.project.use;
				editor = await browser.newPage( {
					baseURL,
					storageState,
					viewport,
					locale,
					// Its requests' PHP notices go to this worker's log, as every page's do
					// (fixtures.ts).
					extraHTTPHeaders: {
						'X-Vitrine-Worker': String( workerInfo.workerIndex ),
					},
				} );
				watchPage( editor, editorProblems );
				await watchForAttacks( editor, editorProblems );
				await openEditor( editor );
				markup = [];
				for ( const page of ATTACK_PAGES ) {
					// serializeInEditor runs in the editor, where wp.blocks and Vitrine's blocks are.
					markup.push(
						await editor.evaluate(
							`(${ serializeInEditor.toString() })(${ JSON.stringify(
								page.values.flatMap( ( value ) => value.blocks )
							) })`
						)
					);
				}
				for ( const role of ROLES ) {
					authors.set( role, await userUtils.userWithRole( role ) );
				}
				await use();
				await editor.context().close();
			},
			{ scope: 'worker', auto: true, timeout: 180_000 },
		],
	} );

	/**
	 * Saves a post as a role, through REST as the role's editor does; an administrator publishes a
	 * Contributor's, which leaves the content as kses made it.
	 *
	 * @param role         Who writes it.
	 * @param requestUtils The administrator's.
	 * @param title        The post's title.
	 * @param content      Its content.
	 * @return The published post, its stored content raw.
	 */
	async function saveAs(
		role: Role,
		requestUtils: RequestUtils,
		title: string,
		content: string
	): Promise< { id: number; link: string; content: { raw: string } } > {
		const created: { id: number } = await authors.get( role )!.rest( {
			path: '/wp/v2/posts',
			method: 'POST',
			data: {
				title,
				content,
				status: role === 'contributor' ? 'pending' : 'publish',
			},
		} );
		return requestUtils.rest( {
			path: `/wp/v2/posts/${ created.id }`,
			method: 'POST',
			params: { context: 'edit' },
			data: { status: 'publish' },
		} );
	}

	function deletePost( requestUtils: RequestUtils, id: number ) {
		return requestUtils.rest( {
			path: `/wp/v2/posts/${ id }`,
			method: 'DELETE',
			params: { force: true },
		} );
	}

	suite.describe( 'Attack suite (SPEC §7 bad input)', () => {
		suite(
			`§7 control: core's own blocks keep a hostile className and anchor, saved by a Contributor and an Editor, for exactly the texts the attack pages put there (WordPress ${ wordpress })`,
			async ( { editorUtils, requestUtils } ) => {
				const texts = Object.entries( HOSTILE_TEXT );
				// Each text in a paragraph's class list, then in a heading's anchor (its `id`). (Not an
				// image's alt: 7.1's core/image itself reads an alt with references back changed.)
				const where = {
					className: 'className',
					anchor: 'attribute',
				} as const;
				const blocks: AttackBlock[] = texts.flatMap( ( [ , text ] ) =>
					[
						{
							name: 'core/paragraph',
							attributes: { content: 'Text', className: text },
						},
						{
							name: 'core/heading',
							attributes: { content: 'Text', anchor: text },
						},
					].map( ( block ) => ( {
						...block,
						innerBlocks: [],
						commentAttributes: {},
					} ) )
				);
				const content: string = await editor.evaluate(
					`(${ serializeInEditor.toString() })(${ JSON.stringify( blocks ) })`
				);
				const broken = new Set< string >();
				for ( const role of [ 'contributor', 'editor' ] as const ) {
					const post = await saveAs(
						role,
						requestUtils,
						`Core control (${ role })`,
						content
					);
					await editorUtils.openInEditor( editor, post.content.raw );
					( await editorUtils.invalidBlocks( editor ) ).forEach(
						( invalid, at ) => {
							if ( invalid.length ) {
								broken.add(
									`${ texts[ Math.floor( at / 2 ) ][ 0 ] } in ${
										Object.keys( where )[ at % 2 ]
									}`
								);
							}
						}
					);
					await editorUtils.openInEditor( editor, '' );
					await deletePost( requestUtils, post.id );
				}
				// Core's own validation messages for the blocks it breaks: what this test counts.
				editorProblems.length = 0;
				expect( [ ...broken ].sort() ).toEqual(
					texts
						.flatMap( ( [ name, text ] ) =>
							Object.entries( where )
								.filter(
									( [ , printed ] ) =>
										! coreKeeps( printed, text, wordpress )
								)
								.map( ( [ kind ] ) => `${ name } in ${ kind }` )
						)
						.sort()
				);
			}
		);

		ATTACK_PAGES.forEach( ( attack, index ) => {
			const names = attack.values.map( ( { value } ) => value );
			const tried = attack.values.reduce(
				( sum, value ) => sum + value.tried,
				0
			);
			suite(
				`§7 ${ names.join( ', ' ) }: ${ tried } value × attribute pairs, each saved by a Contributor, an Author and an Editor; no script, no hydration error, no invalid block`,
				async ( {
					editorUtils,
					visitorUtils,
					browser,
					requestUtils,
				} ) => {
					test.setTimeout( 240_000 );
					// Everything each role's post shows, so one run names every weakness.
					const problems: string[] = [];
					editorProblems.length = 0;
					const page = editor;
					const blocksPerValue = attack.values[ 0 ].blocks.length;
					const checked = new Set< string >();
					for ( const role of ROLES ) {
						await test.step( role, async () => {
							const post = await saveAs(
								role,
								requestUtils,
								`Attack ${ index } (${ role })`,
								markup[ index ]
							);
							// The Author's post is stored byte for byte as the Contributor's whenever kses
							// treats them alike: the same content shows the same, so it is checked once.
							const stored = post.content.raw;
							if ( checked.has( stored ) ) {
								await deletePost( requestUtils, post.id );
								return;
							}
							checked.add( stored );

							const visitor = await openGuardedPage( browser );
							await watchForAttacks( visitor.page, problems );
							await visitor.page.goto( post.link );
							await visitorUtils.startEveryView( visitor.page );
							for ( const active of await activeMarkup(
								visitor.page
							) ) {
								problems.push(
									`${ role }: markup that can run script: ${ active }`
								);
							}
							await visitor
								.close()
								.catch( ( error: Error ) =>
									problems.push(
										`${ role }, visitor: ${ error.message }`
									)
								);

							await editorUtils.openInEditor( page, stored );
							await expect
								.poll(
									async () =>
										(
											await editorUtils.invalidBlocks(
												page
											)
										).length
								)
								.toBe( blocksPerValue * attack.values.length );
							( await editorUtils.invalidBlocks( page ) ).forEach(
								( invalid, at ) => {
									const { value } =
										attack.values[
											Math.floor( at / blocksPerValue )
										];
									for ( const name of invalid ) {
										problems.push(
											`${ role }, ${ value }: invalid ${ name } in the editor`
										);
									}
								}
							);
							// Out of the editor first: no preview may ask for what is deleted.
							await editorUtils.openInEditor( page, '' );
							await deletePost( requestUtils, post.id );
						} );
					}
					problems.push(
						...editorProblems.map(
							( problem ) => `editor: ${ problem }`
						)
					);
					expect( problems ).toEqual( [] );
				}
			);
		} );
	} );
}
