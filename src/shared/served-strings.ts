/**
 * Texts a view shows come translated from PHP in a `data-strings` attribute (view scripts do not
 * load wp-i18n, which would block rendering). Like every attribute they may have been tampered
 * with: each text that is missing, empty or of the wrong type falls back to the English default
 * instead of breaking the view.
 */
type Texts = Record< string, string | Record< string, string > >;

function isRecord( value: unknown ): value is Record< string, unknown > {
	return (
		typeof value === 'object' && value !== null && ! Array.isArray( value )
	);
}

function usable( value: unknown ): value is string {
	return typeof value === 'string' && value.trim() !== '';
}

/**
 * @param json     The element's data-strings.
 * @param fallback The English defaults; also the list of keys read.
 */
export function readServedStrings< T extends Texts >(
	json: string | undefined,
	fallback: T
): T {
	let parsed: unknown = null;
	try {
		parsed = JSON.parse( json ?? '' );
	} catch {
		// Not JSON: every text falls back.
	}
	const served = isRecord( parsed ) ? parsed : {};
	const strings: Texts = { ...fallback };
	for ( const key of Object.keys( fallback ) ) {
		const value = served[ key ];
		const defaults = fallback[ key ];
		if ( typeof defaults === 'string' ) {
			if ( usable( value ) ) {
				strings[ key ] = value;
			}
			continue;
		}
		// A map of texts (one per filter, per state…): its usable entries over the defaults.
		const map: Record< string, string > = { ...defaults };
		if ( isRecord( value ) ) {
			for ( const [ name, text ] of Object.entries( value ) ) {
				if ( usable( text ) ) {
					map[ name ] = text;
				}
			}
		}
		strings[ key ] = map;
	}
	return strings as T;
}
