/**
 * The per-breakpoint counts as CSS custom properties, as src/slider/index.php writes them: the
 * stylesheet sizes the slides from them, with or without JavaScript, so the slides do not move
 * when the engine starts.
 */
import { CLASS } from './slider';
import type { SliderSettings } from './settings';

export function sliderStyle(
	settings: SliderSettings
): Record< string, string > {
	return Object.fromEntries(
		Object.entries( settings.perView ).map( ( [ width, count ] ) => [
			`--${ CLASS }-${ width }`,
			String( count ),
		] )
	);
}
