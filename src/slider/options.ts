/**
 * Swiper's options for a slider's settings (kept apart from the engine so the rules can be
 * tested without a browser).
 */
import type { SwiperOptions } from 'swiper/types';
import { SLIDER_SWIPE_THRESHOLD_PX } from '../shared/timing';
import { CLASS } from './slider';
import { canLoop, swiperBreakpoints, type SliderSettings } from './settings';

/**
 * Swiper's options for a slider's settings.
 * @param settings The slider's settings.
 * @param slides   Number of slides.
 * @param gap      Space between slides in pixels (from the stylesheet).
 * @param motion   Whether slides may animate.
 */
export function swiperOptions(
	settings: SliderSettings,
	slides: number,
	gap: number,
	motion: boolean
): SwiperOptions {
	const loop = settings.loop && canLoop( settings.perView, slides );
	return {
		...swiperBreakpoints( settings.perView ),
		spaceBetween: gap,
		loop,
		// Too few slides to loop: wrap around from the ends instead.
		rewind: settings.loop && ! loop,
		speed: motion ? settings.speed : 0,
		threshold: SLIDER_SWIPE_THRESHOLD_PX,
		effect: settings.effect,
		...( settings.effect === 'fade'
			? { fadeEffect: { crossFade: true } }
			: {} ),
		wrapperClass: `${ CLASS }__track`,
		slideClass: `${ CLASS }__slide`,
		watchOverflow: false,
		// Slides hold links: a drag that ends on one does not follow it.
		preventClicks: true,
	};
}
