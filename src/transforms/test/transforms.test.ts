/**
 * The transforms' logic, on plain trees: every piece of content (text, pictures, alt text,
 * links) arrives, and the way back gives the blocks that came in. The editor applying them is
 * tested in tests/e2e/specs/transforms.spec.ts.
 */
import { tree, type BlockTree } from '../tree';
import { coverFitsSlide, coversFromHero, heroFromCovers } from '../hero';
import { galleryFromLogos, logosFitGallery, logosFromImages } from '../logos';
import { hasColourBackground } from '../slides';
import {
	galleryFromPortfolio,
	portfolioFitsGallery,
	portfolioFromImages,
	titleAndText,
} from '../portfolio';
import {
	quotesFromTestimonials,
	testimonialsFitQuotes,
	testimonialsFromQuotes,
} from '../testimonials';

/** A stand-in for core's RichTextData: its string is its HTML. */
class RichText {
	constructor( private html: string ) {}
	toHTMLString() {
		return this.html;
	}
	toString() {
		return this.html;
	}
}

const image = ( n: number, extra: Record< string, unknown > = {} ) =>
	tree( 'core/image', {
		id: n,
		url: `https://shop.example/wp-content/uploads/${ n }.jpg`,
		alt: `Picture ${ n }`,
		...extra,
	} );

const noSize = () => undefined;

describe( 'GA-1 Gallery ⇄ portfolio', () => {
	const gallery = tree( 'core/gallery', {}, [
		image( 1, {
			caption: new RichText(
				'Bakery <em>rebrand</em><br>Logo and shop front'
			),
			href: 'https://shop.example/work/bakery/',
			linkDestination: 'custom',
		} ),
		image( 2, {
			caption: new RichText( 'Poster' ),
			href: 'https://shop.example/wp-content/uploads/2-full.jpg',
			linkDestination: 'media',
		} ),
		image( 3 ),
	] );

	it( 'GA-1 each image becomes a project with its picture, alt, caption, link and size', () => {
		const portfolio = portfolioFromImages( [ gallery ], ( id ) =>
			id === 1 ? { width: 1024, height: 683 } : undefined
		);
		expect( portfolio.name ).toBe( 'vitrine/portfolio' );
		expect(
			portfolio.innerBlocks.map( ( item ) => item.attributes )
		).toEqual( [
			{
				imageId: 1,
				imageUrl: 'https://shop.example/wp-content/uploads/1.jpg',
				alt: 'Picture 1',
				width: 1024,
				height: 683,
				fullUrl: '',
				link: 'https://shop.example/work/bakery/',
				title: 'Bakery <em>rebrand</em>',
				text: 'Logo and shop front',
			},
			{
				imageId: 2,
				imageUrl: 'https://shop.example/wp-content/uploads/2.jpg',
				alt: 'Picture 2',
				width: 0,
				height: 0,
				fullUrl: 'https://shop.example/wp-content/uploads/2-full.jpg',
				link: '',
				title: 'Poster',
				text: '',
			},
			expect.objectContaining( {
				imageId: 3,
				title: '',
				text: '',
				link: '',
			} ),
		] );
	} );

	it( 'GA-1 and back: the Gallery that came in', () => {
		const portfolio = portfolioFromImages( [ gallery ], noSize );
		expect( portfolioFitsGallery( portfolio ) ).toBe( true );
		expect( galleryFromPortfolio( portfolio ) ).toEqual(
			tree( 'core/gallery', {}, [
				image( 1, {
					caption: 'Bakery <em>rebrand</em><br>Logo and shop front',
					href: 'https://shop.example/work/bakery/',
					linkDestination: 'custom',
				} ),
				image( 2, {
					caption: 'Poster',
					href: 'https://shop.example/wp-content/uploads/2-full.jpg',
					linkDestination: 'media',
				} ),
				// Unlinked, marked as the Gallery marks an unlinked image it is given.
				image( 3, { linkDestination: 'none' } ),
			] )
		);
	} );

	it( 'GA-1 a caption too long for a title becomes the text, whole', () => {
		const long = 'word '.repeat( 40 ).trim();
		expect( titleAndText( long ) ).toEqual( { title: '', text: long } );
	} );

	it( 'GA-1 a portfolio a Gallery would lose something of is not offered the way back', () => {
		const item = ( attributes: Record< string, unknown > ) =>
			tree( 'vitrine/portfolio', {}, [
				tree( 'vitrine/portfolio-item', {
					imageUrl: 'https://shop.example/a.jpg',
					...attributes,
				} ),
			] );
		expect(
			portfolioFitsGallery(
				item( { categories: [ { slug: 'print', name: 'Print' } ] } )
			)
		).toBe( false );
		expect( portfolioFitsGallery( item( { imageUrl: '' } ) ) ).toBe(
			false
		);
		expect(
			portfolioFitsGallery(
				item( {
					fullUrl: 'https://video.example/film.mp4',
					link: 'https://shop.example/work/',
				} )
			)
		).toBe( false );
		expect( portfolioFitsGallery( item( {} ) ) ).toBe( true );
	} );
} );

describe( 'SL-4 images ⇄ logo strip', () => {
	const images = [
		image( 1, {
			href: 'https://partner.example/',
			linkDestination: 'custom',
		} ),
		image( 2, { className: 'is-style-rounded' } ),
	];

	it( 'SL-4 each image, chosen together or in a Gallery or Group, is one slide with its alt and link', () => {
		const fromGroup = logosFromImages( [
			tree( 'core/group', {}, images ),
		] );
		expect( logosFromImages( images ) ).toEqual( fromGroup );
		expect( fromGroup.innerBlocks ).toEqual( [
			tree( 'vitrine/slide', {}, [
				image( 1, {
					href: 'https://partner.example/',
					linkDestination: 'custom',
					className: 'vitrine-logo',
				} ),
			] ),
			tree( 'vitrine/slide', {}, [
				image( 2, { className: 'is-style-rounded vitrine-logo' } ),
			] ),
		] );
	} );

	it( 'SL-4 and back: a Gallery of the same images', () => {
		const strip = logosFromImages( images );
		expect( logosFitGallery( strip ) ).toBe( true );
		expect( galleryFromLogos( strip ) ).toEqual(
			tree( 'core/gallery', {}, images )
		);
	} );

	it( 'SL-4 a strip with other blocks, a background picture or colour is not offered the way back', () => {
		const withSlide = ( slide: BlockTree ) =>
			tree( 'vitrine/logo-slider', {}, [ slide ] );
		expect(
			logosFitGallery(
				withSlide(
					tree( 'vitrine/slide', {}, [
						image( 1 ),
						tree( 'core/paragraph', { content: 'Partner' } ),
					] )
				)
			)
		).toBe( false );
		expect(
			logosFitGallery(
				withSlide(
					tree(
						'vitrine/slide',
						{ mediaUrl: 'https://a.example/b.jpg' },
						[ image( 1 ) ]
					)
				)
			)
		).toBe( false );
		expect(
			logosFitGallery(
				withSlide(
					tree( 'vitrine/slide', { backgroundColor: 'accent' }, [
						image( 1 ),
					] )
				)
			)
		).toBe( false );
	} );
} );

describe( 'SL-3 quotes ⇄ testimonials', () => {
	const quote = ( n: number, citation?: string ) =>
		tree(
			'core/quote',
			citation === undefined
				? {}
				: { citation: new RichText( citation ) },
			[
				tree( 'core/paragraph', {
					content: new RichText(
						`Quote ${ n }, <strong>kept</strong>`
					),
				} ),
				image( n, { className: 'vitrine-testimonial__avatar' } ),
			]
		);

	it( 'SL-3 each quote is a slide: its words, its other blocks in order, its citation as name and role', () => {
		const slider = testimonialsFromQuotes( [
			quote( 1, 'Ana Ruiz<br>Owner, Bakery' ),
			quote( 2, 'Ben' ),
			quote( 3 ),
		] );
		expect( slider.name ).toBe( 'vitrine/testimonials' );
		expect( slider.innerBlocks[ 0 ] ).toEqual(
			tree( 'vitrine/slide', {}, [
				tree( 'core/paragraph', {
					content: 'Quote 1, <strong>kept</strong>',
					className: 'vitrine-testimonial__quote',
				} ),
				image( 1, { className: 'vitrine-testimonial__avatar' } ),
				tree( 'core/paragraph', {
					className: 'vitrine-testimonial__name',
					content: 'Ana Ruiz',
				} ),
				tree( 'core/paragraph', {
					className: 'vitrine-testimonial__role',
					content: 'Owner, Bakery',
				} ),
			] )
		);
		expect( slider.innerBlocks[ 1 ].innerBlocks ).toHaveLength( 3 );
		expect( slider.innerBlocks[ 2 ].innerBlocks ).toHaveLength( 2 );
	} );

	it( 'SL-3 and back: the quotes that came in, colours too', () => {
		const quotes = [
			quote( 1, 'Ana Ruiz<br>Owner, Bakery' ),
			quote( 2, 'Ben' ),
			quote( 3 ),
		];
		quotes[ 0 ].attributes.backgroundColor = 'base-2';
		const slider = testimonialsFromQuotes( quotes );
		expect( testimonialsFitQuotes( slider ) ).toBe( true );
		const plain = ( value: unknown ): unknown =>
			JSON.parse(
				JSON.stringify( value, ( _key, v ) =>
					v instanceof RichText ? String( v ) : v
				)
			);
		expect( quotesFromTestimonials( slider ) ).toEqual( plain( quotes ) );
	} );

	it( 'SL-3 a slide on a background picture is not offered the way back', () => {
		const slider = testimonialsFromQuotes( [ quote( 1 ) ] );
		slider.innerBlocks[ 0 ].attributes.mediaUrl = 'https://a.example/b.jpg';
		expect( testimonialsFitQuotes( slider ) ).toBe( false );
	} );
} );

describe( 'SL-1 covers ⇄ hero slider', () => {
	const heading = tree( 'core/heading', {
		content: 'Spring sale',
		level: 2,
	} );
	const cover = tree(
		'core/cover',
		{
			url: 'https://shop.example/hero.jpg',
			id: 7,
			dimRatio: 50,
			customOverlayColor: '#1f2933',
			minHeight: 480,
			minHeightUnit: 'px',
		},
		[ heading ]
	);
	const plainCover = tree(
		'core/cover',
		{ overlayColor: 'accent', dimRatio: 100 },
		[ tree( 'core/paragraph', { content: 'Free delivery' } ) ]
	);

	it( "SL-1 each Cover is a slide: picture, darkening, overlay colour and blocks; the first height is the slider's", () => {
		const hero = heroFromCovers( [ cover, plainCover ] );
		expect( hero ).toEqual(
			tree( 'vitrine/hero-slider', { minHeight: 480 }, [
				tree(
					'vitrine/slide',
					{
						mediaId: 7,
						mediaUrl: 'https://shop.example/hero.jpg',
						dimRatio: 50,
						style: { color: { background: '#1f2933' } },
					},
					[ heading ]
				),
				tree(
					'vitrine/slide',
					{ backgroundColor: 'accent', dimRatio: 100 },
					plainCover.innerBlocks
				),
			] )
		);
	} );

	it( 'SL-1 and back: the Covers that came in', () => {
		const plainWithHeight = tree(
			'core/cover',
			{ ...plainCover.attributes, minHeight: 480, minHeightUnit: 'px' },
			plainCover.innerBlocks
		);
		expect(
			coversFromHero( heroFromCovers( [ cover, plainCover ] ) )
		).toEqual( [ cover, plainWithHeight ] );
	} );

	it( 'SL-1 a Cover on a video or on the featured image is not offered', () => {
		expect( coverFitsSlide( cover ) ).toBe( true );
		expect(
			coverFitsSlide( tree( 'core/cover', { backgroundType: 'video' } ) )
		).toBe( false );
		expect(
			coverFitsSlide( tree( 'core/cover', { useFeaturedImage: true } ) )
		).toBe( false );
	} );

	it( "SL-1 a Cover's alternative text becomes its slide's, and back", () => {
		const described = tree( 'core/cover', {
			url: 'https://shop.example/hero.jpg',
			id: 7,
			alt: 'A shop window at dusk',
		} );
		expect( coverFitsSlide( described ) ).toBe( true );
		const hero = heroFromCovers( [ described ] );
		expect( hero.innerBlocks[ 0 ].attributes.alt ).toBe(
			'A shop window at dusk'
		);
		expect( coversFromHero( hero )[ 0 ].attributes.alt ).toBe(
			'A shop window at dusk'
		);
		// A decorative slide's picture goes back with no text.
		hero.innerBlocks[ 0 ].attributes.decorative = true;
		expect( coversFromHero( hero )[ 0 ].attributes.alt ).toBeUndefined();
	} );
} );

describe( 'SL-1 a slide’s own background', () => {
	it( 'is a colour or a gradient, from the palette or custom; a text colour is not one', () => {
		expect( hasColourBackground( { backgroundColor: 'contrast' } ) ).toBe(
			true
		);
		expect( hasColourBackground( { gradient: 'dusk' } ) ).toBe( true );
		expect(
			hasColourBackground( { style: { color: { background: '#123' } } } )
		).toBe( true );
		expect(
			hasColourBackground( {
				style: { color: { gradient: 'linear-gradient(#000, #fff)' } },
			} )
		).toBe( true );
		expect( hasColourBackground( { textColor: 'base' } ) ).toBe( false );
		expect(
			hasColourBackground( { style: { color: { text: '#fff' } } } )
		).toBe( false );
		expect( hasColourBackground( {} ) ).toBe( false );
	} );
} );
