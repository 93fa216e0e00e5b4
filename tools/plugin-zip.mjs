/**
 * `npm run plugin-zip`: vitrine.zip, what a site runs and nothing else. The files are package.json's
 * `files` list, read with npm's own rules (npm-packlist, as wp-scripts' plugin-zip reads it), less
 * the two that npm always adds and a plugin reviewer reads as development files: `package.json`
 * and `README.md` (the plugin's readme is readme.txt). Everything sits under `vitrine/`, the
 * plugin's folder once installed.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire( import.meta.url );
const AdmZip = require( 'adm-zip' );
const packlist = require( 'npm-packlist' );

const ROOT = path.resolve(
	path.dirname( fileURLToPath( import.meta.url ) ),
	'..'
);
/** npm packs these whatever `files` says; a plugin does not ship them. */
export const NOT_SHIPPED = [ 'package.json', 'README.md' ];

/**
 * The files the zip holds, from the project's root.
 * @return {string[]} Paths.
 */
export function shippedFiles() {
	return packlist
		.sync( { path: ROOT } )
		.filter( ( file ) => ! NOT_SHIPPED.includes( file ) )
		.sort();
}

if ( process.argv[ 1 ] === fileURLToPath( import.meta.url ) ) {
	const zip = new AdmZip();
	const files = shippedFiles();
	for ( const file of files ) {
		const folder = path.dirname( file );
		zip.addLocalFile(
			path.join( ROOT, file ),
			`vitrine/${ folder === '.' ? '' : folder }`
		);
	}
	zip.writeZip( path.join( ROOT, 'vitrine.zip' ) );
	console.log( `vitrine.zip: ${ files.length } files` );
}
