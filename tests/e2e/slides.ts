/**
 * What a visitor sees of a slider over time, read in the page itself (a poll from the test
 * could miss a slide shown between two reads).
 */
import type { Locator } from '@playwright/test';

/**
 * Starts recording every change of a slider's current slide ("Slide 2 of 3").
 *
 * @param slider The slider's root.
 * @return Reads the slides seen so far, the one current at the start first.
 */
export async function watchCurrentSlide(
	slider: Locator
): Promise< () => Promise< string[] > > {
	const handle = await slider.evaluateHandle( ( root ) => {
		const seen: string[] = [];
		const current = () =>
			root
				.querySelector( '.vitrine-slider__slide--current' )
				?.getAttribute( 'aria-label' ) ?? '';
		seen.push( current() );
		new MutationObserver( () => {
			if ( seen[ seen.length - 1 ] !== current() ) {
				seen.push( current() );
			}
		} ).observe( root, {
			subtree: true,
			attributes: true,
			attributeFilter: [ 'class' ],
		} );
		return seen;
	} );
	return () => handle.jsonValue();
}
