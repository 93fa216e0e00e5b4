/**
 * SL-6 right to left: every slider demo page as an Arabic or Hebrew site shows it, two ways:
 * - a right-to-left site (the test switch sets WordPress's text direction), which prints
 *   `dir="rtl"` and serves the built `-rtl` stylesheets;
 * - a left-to-right site whose page is marked `dir="rtl"` (the `:dir(rtl)` rules of the regular
 *   stylesheets).
 * Previous sits on the right and points right, Next on the left pointing left, the play triangle
 * keeps pointing right (media controls do not mirror), and nothing overflows sideways. The same
 * pages left to right are the control.
 */
import { readFileSync } from 'fs';
import type { Page } from '@playwright/test';
import { BASE_URL, ROOT } from '../env';
import { expect, openGuardedPage, test } from '../fixtures';
import type { VisitorUtils } from '../utils/visitor';

const PAGES = [
	'hero-slider',
	'testimonials',
	'logo-slider',
	'post-slider',
	'services-slider',
];

type Direction = 'left' | 'right' | 'up' | 'down';

/**
 * Where each slider's controls are and which way their icons point, from what the browser
 * computed: the physical sides its logical borders resolved to (the corner where they meet is
 * the chevron's tip), turned by its `rotate` and `transform`.
 * @param page The page.
 */
function controls( page: Page ) {
	return page.evaluate( () => {
		const pointing = ( icon: Element ): Direction => {
			const style = getComputedStyle( icon );
			const drawn = ( side: string ) =>
				parseFloat(
					style.getPropertyValue( `border-${ side }-width` )
				) > 0 &&
				style.getPropertyValue( `border-${ side }-style` ) !== 'none';
			const tip = {
				x: ( drawn( 'right' ) ? 1 : 0 ) - ( drawn( 'left' ) ? 1 : 0 ),
				y: ( drawn( 'bottom' ) ? 1 : 0 ) - ( drawn( 'top' ) ? 1 : 0 ),
			};
			const angle =
				style.rotate === 'none'
					? 0
					: parseFloat( style.rotate.split( ' ' ).pop() as string );
			const turn = new DOMMatrix()
				.rotate( angle )
				.multiply(
					new DOMMatrix(
						style.transform === 'none' ? undefined : style.transform
					)
				);
			const origin = turn.transformPoint( { x: 0, y: 0 } );
			const end = turn.transformPoint( tip );
			const dx = end.x - origin.x;
			const dy = end.y - origin.y;
			if ( Math.abs( dx ) > Math.abs( dy ) * 2 ) {
				return dx > 0 ? 'right' : 'left';
			}
			if ( Math.abs( dy ) > Math.abs( dx ) * 2 ) {
				return dy > 0 ? 'down' : 'up';
			}
			return `turned (${ dx.toFixed( 2 ) }, ${ dy.toFixed( 2 ) })` as Direction;
		};
		return Array.from( document.querySelectorAll( '.vitrine-slider' ) )
			.filter( ( slider ) =>
				slider.querySelector( '.vitrine-slider__arrow' )
			)
			.map( ( slider ) => {
				const box = slider.getBoundingClientRect();
				const middle = box.left + box.width / 2;
				const control = ( selector: string ) => {
					const button = slider.querySelector( selector );
					const icon = button?.querySelector(
						'.vitrine-slider__icon'
					);
					if ( ! button || ! icon ) {
						return null;
					}
					const place = button.getBoundingClientRect();
					return {
						side:
							place.left + place.width / 2 > middle
								? 'right'
								: 'left',
						points: pointing( icon ),
					};
				};
				return {
					previous: control( '.vitrine-slider__arrow--previous' ),
					next: control( '.vitrine-slider__arrow--next' ),
				};
			} );
	} );
}

/**
 * Shows the play triangle of every paused slider's toggle and says where it points.
 * @param page The page.
 */
async function playTriangles( page: Page ): Promise< string[] > {
	const toggles = page.locator( '.vitrine-slider__toggle' );
	const directions: string[] = [];
	for ( let index = 0; index < ( await toggles.count() ); index++ ) {
		const toggle = toggles.nth( index );
		if ( ! ( await toggle.isVisible() ) ) {
			continue;
		}
		if ( ( await toggle.getAttribute( 'aria-pressed' ) ) !== 'true' ) {
			await toggle.click();
		}
		await expect( toggle ).toHaveAttribute( 'aria-pressed', 'true' );
		directions.push(
			await toggle
				.locator( '.vitrine-slider__icon' )
				.evaluate( ( icon ) => {
					const style = getComputedStyle( icon );
					// The apex of polygon(0 0, 100% 50%, 0 100%) is the one point alone on its x.
					const xs = style.clipPath
						.replace( /^polygon\(|\)$/g, '' )
						.split( ',' )
						.map( ( point ) => parseFloat( point.trim() ) );
					const apex = xs.find(
						( x ) =>
							xs.filter( ( other ) => other === x ).length === 1
					);
					return apex !== undefined && apex > 50 ? 'right' : 'left';
				} )
		);
	}
	return directions;
}

/**
 * The page with its sliders hydrated (their views start when a visitor reaches them).
 * @param visitorUtils The project's visitor steps.
 * @param page         The page.
 * @param path         Where.
 */
async function openSliders(
	visitorUtils: VisitorUtils,
	page: Page,
	path: string
) {
	await page.goto( path );
	await visitorUtils.reachBlocks( page, '.vitrine-slider' );
	for ( const slider of await page.locator( '.vitrine-slider' ).all() ) {
		await expect( slider ).toHaveAttribute(
			'data-vitrine-hydrated',
			'true'
		);
	}
}

/** The sliders' built stylesheet, both ways. */
const SLIDER_CSS = {
	ltr: readFileSync( `${ ROOT }/build/slider/style-view.css`, 'utf8' ).trim(),
	rtl: readFileSync(
		`${ ROOT }/build/slider/style-view-rtl.css`,
		'utf8'
	).trim(),
};

const WAYS = [
	{
		name: 'a right-to-left site (the -rtl stylesheets)',
		direction: 'rtl',
		cookies: [
			{ name: 'vitrine_test_direction', value: 'rtl', url: BASE_URL },
		],
		markPage: false,
	},
	{
		name: 'a page marked dir="rtl" on a left-to-right site',
		direction: 'rtl',
		cookies: [],
		markPage: true,
	},
	{
		name: 'left to right (the control)',
		direction: 'ltr',
		cookies: [],
		markPage: false,
	},
] as const;

for ( const way of WAYS ) {
	test( `SL-6 ${ way.name }: slider arrows point the reading way, the play triangle does not turn, nothing overflows`, async ( {
		visitorUtils,
		browser,
	} ) => {
		const { page, close } = await openGuardedPage( browser );
		await page.context().addCookies( [ ...way.cookies ] );
		if ( way.markPage ) {
			// The page as served, with its root marked right to left.
			await page.route( /\/demo\//, async ( route ) => {
				const response = await route.fetch();
				const html = await response.text();
				await route.fulfill( {
					response,
					body: html.replace(
						/<html(?![^>]*\bdir=)/,
						'<html dir="rtl"'
					),
				} );
			} );
		}
		const rtl = way.direction === 'rtl';
		for ( const slug of PAGES ) {
			await openSliders( visitorUtils, page, `/demo/${ slug }/` );
			expect(
				await page.evaluate(
					() => getComputedStyle( document.body ).direction
				)
			).toBe( way.direction );
			if ( way.cookies.length ) {
				// WordPress serves the right-to-left twins of its stylesheets: the sliders' is
				// printed inline from its -rtl file (it fits WordPress's inline room), not from the
				// left-to-right one.
				const inline = await page
					.locator( '#vitrine-slider-inline-css' )
					.textContent();
				expect( inline ).toContain( SLIDER_CSS.rtl );
				expect( inline ).not.toContain( SLIDER_CSS.ltr );
			}
			const sliders = await controls( page );
			expect( sliders.length, slug ).toBeGreaterThan( 0 );
			for ( const { previous, next } of sliders ) {
				expect( { slug, previous, next } ).toEqual( {
					slug,
					previous: rtl
						? { side: 'right', points: 'right' }
						: { side: 'left', points: 'left' },
					next: rtl
						? { side: 'left', points: 'left' }
						: { side: 'right', points: 'right' },
				} );
			}
			expect(
				await page.evaluate(
					() =>
						document.documentElement.scrollWidth -
						document.documentElement.clientWidth
				),
				`${ slug } overflows sideways`
			).toBeLessThanOrEqual( 0 );
			for ( const direction of await playTriangles( page ) ) {
				expect( direction, `${ slug }: the play triangle` ).toBe(
					'right'
				);
			}
		}
		await close();
	} );
}
