/**
 * A compressing front for `php -S` (which never compresses): real hosts serve HTML, CSS, JS,
 * JSON and SVG gzipped, and Lighthouse would otherwise charge every byte at full size.
 */
import { createServer, request } from 'node:http';
import { gzipSync } from 'node:zlib';

const COMPRESSIBLE = /text\/|javascript|json|svg|xml/;

/**
 * Starts the proxy.
 *
 * @param {number} port     Where it listens (the site's own address).
 * @param {number} upstream Where PHP listens.
 * @return {Promise<{ close: () => void }>} The running proxy.
 */
export function startGzipProxy( port, upstream ) {
	const server = createServer( ( incoming, outgoing ) => {
		const forward = request(
			{
				host: '127.0.0.1',
				port: upstream,
				method: incoming.method,
				path: incoming.url,
				// The Host header passes unchanged, so WordPress sees its own address.
				headers: { ...incoming.headers, 'accept-encoding': 'identity' },
			},
			( response ) => {
				const chunks = [];
				response.on( 'data', ( chunk ) => chunks.push( chunk ) );
				response.on( 'end', () => {
					let body = Buffer.concat( chunks );
					const headers = { ...response.headers };
					const type = String( headers[ 'content-type' ] || '' );
					if (
						/\bgzip\b/.test(
							incoming.headers[ 'accept-encoding' ] || ''
						) &&
						COMPRESSIBLE.test( type ) &&
						body.length > 0
					) {
						body = gzipSync( body, { level: 6 } );
						headers[ 'content-encoding' ] = 'gzip';
						headers.vary = 'Accept-Encoding';
					}
					delete headers[ 'transfer-encoding' ];
					headers[ 'content-length' ] = String( body.length );
					outgoing.writeHead( response.statusCode, headers );
					outgoing.end( body );
				} );
			}
		);
		forward.on( 'error', () => {
			outgoing.writeHead( 502 );
			outgoing.end();
		} );
		incoming.pipe( forward );
	} );
	return new Promise( ( resolve ) =>
		server.listen( port, '127.0.0.1', () =>
			resolve( { close: () => server.close() } )
		)
	);
}
