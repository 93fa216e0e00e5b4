/**
 * AP-1: no Vitrine bundle carries its own copy of api-fetch; scripts that call the REST API
 * declare WordPress's `wp-api-fetch` handle instead. Reads the build (npm test builds first).
 */
import { readdirSync, readFileSync } from 'fs';
import path from 'path';

const BUILD = path.resolve( __dirname, '../../../build' );

function files( dir: string ): string[] {
	return readdirSync( dir, { withFileTypes: true } ).flatMap( ( entry ) =>
		entry.isDirectory()
			? files( path.join( dir, entry.name ) )
			: [ path.join( dir, entry.name ) ]
	);
}

it( 'AP-1 no built script bundles api-fetch’s middleware; it is always the wp-api-fetch handle', () => {
	const built = files( BUILD );
	const scripts = built.filter( ( file ) => file.endsWith( '.js' ) );
	expect( scripts.length ).toBeGreaterThan( 10 );
	// Strings only api-fetch's own code contains (its nonce retry and method override).
	const copies = scripts.filter( ( file ) => {
		const code = readFileSync( file, 'utf8' );
		return (
			code.includes( 'rest_cookie_invalid_nonce' ) ||
			code.includes( 'X-HTTP-Method-Override' )
		);
	} );
	expect( copies ).toEqual( [] );
} );
