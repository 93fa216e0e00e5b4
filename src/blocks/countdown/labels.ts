/**
 * Numbers and their pluralised unit labels from the browser's own CLDR data (Intl), in the page's
 * language: every locale's plural rules, no translation files and no wp-i18n on the front end.
 */
import type { Remaining, Unit, UnitText } from './types';

export const UNITS: Unit[] = [ 'day', 'hour', 'minute', 'second' ];

const formatters = new Map< string, Intl.NumberFormat >();

function formatter( locale: string, unit: Unit ): Intl.NumberFormat {
	const key = `${ locale }|${ unit }`;
	let cached = formatters.get( key );
	if ( ! cached ) {
		let safeLocale = 'en';
		try {
			safeLocale =
				Intl.NumberFormat.supportedLocalesOf( locale )[ 0 ] ?? 'en';
		} catch {
			// A malformed lang attribute: English rather than an exception.
		}
		cached = new Intl.NumberFormat( safeLocale, {
			style: 'unit',
			unit,
			unitDisplay: 'long',
			// Days may run into hundreds; the clock units keep two digits so nothing jumps.
			minimumIntegerDigits: unit === 'day' ? 1 : 2,
		} );
		formatters.set( key, cached );
	}
	return cached;
}

/**
 * One unit as number and label, e.g. { value: '01', label: 'hour' }.
 *
 * @param locale BCP 47 language tag.
 * @param unit   The unit.
 * @param count  Whole units.
 */
export function unitText(
	locale: string,
	unit: Unit,
	count: number
): UnitText {
	let value = '';
	let label = '';
	for ( const part of formatter( locale, unit ).formatToParts( count ) ) {
		if ( part.type === 'unit' ) {
			label += part.value;
		} else if ( part.type !== 'literal' ) {
			value += part.value;
		}
	}
	return { unit, value, label: label.trim() };
}

export function unitTexts( locale: string, remaining: Remaining ): UnitText[] {
	return UNITS.map( ( unit ) => unitText( locale, unit, remaining[ unit ] ) );
}

/**
 * The page's language as WordPress printed it (`<html lang="de-DE">`).
 * @param doc
 */
export function pageLocale( doc: Document = document ): string {
	return doc.documentElement.lang || 'en';
}
