/**
 * SH-1 "Stick after scrolling", in real WordPress and Chromium: fixed from 200 px of scroll, not
 * at 199 px, with nothing below it moving; and the switch in the editor's sidebar.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';

const DEMO = '/demo/header/';

/**
 * The header's state and where the next element sits in the page.
 * @param page
 */
function state( page: Page ) {
	return page.evaluate( () => {
		const header = document.querySelector( '.vitrine-sticky' )!;
		const next = header.parentElement!.nextElementSibling!;
		return {
			stuck: header.classList.contains( 'is-stuck' ),
			position: getComputedStyle( header ).position,
			top: Math.round( header.getBoundingClientRect().top ),
			nextInPage: Math.round(
				next.getBoundingClientRect().top + window.scrollY
			),
		};
	} );
}

async function scrollTo( page: Page, y: number ) {
	await page.evaluate( ( top ) => window.scrollTo( 0, top ), y );
	// Scroll handling runs on the next animation frame.
	await page.evaluate(
		() => new Promise( ( resolve ) => requestAnimationFrame( resolve ) )
	);
}

test( 'SH-1 sticks at 200 px of scroll, not at 199 px, and nothing below it moves', async ( {
	visitor,
} ) => {
	await visitor.goto( DEMO );
	const before = await state( visitor );
	expect( before.stuck ).toBe( false );

	await scrollTo( visitor, 199 );
	await expect
		.poll( async () => ( await state( visitor ) ).stuck )
		.toBe( false );
	await scrollTo( visitor, 200 );
	await expect
		.poll( async () => ( await state( visitor ) ).stuck )
		.toBe( true );
	const stuck = await state( visitor );
	expect( stuck.position ).toBe( 'fixed' );
	expect( stuck.top ).toBe( 0 );
	expect( stuck.nextInPage ).toBe( before.nextInPage );

	await scrollTo( visitor, 0 );
	await expect
		.poll( async () => ( await state( visitor ) ).stuck )
		.toBe( false );
	expect( ( await state( visitor ) ).nextInPage ).toBe( before.nextInPage );
} );

test( 'SH-1 an editor turns "Stick after scrolling" on for a group', async ( {
	editorUtils,
	admin,
	editor,
	page,
	visitor,
} ) => {
	await admin.createNewPost( { title: 'Sticky group' } );
	await editorUtils.insertFromInserter( 'Group' );
	await editor.openDocumentSettingsSidebar();
	await page
		.getByRole( 'region', { name: 'Editor settings' } )
		.getByRole( 'checkbox', { name: 'Stick after scrolling' } )
		.check();
	await page.keyboard.press( 'Escape' );
	const postId = await editorUtils.publishAndReopen(
		editor.canvas.locator( '.wp-block-group' ).first()
	);
	await visitor.goto( `/?p=${ postId }` );
	await expect(
		visitor.locator( '.vitrine-sticky-space > .vitrine-sticky' )
	).toHaveCount( 1 );
} );
