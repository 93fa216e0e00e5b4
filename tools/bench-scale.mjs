/**
 * `npm run bench:scale`: Vitrine on the multi-server setup (tools/scale/topology.mjs,
 * docs/scaling.md), and what it must show there:
 * 1. every page the same bytes from either node, for any visitor's cookies, and from Varnish's
 *    cache (HIT) as from a node (MISS), with no cookie set and no nonce in an anonymous view;
 * 2. a day-old REST nonce refused by one node, a new one from the other, the retry accepted;
 * 3. load, bounded in time and requests: many visitors through the cache, fewer past it across
 *    the two nodes while shoppers fill carts and check out (no cart lost or shown to another,
 *    each order placed once);
 * 4. Redis, a node and MariaDB each stopped under load: failures and time to recover;
 * 5. settings saved through one node served by both, partial updates through both kept;
 * 6. a rolling deploy: visitors' requests write no option while two releases run;
 * 7. every published page, each followed by the home page, across both nodes, with the object
 *    cache on and then off: visitors' requests write none of Vitrine's options.
 * Exits non-zero when any of it fails. `--smoke` runs a smaller version of each (npm test).
 */
import { availableParallelism } from 'node:os';
import { isPassed, startTopology } from './scale/topology.mjs';
import {
	cacheSafety,
	pagePaths,
	sitemapPaths,
	visitorCookies,
} from './scale/checks.mjs';
import { visitors } from './scale/load.mjs';
import { shoppers } from './scale/shoppers.mjs';
import { FAULTS, underFault } from './scale/faults.mjs';
import { settingsAcrossNodes } from './scale/settings.mjs';
import { agedNonces } from './scale/nonces.mjs';
import { everyPageWrites, rollingDeploy } from './scale/deploy.mjs';
import { rewriteBetween } from './bench/report.mjs';

// Marketing pages served from the cache under load: at least this share of answers are HITs.
const HIT_RATIO = 0.95;

/** The bench's sizes, each as [the full run, the smoke run (`--smoke`, in npm test)]. */
const SMOKE = process.argv.includes( '--smoke' );
const SIZES = Object.fromEntries(
	Object.entries( {
		// Visitors at once, seconds, requests at most.
		cached: [
			[ 200, 60, 100_000 ],
			[ 50, 5, 5_000 ],
		],
		// The smoke run's visitors past the cache keep both nodes busy while its shoppers check
		// out; more of them would only add work beside npm test's end-to-end run.
		uncached: [
			[ 50, 30, 5_000 ],
			[ 5, 10, 500 ],
		],
		shoppers: [ 20, 3 ],
		// Pairs of settings saved through both nodes at once.
		rounds: [ 10, 2 ],
		faultVisitors: [ 8, 4 ],
		// Visitors' requests after a rolling deploy (each would write at once if any did).
		deployVisits: [ 100, 40 ],
		// Times the faults' timeline (tools/scale/faults.mjs).
		faultScale: [ 1, 0.5 ],
	} ).map( ( [ name, [ full, smoke ] ] ) => [ name, SMOKE ? smoke : full ] )
);

const started = Date.now();
const setup = await startTopology( { log: ( line ) => console.log( line ) } );
let failed = false;
// What the run found, printed as it goes and, for the full run, written into docs/scaling.md.
const lines = [];
const say = ( text ) => {
	console.log( text );
	lines.push( text );
};
const report = ( problems, fine ) => {
	say(
		problems.length
			? problems.map( ( problem ) => `- ${ problem }` ).join( '\n' )
			: fine
	);
	failed ||= problems.length > 0;
};
try {
	const paths = await pagePaths( setup.url );
	say(
		`\n### 1. Cache-safe HTML\n\nComparing ${ paths.length } pages across 2 nodes, ${ visitorCookies( setup, '' ).length } visitors' cookies (a protected post's password among them, except on core's lists of posts)${ SMOKE ? ' (on node a; node b without)' : '' } and Varnish's HIT and MISS…`
	);
	report(
		( await cacheSafety( setup, paths, ! SMOKE ) ).map(
			( { path, problem } ) => `${ path }: ${ problem }`
		),
		`All ${ paths.length } pages byte-identical across nodes, cookies, HIT and MISS; no cookie set and no nonce in an anonymous view.`
	);

	say( '\n### 2. Nonces that age (AP-1)\n' );
	report(
		await agedNonces( setup ),
		'A day-old REST nonce is refused by node a (rest_cookie_invalid_nonce); a new one from node b is accepted by node a on the retry.'
	);

	const marketing = paths.filter( ( path ) => ! isPassed( path ) );
	say(
		`\n### 3. Load (${ marketing.length } marketing pages in turn)\n\n| load | requests | per second | ms p50 / p95 / p99 | errors | not 2xx | cache HITs |\n|---|---|---|---|---|---|---|`
	);
	const row = ( label, result, hits ) => {
		say(
			`| ${ label } | ${ result.requests } | ${ result.perSecond } | ${ result.ms.join( ' / ' ) } | ${ result.errors } | ${ result.notOk } | ${ hits ? result.hitRatio : '–' } |`
		);
		failed ||=
			result.errors > 0 ||
			result.notOk > 0 ||
			( hits && result.hitRatio < HIT_RATIO );
	};
	const load = ( [ concurrency, seconds, maxRequests ], cached ) =>
		visitors( {
			base: setup.url,
			paths: marketing,
			concurrency,
			seconds,
			maxRequests,
			// Varnish passes these to the nodes in turn (tools/scale/topology.mjs, vcl()).
			headers: cached ? {} : { 'x-scale-bypass': '1' },
		} );
	row(
		`${ SIZES.cached[ 0 ] } visitors through Varnish`,
		await load( SIZES.cached, true ),
		true
	);
	// The shoppers check out while the uncached visitors keep both nodes busy.
	const [ uncached, shopped ] = await Promise.all( [
		load( SIZES.uncached, false ),
		shoppers( setup.url, SIZES.shoppers ),
	] );
	row(
		`${ SIZES.uncached[ 0 ] } visitors past the cache, across the two nodes`,
		uncached,
		false
	);
	say(
		`\n${ shopped.shoppers } shoppers at the same time, each with their own cookies: ${ shopped.requests } requests in ${ shopped.seconds } s, ${ shopped.orders } orders.`
	);
	report(
		shopped.problems,
		"Every cart held exactly its shopper's products (the mini-cart counted them, pages without a cart showed 0), and every shopper's order was placed exactly once with exactly those lines."
	);

	say(
		'\n### 4. Faults under load (visitors past the cache)\n\n| fault | requests | failed (how) | fault took s | last failure s after the fault | failed once back |\n|---|---|---|---|---|---|'
	);
	for ( const fault of FAULTS( setup ).filter(
		( { fullOnly } ) => ! ( SMOKE && fullOnly )
	) ) {
		const result = await underFault(
			setup,
			fault,
			marketing,
			SIZES.faultVisitors,
			SIZES.faultScale
		);
		say(
			`| ${ fault.label } | ${ result.requests } | ${ result.failed }${ result.how ? ` (${ result.how })` : '' } | ${ result.faultSeconds } | ${ result.recoverySeconds } | ${ result.failedAfter } |`
		);
		failed ||=
			result.failedAfter > 0 ||
			( fault.mustNotFail && result.failed > 0 );
	}
	const pagesAfter = await pagePaths( setup.url );
	report(
		pagesAfter.join() === paths.join()
			? []
			: [
					`the site had ${ pagesAfter.length } pages after the faults, ${ paths.length } before`,
				],
		`All ${ paths.length } pages still published after the faults (the settings are read again below).`
	);

	say( '\n### 5. Settings across nodes (object cache on)\n' );
	const settings = await settingsAcrossNodes( setup, SIZES.rounds );
	report(
		settings.problems,
		`A change saved through node a was served by node b's REST API and both nodes' pages at once; ${ settings.rounds } pairs of partial updates saved through both nodes at the same instant all kept.`
	);

	const visits = SIZES.deployVisits;
	say( '\n### 6. A rolling deploy (object cache on)\n' );
	const deploy = await rollingDeploy( setup, visits );
	report(
		deploy.problems,
		`With the pattern headers another release stored, ${ visits } visitors' requests across the two nodes wrote ${ deploy.writes } options; an administrator's request then stored this release's, and the editor lists Vitrine's patterns.`
	);

	const sitemap = await sitemapPaths( setup.url );
	for ( const cache of [ 'on', 'off' ] ) {
		say(
			`\n### ${ cache === 'on' ? 7 : 8 }. Every published page, visitors' writes (object cache ${ cache })\n`
		);
		if ( cache === 'off' ) {
			// The drop-in falls back to WordPress's own per-request cache.
			await setup.stopRedis();
		}
		// Once warm: each page seen once before the count.
		await everyPageWrites( setup, sitemap );
		const writes = await everyPageWrites( setup, sitemap );
		report(
			writes.problems,
			`Every published page in the sitemap (${ sitemap.length }), each followed by the home page, alternating between the nodes, two visitors at once: ${ writes.requests } visitors' requests wrote Vitrine's options ${ writes.vitrine } times (other plugins' options: ${ writes.others }).`
		);
		if ( cache === 'off' ) {
			await setup.startRedis();
		}
	}
} finally {
	await setup.stop();
}
if ( ! SMOKE ) {
	rewriteBetween(
		'docs/scaling.md',
		'<!-- scale:start (generated by npm run bench:scale; edit tools/bench-scale.mjs) -->',
		'<!-- scale:end -->',
		[
			`Measured on ${ new Date().toISOString().slice( 0, 10 ) } in ${ Math.round(
				( Date.now() - started ) / 60_000
			) } min, on ${ availableParallelism() } cores (everything on one machine), ${
				failed ? '**with failures**' : 'all passed'
			}:`,
			...lines,
		].join( '\n' )
	);
}
console.log(
	`\nDone in ${ Math.round( ( Date.now() - started ) / 1000 ) } s.`
);
process.exit( failed ? 1 : 0 );
