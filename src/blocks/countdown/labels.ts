/**
 * Numbers and their pluralised unit labels from the browser's own CLDR data (Intl), in the page's
 * language: every locale's plural rules, no translation files and no wp-i18n on the front end.
 */
import type { Remaining, Unit, UnitText } from './types';

export const UNITS: Unit[] = [ 'day', 'hour', 'minute', 'second' ];

const formatters = new Map< string, Intl.NumberFormat >();
const allForms = new Map< string, string >();

/**
 * The most a unit shows: its plural forms are looked for in this range (days rarely pass it, and
 * no language's rules for whole numbers repeat less often than every hundred).
 */
const HIGHEST: Record< Unit, number > = {
	day: 199,
	hour: 23,
	minute: 59,
	second: 59,
};

/**
 * The locale the browser knows that is nearest the page's.
 * @param locale BCP 47 language tag.
 */
function knownLocale( locale: string ): string {
	try {
		return Intl.NumberFormat.supportedLocalesOf( locale )[ 0 ] ?? 'en';
	} catch {
		// A malformed lang attribute: English rather than an exception.
		return 'en';
	}
}

function formatter( locale: string, unit: Unit ): Intl.NumberFormat {
	const key = `${ locale }|${ unit }`;
	let cached = formatters.get( key );
	if ( ! cached ) {
		cached = new Intl.NumberFormat( knownLocale( locale ), {
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

function labelOf( locale: string, unit: Unit, count: number ): string {
	return formatter( locale, unit )
		.formatToParts( count )
		.filter( ( part ) => part.type === 'unit' )
		.map( ( part ) => part.value )
		.join( '' )
		.trim();
}

/**
 * Every label a unit can show, a line each ("second\nseconds"): the stylesheet sizes the label
 * to the widest (`data-forms`), so a label turning singular or plural as it ticks moves nothing.
 * One count of each of the language's plural categories is enough; worked out once a page.
 *
 * @param locale BCP 47 language tag.
 * @param unit   The unit.
 */
export function labelForms( locale: string, unit: Unit ): string {
	const key = `${ locale }|${ unit }`;
	let forms = allForms.get( key );
	if ( forms === undefined ) {
		const rules = new Intl.PluralRules( knownLocale( locale ) );
		const categories = rules.resolvedOptions().pluralCategories.length;
		const seen = new Set< string >();
		const labels = new Set< string >();
		for ( let count = 0; count <= HIGHEST[ unit ]; count++ ) {
			const category = rules.select( count );
			if ( ! seen.has( category ) ) {
				seen.add( category );
				labels.add( labelOf( locale, unit, count ) );
			}
			if ( seen.size === categories ) {
				break;
			}
		}
		forms = [ ...labels ].join( '\n' );
		allForms.set( key, forms );
	}
	return forms;
}

/**
 * One unit as number and label, e.g. { value: '01', label: 'hour', forms: 'hour\nhours' }.
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
	for ( const part of formatter( locale, unit ).formatToParts( count ) ) {
		if ( part.type !== 'unit' && part.type !== 'literal' ) {
			value += part.value;
		}
	}
	return {
		unit,
		value,
		label: labelOf( locale, unit, count ),
		forms: labelForms( locale, unit ),
	};
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
