/**
 * The Node.js floor that `npm start` and `npm test` check (tools/node-version.cjs) is
 * package.json's engines.node, the version CI installs (.ci/run) meets it, and an older Node gets
 * one sentence naming both versions.
 */
import { readFileSync } from 'fs';
import path from 'path';

const { isOlder, unsupportedNode } = require( '../../tools/node-version.cjs' );

const ROOT = path.join( __dirname, '../..' );
const { engines } = JSON.parse(
	readFileSync( path.join( ROOT, 'package.json' ), 'utf8' )
);
const floor = engines.node.replace( /^>=\s*/, '' );

test( 'versions compare by number, not as text', () => {
	expect( isOlder( '24.9.0', '24.18.0' ) ).toBe( true );
	expect( isOlder( 'v20.20.2', '24.18.0' ) ).toBe( true );
	expect( isOlder( '24.18.0', '24.18.0' ) ).toBe( false );
	expect( isOlder( 'v26.0.0', '24.18.0' ) ).toBe( false );
} );

test( 'an older Node gets one sentence naming its version and the floor; a supported one none', () => {
	const message = unsupportedNode( 'v20.20.2' );
	expect( message ).toContain( `Node.js ${ floor } or newer` );
	expect( message ).toContain( '(this is 20.20.2)' );
	expect( message.split( '\n' ) ).toHaveLength( 1 );
	expect( unsupportedNode( `v${ floor }` ) ).toBe( '' );
} );

test( 'CI installs a Node that meets the floor', () => {
	const run = readFileSync( path.join( ROOT, '.ci/run' ), 'utf8' );
	const pinned = run.match( /^NODE_VERSION=([\d.]+)$/m )?.[ 1 ];
	expect( pinned ).toBeDefined();
	expect( isOlder( pinned!, floor ) ).toBe( false );
} );
