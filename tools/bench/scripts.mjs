/**
 * What each block's scripts weigh (gzip), read from the build and the blocks' block.json files:
 * every view script with how it starts (`viewStart`). The sliders share theirs (handles
 * `vitrine-slider-<name>`, built as build/slider/<name>.js), so they are listed once.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const gzip = ( file ) => gzipSync( readFileSync( file ) ).length;

/**
 * @param {string} root The project.
 * @return {{block: string, script: string, start: string, gzip: number}[]} One row a script.
 */
export function blockScripts( root ) {
	const blocks = join( root, 'build/blocks' );
	const rows = new Map();
	for ( const folder of readdirSync( blocks ).sort() ) {
		const metadata = join( blocks, folder, 'block.json' );
		if ( ! existsSync( metadata ) ) {
			continue;
		}
		const { viewScript, viewStart } = JSON.parse(
			readFileSync( metadata, 'utf8' )
		);
		const scripts = [ viewScript ?? [] ].flat();
		const starts = [ viewStart ?? [] ].flat();
		scripts.forEach( ( script, index ) => {
			const shared = script.match( /^vitrine-slider-(\w+)$/ );
			const path = shared
				? `slider/${ shared[ 1 ] }.js`
				: `blocks/${ folder }/${ script.replace( /^file:\.\//, '' ) }`;
			const file = join( root, 'build', path );
			if ( ! existsSync( file ) ) {
				return;
			}
			const row = rows.get( path ) ?? {
				blocks: [],
				script: path,
				start: starts[ index ] ?? starts[ 0 ] ?? '–',
				gzip: gzip( file ),
			};
			row.blocks.push( folder );
			rows.set( path, row );
		} );
	}
	const listed = [ ...rows.values() ].map(
		( { blocks: names, ...row } ) => ( {
			block:
				names.length > 1
					? `${ names.join( ', ' ) } (shared)`
					: names[ 0 ],
			...row,
		} )
	);
	// The portfolio's lightbox is fetched by its view when a visitor first opens it: its chunk and
	// the chunks webpack split from it (GLightbox), the only chunks at the build's top level.
	const chunks = readdirSync( join( root, 'build' ) ).filter( ( name ) =>
		name.endsWith( '.js' )
	);
	if ( chunks.includes( 'portfolio-lightbox.js' ) ) {
		listed.push( {
			block: 'portfolio',
			script: chunks.join( ' + ' ),
			start: 'first lightbox',
			gzip: chunks.reduce(
				( total, name ) => total + gzip( join( root, 'build', name ) ),
				0
			),
		} );
	}
	return listed;
}
