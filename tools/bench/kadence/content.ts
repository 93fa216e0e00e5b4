/**
 * The content of each bench section, read from Vitrine's own demo fixtures (the markup the
 * /vitrine/<slug>/ pages show), and the Kadence blocks that hold the same content: which block an
 * editor picks in the inserter, and what its controls set. Nothing here is typed twice: change a
 * demo fixture and the next `npm run bench:kadence` builds the Kadence side from it.
 */
import { readFileSync } from 'fs';
import path from 'path';
import { parse } from '@wordpress/block-serialization-default-parser';

export const ROOT = path.resolve( __dirname, '../../..' );

type Parsed = ReturnType< typeof parse >[ number ];
type Attributes = Record< string, unknown >;

/** A block to create inside the one inserted: name, attributes, its own inner blocks. */
export type Inner = [ string, Attributes, Inner[]? ];

/** One block an editor adds: found in the inserter by title, then set up in its controls. */
export interface KadenceBlock {
	title: string;
	name: string;
	attributes: Attributes;
	innerBlocks?: Inner[];
	/** Created with its inner blocks in one step, where an empty one would remove itself. */
	withItems?: boolean;
}

const sections: Record< string, { vitrine: string[] } > = JSON.parse(
	readFileSync( path.join( ROOT, 'bench/kadence/sections.json' ), 'utf8' )
).sections;

/**
 * The parsed blocks of a section's Vitrine fixtures.
 *
 * @param slug The section.
 */
function fixtureBlocks( slug: string ): Parsed[] {
	return sections[ slug ].vitrine.flatMap( ( fixture ) => {
		const [ block, name ] = fixture.split( '/' );
		const markup = readFileSync(
			path.join(
				ROOT,
				`src/blocks/${ block }/test/fixtures/${ name }.html`
			),
			'utf8'
		);
		return parse( markup ).filter( ( parsed ) => parsed.blockName );
	} );
}

const text = ( html: string ) =>
	html
		.replace( /<[^>]+>/g, '' )
		.replace( /&amp;/g, '&' )
		.trim();
const html = ( block: Parsed ) => block.innerHTML ?? '';
// A block's markup with its inner blocks', in order.
const deepHtml = ( block: Parsed ): string =>
	html( block ) + block.innerBlocks.map( deepHtml ).join( '' );
const attribute = ( markup: string, name: string ) =>
	new RegExp( `${ name }="([^"]*)"` ).exec( markup )?.[ 1 ] ?? '';
const byClass = ( blocks: Parsed[], className: string ) =>
	blocks.find( ( block ) => html( block ).includes( className ) );

/**
 * The hero: Kadence's free blocks have no slider of rich slides, so the nearest an editor can
 * build is a Row Layout whose background slides through the same colours and pictures, holding the
 * first slide's heading, text and buttons.
 */
function heroSlider(): KadenceBlock[] {
	const slides = fixtureBlocks( 'hero-slider' )[ 0 ].innerBlocks;
	const first = slides[ 0 ].innerBlocks;
	const heading = first.find( ( b ) => b.blockName === 'core/heading' );
	const paragraph = first.find( ( b ) => b.blockName === 'core/paragraph' );
	const buttons = first.find( ( b ) => b.blockName === 'core/buttons' );
	return [
		{
			title: 'Row Layout',
			name: 'kadence/rowlayout',
			attributes: {
				columns: 1,
				colLayout: 'equal',
				align: 'full',
				minHeight: 480,
				textColor: '#ffffff',
				backgroundSettingTab: 'slider',
				backgroundSliderCount: slides.length,
				backgroundSlider: slides.map( ( slide ) => ( {
					bgColor: (
						slide.attrs as {
							style?: { color?: { background?: string } };
						}
					 ).style?.color?.background,
					bgImg: attribute(
						/<img class="vitrine-slide__background"[^>]*>/.exec(
							html( slide )
						)?.[ 0 ] ?? '',
						'src'
					),
					bgImgID: '',
				} ) ),
				backgroundSliderSettings: [
					{
						arrowStyle: 'whiteondark',
						dotStyle: 'light',
						autoPlay: true,
						speed: 7000,
						fade: true,
						tranSpeed: 400,
						// Vitrine's hero autoplays with a pause control (SL-3): the same here.
						showPauseButton: true,
					},
				],
			},
			innerBlocks: [
				[
					'kadence/column',
					{},
					[
						[
							'core/heading',
							{ content: text( html( heading! ) ), level: 2 },
						],
						[
							'core/paragraph',
							{ content: text( html( paragraph! ) ) },
						],
						[
							'core/buttons',
							{},
							buttons!.innerBlocks.map( ( button ): Inner => [
								'core/button',
								{
									text: text( html( button ) ),
									url: attribute( html( button ), 'href' ),
									className: (
										button.attrs as { className?: string }
									 ).className,
								},
							] ),
						],
					],
				],
			],
		},
	];
}

/** Testimonials: the same quotes, names, roles, ratings and pictures, as a carousel. */
function testimonials(): KadenceBlock[] {
	const slides = fixtureBlocks( 'testimonials' )[ 0 ].innerBlocks;
	return [
		{
			title: 'Testimonials',
			name: 'kadence/testimonials',
			withItems: true,
			attributes: {
				layout: 'carousel',
				align: 'wide',
				columns: [ 1, 1, 1, 1, 1, 1 ],
				itemsCount: slides.length,
				displayRating: true,
				displayTitle: false,
				showPresets: false,
			},
			innerBlocks: slides.map( ( slide ): Inner => {
				const parts = slide.innerBlocks;
				const part = ( className: string ) =>
					text( html( byClass( parts, className )! ) );
				const avatar = html(
					parts.find( ( b ) => b.blockName === 'core/image' )!
				);
				return [
					'kadence/testimonial',
					{
						content: part( 'vitrine-testimonial__quote' ),
						name: part( 'vitrine-testimonial__name' ),
						occupation: part( 'vitrine-testimonial__role' ),
						rating: (
							parts.find(
								( b ) => b.blockName === 'vitrine/rating'
							)!.attrs as { rating: number }
						 ).rating,
						media: 'image',
						url: attribute( avatar, 'src' ),
						alt: attribute( avatar, 'alt' ),
					},
				];
			} ),
		},
	];
}

/**
 * The pictures of a fixture as Gallery (Adv) images: `images` for the editor, and the copy its
 * media picker keeps in `imagesDynamic`, which the front end renders from.
 *
 * @param markup  The fixture's markup.
 * @param caption Each picture's caption, from the markup after it.
 */
function galleryImages(
	markup: string,
	caption: ( after: string ) => string = () => ''
) {
	const images = Array.from( markup.matchAll( /<img [^>]*>/g ) ).map(
		( match ) => {
			const image = match[ 0 ];
			const url = attribute( image, 'src' );
			return {
				url,
				thumbUrl: url,
				lightUrl: url,
				fullUrl: url,
				alt: attribute( image, 'alt' ).replace( /&amp;/g, '&' ),
				width: Number( attribute( image, 'width' ) ) || '',
				height: Number( attribute( image, 'height' ) ) || '',
				caption: caption(
					markup.slice( ( match.index ?? 0 ) + image.length )
				),
			};
		}
	);
	return { images, imagesDynamic: images };
}

/** The partners' logos in a Gallery (Adv) carousel that plays on its own, as Vitrine's does. */
function logoCarousel(): KadenceBlock[] {
	const markup = deepHtml( fixtureBlocks( 'logo-carousel' )[ 0 ] );
	return [
		{
			title: 'Gallery (Adv)',
			name: 'kadence/advancedgallery',
			attributes: {
				type: 'carousel',
				columns: [ 5, 5, 4, 3, 2, 2 ],
				imageRatio: 'inherit',
				autoPlay: true,
				showPauseButton: true,
				linkTo: 'none',
				...galleryImages( markup ),
			},
		},
	];
}

/** One Count Up a counter, with the same start, end, prefix, suffix and separators. */
function counters(): KadenceBlock[] {
	return fixtureBlocks( 'counters' ).map( ( block ) => {
		const a = block.attrs as {
			number: number;
			start?: number;
			decimals?: number;
			prefix?: string;
			suffix?: string;
			label?: string;
			thousandsSeparator?: string;
		};
		return {
			title: 'Count Up',
			name: 'kadence/countup',
			attributes: {
				title: a.label ?? '',
				start: a.start ?? 0,
				end: a.number,
				prefix: a.prefix ?? '',
				suffix: a.suffix ?? '',
				separator: a.thousandsSeparator ?? ',',
				decimal: a.decimals ? '.' : '',
				decimalSpaces: a.decimals ?? 0,
			},
		};
	} );
}

/** One Countdown a countdown, to the same moment. */
function countdowns(): KadenceBlock[] {
	return fixtureBlocks( 'countdown' ).map( ( block ) => {
		const { date } = block.attrs as { date: string };
		return {
			title: 'Countdown',
			name: 'kadence/countdown',
			attributes: {
				countdownType: 'date',
				date: date.slice( 0, 19 ),
				timestamp: Date.parse( date ),
				timezone: 'UTC',
				timeOffset: 0,
			},
		};
	} );
}

/**
 * One Progress Bar a bar or circle, with the same label, value and colour.
 *
 * @param slug    The section.
 * @param barType Kadence's bar type.
 */
function progress( slug: string, barType: 'line' | 'circle' ) {
	const [ block ] = fixtureBlocks( slug );
	const { bars, circles: rings } = block.attrs as {
		bars?: Array< { label: string; value: number; color: string } >;
		circles?: Array< { label: string; value: number; color: string } >;
	};
	return ( bars ?? rings ?? [] ).map( ( item ) => ( {
		label: item.label,
		progressAmount: item.value,
		progressColor: item.color,
		barType,
		displayPercent: true,
	} ) );
}

/** Progress bars: one Progress Bar each, stacked as Vitrine's are. */
function progressBars(): KadenceBlock[] {
	return progress( 'progress-bars', 'line' ).map( ( attributes ) => ( {
		title: 'Progress Bar',
		name: 'kadence/progress-bar',
		attributes,
	} ) );
}

/** Progress circles: four circles side by side, in a Row Layout of four columns. */
function circles(): KadenceBlock[] {
	const items = progress( 'circles', 'circle' );
	return [
		{
			title: 'Row Layout',
			name: 'kadence/rowlayout',
			attributes: { columns: items.length, colLayout: 'equal' },
			innerBlocks: items.map( ( attributes ): Inner => [
				'kadence/column',
				{},
				[ [ 'kadence/progress-bar', attributes ] ],
			] ),
		},
	];
}

/** The portfolio's pictures, captioned with their titles, opening in Kadence's lightbox. */
function gallery(): KadenceBlock[] {
	const markup = deepHtml( fixtureBlocks( 'gallery' )[ 0 ] );
	return [
		{
			title: 'Gallery (Adv)',
			name: 'kadence/advancedgallery',
			attributes: {
				type: 'masonry',
				columns: [ 3, 3, 3, 2, 1, 1 ],
				linkTo: 'media',
				lightbox: 'magnific',
				showCaption: true,
				...galleryImages( markup, ( after ) =>
					text(
						/<span class="vitrine-portfolio__name">(.*?)<\/span>/.exec(
							after
						)?.[ 1 ] ?? ''
					)
				),
			},
		},
	];
}

/** Each section's Kadence blocks, in the order of bench/kadence/sections.json. */
export const KADENCE_SECTIONS: Record< string, () => KadenceBlock[] > = {
	'hero-slider': heroSlider,
	testimonials,
	'logo-carousel': logoCarousel,
	counters,
	countdown: countdowns,
	'progress-bars': progressBars,
	circles,
	gallery,
};

export const SECTION_SLUGS = Object.keys( sections );
