/**
 * A finger on a phone, for the sliders' touch tests: real touch input through the DevTools
 * protocol (`Input.dispatchTouchEvent`), which Chromium turns into pointer events, scrolling and
 * zoom as it does for a screen (and applies `touch-action` to), in a context that emulates a
 * phone. (`Input.synthesizePinchGesture` zooms by wheel on Linux, past any `touch-action`.)
 */
import type { Browser, CDPSession, Page } from '@playwright/test';
import { BASE_URL } from './env';
import { openGuardedPage, test } from './fixtures';
import { needs } from './engines';

/** The phone the bench's first-response measurements use (a mid-size Android screen). */
export const PHONE = { width: 412, height: 823 };

export type Point = { x: number; y: number };

export class Finger {
	private constructor(
		private readonly page: Page,
		private readonly cdp: CDPSession
	) {}

	static async on( page: Page ): Promise< Finger > {
		needs( 'touch' );
		return new Finger( page, await page.context().newCDPSession( page ) );
	}

	async down( at: Point ) {
		await this.touch( 'touchStart', [ at ] );
	}

	async move( to: Point ) {
		await this.touch( 'touchMove', [ to ] );
	}

	async up() {
		await this.touch( 'touchEnd', [] );
	}

	/**
	 * Presses, moves by (dx, dy) in `steps` moves `stepMs` apart, rests `holdMs`, lets go.
	 * @param from            Where the finger lands.
	 * @param by              How far it moves.
	 * @param by.x            Across.
	 * @param by.y            Down.
	 * @param options         Pace.
	 * @param options.steps   Number of moves.
	 * @param options.stepMs  Time between moves.
	 * @param options.holdMs  Rest before letting go.
	 * @param options.release Whether to let go at the end.
	 */
	async swipe(
		from: Point,
		by: { x: number; y: number },
		{ steps = 10, stepMs = 16, holdMs = 0, release = true } = {}
	) {
		await this.down( from );
		for ( let step = 1; step <= steps; step++ ) {
			if ( stepMs ) {
				await this.page.waitForTimeout( stepMs );
			}
			await this.move( {
				x: from.x + ( by.x * step ) / steps,
				y: from.y + ( by.y * step ) / steps,
			} );
		}
		if ( holdMs ) {
			await this.page.waitForTimeout( holdMs );
		}
		if ( release ) {
			await this.up();
		}
	}

	/**
	 * Two fingers land 40 px apart around a point and spread to 240 px (the page may zoom).
	 * @param at The centre.
	 */
	async pinch( at: Point ) {
		const fingers = ( apart: number ) => [
			{ x: at.x - apart / 2, y: at.y },
			{ x: at.x + apart / 2, y: at.y },
		];
		await this.touch( 'touchStart', fingers( 40 ) );
		for ( let step = 1; step <= 10; step++ ) {
			await this.page.waitForTimeout( 16 );
			await this.touch( 'touchMove', fingers( 40 + step * 20 ) );
		}
		await this.touch( 'touchEnd', [] );
	}

	private async touch(
		type: 'touchStart' | 'touchMove' | 'touchEnd',
		points: Point[]
	) {
		await this.cdp.send( 'Input.dispatchTouchEvent', {
			type,
			touchPoints: points.map( ( point, id ) => ( {
				x: Math.round( point.x ),
				y: Math.round( point.y ),
				id,
			} ) ),
		} );
	}
}

export type TextDirection = 'ltr' | 'rtl';

/**
 * Makes the site read right to left for a page's visitor (the test switch sets WordPress's text
 * direction, so the `-rtl` stylesheets are served), or leaves it left to right.
 * @param page      The visitor's page.
 * @param direction The site's text direction.
 */
export async function readIn( page: Page, direction: TextDirection ) {
	if ( direction === 'rtl' ) {
		await page.context().addCookies( [
			{
				name: 'vitrine_test_direction',
				value: 'rtl',
				// The project's own site (7.1's, or the minimum's).
				url: test.info().project.use.baseURL ?? BASE_URL,
			},
		] );
	}
}

/**
 * A logged-out visitor on a phone (touch screen, mobile viewport), failing the test on any
 * console error.
 * @param browser   The browser.
 * @param direction The site's text direction (the test switch sets WordPress's).
 */
export async function openPhone(
	browser: Browser,
	direction: TextDirection = 'ltr'
) {
	const phone = await openGuardedPage( browser, {
		viewport: PHONE,
		hasTouch: true,
		isMobile: true,
	} );
	await readIn( phone.page, direction );
	return { ...phone, finger: await Finger.on( phone.page ) };
}
