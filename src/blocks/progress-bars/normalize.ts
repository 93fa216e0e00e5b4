/**
 * Attributes are hostile until proven otherwise (a pasted block, the code editor, an import):
 * this turns whatever is stored into something safe to render, and lists what it had to change
 * so the editor can say why.
 */
import { __, sprintf } from '@wordpress/i18n';
import { isHexColor } from '../../shared/color';
import { sanitizeInlineHtml } from '../../shared/inline-html';
import { clampPercent } from '../../shared/percent';
import type { Bar, ProgressBarsAttributes } from './types';

export const THICKNESS_MIN = 4;
export const THICKNESS_MAX = 40;
export const LABEL_MAX_LENGTH = 200;

export function normalizeBar( raw: unknown ): Bar {
	const source = ( raw && typeof raw === 'object' ? raw : {} ) as Record<
		string,
		unknown
	>;
	const label =
		typeof source.label === 'string' || typeof source.label === 'number'
			? sanitizeInlineHtml(
					String( source.label ).slice( 0, LABEL_MAX_LENGTH )
				)
			: '';
	const bar: Bar = { label, value: clampPercent( source.value ) };
	if ( isHexColor( source.color ) ) {
		bar.color = source.color;
	}
	return bar;
}

export function normalizeThickness( value: unknown ): number {
	const number = typeof value === 'number' ? value : Number( value );
	if ( ! Number.isFinite( number ) ) {
		return 10;
	}
	return Math.min(
		THICKNESS_MAX,
		Math.max( THICKNESS_MIN, Math.round( number ) )
	);
}

export function normalizeAttributes(
	attributes: Partial< ProgressBarsAttributes >
): ProgressBarsAttributes {
	const bars = Array.isArray( attributes.bars ) ? attributes.bars : [];
	return {
		bars: bars.map( normalizeBar ),
		showValues: attributes.showValues !== false,
		animate: attributes.animate !== false,
		thickness: normalizeThickness( attributes.thickness ?? 10 ),
	};
}

/**
 * Messages for the editor: one per stored value that is shown differently from how it is stored.
 * @param attributes Stored attributes, as found.
 */
export function describeProblems(
	attributes: Partial< ProgressBarsAttributes >
): string[] {
	const problems: string[] = [];
	if ( attributes.bars !== undefined && ! Array.isArray( attributes.bars ) ) {
		problems.push(
			__( 'The stored bars were not a list and are ignored.', 'vitrine' )
		);
		return problems;
	}
	( attributes.bars ?? [] ).forEach( ( raw, index ) => {
		const bar = normalizeBar( raw );
		const source = ( raw ?? {} ) as unknown as Record< string, unknown >;
		const number = index + 1;
		if ( source.value !== bar.value ) {
			problems.push(
				sprintf(
					/* translators: 1: bar number, 2: the stored value, 3: the value shown */
					__(
						'Bar %1$d: the value "%2$s" is not a whole number from 0 to 100, so it shows as %3$d%%.',
						'vitrine'
					),
					number,
					String( source.value ),
					bar.value
				)
			);
		}
		if (
			typeof source.label === 'string' &&
			source.label.trim() !== bar.label
		) {
			problems.push(
				sprintf(
					/* translators: %d: bar number */
					__(
						'Bar %d: the label held markup that is not allowed; only its text and simple formatting are shown.',
						'vitrine'
					),
					number
				)
			);
		}
		if (
			source.color !== undefined &&
			source.color !== '' &&
			bar.color === undefined
		) {
			problems.push(
				sprintf(
					/* translators: %d: bar number */
					__(
						'Bar %d: the colour is not a hex colour and is ignored.',
						'vitrine'
					),
					number
				)
			);
		}
		if ( bar.label === '' ) {
			problems.push(
				sprintf(
					/* translators: %d: bar number */
					__(
						'Bar %d has no label: screen readers will only hear its value.',
						'vitrine'
					),
					number
				)
			);
		}
	} );
	return problems;
}
