/**
 * Load on the multi-server setup: many visitors at once, each asking for page after page until
 * the time or the request count runs out (both bounded, every request to loopback).
 */
import http from 'node:http';
import { request } from './topology.mjs';
import { percentile } from '../bench/load.mjs';

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
	const times = [];
	const statuses = {};
	let sent = 0;
	let errors = 0;
	let hits = 0;
	const started = performance.now();
	const deadline = started + seconds * 1000;
	const one = async ( path ) => {
		const begin = performance.now();
		let ok = false;
		try {
			const response = await request( base + path, headers, agent );
			ok = response.status >= 200 && response.status < 300;
			times.push( performance.now() - begin );
			statuses[ response.status ] =
				( statuses[ response.status ] || 0 ) + 1;
			timeline.push( [
				performance.now() - started,
				ok,
				response.status,
			] );
			if ( response.headers[ 'x-cache' ] === 'HIT' ) {
				hits++;
			}
		} catch {
			errors++;
			timeline.push( [ performance.now() - started, false, 'error' ] );
		}
		if ( ! ok && pauseMs ) {
			await new Promise( ( done ) => setTimeout( done, pauseMs ) );
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
		ms: [ 50, 95, 99 ].map( ( p ) => percentile( sorted, p ) ),
		errors,
		notOk: Object.entries( statuses )
			.filter( ( [ status ] ) => status < 200 || status > 299 )
			.reduce( ( total, [ , count ] ) => total + count, 0 ),
		hitRatio: answered
			? Math.round( ( hits / answered ) * 1000 ) / 1000
			: 0,
	};
}
