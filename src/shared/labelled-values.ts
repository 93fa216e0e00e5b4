/**
 * Labelled percentages with an optional colour: progress bars and skill circles. One set of rules
 * for what is stored, what the view renders, and how hostile input is cleaned. No i18n here: the
 * front-end views use it, and wp-i18n cannot be deferred.
 */
import { isHexColor } from './color';
import { htmlToText, sanitizeInlineHtml } from './inline-html';
import { textV1 } from './inline-html-v1';
import { clampPercent, formatPercent } from './percent';
import { servedHtml } from './served-html';

export const LABEL_MAX_LENGTH = 200;

/** As stored in block attributes. The label is inline HTML (see inline-html.ts). */
export type LabelledValue = {
	label: string;
	value: number;
	color?: string;
};

/**
 * As a view renders it. The label is HTML and the name separate because content filters
 * (wptexturize, smilies) may rewrite visible text after save, never an `aria-label`: hydration
 * re-renders both exactly as served.
 */
export type ViewValue = {
	labelHtml: string;
	name: string;
	value: number;
	color?: string;
};

export function normalizeLabelledValue( raw: unknown ): LabelledValue {
	const source = ( raw && typeof raw === 'object' ? raw : {} ) as Record<
		string,
		unknown
	>;
	const label =
		typeof source.label === 'string' || typeof source.label === 'number'
			? sanitizeInlineHtml( String( source.label ), LABEL_MAX_LENGTH )
			: '';
	const item: LabelledValue = { label, value: clampPercent( source.value ) };
	if ( isHexColor( source.color ) ) {
		item.color = source.color;
	}
	return item;
}

/**
 * Any stored list (or not-a-list) as clean items.
 * @param raw
 */
export function normalizeLabelledValues( raw: unknown ): LabelledValue[] {
	return Array.isArray( raw ) ? raw.map( normalizeLabelledValue ) : [];
}

/**
 * What save() and the editor render for clean items.
 *
 * @param items Normalised items.
 */
export function toViewValues( items: LabelledValue[] ): ViewValue[] {
	return items.map( ( item ) => ( {
		labelHtml: item.label,
		name: htmlToText( item.label ) || formatPercent( item.value ),
		value: item.value,
		...( item.color ? { color: item.color } : {} ),
	} ) );
}

/**
 * Reads one item back from served markup.
 *
 * @param label      The element holding the visible label.
 * @param named      The element carrying the accessible name (`aria-label`).
 * @param value      The served value (`data-width`, `data-rel`).
 * @param colorStyle The element whose style carries the colour property.
 * @param property   That custom property's name.
 */
export function readViewValue(
	label: Element,
	named: Element,
	value: string | undefined,
	colorStyle: HTMLElement | SVGElement,
	property: string
): ViewValue {
	const item: ViewValue = {
		labelHtml: servedHtml( label ),
		name: named.getAttribute( 'aria-label' ) ?? '',
		value: clampPercent( value ),
	};
	const color = colorStyle.style.getPropertyValue( property ).trim();
	if ( isHexColor( color ) ) {
		item.color = color;
	}
	return item;
}

/**
 * Stored items with their labels as Vitrine 0.1 cleaned them (for the deprecations).
 * @param raw The stored list.
 */
export function labelledValuesV1( raw: unknown ): unknown {
	return Array.isArray( raw )
		? raw.map( ( item ) =>
				item && typeof item === 'object' && 'label' in item
					? { ...item, label: textV1( item.label, LABEL_MAX_LENGTH ) }
					: item
			)
		: raw;
}
