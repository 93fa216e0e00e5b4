/**
 * For the editor: what normalizeLabelledValues() had to change in stored items, and why.
 */
import { __, sprintf } from '@wordpress/i18n';
import { normalizeLabelledValue } from '../labelled-values';

/**
 * @param raw      The stored list, as found.
 * @param itemName Names item n for people ("Bar 2", "Circle 2").
 */
export function describeLabelledValueProblems(
	raw: unknown,
	itemName: ( number: number ) => string
): string[] {
	if ( raw === undefined ) {
		return [];
	}
	if ( ! Array.isArray( raw ) ) {
		return [
			__(
				'The stored items were not a list and are ignored.',
				'vitrine'
			),
		];
	}
	const problems: string[] = [];
	raw.forEach( ( stored, index ) => {
		const item = normalizeLabelledValue( stored );
		const source = ( stored ?? {} ) as Record< string, unknown >;
		const name = itemName( index + 1 );
		if ( source.value !== item.value ) {
			problems.push(
				sprintf(
					/* translators: 1: item name such as "Bar 2", 2: the stored value, 3: the value shown */
					__(
						'%1$s: the value "%2$s" is not a whole number from 0 to 100, so it shows as %3$d%%.',
						'vitrine'
					),
					name,
					String( source.value ),
					item.value
				)
			);
		}
		if (
			typeof source.label === 'string' &&
			source.label.trim() !== item.label
		) {
			problems.push(
				sprintf(
					/* translators: %s: item name such as "Bar 2" */
					__(
						'%s: the label held markup that is not allowed; only its text and simple formatting are shown.',
						'vitrine'
					),
					name
				)
			);
		}
		if (
			source.color !== undefined &&
			source.color !== '' &&
			item.color === undefined
		) {
			problems.push(
				sprintf(
					/* translators: %s: item name such as "Bar 2" */
					__(
						'%s: the colour is not a hex colour and is ignored.',
						'vitrine'
					),
					name
				)
			);
		}
		if ( item.label === '' ) {
			problems.push(
				sprintf(
					/* translators: %s: item name such as "Bar 2" */
					__(
						'%s has no label: screen readers will only hear its value.',
						'vitrine'
					),
					name
				)
			);
		}
	} );
	return problems;
}
