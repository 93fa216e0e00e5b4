/**
 * Every button and control a visitor sees on a page, with the contrast of its label or icon
 * against what is actually behind it, read from the rendered pixels: a picture, a gradient, a
 * translucent veil or a theme's fill, whatever painted it (axe reads computed colours, and leaves
 * out what stands on a picture). Used by tests/e2e/specs/pages.spec.ts on every theme, in both
 * colour modes.
 *
 * How: each control's ink colour is read (its label's, else its icon's: an SVG's own paint or the
 * current colour that draws CSS chevrons and a dot's ring); then every control's ink is made
 * transparent, the page is photographed a screen at a time (the part of it that holds the
 * controls' ink), and the pixels under the ink (a
 * label's line boxes, an icon's middle: the control's box halved each way) are compared with it.
 * A shape with nothing drawn in it (a colour swatch) is measured by its edge against the pixels
 * round it. A control that is a picture (a gallery item) has no ink to measure.
 */
import type { Page } from '@playwright/test';
import { channelContrast } from './colors';

/** What is read of one control. */
export interface ControlReading {
	/** The control, as a visitor would name it (its label, else its tag and classes). */
	control: string;
	/** The ratio, the lowest but for the 5 % least (a glyph's anti-aliased edge). */
	ratio: number;
	/** The least it must reach: 4.5, for a label and for an icon alike. */
	needed: number;
}

/**
 * Where the page keeps the controls being measured, by index: a property of the window, since a
 * mark on the elements would differ from the markup a view hydrates (React reports it).
 */
const MARK = 'vitrineMeasuredControls';

/** What the page keeps while it is measured (MARK): the controls, and how to find their labels. */
interface Measured {
	controls: Element[];
	labels: ( element: Element ) => Text[];
}

/** What counts as a control. */
const CONTROLS = [
	'button',
	'[role="button"]',
	'a.wp-block-button__link',
	'.wp-element-button',
	'input[type="submit"]',
	'input[type="button"]',
	'summary',
].join( ',' );

/**
 * Lists the visible controls and reads each one's ink colour and kind; hides every ink.
 *
 * @param page The page.
 */
async function markControls( page: Page ) {
	return page.evaluate(
		( { selector, mark } ) => {
			const shown = ( element: Element ) => {
				const box = element.getBoundingClientRect();
				return (
					box.width >= 4 &&
					box.height >= 4 &&
					element.checkVisibility( {
						opacityProperty: true,
						visibilityProperty: true,
					} ) &&
					! element.closest(
						'[aria-hidden="true"], [inert], [hidden]'
					)
				);
			};
			const controls = Array.from(
				document.querySelectorAll< HTMLElement >( selector )
			)
				// An inactive control is exempt (WCAG 1.4.3, 1.4.11): a slider's first arrow, faded.
				.filter(
					( element ) =>
						! element.matches( ':disabled, [aria-disabled="true"]' )
				)
				// The outermost control only: a button inside a button-like link is one control.
				.filter(
					( element, _index, all ) =>
						shown( element ) &&
						! all.some(
							( other ) =>
								other !== element && other.contains( element )
						)
				);
			const painted = ( css: string ) =>
				! /^rgba\(.*,\s*0\)$|^transparent$/.test( css );
			const seen = ( box: Element | null ) => {
				const rect = box?.getBoundingClientRect();
				return !! rect && rect.width > 1 && rect.height > 1;
			};
			// A control's text a visitor sees (a screen reader's text sits in a box of a pixel).
			const labels = ( element: Element ) => {
				const found: Text[] = [];
				const texts = document.createTreeWalker(
					element,
					NodeFilter.SHOW_TEXT
				);
				for (
					let node = texts.nextNode();
					node;
					node = texts.nextNode()
				) {
					if (
						node.textContent?.trim() &&
						seen( node.parentElement )
					) {
						found.push( node as Text );
					}
				}
				return found;
			};
			( window as unknown as Record< string, Measured > )[ mark ] = {
				controls,
				labels,
			};
			const readings = controls.map( ( element ) => {
				const inked = inkOf( element );
				// A faded control's ink is fainter: its alpha times every opacity over it.
				let opacity = 1;
				for (
					let at: Element | null = element;
					at;
					at = at.parentElement
				) {
					opacity *= Number( getComputedStyle( at ).opacity );
				}
				return { ...inked, opacity };
			} );
			/**
			 * A control's name, kind and ink colour.
			 *
			 * @param element The control.
			 */
			function inkOf( element: HTMLElement ) {
				const name =
					element.getAttribute( 'aria-label' ) ||
					element.textContent?.trim().replace( /\s+/g, ' ' ) ||
					`${ element.tagName.toLowerCase() }.${ Array.from(
						element.classList
					).join( '.' ) }`;
				const [ label ] = labels( element );
				if ( label ) {
					return {
						name,
						kind: 'text',
						ink: getComputedStyle( label.parentElement! ).color,
					};
				}
				// A control that is a picture (a gallery item) has no ink of its own to measure.
				if ( element.querySelector( 'img, picture, video' ) ) {
					return { name, kind: 'picture', ink: '' };
				}
				// A shape with nothing drawn in it (a colour swatch, whose fill is what it shows):
				// its edge against what is round it.
				const before = getComputedStyle( element, '::before' ).content;
				if (
					! element.firstElementChild &&
					[ 'none', 'normal' ].includes( before )
				) {
					const style = getComputedStyle( element );
					return {
						name,
						kind: 'shape',
						ink:
							parseFloat( style.borderTopWidth ) > 0 &&
							painted( style.borderTopColor )
								? style.borderTopColor
								: style.backgroundColor,
					};
				}
				// An icon: an SVG's own paint, else the current colour (SVG icons, CSS chevrons,
				// a dot's ring), which is what a theme's rules or the mode change.
				const icon = element.querySelector( 'svg' );
				const paint = icon ? getComputedStyle( icon ) : null;
				const own = [ paint?.fill, paint?.stroke ].find(
					( value ) => value?.startsWith( 'rgb' ) && painted( value )
				);
				return {
					name,
					kind: 'icon',
					ink: own ?? getComputedStyle( element ).color,
				};
			}
			const hide = document.createElement( 'style' );
			hide.id = `${ mark }-style`;
			// Every control's ink, by the selector: a class or attribute on each would differ from
			// the markup a view hydrates. Icons drawn as pictures in a pseudo-element (WooCommerce's
			// show-password eye) go too, as the SVG icons do.
			hide.textContent = `:is(${ selector }), :is(${ selector }) * { color: transparent !important; -webkit-text-fill-color: transparent !important; text-shadow: none !important; } :is(${ selector }) svg, :is(${ selector })::before, :is(${ selector })::after, :is(${ selector }) ::before, :is(${ selector }) ::after { visibility: hidden !important; }`;
			document.head.append( hide );
			return readings;
		},
		{ selector: CONTROLS, mark: MARK }
	);
}

/**
 * Measures the marked controls wholly on screen and not covered: the pixels under their ink
 * against their ink colour.
 *
 * @param page    The page.
 * @param inks    Each control's ink colour and kind, by index.
 * @param pending The indexes not measured yet.
 * @return Each control measured, by index: its ratio.
 */
async function measureOnScreen(
	page: Page,
	inks: { kind: string; ink: string; opacity: number }[],
	pending: number[]
): Promise< Record< number, number > > {
	const boxes = await page.evaluate(
		( { mark, wanted, kinds } ) => {
			const inView = ( box: DOMRect ) =>
				box.top >= 0 &&
				box.left >= 0 &&
				box.bottom <= innerHeight &&
				box.right <= innerWidth &&
				box.width > 0;
			const found: Record< number, number[][] > = {};
			const { controls, labels } = (
				window as unknown as Record< string, Measured >
			 )[ mark ];
			for ( const index of wanted ) {
				const element = controls[ index ];
				if ( ! element?.isConnected ) {
					continue;
				}
				const box = element.getBoundingClientRect();
				const top = document.elementFromPoint(
					box.left + box.width / 2,
					box.top + box.height / 2
				);
				if ( ! inView( box ) || ! top || ! element.contains( top ) ) {
					continue;
				}
				// A label's line boxes; an icon's middle: the control's box halved each way, clear
				// of its border and of a round button's corners.
				const ink: {
					left: number;
					top: number;
					width: number;
					height: number;
				}[] = [];
				if ( kinds[ index ] === 'text' ) {
					for ( const label of labels( element ) ) {
						const range = document.createRange();
						range.selectNodeContents( label );
						ink.push( ...Array.from( range.getClientRects() ) );
					}
				} else if ( kinds[ index ] === 'shape' ) {
					// A ring two pixels wide, a pixel clear of the shape's edge.
					ink.push(
						{
							left: box.left - 3,
							top: box.top - 3,
							width: box.width + 6,
							height: 2,
						},
						{
							left: box.left - 3,
							top: box.bottom + 1,
							width: box.width + 6,
							height: 2,
						},
						{
							left: box.left - 3,
							top: box.top,
							width: 2,
							height: box.height,
						},
						{
							left: box.right + 1,
							top: box.top,
							width: 2,
							height: box.height,
						}
					);
				} else {
					ink.push( {
						left: box.left + box.width / 4,
						top: box.top + box.height / 4,
						width: box.width / 2,
						height: box.height / 2,
					} );
				}
				found[ index ] = ink.map( ( rect ) => [
					rect.left,
					rect.top,
					rect.width,
					rect.height,
				] );
			}
			return found;
		},
		{ mark: MARK, wanted: pending, kinds: inks.map( ( { kind } ) => kind ) }
	);
	if ( ! Object.keys( boxes ).length ) {
		return {};
	}
	// Only the part of the screen that holds the controls' ink: the picture is encoded and decoded
	// again, and a whole screen of pixels cost more than the measure itself.
	const inked = Object.values( boxes ).flat();
	const viewport = page.viewportSize()!;
	const left = Math.max(
		0,
		Math.floor( Math.min( ...inked.map( ( r ) => r[ 0 ] ) ) )
	);
	const top = Math.max(
		0,
		Math.floor( Math.min( ...inked.map( ( r ) => r[ 1 ] ) ) )
	);
	const right = Math.ceil(
		Math.max( ...inked.map( ( r ) => r[ 0 ] + r[ 2 ] ) )
	);
	const bottom = Math.ceil(
		Math.max( ...inked.map( ( r ) => r[ 1 ] + r[ 3 ] ) )
	);
	const clip = {
		x: left,
		y: top,
		width: Math.max( 1, Math.min( viewport.width, right ) - left ),
		height: Math.max( 1, Math.min( viewport.height, bottom ) - top ),
	};
	const shot = (
		await page.screenshot( { animations: 'disabled', clip } )
	).toString( 'base64' );
	// The pixels under each control's ink, each colour with how many pixels have it.
	const under: Record< number, [ string, number ][] > = await page.evaluate(
		async ( { png, found, origin } ) => {
			const image = await createImageBitmap(
				await ( await fetch( `data:image/png;base64,${ png }` ) ).blob()
			);
			const canvas = new OffscreenCanvas( image.width, image.height );
			const context = canvas.getContext( '2d', {
				willReadFrequently: true,
			} )!;
			context.drawImage( image, 0, 0 );
			const scale = image.width / origin.width;
			const result: Record< number, [ string, number ][] > = {};
			for ( const [ index, rects ] of Object.entries( found ) ) {
				const counts = new Map< string, number >();
				for ( const [ x, y, w, h ] of rects ) {
					const { data } = context.getImageData(
						Math.round( ( x - origin.x ) * scale ),
						Math.round( ( y - origin.y ) * scale ),
						Math.max( 1, Math.round( w * scale ) ),
						Math.max( 1, Math.round( h * scale ) )
					);
					for ( let at = 0; at < data.length; at += 4 ) {
						const pixel = `${ data[ at ] },${ data[ at + 1 ] },${
							data[ at + 2 ]
						}`;
						counts.set( pixel, ( counts.get( pixel ) ?? 0 ) + 1 );
					}
				}
				result[ Number( index ) ] = [ ...counts ];
			}
			return result;
		},
		{ png: shot, found: boxes, origin: clip }
	);
	return Object.fromEntries(
		Object.entries( under ).map( ( [ index, pixels ] ) => {
			const { ink, opacity } = inks[ Number( index ) ];
			const [ r, g, b, alpha = 1 ] = ( ink.match( /[\d.]+/g ) ?? [] ).map(
				Number
			);
			const a = alpha * opacity;
			// Each pixel's ratio to the ink laid over it, as many times as the pixel is there.
			const ratios = pixels
				.map( ( [ pixel, count ] ): [ number, number ] => {
					const behind = pixel.split( ',' ).map( Number );
					const mixed = [ r, g, b ].map(
						( channel, c ) => channel * a + behind[ c ] * ( 1 - a )
					);
					return [
						channelContrast(
							mixed.map( ( c ) => c / 255 ),
							behind.map( ( c ) => c / 255 )
						),
						count,
					];
				} )
				.sort( ( x, y ) => x[ 0 ] - y[ 0 ] );
			// The lowest but for the 5 % least.
			const total = ratios.reduce(
				( sum, [ , count ] ) => sum + count,
				0
			);
			let seen = 0;
			const found = ratios.find( ( [ , count ] ) => {
				seen += count;
				return seen > total * 0.05;
			} );
			return [ Number( index ), found?.[ 0 ] ?? 0 ];
		} )
	);
}

/**
 * Every visible control on the page and its contrast, the page scrolled a screen at a time from
 * the top (a control under a sticky header at one scroll is measured at another).
 *
 * @param page The page, loaded.
 */
export async function controlContrasts(
	page: Page
): Promise< ControlReading[] > {
	const inks = await markControls( page );
	const ratios: Record< number, number > = {};
	try {
		const { height, screen } = await page.evaluate( () => ( {
			height: document.documentElement.scrollHeight,
			screen: innerHeight,
		} ) );
		for ( let y = 0; y < height; y += Math.floor( screen * 0.8 ) ) {
			await page.evaluate( ( top ) => {
				window.scrollTo( { top, behavior: 'instant' } );
				return new Promise( requestAnimationFrame );
			}, y );
			const pending = inks
				.map( ( _, index ) => index )
				.filter(
					( index ) =>
						! ( index in ratios ) &&
						inks[ index ].kind !== 'picture'
				);
			Object.assign(
				ratios,
				await measureOnScreen( page, inks, pending )
			);
		}
	} finally {
		await page.evaluate( ( mark ) => {
			document.getElementById( `${ mark }-style` )?.remove();
			delete ( window as unknown as Record< string, unknown > )[ mark ];
			window.scrollTo( { top: 0, behavior: 'instant' } );
		}, MARK );
	}
	return Object.entries( ratios ).map( ( [ index, ratio ] ) => ( {
		control: inks[ Number( index ) ].name,
		ratio,
		needed: 4.5,
	} ) );
}
