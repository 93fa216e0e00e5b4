#!/usr/bin/env node
/**
 * Debian's Firefox ESR, as Playwright's `moz-firefox` channel drives it (WebDriver BiDi), started
 * through this relay: Playwright names this file as the browser's executable.
 *
 * Playwright sets the colour scheme of every new context with `emulation.setMediaFeaturesOverride`,
 * which Firefox ESR 153 does not know yet: the context fails to open. The relay passes every
 * message through, and answers that one command's "unknown command" with a success, so the
 * context opens with the browser's own media features. What the command would have done (a
 * colour scheme, reduced motion) comes from Firefox's preferences instead (tools/engines/engines.cjs);
 * once Firefox knows the command, its own answer passes through unchanged.
 *
 * It starts Firefox with the arguments it was given, waits for the line in which Firefox says
 * where it listens, listens itself on another port and says so in the same words, which is the
 * line Playwright waits for. It stops when Firefox stops, and stops Firefox when it is stopped.
 */
const { spawn } = require( 'child_process' );
const { WebSocket, WebSocketServer } = require( 'ws' );
const { FIREFOX_BINARY } = require( './engines.cjs' );

/** The commands a browser may not know yet, and may be answered for it. */
const OPTIONAL = new Set( [ 'emulation.setMediaFeaturesOverride' ] );
const LISTENING = /WebDriver BiDi listening on (ws:\/\/[^\s]+)/;

const firefox = spawn( FIREFOX_BINARY, process.argv.slice( 2 ), {
	stdio: [ 'ignore', 'inherit', 'pipe' ],
} );
const stop = () => firefox.kill( 'SIGTERM' );
for ( const signal of [ 'SIGTERM', 'SIGINT', 'SIGHUP' ] ) {
	process.on( signal, stop );
}
firefox.on( 'exit', ( code, signal ) =>
	process.exit( code ?? ( signal ? 1 : 0 ) )
);

let relaying = false;
firefox.stderr.on( 'data', ( chunk ) => {
	const text = chunk.toString();
	const found = ! relaying && text.match( LISTENING );
	if ( ! found ) {
		process.stderr.write( chunk );
		return;
	}
	relaying = true;
	relay( found[ 1 ] );
} );

/**
 * Listens on a free port of the loopback, and joins each connection to the same path upstream.
 *
 * @param {string} upstream Where Firefox listens (ws://host:port).
 */
function relay( upstream ) {
	const server = new WebSocketServer( { host: '127.0.0.1', port: 0 } );
	server.on( 'listening', () =>
		process.stderr.write(
			`WebDriver BiDi listening on ws://127.0.0.1:${
				server.address().port
			}\n`
		)
	);
	server.on( 'connection', ( client, request ) => {
		const browser = new WebSocket( upstream + request.url );
		const pending = [];
		/** The ids of optional commands sent, whose failure is answered as a success. */
		const optional = new Set();
		browser.on( 'open', () => pending.splice( 0 ).forEach( send ) );
		function send( data ) {
			browser.send( data );
		}
		client.on( 'message', ( data ) => {
			const text = data.toString();
			const message = JSON.parse( text );
			if ( OPTIONAL.has( message.method ) ) {
				optional.add( message.id );
			}
			if ( browser.readyState === WebSocket.OPEN ) {
				send( text );
			} else {
				pending.push( text );
			}
		} );
		browser.on( 'message', ( data ) => {
			const text = data.toString();
			const message = JSON.parse( text );
			if (
				optional.delete( message.id ) &&
				message.error === 'unknown command'
			) {
				client.send(
					JSON.stringify( {
						type: 'success',
						id: message.id,
						result: {},
					} )
				);
				return;
			}
			client.send( text );
		} );
		const closeBoth = () => {
			client.close();
			browser.close();
		};
		client.on( 'close', closeBoth );
		browser.on( 'close', closeBoth );
		client.on( 'error', closeBoth );
		browser.on( 'error', closeBoth );
	} );
}
