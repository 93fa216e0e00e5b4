/**
 * Load and loss, measured, never a timed test: concurrent visitors on a page for a
 * while, then concurrent comment posts on a post, with what WordPress accepted and what it
 * created. Each visitor waits for its answer before asking again, as a browser does.
 */
import { performance } from 'node:perf_hooks';

/**
 * The p-th percentile of sorted numbers.
 * @param {number[]} sorted Ascending.
 * @param {number}   p      0 to 100.
 */
/**
 * The value below which `p` % of the sorted values lie (nearest rank), rounded.
 *
 * @param {number[]} sorted Values, ascending.
 * @param {number}   p      0 to 100.
 * @return {number|null} The value; null when there is none.
 */
function percentile( sorted, p ) {
	if ( ! sorted.length ) {
		return null;
	}
	const at = Math.min(
		sorted.length - 1,
		Math.ceil( ( p / 100 ) * sorted.length ) - 1
	);
	return Math.round( sorted[ Math.max( at, 0 ) ] );
}

function summary( latencies, errors, seconds ) {
	const sorted = [ ...latencies ].sort( ( a, b ) => a - b );
	return {
		requests: latencies.length,
		perSecond: Number( ( latencies.length / seconds ).toFixed( 1 ) ),
		p50Ms: percentile( sorted, 50 ),
		p95Ms: percentile( sorted, 95 ),
		p99Ms: percentile( sorted, 99 ),
		errors,
	};
}

/**
 * Runs `concurrency` loops of `request` for `seconds` (and `maxRequests` requests) at most.
 *
 * @param {number}                          concurrency                  How many at once.
 * @param {number}                          seconds                      For how long.
 * @param {(n: number) => Promise<boolean>} request                      One request; false when it failed.
 * @param {Object}                          [limits]
 * @param {number}                          [limits.maxRequests]         How many, all loops together.
 * @param {number}                          [limits.pauseAfterFailureMs] How long a loop waits after a
 *                                                                       failure (as a person would).
 */
export async function hammer(
	concurrency,
	seconds,
	request,
	{ maxRequests = Infinity, pauseAfterFailureMs = 0 } = {}
) {
	const latencies = [];
	let errors = 0;
	let next = 0;
	const end = performance.now() + seconds * 1000;
	const loop = async () => {
		while ( performance.now() < end && next < maxRequests ) {
			const started = performance.now();
			const ok = await request( next++ ).catch( () => false );
			latencies.push( performance.now() - started );
			if ( ! ok ) {
				errors++;
				if ( pauseAfterFailureMs ) {
					await new Promise( ( done ) =>
						setTimeout( done, pauseAfterFailureMs )
					);
				}
			}
		}
	};
	const started = performance.now();
	await Promise.all( Array.from( { length: concurrency }, loop ) );
	return summary( latencies, errors, ( performance.now() - started ) / 1000 );
}

/**
 * Visitors reading a page, compressed as a browser asks for it.
 *
 * @param {string} url                 The page.
 * @param {Object} options
 * @param {number} options.concurrency
 * @param {number} options.seconds
 */
export function visitors( url, { concurrency = 50, seconds = 60 } = {} ) {
	return hammer( concurrency, seconds, async () => {
		const response = await fetch( url, {
			headers: { 'accept-encoding': 'gzip' },
		} );
		await response.arrayBuffer();
		return response.status < 400;
	} );
}

/**
 * Visitors posting comments through WordPress's own form handler. Accepted: the redirect back to
 * the post that WordPress sends once the comment is stored.
 *
 * @param {string}       siteUrl             The site.
 * @param {number}       postId              A post open to comments.
 * @param {() => number} countComments       How many comments the post has (all statuses).
 * @param {Object}       options
 * @param {number}       options.concurrency
 * @param {number}       options.seconds
 */
export async function commenters(
	siteUrl,
	postId,
	countComments,
	{ concurrency = 20, seconds = 30 } = {}
) {
	const before = countComments();
	let accepted = 0;
	const run = Date.now();
	const result = await hammer( concurrency, seconds, async ( n ) => {
		const response = await fetch( `${ siteUrl }/wp-comments-post.php`, {
			method: 'POST',
			redirect: 'manual',
			body: new URLSearchParams( {
				comment_post_ID: String( postId ),
				author: `Visitor ${ n }`,
				email: `visitor-${ run }-${ n }@example.org`,
				comment: `Comment ${ n } of the load bench ${ run }: is it kept?`,
			} ),
		} );
		await response.arrayBuffer();
		if ( response.status === 302 ) {
			accepted++;
			return true;
		}
		return false;
	} );
	const created = countComments() - before;
	return { ...result, accepted, created, lost: accepted - created };
}
