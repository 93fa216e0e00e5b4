/**
 * A slide's background, the same in the saved markup and the editor: a decorative image that
 * covers the slide and a darkening layer that keeps text on it readable.
 */
export const SLIDE_CLASS = 'vitrine-slide';

export function SlideBackground( {
	url,
	dimRatio,
}: {
	url: string;
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
				alt=""
			/>
			<span
				className={ `${ SLIDE_CLASS }__overlay` }
				aria-hidden="true"
				style={ { opacity: dimRatio / 100 } }
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
