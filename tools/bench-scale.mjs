/**
 * `npm run bench:scale`: Vitrine on the multi-server setup (tools/scale/topology.mjs,
 * docs/scaling.md), and what it must show there. So far: every page the same bytes from either
 * node, for any visitor's cookies, and from Varnish's cache (HIT) as from a node (MISS), with no
 * cookie set on an anonymous view; then load, bounded in time and requests: many visitors through
 * the cache, and fewer past it across the two nodes. Exits non-zero when a page differs, a
 * request fails or the cache serves less than it should.
 */
import { startTopology } from './scale/topology.mjs';
import { cacheSafety, pagePaths, VISITOR_COOKIES } from './scale/checks.mjs';
import { visitors } from './scale/load.mjs';

// Marketing pages served from the cache under load: at least this share of answers are HITs.
const HIT_RATIO = 0.95;
const LOADS = [
	{
		label: '200 visitors through Varnish',
		concurrency: 200,
		seconds: 60,
		maxRequests: 100_000,
		cached: true,
	},
	{
		label: '50 visitors past the cache, across the two nodes',
		concurrency: 50,
		seconds: 30,
		maxRequests: 5_000,
		cached: false,
	},
];

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

	const marketing = paths.filter(
		( path ) => ! /^\/(cart|checkout|my-account)\//.test( path )
	);
	console.log(
		`\n| load (${ marketing.length } marketing pages in turn) | requests | per second | ms p50 / p95 / p99 | errors | not 2xx | cache HITs |\n|---|---|---|---|---|---|---|`
	);
	for ( const load of LOADS ) {
		const result = await visitors( {
			base: setup.url,
			paths: marketing,
			concurrency: load.concurrency,
			seconds: load.seconds,
			maxRequests: load.maxRequests,
			// Varnish passes these to the nodes in turn (tools/scale/topology.mjs, vcl()).
			headers: load.cached ? {} : { 'x-scale-bypass': '1' },
		} );
		console.log(
			`| ${ load.label } | ${ result.requests } | ${
				result.perSecond
			} | ${ result.ms.join( ' / ' ) } | ${ result.errors } | ${
				result.notOk
			} | ${ load.cached ? result.hitRatio : '–' } |`
		);
		failed ||=
			result.errors > 0 ||
			result.notOk > 0 ||
			( load.cached && result.hitRatio < HIT_RATIO );
	}
} finally {
	await setup.stop();
}
console.log( `Done in ${ Math.round( ( Date.now() - started ) / 1000 ) } s.` );
process.exit( failed ? 1 : 0 );
