/**
 * For the editor: what normalizeSettings() changed in a slider's stored settings, and why.
 */
import { __, sprintf } from '@wordpress/i18n';

import {
	EFFECTS,
	INTERVAL_RANGE,
	mostPerView,
	normalizeSettings,
	SPEED_RANGE,
	type SliderEffect,
	SLIDER_BREAKPOINTS_PX,
	type SliderKind,
} from './settings';

function isRecord( value: unknown ): value is Record< string, unknown > {
	return (
		typeof value === 'object' && value !== null && ! Array.isArray( value )
	);
}

/**
 * @param kind   The slider.
 * @param stored The block's `settings` attribute as stored.
 */
export function describeSettingsProblems(
	kind: SliderKind,
	stored: unknown
): string[] {
	if ( stored === undefined ) {
		return [];
	}
	if ( ! isRecord( stored ) ) {
		return [
			__(
				'The stored slider settings could not be read; the defaults are used. Change any setting to save them again.',
				'vitrine'
			),
		];
	}
	const clean = normalizeSettings( kind, stored );
	const problems: string[] = [];
	const counts = isRecord( stored.perView ) ? stored.perView : {};
	const changedCounts = SLIDER_BREAKPOINTS_PX.filter(
		( width ) =>
			counts[ width ] !== undefined &&
			counts[ width ] !== clean.perView[ width ] &&
			clean.effect !== 'fade'
	);
	if ( changedCounts.length > 0 ) {
		problems.push(
			sprintf(
				/* translators: 1: breakpoints in pixels, 2: largest number of slides */
				__(
					'Slides per view must be whole numbers from 1 to %2$d; the count from %1$s px was corrected.',
					'vitrine'
				),
				changedCounts.join( ', ' ),
				mostPerView( kind )
			)
		);
	}
	if ( stored.interval !== undefined && stored.interval !== clean.interval ) {
		problems.push(
			sprintf(
				/* translators: 1: shortest time, 2: longest time, 3: time used, all in milliseconds */
				__(
					'The time between slides must be %1$d to %2$d ms; %3$d ms is used.',
					'vitrine'
				),
				INTERVAL_RANGE.min,
				INTERVAL_RANGE.max,
				clean.interval
			)
		);
	}
	if ( stored.speed !== undefined && stored.speed !== clean.speed ) {
		problems.push(
			sprintf(
				/* translators: 1: shortest time, 2: longest time, 3: time used, all in milliseconds */
				__(
					'The slide speed must be %1$d to %2$d ms; %3$d ms is used.',
					'vitrine'
				),
				SPEED_RANGE.min,
				SPEED_RANGE.max,
				clean.speed
			)
		);
	}
	if (
		stored.effect !== undefined &&
		! EFFECTS.includes( stored.effect as SliderEffect )
	) {
		problems.push(
			__(
				'The transition must be "slide" or "fade"; the default is used.',
				'vitrine'
			)
		);
	}
	const flags = [ 'arrows', 'dots', 'loop', 'autoplay' ].filter(
		( name ) =>
			stored[ name ] !== undefined && typeof stored[ name ] !== 'boolean'
	);
	if ( flags.length > 0 ) {
		problems.push(
			sprintf(
				/* translators: %s: setting names */
				__(
					'These settings must be on or off and were reset to their defaults: %s.',
					'vitrine'
				),
				flags.join( ', ' )
			)
		);
	}
	return problems;
}
