/**
 * Quotes ⇄ testimonials (SL-3). A quote's paragraphs become the testimonial's words, its other
 * blocks (a rating, an avatar) stay in their order, and its citation becomes the name and, after
 * a line break, the role; back again each slide is a quote that holds the same. Slides with a
 * background picture have no quote to go back to, so the way back is offered only without one.
 */
import {
	defined,
	fromBlock,
	hasClass,
	textOf,
	tree,
	withClasses,
	type BlockLike,
	type BlockTree,
} from './tree';
import { colours, hasBackgroundImage, slide } from './slides';

export const QUOTE_CLASS = 'vitrine-testimonial__quote';
export const NAME_CLASS = 'vitrine-testimonial__name';
export const ROLE_CLASS = 'vitrine-testimonial__role';

const LINE_BREAK = /<br\s*\/?>/i;

function paragraph( className: string, content: string ): BlockTree {
	return tree( 'core/paragraph', { className, content } );
}

function isCredit( block: BlockTree ): boolean {
	return (
		block.name === 'core/paragraph' &&
		( hasClass( block, NAME_CLASS ) || hasClass( block, ROLE_CLASS ) )
	);
}

export function slideFromQuote( quote: BlockLike ): BlockTree {
	const { attributes, innerBlocks } = fromBlock( quote );
	const words = innerBlocks.map( ( block ) =>
		block.name === 'core/paragraph' && ! isCredit( block )
			? tree(
					block.name,
					defined( {
						...block.attributes,
						className: withClasses( block.attributes.className, [
							QUOTE_CLASS,
						] ),
					} ),
					block.innerBlocks
				)
			: block
	);
	const [ name, ...role ] = textOf( attributes.citation ).split( LINE_BREAK );
	const credits = [
		name.trim() && paragraph( NAME_CLASS, name.trim() ),
		role.join( '<br>' ).trim() &&
			paragraph( ROLE_CLASS, role.join( '<br>' ).trim() ),
	].filter( ( block ): block is BlockTree => Boolean( block ) );
	return slide( colours( attributes ), [ ...words, ...credits ] );
}

export function quoteFromSlide( block: BlockLike ): BlockTree {
	const { attributes, innerBlocks } = fromBlock( block );
	const credit = ( className: string ) =>
		innerBlocks
			.filter(
				( inner ) => isCredit( inner ) && hasClass( inner, className )
			)
			.map( ( inner ) => textOf( inner.attributes.content ) )
			.join( '<br>' );
	const citation = [ credit( NAME_CLASS ), credit( ROLE_CLASS ) ]
		.filter( Boolean )
		.join( '<br>' );
	const words = innerBlocks
		.filter( ( inner ) => ! isCredit( inner ) )
		.map( ( inner ) =>
			hasClass( inner, QUOTE_CLASS )
				? tree(
						inner.name,
						defined( {
							...inner.attributes,
							className: withClasses(
								inner.attributes.className,
								[],
								[ QUOTE_CLASS ]
							),
						} ),
						inner.innerBlocks
					)
				: inner
		);
	return tree(
		'core/quote',
		defined( {
			...colours( attributes ),
			citation: citation || undefined,
		} ),
		words
	);
}

export function testimonialsFromQuotes( quotes: BlockLike[] ): BlockTree {
	return tree( 'vitrine/testimonials', {}, quotes.map( slideFromQuote ) );
}

export function quotesFromTestimonials( slider: BlockLike ): BlockTree[] {
	return ( slider.innerBlocks ?? [] ).map( quoteFromSlide );
}

/**
 * Whether every slide turns into a quote with nothing left behind.
 * @param slider
 */
export function testimonialsFitQuotes( slider: BlockLike ): boolean {
	return fromBlock( slider ).innerBlocks.every(
		( inner ) => ! hasBackgroundImage( inner )
	);
}
