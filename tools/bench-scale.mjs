/**
 * `npm run bench:scale`: Vitrine on the multi-server setup (tools/scale/topology.mjs,
 * docs/scaling.md), and what it must show there. So far: every page the same bytes from either
 * node, for any visitor's cookies, and from Varnish's cache (HIT) as from a node (MISS), with no
 * cookie set on an anonymous view. Exits non-zero when a page differs.
 */
import { startTopology } from './scale/topology.mjs';
import { cacheSafety, pagePaths, VISITOR_COOKIES } from './scale/checks.mjs';

const started = Date.now();
const setup = await startTopology( { log: ( line ) => console.log( line ) } );
let failed = false;
try {
	const paths = await pagePaths( setup.url );
	console.log(
		`Comparing ${ paths.length } pages across 2 nodes, ${ VISITOR_COOKIES.length } visitors' cookies and Varnish's HIT and MISS…`
	);
	const problems = await cacheSafety( setup, paths );
	console.log(
		problems.length
			? problems
					.map( ( { path, problem } ) => `- ${ path }: ${ problem }` )
					.join( '\n' )
			: `Cache-safe HTML: all ${ paths.length } pages byte-identical across nodes, cookies, HIT and MISS; no cookie set on an anonymous view.`
	);
	failed = problems.length > 0;
} finally {
	await setup.stop();
}
console.log( `Done in ${ Math.round( ( Date.now() - started ) / 1000 ) } s.` );
process.exit( failed ? 1 : 0 );
