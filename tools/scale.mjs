/**
 * `npm run scale`: Vitrine behind Varnish, on two PHP nodes with a Redis object cache and one
 * MariaDB (tools/scale/topology.mjs, docs/scaling.md). Prints the addresses and stays up until
 * Ctrl+C.
 */
import { PORTS, startTopology } from './scale/topology.mjs';

const started = Date.now();
const setup = await startTopology( { log: ( line ) => console.log( line ) } );
console.log( `
Vitrine on two servers, ready in ${ Math.round( ( Date.now() - started ) / 1000 ) } s:
  the site, through Varnish   ${ setup.url }
  node a (nginx + PHP-FPM)    ${ setup.nodes.a }   (send Host: 127.0.0.1:${ PORTS.varnish })
  node b (nginx + PHP-FPM)    ${ setup.nodes.b }
  Redis                       127.0.0.1:${ PORTS.redis }
  MariaDB                     127.0.0.1:${ PORTS.mariadb }
  Varnish's management        127.0.0.1:${ PORTS.varnishAdmin }   (${ setup.varnishadm })
Ctrl+C stops everything.` );
const stop = async () => {
	await setup.stop();
	process.exit( 0 );
};
process.once( 'SIGINT', stop );
process.once( 'SIGTERM', stop );
// Stays up until a signal stops it.
setInterval( () => {}, 60_000 );
