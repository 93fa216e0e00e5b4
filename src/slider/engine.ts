/**
 * The one slider engine: Swiper's core and its fade effect, nothing else. Vitrine renders its own
 * controls (they are served markup the view hydrates, so Swiper's navigation, pagination and
 * a11y modules, which write their own markup, would fight React), runs autoplay itself (it has
 * to pause for four reasons, one of them reduced motion) and reads the arrow keys only inside
 * the slider (Swiper's keyboard module listens on the whole document).
 */
import Swiper from 'swiper';
import { EffectFade } from 'swiper/modules';
import { CLASS } from './slider';
import { swiperOptions } from './options';
import type { SliderSettings } from './settings';

export type Position = {
	/** The slide shown first, 0-based in the served order. */
	index: number;
	atStart: boolean;
	atEnd: boolean;
};

export interface SliderEngine {
	next: () => void;
	previous: () => void;
	/** Autoplay's step: like next, and back to the first slide after the last. */
	advance: () => void;
	goTo: ( index: number ) => void;
	destroy: () => void;
}

/**
 * Starts Swiper on a hydrated viewport.
 * @param viewport The element around the track.
 * @param settings The slider's settings.
 * @param slides   Number of slides.
 * @param motion   Whether slides may animate.
 * @param onChange Called with the new position after every change (and once at the start).
 */
export function createEngine(
	viewport: HTMLElement,
	settings: SliderSettings,
	slides: number,
	motion: boolean,
	onChange: ( position: Position ) => void
): SliderEngine {
	const gap =
		parseFloat(
			getComputedStyle( viewport ).getPropertyValue( `--${ CLASS }-gap` )
		) || 0;
	const options = swiperOptions( settings, slides, gap, motion );
	const wraps = Boolean( options.loop || options.rewind );
	const report = ( swiper: Swiper ) => {
		hideOffscreen( swiper );
		onChange( {
			index: swiper.realIndex,
			atStart: ! wraps && swiper.isBeginning,
			atEnd: ! wraps && swiper.isEnd,
		} );
	};
	const swiper = new Swiper( viewport, {
		...options,
		modules: [ EffectFade ],
		on: {
			afterInit: report,
			slideChange: report,
			breakpoint: ( instance ) =>
				// Swiper applies the new count after this event.
				requestAnimationFrame( () => report( instance ) ),
			resize: report,
		},
	} );
	return {
		next: () => swiper.slideNext(),
		previous: () => swiper.slidePrev(),
		advance: () =>
			swiper.isEnd && ! wraps ? swiper.slideTo( 0 ) : swiper.slideNext(),
		goTo: ( index ) =>
			options.loop
				? swiper.slideToLoop( index )
				: swiper.slideTo( index ),
		destroy: () => swiper.destroy( true, false ),
	};
}

/**
 * Slides out of view are inert: Tab does not reach their links and screen readers skip them.
 * In loop mode Swiper reorders the slides, so "in view" is counted from the active one.
 * @param swiper The running slider.
 */
function hideOffscreen( swiper: Swiper ): void {
	const shown = Math.ceil( Number( swiper.params.slidesPerView ) || 1 );
	const first = swiper.activeIndex;
	swiper.slides.forEach( ( slide, position ) => {
		slide.inert = position < first || position >= first + shown;
	} );
}
