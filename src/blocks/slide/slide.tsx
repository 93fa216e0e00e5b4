/**
 * A slide's background, the same in the saved markup and the editor: an image that covers the
 * slide, named by its alternative text (empty when it only decorates), and a darkening layer
 * that keeps text on it readable.
 */
export const SLIDE_CLASS = 'vitrine-slide';

/**
 * The darkening as a class in steps of 10 % (as core's Cover block does): WordPress strips an
 * inline `opacity` from saved content for authors without unfiltered_html.
 * @param dimRatio 0–100.
 */
export function dimStep( dimRatio: number ): number {
	return Math.round( dimRatio / 10 ) * 10;
}

export function SlideBackground( {
	url,
	alt,
	dimRatio,
}: {
	url: string;
	/** Its alternative text ('' for a decorative picture). */
	alt: string;
	dimRatio: number;
} ) {
	if ( ! url ) {
		return null;
	}
	return (
		<>
			<img
				className={ `${ SLIDE_CLASS }__background` }
				src={ url }
				alt={ alt }
			/>
			<span
				className={ `${ SLIDE_CLASS }__overlay ${ SLIDE_CLASS }__overlay--${ dimStep(
					dimRatio
				) }` }
				aria-hidden="true"
			/>
		</>
	);
}

/**
 * The slide's own classes: the slider's slide class (its width and place in the track), and a
 * marker when an image covers it.
 * @param url The background image.
 */
export function slideClassName( url: string ): string {
	return `vitrine-slider__slide${ url ? ' has-background-image' : '' }`;
}
