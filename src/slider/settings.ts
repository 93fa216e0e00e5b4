/**
 * Slider settings (SL-6): what each kind of slider starts with, the rules that clean stored or
 * served values. Every default and limit comes from kinds.json, which the server
 * module (index.php beside it) reads too.
 */
import { clampWhole } from '../shared/number';
import table from './kinds.json';

export type SliderKind = keyof typeof table.kinds;
export const SLIDER_KINDS = Object.keys( table.kinds ) as SliderKind[];

/** Widths from which a count applies, widest first (1400 … 480 px). */
export const SLIDER_BREAKPOINTS_PX: readonly number[] = table.breakpoints;

/** A breakpoint's count applies from that width up, until the next larger breakpoint. */
export type Breakpoint = number;
export type PerView = Record< Breakpoint, number >;

export type SliderEffect = 'slide' | 'fade';

export interface SliderSettings {
	perView: PerView;
	arrows: boolean;
	dots: boolean;
	loop: boolean;
	autoplay: boolean;
	/** Milliseconds between slides while autoplay runs. */
	interval: number;
	/** Milliseconds a slide change takes. */
	speed: number;
	effect: SliderEffect;
}

export const INTERVAL_RANGE = table.interval;
export const SPEED_RANGE = table.speed;
export const EFFECTS = table.effects as SliderEffect[];

/**
 * How many slides a kind may show at once (logos are small: five; the others four).
 * @param kind
 */
export function mostPerView( kind: SliderKind ): number {
	return table.kinds[ kind ].mostPerView;
}

function perView( counts: number[] ): PerView {
	return Object.fromEntries(
		SLIDER_BREAKPOINTS_PX.map( ( width, index ) => [
			width,
			counts[ index ],
		] )
	);
}

/**
 * Each kind's defaults: the table's common ones under the kind's own. Autoplay is off unless an
 * editor turns it on, except on the hero (SPEC §1), which then always shows its pause button.
 */
export const KIND_DEFAULTS = Object.fromEntries(
	SLIDER_KINDS.map( ( kind ) => {
		const {
			mostPerView: _most,
			perView: counts,
			...own
		} = table.kinds[ kind ];
		const settings = {
			...table.defaults,
			...own,
			perView: perView( counts ),
		} as SliderSettings;
		return [ kind, settings ];
	} )
) as Record< SliderKind, SliderSettings >;

export function isSliderKind( value: unknown ): value is SliderKind {
	return SLIDER_KINDS.includes( value as SliderKind );
}

function isRecord( value: unknown ): value is Record< string, unknown > {
	return (
		typeof value === 'object' && value !== null && ! Array.isArray( value )
	);
}

function flag( value: unknown, fallback: boolean ): boolean {
	return typeof value === 'boolean' ? value : fallback;
}

/**
 * Settings as a slider can use them: stored overrides (or served settings) over the kind's
 * defaults, each value checked, counts clamped to 1..most, anything unreadable the default.
 * A fading slider shows one slide at a time.
 * @param kind   The slider.
 * @param stored The block's `settings` attribute or the served `data-settings`, hostile.
 */
export function normalizeSettings(
	kind: SliderKind,
	stored: unknown
): SliderSettings {
	const defaults = KIND_DEFAULTS[ kind ];
	const raw = isRecord( stored ) ? stored : {};
	const rawPerView = isRecord( raw.perView ) ? raw.perView : {};
	const effect = EFFECTS.includes( raw.effect as SliderEffect )
		? ( raw.effect as SliderEffect )
		: defaults.effect;
	const counts = Object.fromEntries(
		SLIDER_BREAKPOINTS_PX.map( ( width ) => [
			width,
			effect === 'fade'
				? 1
				: clampWhole( rawPerView[ width ], {
						min: 1,
						max: mostPerView( kind ),
						fallback: defaults.perView[ width ],
					} ),
		] )
	) as PerView;
	return {
		perView: counts,
		arrows: flag( raw.arrows, defaults.arrows ),
		dots: flag( raw.dots, defaults.dots ),
		loop: flag( raw.loop, defaults.loop ),
		autoplay: flag( raw.autoplay, defaults.autoplay ),
		interval: clampWhole( raw.interval, {
			...INTERVAL_RANGE,
			fallback: defaults.interval,
		} ),
		speed: clampWhole( raw.speed, {
			...SPEED_RANGE,
			fallback: defaults.speed,
		} ),
		effect,
	};
}

/**
 * A served slider's settings, from its `data-settings` (hostile: normalized like stored ones);
 * null when the element is not a slider of a known kind.
 * @param root The slider's wrapper element.
 */
export function servedSettings( root: HTMLElement ): SliderSettings | null {
	const kind = root.dataset.kind;
	if ( ! isSliderKind( kind ) ) {
		return null;
	}
	let served: unknown = null;
	try {
		served = JSON.parse( root.dataset.settings ?? '' );
	} catch {
		// Unreadable: the kind's defaults.
	}
	return normalizeSettings( kind, served );
}
