/**
 * Load on the multi-server setup: many visitors at once, each asking for page after page until
 * the time or the request count runs out (both bounded, every request to loopback).
 */
import http from 'node:http';
import { request } from './topology.mjs';

/**
 * The value below which a share of the sorted values lies.
 *
 * @param {number[]} sorted Values, ascending.
 * @param {number}   share  0 to 1.
 */
function percentile( sorted, share ) {
	if ( ! sorted.length ) {
		return NaN;
	}
	return sorted[
		Math.min( sorted.length - 1, Math.floor( share * sorted.length ) )
	];
}

/**
 * `concurrency` visitors asking for `paths` in turn.
 *
 * @param {Object}   options
 * @param {string}   options.base        Varnish or a node.
 * @param {string[]} options.paths       The pages, visited in turn.
 * @param {number}   options.concurrency Visitors at once.
 * @param {number}   options.seconds     For how long at most.
 * @param {number}   options.maxRequests How many requests at most, all visitors together.
 * @param {Object}   [options.headers]   More request headers (a bypass of the cache).
 * @return {Promise<Object>} Requests, per second, p50/p95/p99 in ms, errors, non-2xx, HITs.
 */
export async function visitors( {
	base,
	paths,
	concurrency,
	seconds,
	maxRequests,
	headers = {},
} ) {
	const agent = new http.Agent( {
		keepAlive: true,
		maxSockets: concurrency,
	} );
	const times = [];
	const statuses = {};
	let sent = 0;
	let errors = 0;
	let hits = 0;
	const started = performance.now();
	const deadline = started + seconds * 1000;
	const one = async ( path ) => {
		const begin = performance.now();
		try {
			const response = await request( base + path, headers, agent );
			times.push( performance.now() - begin );
			statuses[ response.status ] =
				( statuses[ response.status ] || 0 ) + 1;
			if ( response.headers[ 'x-cache' ] === 'HIT' ) {
				hits++;
			}
		} catch {
			errors++;
		}
	};
	const visitor = async () => {
		while ( performance.now() < deadline && sent < maxRequests ) {
			await one( paths[ sent++ % paths.length ] );
		}
	};
	await Promise.all( Array.from( { length: concurrency }, visitor ) );
	agent.destroy();
	const elapsed = ( performance.now() - started ) / 1000;
	const sorted = times.sort( ( a, b ) => a - b );
	const answered = times.length;
	return {
		requests: answered + errors,
		perSecond: Math.round( ( answered / elapsed ) * 10 ) / 10,
		ms: [ 0.5, 0.95, 0.99 ].map( ( share ) =>
			Math.round( percentile( sorted, share ) )
		),
		errors,
		notOk: Object.entries( statuses )
			.filter( ( [ status ] ) => status < 200 || status > 299 )
			.reduce( ( total, [ , count ] ) => total + count, 0 ),
		hitRatio: answered
			? Math.round( ( hits / answered ) * 1000 ) / 1000
			: 0,
	};
}
