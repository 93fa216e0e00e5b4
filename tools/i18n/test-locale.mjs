/**
 * Writes a small locale for the tests, the way a language pack ships it: the PO, the MO that
 * WordPress's PHP reads, and one JSON file per built script that uses a translated string (named
 * as load_script_textdomain() looks for it). Every string must be in languages/vitrine.pot, so the
 * test proves the POT too.
 *
 * Usage: node tools/i18n/test-locale.mjs <folder> <locale> < translations.json
 * where translations.json is [{ msgid, context?, translation: string | [singular, plural] }].
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import {
	entryKey,
	formatJed,
	formatMo,
	formatPo,
	parsePot,
	scriptTranslationFile,
} from './gettext.mjs';

const ROOT = resolve( import.meta.dirname, '../..' );
const DOMAIN = 'vitrine';
// Two forms, as in German, English and most test locales.
const PLURAL_FORMS = 'nplurals=2; plural=(n != 1);';

const [ folder, locale ] = process.argv.slice( 2 );
const wanted = JSON.parse( readFileSync( 0, 'utf8' ) );
const pot = parsePot(
	readFileSync( join( ROOT, 'languages', `${ DOMAIN }.pot` ), 'utf8' )
);

const entries = wanted.map( ( { msgid, context, translation } ) => {
	const entry = pot.find(
		( candidate ) =>
			candidate.msgid === msgid &&
			( candidate.context ?? '' ) === ( context ?? '' )
	);
	if ( ! entry ) {
		throw new Error(
			`"${ msgid }"${ context ? ` (${ context })` : '' } is not in the POT`
		);
	}
	return { ...entry, translation };
} );
const translated = Object.fromEntries(
	entries.map( ( entry ) => [ entryKey( entry ), entry.translation ] )
);
const headers = [
	`Language: ${ locale }`,
	'MIME-Version: 1.0',
	'Content-Type: text/plain; charset=UTF-8',
	`Plural-Forms: ${ PLURAL_FORMS }`,
	`X-Domain: ${ DOMAIN }`,
];

mkdirSync( folder, { recursive: true } );
const base = join( folder, `${ DOMAIN }-${ locale }` );
writeFileSync( `${ base }.po`, formatPo( { headers, entries, translated } ) );
writeFileSync(
	`${ base }.mo`,
	formatMo( [
		[ '', `${ headers.join( '\n' ) }\n` ],
		...entries.map( ( entry ) => [
			entryKey( entry ) + ( entry.plural ? `\0${ entry.plural }` : '' ),
			[ entry.translation ].flat().join( '\0' ),
		] ),
	] )
);

// The scripts each string is used in, from the POT's references (`build/…/index.js:3`).
const scripts = new Map();
for ( const entry of entries ) {
	for ( const reference of entry.references ) {
		const script = reference.replace( /:\d+$/, '' );
		if ( script.endsWith( '.js' ) ) {
			scripts.set( script, {
				...scripts.get( script ),
				[ entryKey( entry ) ]: entry.translation,
			} );
		}
	}
}
for ( const [ script, translations ] of scripts ) {
	writeFileSync(
		join( folder, scriptTranslationFile( DOMAIN, locale, script ) ),
		formatJed( DOMAIN, locale, PLURAL_FORMS, translations )
	);
}
console.log(
	`${ locale }: ${ entries.length } strings, ${ scripts.size } script translation files in ${ folder }`
);
