/**
 * Faults on the multi-server setup (docs/scaling.md): while visitors keep asking
 * for pages past the cache (so every answer is a node's), one part is stopped and started again.
 * What counts: how many requests failed, and how long after the fault the last one did.
 */
import { visitors } from './load.mjs';
import { request, waitFor } from './topology.mjs';

/**
 * When the fault starts, when the part comes back and when the run ends, in seconds into the
 * run (times the run's scale: the smoke run halves them). The end leaves time, after the part is
 * back, to see that nothing fails any more.
 */
const TIMES = { faultAt: 6, backAt: 16, end: 30 };
/** Once the part is back, failures this long after it still count as the fault's. */
const SETTLE_SECONDS = 5;

/**
 * The faults, each with how it is made and undone on the running setup.
 *
 * @param {Object} setup The running setup (startTopology()).
 */
export const FAULTS = ( setup ) => [
	{
		label: 'Redis stopped (pages from the database), then started',
		inject: () => setup.stopRedis(),
		restore: () => setup.startRedis(),
		// WP_REDIS_GRACEFUL: WordPress carries on from the database.
		mustNotFail: true,
	},
	{
		label: 'node b stopped (Varnish moves its share to node a), then started',
		inject: () => setup.stopNode( 'b' ),
		restore: () => setup.startNode( 'b' ),
		// Varnish sends a GET that found no node to the other one (vcl_backend_error). What it
		// cannot save is a response already under way: nginx's graceful stop (QUIT, as Debian's
		// service stops it) ends responses PHP-FPM is still sending ("open socket … left in
		// connection", then "aborting" in its error log), and Varnish, which has passed the
		// headers on, can only cut the visitor's connection ("chunked read err"). So a request in
		// flight as the node stops may fail: allowed while the node goes, none after.
		mustNotFail: false,
	},
	{
		label: 'node b taken out of Varnish, stopped, started and put back (a planned stop)',
		inject: async () => {
			await setup.drainNode( 'b' );
			await setup.stopNode( 'b' );
		},
		restore: async () => {
			await setup.startNode( 'b' );
			setup.undrainNode( 'b' );
		},
		// What hosts do before stopping a node (docs/scaling.md): drained first, it has no
		// request left when it stops, so none may fail. The full bench only (npm test's smoke run
		// keeps to the unplanned faults).
		mustNotFail: true,
		fullOnly: true,
	},
	{
		label: 'MariaDB restarted',
		inject: () => setup.restartMariaDB(),
		restore: async () => {},
		// Without a database, no page: failures only while it restarts.
		mustNotFail: false,
	},
];

const wait = ( seconds ) =>
	new Promise( ( done ) => setTimeout( done, seconds * 1000 ) );

/**
 * Waits (at most a minute) until Varnish sends requests to both nodes again and both answer: the
 * last fault's node back in its health check before the next fault starts.
 *
 * @param {string} base Varnish.
 */
export function bothNodesServe( base ) {
	const served = new Set();
	return waitFor(
		'Varnish sending requests to both nodes',
		async () => {
			const answer = await request( `${ base }/robots.txt`, {
				'x-scale-bypass': '1',
			} );
			if ( answer.status !== 200 ) {
				served.clear();
				return `HTTP ${ answer.status }`;
			}
			served.add( answer.headers[ 'x-scale-node' ] );
			return served.size === 2 || `only node ${ [ ...served ] }`;
		},
		60_000
	);
}

/**
 * One fault under load.
 *
 * @param {Object}   setup       The running setup.
 * @param {Object}   fault       One of FAULTS().
 * @param {string[]} paths       Pages visited in turn.
 * @param {number}   concurrency Visitors at once.
 * @param {number}   [scale]     Times TIMES (the smoke run's 0.5).
 * @return {Promise<Object>} Requests, failures, when the last failure was, the load's figures.
 */
export async function underFault(
	setup,
	fault,
	paths,
	concurrency,
	scale = 1
) {
	const faultAt = TIMES.faultAt * scale;
	const backAt = TIMES.backAt * scale;
	await bothNodesServe( setup.url );
	const timeline = [];
	const load = visitors( {
		base: setup.url,
		paths,
		concurrency,
		seconds: TIMES.end * scale,
		maxRequests: 20_000,
		headers: { 'x-scale-bypass': '1' },
		timeline,
		pauseMs: 250,
	} );
	await wait( faultAt );
	const faultMs = faultAt * 1000;
	const injected = performance.now();
	await fault.inject();
	const faultSeconds =
		Math.round( ( performance.now() - injected ) / 100 ) / 10;
	await wait( backAt - faultAt );
	await fault.restore();
	const result = await load;
	const failures = timeline.filter( ( [ , ok ] ) => ! ok );
	const last = failures.length
		? Math.max( ...failures.map( ( [ at ] ) => at ) )
		: null;
	return {
		...result,
		failed: failures.length,
		// What the failures were: HTTP statuses, or 'error' for no answer.
		how: [
			...new Set( failures.map( ( [ , , status ] ) => status ) ),
		].join( ', ' ),
		// How long making the fault took (a restart's whole outage).
		faultSeconds,
		// From the fault to the last failed answer: how long visitors saw it.
		recoverySeconds:
			last === null
				? 0
				: Math.max( 0, Math.round( ( last - faultMs ) / 100 ) / 10 ),
		// Failures once the part was back and had had a few seconds: there must be none.
		failedAfter: failures.filter(
			( [ at ] ) => at > ( backAt + SETTLE_SECONDS ) * 1000
		).length,
	};
}
