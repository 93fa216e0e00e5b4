/**
 * Gettext files, read and written: the POT make-pot.mjs writes, and the PO, MO and JSON files of a
 * locale (test-locale.mjs). One entry is `{ msgid, context?, plural?, comments[], references[] }`.
 */
import { createHash } from 'node:crypto';

/**
 * The key gettext files and WordPress's MO reader use: context, EOT, msgid.
 *
 * @param {Object} entry         An entry.
 * @param {string} entry.context Its context, if any.
 * @param {string} entry.msgid   Its original.
 */
export function entryKey( { context, msgid } ) {
	return context ? `${ context }\u0004${ msgid }` : msgid;
}

function quote( text ) {
	return `"${ text
		.replace( /\\/g, '\\\\' )
		.replace( /"/g, '\\"' )
		.replace( /\n/g, '\\n' )
		.replace( /\t/g, '\\t' ) }"`;
}

/**
 * A PO or POT file.
 *
 * @param {Object}   options
 * @param {string[]} options.headers      Header lines (`Project-Id-Version: Vitrine 0.1.0`).
 * @param {Object[]} options.entries      Entries, in file order.
 * @param {Object}   [options.translated] Translations by entryKey(): a string, or the plural forms.
 * @return {string} The file.
 */
export function formatPo( { headers, entries, translated = {} } ) {
	const blocks = [
		[
			'msgid ""',
			'msgstr ""',
			...headers.map( ( line ) => quote( `${ line }\n` ) ),
		].join( '\n' ),
	];
	for ( const entry of entries ) {
		const lines = [
			...entry.comments.map( ( comment ) => `#. ${ comment }` ),
			...entry.references.map( ( reference ) => `#: ${ reference }` ),
		];
		if ( /%(\d+\$)?[sdf]/.test( entry.msgid ) ) {
			lines.push( '#, php-format' );
		}
		if ( entry.context ) {
			lines.push( `msgctxt ${ quote( entry.context ) }` );
		}
		lines.push( `msgid ${ quote( entry.msgid ) }` );
		const translation = translated[ entryKey( entry ) ];
		if ( entry.plural ) {
			lines.push( `msgid_plural ${ quote( entry.plural ) }` );
			const forms = Array.isArray( translation )
				? translation
				: [ '', '' ];
			forms.forEach( ( form, index ) =>
				lines.push( `msgstr[${ index }] ${ quote( form ) }` )
			);
		} else {
			lines.push( `msgstr ${ quote( translation ?? '' ) }` );
		}
		blocks.push( lines.join( '\n' ) );
	}
	return `${ blocks.join( '\n\n' ) }\n`;
}

function unquote( line ) {
	return JSON.parse( line.slice( line.indexOf( '"' ) ) );
}

/**
 * The entries of a POT file written by formatPo().
 *
 * @param {string} text The file.
 * @return {Object[]} Entries (the header left out).
 */
export function parsePot( text ) {
	return text
		.split( /\n\n+/ )
		.map( ( block ) => {
			const entry = { comments: [], references: [] };
			for ( const line of block.split( '\n' ) ) {
				if ( line.startsWith( '#. ' ) ) {
					entry.comments.push( line.slice( 3 ) );
				} else if ( line.startsWith( '#: ' ) ) {
					entry.references.push( line.slice( 3 ) );
				} else if ( line.startsWith( 'msgctxt ' ) ) {
					entry.context = unquote( line );
				} else if ( line.startsWith( 'msgid_plural ' ) ) {
					entry.plural = unquote( line );
				} else if ( line.startsWith( 'msgid ' ) ) {
					entry.msgid = unquote( line );
				}
			}
			return entry;
		} )
		.filter( ( entry ) => entry.msgid );
}

/**
 * A little-endian MO file (what WordPress's PHP reads), its strings sorted as gettext sorts them.
 *
 * @param {Array<[string, string]>} pairs [original, translation]: originals as entryKey() makes
 *                                        them (plurals joined by NUL), the header's original ''.
 * @return {Buffer} The file.
 */
export function formatMo( pairs ) {
	const sorted = [ ...pairs ].sort( ( [ a ], [ b ] ) =>
		Buffer.compare( Buffer.from( a ), Buffer.from( b ) )
	);
	const count = sorted.length;
	const headerSize = 28;
	const tablesSize = count * 16;
	const originals = sorted.map( ( [ original ] ) => Buffer.from( original ) );
	const translations = sorted.map( ( [ , translation ] ) =>
		Buffer.from( translation )
	);
	let offset = headerSize + tablesSize;
	const table = Buffer.alloc( tablesSize );
	const strings = [];
	[ originals, translations ].forEach( ( list, half ) =>
		list.forEach( ( bytes, index ) => {
			const at = ( half * count + index ) * 8;
			table.writeUInt32LE( bytes.length, at );
			table.writeUInt32LE( offset, at + 4 );
			strings.push( bytes, Buffer.from( [ 0 ] ) );
			offset += bytes.length + 1;
		} )
	);
	const header = Buffer.alloc( headerSize );
	header.writeUInt32LE( 0x950412de, 0 );
	header.writeUInt32LE( 0, 4 );
	header.writeUInt32LE( count, 8 );
	header.writeUInt32LE( headerSize, 12 );
	header.writeUInt32LE( headerSize + count * 8, 16 );
	header.writeUInt32LE( 0, 20 );
	header.writeUInt32LE( headerSize + tablesSize, 24 );
	return Buffer.concat( [ header, table, ...strings ] );
}

/**
 * The name WordPress looks for a script's translations under (load_script_textdomain()):
 * `<domain>-<locale>-<md5 of the script's path in the plugin>.json`.
 *
 * @param {string} domain Text domain.
 * @param {string} locale Locale.
 * @param {string} script Path below the plugin's folder (`build/blocks/counter/index.js`).
 */
export function scriptTranslationFile( domain, locale, script ) {
	const hash = createHash( 'md5' ).update( script ).digest( 'hex' );
	return `${ domain }-${ locale }-${ hash }.json`;
}

/**
 * A script's translations in the Jed format @wordpress/i18n reads.
 *
 * @param {string}                            domain       Text domain.
 * @param {string}                            locale       Locale.
 * @param {string}                            pluralForms  The locale's Plural-Forms header.
 * @param {Record<string, string | string[]>} translations By entryKey().
 */
export function formatJed( domain, locale, pluralForms, translations ) {
	const messages = {
		'': { domain, lang: locale, 'plural-forms': pluralForms },
	};
	for ( const [ key, translation ] of Object.entries( translations ) ) {
		messages[ key ] = Array.isArray( translation )
			? translation
			: [ translation ];
	}
	return JSON.stringify( {
		domain,
		locale_data: { [ domain ]: messages },
	} );
}
