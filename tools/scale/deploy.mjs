/**
 * A rolling deploy (no option is written on a visitor's request: docs/scaling.md): while two servers run two
 * releases, the pattern headers stored by the other release differ from this one's. A visitor's
 * request must then write no option: each write of an autoloaded option flushes the `alloptions`
 * cache every server shares. Visitors past the cache ask both nodes; option-writes.php (on this
 * setup's site alone) logs every option their requests write. Then an administrator's request
 * (the editor's list of patterns) stores this release's headers, and the patterns are there.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { request } from './topology.mjs';
import { administrator, rest } from './session.mjs';

const CLI = fileURLToPath( new URL( '../wp/cli.php', import.meta.url ) );

/**
 * @param {string}         siteDir The site.
 * @param {'stale'|'read'} what    Store another release's headers, or read the signature.
 * @return {string} The stored signature.
 */
const patternsCache = ( siteDir, what ) =>
	execFileSync( 'php', [ CLI, 'patterns-cache', siteDir, what ], {
		encoding: 'utf8',
	} ).trim();

/**
 * @param {{url: string, nodes: Record<string, string>, site: {siteDir: string}}} setup    The running setup.
 * @param {number}                                                                requests Visitors' requests, spread over the nodes.
 * @return {Promise<{problems: string[], writes: number}>} What went wrong, and the options written.
 */
export async function rollingDeploy( setup, requests ) {
	const problems = [];
	const log = join( setup.site.siteDir, 'wp-content/option-writes.log' );
	rmSync( log, { force: true } );
	const stale = patternsCache( setup.site.siteDir, 'stale' );
	const nodes = Object.values( setup.nodes );
	for ( let at = 0; at < requests; at++ ) {
		const answer = await request( `${ nodes[ at % nodes.length ] }/` );
		if ( answer.status !== 200 ) {
			problems.push(
				`a visitor's request was answered ${ answer.status }`
			);
		}
	}
	const written = existsSync( log )
		? readFileSync( log, 'utf8' ).split( '\n' ).filter( Boolean )
		: [];
	if ( written.length ) {
		const names = [ ...new Set( written ) ].join( ', ' );
		problems.push(
			`${ requests } visitors' requests wrote ${ written.length } options (${ names })`
		);
	}
	if ( patternsCache( setup.site.siteDir, 'read' ) !== stale ) {
		problems.push(
			"a visitor's request replaced the other release's headers"
		);
	}
	const admin = await administrator( setup.url );
	const patterns = await rest( admin, '/wp/v2/block-patterns/patterns' );
	const names = Array.isArray( patterns.data )
		? patterns.data.map( ( pattern ) => pattern.name )
		: [];
	if ( ! names.includes( 'vitrine/logo-strip' ) ) {
		problems.push(
			`the editor's patterns (${ patterns.status }) lack Vitrine's`
		);
	}
	if ( patternsCache( setup.site.siteDir, 'read' ) === stale ) {
		problems.push(
			"the administrator's request did not store this release's headers"
		);
	}
	return { problems, writes: written.length };
}

/** Visitors walking the pages at once in everyPageWrites(). */
const VISITORS = 2;

/**
 * Every published page (the sitemap's addresses: pages, posts, products, archives), each followed
 * by the home page, alternating between the nodes: visitors' requests must write none of
 * Vitrine's options, whatever pages they ask for and in whatever order (the dark styles were kept
 * per page's colour CSS and rewritten on nearly every view). Two visitors walk at once, each its
 * own half of the pages and each starting on its own node, so that the nodes' requests overlap as
 * real visitors' do (and a run of its own keeps both cores busy). Other plugins' writes are
 * counted apart (WooCommerce keeps transients as options where no object cache runs).
 *
 * @param {{url: string, nodes: Record<string, string>, site: {siteDir: string}}} setup The running setup.
 * @param {string[]}                                                              paths The sitemap's paths.
 * @return {Promise<{problems: string[], requests: number, vitrine: number, others: number}>} What went wrong, and what was written.
 */
export async function everyPageWrites( setup, paths ) {
	const problems = [];
	const log = join( setup.site.siteDir, 'wp-content/option-writes.log' );
	rmSync( log, { force: true } );
	const nodes = Object.values( setup.nodes );
	let requests = 0;
	const walk = async ( first ) => {
		let turn = first;
		for ( const path of paths.filter(
			( _, at ) => at % VISITORS === first
		) ) {
			for ( const visit of [ path, '/' ] ) {
				const answer = await request(
					`${ nodes[ turn++ % nodes.length ] }${ visit }`
				);
				requests++;
				if ( answer.status >= 400 ) {
					problems.push(
						`${ visit } was answered ${ answer.status }`
					);
				}
			}
		}
	};
	await Promise.all(
		Array.from( { length: VISITORS }, ( _, first ) => walk( first ) )
	);
	const written = existsSync( log )
		? readFileSync( log, 'utf8' ).split( '\n' ).filter( Boolean )
		: [];
	const vitrine = written.filter( ( option ) => /vitrine/i.test( option ) );
	if ( vitrine.length ) {
		problems.push(
			`${ requests } visitors' requests wrote Vitrine's options ${ vitrine.length } times (${ [
				...new Set( vitrine ),
			].join( ', ' ) })`
		);
	}
	return {
		problems,
		requests,
		vitrine: vitrine.length,
		others: written.length - vitrine.length,
	};
}
