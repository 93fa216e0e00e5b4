/**
 * What makes a page look broken, measured in the browser (the layout checks of docs/development.md):
 * - the page scrolls sideways;
 * - a control (link, button, field) covers text or another control, or is itself covered: each
 *   control's centre and each line of text is probed with elementsFromPoint(), so clipping,
 *   stacking and transforms count as a visitor sees them;
 * - text runs out of its block sideways;
 * - an image whose box waits for its file (no width and height, in attributes or styles), so the
 *   page shifts when it loads.
 * Only what is in the window is probed: the page is walked a window at a time. A scope limits the
 * controls, text and images probed to a part of the page (the post's content, in a theme whose
 * own header and footer are the theme's business); sideways scroll is always the whole page's.
 */
import type { Page } from '@playwright/test';
import { networkSettled } from './network';

/**
 * Images the walk leaves to their owner: the product pictures in WooCommerce's Cart and Checkout
 * blocks (the empty cart's "New in store" grid), which WooCommerce's own styles size by the file
 * alone. Their shift is WooCommerce's, on every theme, with or without Vitrine
 * (docs/known-limits.md); every other check still runs on those pages, axe included.
 */
const NOT_OURS_IMAGES =
	'.wp-block-woocommerce-cart img, .wp-block-woocommerce-checkout img';

/** Controls a visitor aims at. */
const CONTROLS =
	'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [tabindex]:not([tabindex="-1"])';

export async function layoutProblems(
	page: Page,
	scope = 'body'
): Promise< string[] > {
	const problems = new Set< string >();
	for ( const problem of await walk( page, 'layout', scope ) ) {
		problems.add( problem );
	}
	// Images are probed once every view the walk started has hydrated: swapping a file under a
	// view that is hydrating would be a mismatch of the test's own making.
	await networkSettled( page );
	await page.waitForFunction(
		() => ! document.querySelector( '[data-vitrine-hydrated="pending"]' )
	);
	for ( const problem of await walk( page, 'images', scope ) ) {
		problems.add( problem );
	}
	return [ ...problems ];
}

/**
 * Scrolls through the page a window at a time and probes each window.
 *
 * @param page  The page.
 * @param probe What to probe (see probeWindow()).
 * @param scope The part of the page probed.
 */
async function walk( page: Page, probe: 'layout' | 'images', scope: string ) {
	const found: string[] = [];
	const { scrollHeight, innerHeight } = await page.evaluate( () => ( {
		scrollHeight: document.documentElement.scrollHeight,
		innerHeight: window.innerHeight,
	} ) );
	for ( let top = 0; top < scrollHeight; top += innerHeight ) {
		// One call per window (the scroll, the frames and the probe): on two busy cores each
		// call into the page costs more than the probe's own work.
		found.push(
			...( await page.evaluate( probeWindow, {
				windowTop: top,
				controls: CONTROLS,
				probe,
				scope,
				notOurs: NOT_OURS_IMAGES,
			} ) )
		);
	}
	await page.evaluate( () => window.scrollTo( 0, 0 ) );
	return found;
}

/**
 * Runs in the page: scrolls to a window, lets it settle, and returns the problems visible in it:
 * `layout` (scroll, controls, text) or `images` (which swaps each image's file for a moment).
 *
 * @param options           What to probe.
 * @param options.windowTop Where the window starts (px from the top of the page).
 * @param options.controls  The controls' selector.
 * @param options.probe     `layout` (scroll, controls, text) or `images`.
 * @param options.scope     The part of the page probed.
 * @param options.notOurs   Images left to their owner (NOT_OURS_IMAGES).
 */
async function probeWindow( {
	windowTop,
	controls,
	probe,
	scope,
	notOurs,
}: {
	windowTop: number;
	controls: string;
	probe: 'layout' | 'images';
	scope: string;
	notOurs: string;
} ): Promise< string[] > {
	window.scrollTo( 0, windowTop );
	// A frame for sticky headers and lazy layouts to settle: two animation frames, or a second at
	// the most. Once in a CI run a walk waited here until the test's five minutes ran out (the
	// retry passed); a timer still fires where no frame comes, and a page that blocks its main
	// thread still fails the test.
	await Promise.race( [
		new Promise( ( resolve ) =>
			requestAnimationFrame( () => requestAnimationFrame( resolve ) )
		),
		new Promise( ( resolve ) => setTimeout( resolve, 1000 ) ),
	] );
	const found: string[] = [];
	const width = document.documentElement.clientWidth;
	const height = window.innerHeight;
	const name = ( element: Element ) => {
		const text = ( element.textContent ?? '' )
			.trim()
			.replace( /\s+/g, ' ' );
		const label =
			element.getAttribute( 'aria-label' ) ?? text.slice( 0, 40 );
		const classes = [ ...element.classList ].slice( 0, 2 ).join( '.' );
		return `<${ element.tagName.toLowerCase() }${ classes ? `.${ classes }` : '' }> "${ label }"`;
	};
	// Seen: no ancestor hidden or transparent, a box of its own, and not set aside for
	// assistive technology only (inert or aria-hidden slides, visually hidden labels).
	const shown = ( element: Element ) => {
		const box = element.getBoundingClientRect();
		return (
			element.checkVisibility( {
				opacityProperty: true,
				visibilityProperty: true,
			} ) &&
			box.width > 1 &&
			box.height > 1 &&
			! element.closest( '[inert], [aria-hidden="true"]' )
		);
	};
	// Whether a point of an element shows, or an ancestor's overflow clips it away (a slide
	// outside its slider's window).
	const unclipped = ( element: Element, x: number, y: number ) => {
		for (
			let ancestor = element.parentElement;
			ancestor && ancestor !== document.body;
			ancestor = ancestor.parentElement
		) {
			const style = getComputedStyle( ancestor );
			if (
				style.overflowX !== 'visible' ||
				style.overflowY !== 'visible'
			) {
				const box = ancestor.getBoundingClientRect();
				if (
					x < box.left ||
					x > box.right ||
					y < box.top ||
					y > box.bottom
				) {
					return false;
				}
			}
		}
		return true;
	};
	// A sticky or fixed header: the page scrolls under it by design.
	const pinned = ( element: Element ) => {
		for (
			let ancestor: Element | null = element;
			ancestor;
			ancestor = ancestor.parentElement
		) {
			if (
				[ 'sticky', 'fixed' ].includes(
					getComputedStyle( ancestor ).position
				)
			) {
				return true;
			}
		}
		return false;
	};
	const inWindow = ( x: number, y: number ) =>
		x >= 0 && y >= 0 && x < width && y < height;

	if ( probe === 'images' ) {
		// An image whose box waits for the file shifts the page when it arrives. Each image is
		// measured again with a 1 × 1 pixel in place of its file, then given its file back: the same
		// box means its size comes from its attributes or its styles, not from the download.
		const pixel =
			'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';
		for ( const image of Array.from( document.images ) ) {
			if (
				! image.closest( scope ) ||
				image.matches( notOurs ) ||
				! shown( image )
			) {
				continue;
			}
			const real = image.getBoundingClientRect();
			// The window's images only: a lazy image far away would never load.
			if ( real.bottom < 0 || real.top > height ) {
				continue;
			}
			const src = image.getAttribute( 'src' );
			const srcset = image.getAttribute( 'srcset' );
			image.removeAttribute( 'srcset' );
			image.src = pixel;
			await image.decode().catch( () => {} );
			const empty = image.getBoundingClientRect();
			if ( srcset !== null ) {
				image.setAttribute( 'srcset', srcset );
			}
			image.setAttribute( 'src', src ?? '' );
			await image.decode().catch( () => {} );
			if (
				Math.abs( real.width - empty.width ) > 1 ||
				Math.abs( real.height - empty.height ) > 1
			) {
				found.push(
					`image sized by its file (${ Math.round( empty.width ) } × ${ Math.round( empty.height ) } with a 1 px file, ${ Math.round( real.width ) } × ${ Math.round( real.height ) } with its own): ${ src }`
				);
			}
		}
		return found;
	}

	if ( document.documentElement.scrollWidth > width + 1 ) {
		found.push(
			`scrolls sideways: ${ document.documentElement.scrollWidth } px wide in ${ width }`
		);
	}

	// Controls: the topmost element at a control's centre must be the control or inside it.
	for ( const control of Array.from(
		document.querySelectorAll( controls )
	) ) {
		if ( ! control.closest( scope ) || ! shown( control ) ) {
			continue;
		}
		const box = control.getBoundingClientRect();
		const x = box.left + box.width / 2;
		const y = box.top + box.height / 2;
		if ( ! inWindow( x, y ) || ! unclipped( control, x, y ) ) {
			continue;
		}
		const top = document.elementFromPoint( x, y );
		if (
			top &&
			! pinned( top ) &&
			top !== control &&
			! control.contains( top ) &&
			! top.contains( control )
		) {
			const coverer = top.closest( controls ) ?? top;
			found.push( `${ name( coverer ) } covers ${ name( control ) }` );
		}
	}

	// Text: no control may sit on a line of text it does not hold; no text may leave its block.
	const walker = document.createTreeWalker(
		document.body,
		NodeFilter.SHOW_TEXT,
		{
			acceptNode: ( node ) =>
				node.textContent?.trim() &&
				node.parentElement?.closest( scope ) &&
				shown( node.parentElement ) &&
				! node.parentElement.closest(
					'script, style, noscript, template'
				)
					? NodeFilter.FILTER_ACCEPT
					: NodeFilter.FILTER_REJECT,
		}
	);
	for ( let node = walker.nextNode(); node; node = walker.nextNode() ) {
		const parent = node.parentElement!;
		const range = document.createRange();
		range.selectNodeContents( node );
		const block = ( () => {
			let element: Element | null = parent;
			while (
				element &&
				getComputedStyle( element ).display === 'inline'
			) {
				element = element.parentElement;
			}
			return element ?? document.body;
		} )();
		const blockBox = block.getBoundingClientRect();
		const clipped = getComputedStyle( block ).overflowX !== 'visible';
		for ( const line of Array.from( range.getClientRects() ) ) {
			if ( line.width < 2 || line.height < 2 ) {
				continue;
			}
			if (
				! clipped &&
				( line.right > blockBox.right + 1 ||
					line.left < blockBox.left - 1 )
			) {
				found.push(
					`text leaves its block: "${ node.textContent!.trim().slice( 0, 40 ) }" in ${ name( block ) }`
				);
			}
			// The line's middle, a little in from each end.
			for ( const x of [
				line.left + 3,
				line.left + line.width / 2,
				line.right - 3,
			] ) {
				const y = line.top + line.height / 2;
				if ( ! inWindow( x, y ) || ! unclipped( parent, x, y ) ) {
					continue;
				}
				const top = document.elementFromPoint( x, y );
				const control = top?.closest( controls );
				if (
					control &&
					! control.contains( node ) &&
					! parent.contains( control ) &&
					! pinned( control )
				) {
					found.push(
						`${ name( control ) } covers text "${ node.textContent!.trim().slice( 0, 40 ) }"`
					);
				}
			}
		}
	}

	return found;
}
