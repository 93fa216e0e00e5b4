/**
 * Load on the multi-server setup: many visitors at once, each asking for page after page until
 * the time or the request count runs out (both bounded, every request to loopback).
 */
import http from 'node:http';
import { request } from './topology.mjs';
import { hammer } from '../bench/load.mjs';

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
 * @param {Array}    [options.timeline]  Filled with each answer's [ms since the start, ok?, status or 'error'].
 * @param {number}   [options.pauseMs]   How long a visitor waits after a failed answer before the
 *                                       next request (as a person would; 0: none).
 * @return {Promise<Object>} Requests, per second, p50/p95/p99 in ms, errors, non-2xx, HITs.
 */
export async function visitors( {
	base,
	paths,
	concurrency,
	seconds,
	maxRequests,
	headers = {},
	timeline = [],
	pauseMs = 0,
} ) {
	const agent = new http.Agent( {
		keepAlive: true,
		maxSockets: concurrency,
	} );
	let noAnswer = 0;
	let notOk = 0;
	let hits = 0;
	const started = performance.now();
	const result = await hammer(
		concurrency,
		seconds,
		async ( n ) => {
			let status = 'error';
			try {
				const response = await request(
					base + paths[ n % paths.length ],
					headers,
					agent
				);
				status = response.status;
				if ( response.headers[ 'x-cache' ] === 'HIT' ) {
					hits++;
				}
			} catch {
				noAnswer++;
			}
			const ok = status !== 'error' && status >= 200 && status < 300;
			if ( status !== 'error' && ! ok ) {
				notOk++;
			}
			timeline.push( [ performance.now() - started, ok, status ] );
			return ok;
		},
		{ maxRequests, pauseAfterFailureMs: pauseMs }
	);
	agent.destroy();
	const answered = result.requests - noAnswer;
	return {
		requests: result.requests,
		perSecond: result.perSecond,
		ms: [ result.p50Ms, result.p95Ms, result.p99Ms ],
		errors: noAnswer,
		notOk,
		hitRatio: answered
			? Math.round( ( hits / answered ) * 1000 ) / 1000
			: 0,
	};
}
