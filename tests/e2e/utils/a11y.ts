/**
 * Accessibility checks: axe's WCAG 2.2 AA rules, and a modal dialog's keys.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect } from '../fixtures';

/**
 * The violations of axe's WCAG 2.2 AA rules, each with the elements it found, so a failure says
 * what to fix.
 *
 * @param page     The page, in the state to check (a dialog open, a filter chosen…).
 * @param include  Only these elements (selectors), when the rest of the page is someone else's.
 * @param skipping Rules left out, when what they check is someone else's (say why at the call).
 * @param only     These rules alone (contrast on another theme's content), not every WCAG rule.
 */
async function axeViolations(
	page: Page,
	include: string[] = [],
	skipping: string[] = [],
	only: string[] = []
): Promise< string[] > {
	const builder = new AxeBuilder( { page } )
		// Only violations are read: axe skips collecting the elements that pass each rule.
		// (First: options() replaces what withTags() and withRules() set.)
		.options( { resultTypes: [ 'violations' ] } )
		// axe.run() in the page itself: the default opens a blank page to merge each frame's
		// results, which doubled every check's time. Our pages hold no cross-origin frame, the one
		// thing that needs it.
		.setLegacyMode( true );
	if ( only.length ) {
		builder.withRules( only );
	} else {
		builder.withTags( [
			'wcag2a',
			'wcag2aa',
			'wcag21a',
			'wcag21aa',
			'wcag22aa',
		] );
	}
	include.forEach( ( selector ) => builder.include( selector ) );
	if ( skipping.length ) {
		builder.disableRules( skipping );
	}
	const results = await builder.analyze();
	return results.violations.map(
		( violation ) =>
			`${ violation.id }: ${ violation.nodes
				.map( ( node ) => node.target.join( ' ' ) )
				.join( ', ' ) }`
	);
}

/**
 * Expects axe's WCAG 2.2 AA rules to find nothing (axeViolations()).
 *
 * @param page     The page, in the state to check.
 * @param include  Only these elements (selectors).
 * @param skipping Rules left out (say why at the call).
 */
async function expectNoAxeViolations(
	page: Page,
	include: string[] = [],
	skipping: string[] = []
) {
	expect( await axeViolations( page, include, skipping ) ).toEqual( [] );
}

/**
 * A modal dialog's keys (SE-1, SP-1): Tab and Shift+Tab never leave it, and Escape closes it
 * with focus back on the button that opened it.
 *
 * @param page   The page.
 * @param dialog The open dialog.
 * @param opener The button that opened it.
 */
async function expectModalKeys( page: Page, dialog: Locator, opener: Locator ) {
	for ( const key of [ 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab' ] ) {
		await page.keyboard.press( key );
		expect(
			await dialog.evaluate( ( element ) =>
				element.contains( element.ownerDocument.activeElement )
			),
			`focus inside the dialog after ${ key }`
		).toBe( true );
	}
	await page.keyboard.press( 'Escape' );
	await expect( dialog ).toBeHidden();
	await expect( opener ).toBeFocused();
	await expect( opener ).toHaveAttribute( 'aria-expanded', 'false' );
}

/**
 * Whether a dialog is modal and the page behind it inert: the platform's showModal() (SE-1, SP-1)
 * leaves no attribute to read, so this asks the page. A visible link or button outside the dialog
 * cannot take focus, and focus stays where it was.
 *
 * @param dialog The dialog.
 */
function pageBehindIsInert( dialog: Locator ): Promise< boolean > {
	return dialog.evaluate( ( element ) => {
		const doc = element.ownerDocument;
		const outside = Array.from(
			doc.querySelectorAll< HTMLElement >( 'a[href], button' )
		).find(
			( candidate ) =>
				! element.contains( candidate ) &&
				candidate.getClientRects().length > 0
		);
		const before = doc.activeElement as HTMLElement | null;
		outside?.focus();
		const tookFocus = doc.activeElement === outside;
		before?.focus();
		return element.matches( ':modal' ) && Boolean( outside ) && ! tookFocus;
	} );
}

/**
 * The `a11yUtils` fixture (fixtures.ts): the checks above, each on the page it is given (the
 * visitor's, the editor's, a phone's).
 */
export class A11yUtils {
	axeViolations = axeViolations;
	expectNoAxeViolations = expectNoAxeViolations;
	expectModalKeys = expectModalKeys;
	pageBehindIsInert = pageBehindIsInert;
}
