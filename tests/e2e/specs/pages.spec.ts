/**
 * Every published page, as a shop's visitor meets it (WooCommerce on, so the Mini-Cart sits in
 * the theme's header), settled under reduced motion, so every block shows its final state:
 *
 * - at a phone's, a tablet's and a laptop's width in light mode: the layout checks of
 *   tests/e2e/layout.ts (no sideways scroll, no control over text or over another control, no
 *   text out of its block, no image without a size), with no console error;
 * - axe's WCAG 2.2 AA rules, contrast among them, in light and in dark mode: on every page at
 *   the laptop's width, and on the site's own pages (the studio's and the shop's) at the phone's,
 *   where the header collapses (as it does at the tablet's: the menu's breakpoint is 991 px).
 *   The /demo/ block pages hold the same blocks as the laptop's pass, and no colour of the theme
 *   or of the blocks changes with the width. Colour mode swaps colours and nothing else
 *   (src/view/color-mode), so what dark mode can break is contrast, which axe measures; the
 *   layout walk would repeat the light pass's result.
 *
 * The studio's pages and the shop front are checked again in the other themes site owners run
 * (OTHER_THEMES: WordPress's block themes, Ollie, Storefront and GeneratePress), whose colours,
 * fonts and spacing the patterns take: the layout checks on their content in light
 * mode at each width, and contrast on it in light and dark mode at the laptop's width.
 *
 * Each page is loaded once per width, in light mode, and every check runs on that load; where
 * axe checks it in dark mode too, the page is then turned dark where it stands, as the colour
 * mode switch does (the HTML is the same in either mode), and checked again with the rules whose
 * result depends on colours (COLOUR_RULES): the others read the markup, names and roles, which the
 * light pass checked on the same load. A step that finds a problem keeps its picture in
 * artifacts/layout/<width>px/ (a picture of every step cost a tenth of this file's time).
 */
import path from 'path';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import type { A11yUtils } from '../utils/a11y';
import { ROOT } from '../env';
import { layoutProblems } from '../layout';
import { switchCookies } from '../switches';
import { DARK_CHOICE } from '../utils/visitor';
import { networkSettled } from '../network';
import { dismissStoreNotice } from '../shop';
import { contrast, luminance } from '../colors';
import { controlContrasts } from '../control-contrast';

const WIDTHS = [ 390, 768, 1280 ];

/**
 * axe's WCAG 2.2 AA rules that read colours: text contrast, and a link told from the text around
 * it by colour alone. Dark mode changes colours and nothing else, so these are what it can break.
 */
const COLOUR_RULES = [ 'color-contrast', 'link-in-text-block' ];

/**
 * Whether axe checks a page at a width: every page at the widest, the site's own pages (not the
 * /demo/ block pages) at the narrowest.
 *
 * @param width The width.
 * @param link  The page.
 */
function axeChecks( width: number, link: string ): boolean {
	return width === 1280 || ( width === 390 && ! link.includes( '/demo/' ) );
}
/**
 * Whether every button and control on a page is measured at a width (in light and dark mode), in
 * every theme: the pages that hold every pattern and block at the laptop's width, the home page's
 * header at the phone's, where its menu folds away. In the site's own theme every published page
 * is measured at the laptop's width.
 *
 * @param width The width.
 * @param link  The page.
 */
function controlsMeasured( width: number, link: string ): boolean {
	const { pathname } = new URL( link, 'http://localhost' );
	return width === 1280
		? CONTROL_PAGES.includes( pathname )
		: width === 390 && pathname === '/';
}

/** Where a step's picture goes when it finds a problem (artifacts/ is what CI keeps of a run). */
const SHOTS = path.join( ROOT, 'artifacts/layout' );
/** The studio's pages (tools/demo/seed.php) and the shop front, checked again in other themes. */
const STUDIO_PAGES = [
	'/',
	'/about/',
	'/services/',
	'/portfolio/',
	'/launch/',
	'/store/',
];
/** The other themes, as the test site's switch picks them (the demo's own is Twenty Twenty-Four). */
const OTHER_THEMES = [
	'twentytwentyfive',
	'twentytwentythree',
	'ollie',
	'storefront',
	'generatepress',
];

/**
 * A classic theme written for the test (tests/e2e/themes/vitrine-clash) whose button rules are
 * those that clashed with Vitrine's patterns on popular classic themes: every block button filled
 * in its accent, outline buttons' text in the accent, a general `button` rule in its Customizer
 * colours. Its controls are measured at the laptop's and the phone's width.
 */
const CLASH_THEME = 'vitrine-clash';

/**
 * The pages that together hold every Vitrine pattern and block, whose controls are measured in
 * every theme: the studio's pages, the shop front, and the page of every block.
 */
const CONTROL_PAGES = [ ...STUDIO_PAGES, '/demo/all-blocks/' ];

/** The post's content, in a block theme and in a classic one. */
const CONTENT = ':is(.wp-block-post-content, .entry-content)';

type Mode = 'light' | 'dark';

interface Sweep {
	mode: Mode;
	/** The theme, as the test site's switch picks it (the site's own unless told). */
	theme?: string;
	/** The part of each page checked (all of it unless told). */
	scope?: string;
	/** The layout walk (light mode). */
	layout: boolean;
	/** Per page: every WCAG rule of axe, its contrast rule alone (another theme's content), or none. */
	axe: ( link: string ) => 'wcag' | 'contrast' | 'none';
	/**
	 * Per page: whether axe checks it again in dark mode, on the same load (see darkInPlace()),
	 * with the rules that read colours.
	 */
	darkToo?: ( link: string ) => boolean;
	/**
	 * Per page: whether every button and control on it is measured on its pixels (in each mode
	 * checked), and the phone menu's panel opened and measured.
	 */
	controls?: ( link: string ) => boolean;
}

/**
 * Turns a page loaded in light mode dark where it stands, as Vitrine's colour mode does
 * (showMode() in src/shared/color-mode.ts: the root's mode and colour scheme, the body's class),
 * and waits for any transition that starts to end. Pages are the same HTML in either mode
 * (tests/e2e/security/cookies.spec.ts proves it), so this is the page a dark visitor gets,
 * without loading it a second time.
 *
 * @param visitor The visitor's page.
 */
async function darkInPlace( visitor: Page ) {
	await visitor.evaluate( async () => {
		const root = document.documentElement;
		root.dataset.vitrineColorMode = 'dark';
		root.style.colorScheme = 'dark';
		document.body.classList.remove( 'active-light-mode' );
		document.body.classList.add( 'active-dark-mode' );
		await Promise.all(
			document
				.getAnimations()
				.map( ( animation ) => animation.finished.catch( () => null ) )
		);
	} );
}

/**
 * Every problem on each page, each page loaded once.
 *
 * @param a11yUtils      The project's accessibility checks.
 * @param visitor        The visitor's page, at its width.
 * @param links          The pages.
 * @param sweep          The mode, the theme and the checks.
 * @param sweep.mode
 * @param sweep.theme
 * @param sweep.scope
 * @param sweep.layout
 * @param sweep.axe
 * @param sweep.darkToo
 * @param sweep.controls
 */
async function pageProblems(
	a11yUtils: A11yUtils,
	visitor: Page,
	links: string[],
	{ mode, theme, scope = 'body', layout, axe, darkToo, controls }: Sweep
): Promise< string[] > {
	const problems: string[] = [];
	await visitor.context().clearCookies();
	await visitor.context().addCookies( [
		...switchCookies( {
			woocommerce: 'on',
			// Another theme, with its header menu assigned as a site owner does.
			...( theme ? { theme, menu: 'assigned' } : {} ),
		} ),
		...( mode === 'dark' ? [ DARK_CHOICE ] : [] ),
	] );
	await visitor.emulateMedia( { reducedMotion: 'reduce' } );
	for ( const link of links ) {
		const found = problems.length;
		await visitor.goto( link );
		const where = `${ new URL( visitor.url() ).pathname } (${ [
			theme,
			mode,
		]
			.filter( Boolean )
			.join( ', ' ) })`;
		await expect( visitor.locator( 'body' ), where ).toHaveClass(
			new RegExp( `active-${ mode }-mode` )
		);
		await dismissStoreNotice( visitor );
		if ( theme === CLASH_THEME && link === '/' ) {
			// The test theme's button rules are in force (in light mode, its accent fill), so the
			// patterns' buttons are measured against them.
			await expect(
				visitor
					.locator(
						'.vitrine-actions > .wp-block-button:not(.is-style-outline) > .wp-block-button__link'
					)
					.last(),
				where
			).toHaveCSS( 'background-color', 'rgb(30, 95, 168)' );
		}
		if (
			! theme &&
			process.env.VITRINE_E2E_SHOP &&
			! /\/(cart|checkout)\//.test( link )
		) {
			// The Mini-Cart that WooCommerce hooks into the theme's header is on the page checked.
			await expect(
				visitor.locator( '.wc-block-mini-cart__button' ).first(),
				where
			).toBeAttached();
		}
		if ( layout ) {
			await networkSettled( visitor );
			for ( const problem of await layoutProblems( visitor, scope ) ) {
				problems.push( `${ where }: ${ problem }` );
			}
		}
		const rules = axe( link );
		const measured = controls?.( link ) ?? false;
		await check( mode, where, rules, measured, found );
		if ( darkToo?.( link ) ) {
			const foundLight = problems.length;
			await darkInPlace( visitor );
			await check(
				'dark',
				where.replace( 'light', 'dark' ),
				rules === 'none' ? 'none' : 'colours',
				measured,
				foundLight
			);
		}
	}
	return problems;

	/**
	 * Every button and control on the page, measured on the pixels behind it (CM-5: both modes):
	 * its label or icon at 4.5:1; where the header folds its menu into core's
	 * Navigation panel, the panel opened: in the page's colours, its links at 4.5:1, its controls
	 * measured too.
	 *
	 * @param where The page, for the problems' messages.
	 */
	async function measureControls( where: string ) {
		const unreadable = async ( what: string ) => {
			const readings = await controlContrasts( visitor );
			if ( ! readings.length ) {
				problems.push( `${ what }: no control measured` );
			}
			for ( const { control, ratio, needed } of readings ) {
				if ( ratio < needed ) {
					problems.push(
						`${ what }: "${ control }" reads at ${ ratio.toFixed(
							2
						) }:1 on what is behind it (needs ${ needed })`
					);
				}
			}
		};
		await unreadable( where );
		const open = visitor
			.locator( '.wp-block-navigation__responsive-container-open' )
			.first();
		if ( ! ( await open.isVisible() ) ) {
			return;
		}
		await open.click();
		const panel = visitor.locator(
			'.wp-block-navigation__responsive-container.is-menu-open'
		);
		await expect( panel ).toBeVisible();
		await visitor.evaluate( () =>
			Promise.all(
				document
					.getAnimations()
					.map( ( animation ) =>
						animation.finished.catch( () => null )
					)
			)
		);
		const colours = await panel.evaluate( ( element ) => ( {
			panel: getComputedStyle( element ).backgroundColor,
			link: getComputedStyle( element.querySelector( 'a' ) ?? element )
				.color,
			page: getComputedStyle( document.body ).backgroundColor,
		} ) );
		if (
			luminance( colours.panel ) < 0.2 !==
				luminance( colours.page ) < 0.2 ||
			contrast( colours.link, colours.panel ) < 4.5
		) {
			problems.push(
				`${ where }: the phone menu's panel is ${ colours.panel } with links in ${ colours.link } on a page of ${ colours.page }`
			);
		}
		await unreadable( `${ where }, its menu open` );
		await visitor.keyboard.press( 'Escape' );
		await expect( panel ).toBeHidden();
	}

	/**
	 * Runs axe's rules and measures the controls on the page as it is; where that finds a problem
	 * (or the page's layout walk did), keeps a picture of the page for a person to look over.
	 *
	 * @param shown    The mode shown.
	 * @param where    The page, for the problems' messages.
	 * @param rules    Which of axe's rules.
	 * @param measured Whether its controls are measured.
	 * @param found    How many problems were known before this page's step.
	 */
	async function check(
		shown: Mode,
		where: string,
		rules: 'wcag' | 'contrast' | 'colours' | 'none',
		measured: boolean,
		found: number
	) {
		await findProblems( where, rules, measured );
		if ( problems.length === found ) {
			return;
		}
		await visitor.screenshot( {
			path: path.join(
				SHOTS,
				`${ visitor.viewportSize()?.width }px`,
				`${ [
					new URL( visitor.url() ).pathname
						.replace( /^\/|\/$/g, '' )
						.replace( /\//g, '--' ) || 'home',
					theme ?? 'site',
					shown,
				].join( '-' ) }.jpg`
			),
			type: 'jpeg',
			quality: 60,
		} );
	}

	/**
	 * axe's rules and the controls' measure, on the page as it is.
	 *
	 * @param where    The page, for the problems' messages.
	 * @param rules    Which of axe's rules.
	 * @param measured Whether its controls are measured.
	 */
	async function findProblems(
		where: string,
		rules: 'wcag' | 'contrast' | 'colours' | 'none',
		measured: boolean
	) {
		if ( measured ) {
			await measureControls( where );
		}
		if ( rules === 'none' ) {
			return;
		}
		const violations = await a11yUtils.axeViolations(
			visitor,
			// The whole document (its language and title too) unless a part is chosen.
			scope === 'body' ? [] : [ scope ],
			[],
			{ wcag: [], contrast: [ 'color-contrast' ], colours: COLOUR_RULES }[
				rules
			]
		);
		for ( const violation of violations ) {
			problems.push( `${ where }: ${ violation }` );
		}
	}
}

for ( const width of WIDTHS ) {
	const axed = {
		390: "; axe finds nothing on the site's own pages, AA contrast included, light and dark; the home page's controls and the phone menu's panel",
		768: '',
		1280: '; axe finds nothing, AA contrast included, and every button and control reads on its pixels, light and dark',
	}[ width ];
	test( `SL-1 CM-1 every page at ${ width } px, light: no sideways scroll, no covered text or control, no loose text, sized images${ axed }`, async ( {
		a11yUtils,
		contentUtils,
		visitor,
	} ) => {
		test.setTimeout( 300_000 );
		// An empty cart's checkout sends its visitor to the cart, which is checked: loading the
		// two checkouts (the block one and the classic one) would check the cart twice more.
		const links = ( await contentUtils.publishedPageLinks() ).filter(
			( link ) =>
				! /\/(classic-)?checkout\/$/.test( new URL( link ).pathname )
		);
		expect( links.length ).toBeGreaterThanOrEqual( 8 );
		await visitor.setViewportSize( { width, height: 800 } );
		expect(
			await pageProblems( a11yUtils, visitor, links, {
				mode: 'light',
				layout: true,
				axe: ( link ) => ( axeChecks( width, link ) ? 'wcag' : 'none' ),
				darkToo: ( link ) => axeChecks( width, link ),
				// The site's own theme: every published page's controls at the laptop's width.
				controls: ( link ) =>
					width === 1280 || controlsMeasured( width, link ),
			} )
		).toEqual( [] );
	} );

	test( `SL-1 CM-1 CM-5 the studio's pages and the shop front at ${ width } px in other themes (Twenty Twenty-Five and -Three, Ollie, Storefront, GeneratePress${
		width === 768 ? '' : ', and one that fills every block button'
	}): the same layout checks${
		{
			390: "; the home page's controls and the phone menu's panel, light and dark",
			768: '',
			1280: ', AA contrast on their content, and every button and control with the page of every block, light and dark',
		}[ width ]
	}`, async ( { a11yUtils, visitor } ) => {
		test.skip(
			! process.env.VITRINE_E2E_SHOP,
			'WooCommerce or Storefront is unavailable on this machine (global setup said why)'
		);
		test.setTimeout( 300_000 );
		await visitor.setViewportSize( { width, height: 800 } );
		const axeContrast = () => ( width === 1280 ? 'contrast' : 'none' );
		const problems: string[] = [];
		for ( const theme of [
			...OTHER_THEMES,
			...( width === 768 ? [] : [ CLASH_THEME ] ),
		] ) {
			problems.push(
				...( await pageProblems(
					a11yUtils,
					visitor,
					width === 1280 ? CONTROL_PAGES : STUDIO_PAGES,
					{
						mode: 'light',
						theme,
						scope: CONTENT,
						layout: true,
						axe: axeContrast,
						darkToo: ( link ) => controlsMeasured( width, link ),
						controls: ( link ) => controlsMeasured( width, link ),
					}
				) )
			);
		}
		expect( problems ).toEqual( [] );
	} );
}
