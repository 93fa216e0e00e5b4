/**
 * Vitrine's settings on the multi-server setup (docs/scaling.md), with the
 * object cache on: a change saved through one node is what both nodes serve at once, and partial
 * updates saved through the two nodes at the same instant both count (includes/settings.php
 * merges each over what the database holds, under a lock).
 */
import { administrator, rest } from './session.mjs';
import { request } from './topology.mjs';

const OPTION = 'vitrine_settings';

/**
 * The settings as one node serves them to the REST API.
 *
 * @param {Object} admin The administrator's session.
 * @param {string} base  The node.
 */
async function read( admin, base ) {
	const { status, data } = await rest( admin, '/wp/v2/settings', { base } );
	if ( status !== 200 ) {
		throw new Error( `reading the settings answered ${ status }` );
	}
	return data[ OPTION ];
}

/**
 * A partial update: only `values`' fields, through one node.
 *
 * @param {Object} admin  The administrator's session.
 * @param {string} base   The node.
 * @param {Object} values Some fields.
 */
async function save( admin, base, values ) {
	const { status, data } = await rest( admin, '/wp/v2/settings', {
		base,
		method: 'POST',
		json: { [ OPTION ]: values },
	} );
	if ( status !== 200 ) {
		throw new Error(
			`saving ${ JSON.stringify( values ) } answered ${ status }: ${ data?.message }`
		);
	}
}

/**
 * Whether a node's page carries the class `animations: false` adds (includes/settings.php).
 *
 * @param {string} base The node.
 */
async function pageWithoutAnimations( base ) {
	const page = await request( `${ base }/` );
	return /<body[^>]*\bvitrine-no-animations\b/.test( page.body );
}

/**
 * Saves through node a and reads through node b, then `rounds` pairs of partial updates made at
 * the same instant through the two nodes; puts the settings back as they were.
 *
 * @param {{url: string, nodes: Record<string, string>}} setup  The running setup.
 * @param {number}                                       rounds How many pairs.
 * @return {Promise<{rounds: number, problems: string[]}>} What went wrong, if anything.
 */
export async function settingsAcrossNodes( setup, rounds ) {
	const { a, b } = setup.nodes;
	const admin = await administrator( setup.url );
	const problems = [];
	const before = await read( admin, a );
	try {
		// One change, through node a: node b's REST API and pages show it at once.
		await save( admin, a, { animations: ! before.animations } );
		const seen = await read( admin, b );
		if ( seen.animations !== ! before.animations ) {
			problems.push(
				'node b did not serve the change saved through node a'
			);
		}
		for ( const node of [ a, b ] ) {
			if (
				( await pageWithoutAnimations( node ) ) !== before.animations
			) {
				problems.push( `${ node }'s page did not follow the change` );
			}
		}
		// Partial updates at the same instant: each node changes a field of its own.
		for ( let round = 0; round < rounds; round++ ) {
			const wanted = {
				animations: round % 2 === 0,
				preloader: round % 3 === 0,
			};
			await Promise.all( [
				save( admin, a, { animations: wanted.animations } ),
				save( admin, b, { preloader: wanted.preloader } ),
			] );
			for ( const [ name, node ] of Object.entries( setup.nodes ) ) {
				const now = await read( admin, node );
				for ( const [ key, value ] of Object.entries( wanted ) ) {
					if ( now[ key ] !== value ) {
						problems.push(
							`round ${ round }: node ${ name } served ${ key } ${ now[ key ] }, not ${ value }`
						);
					}
				}
				for ( const key of Object.keys( before ) ) {
					if ( ! ( key in wanted ) && now[ key ] !== before[ key ] ) {
						problems.push(
							`round ${ round }: ${ key } changed on node ${ name }`
						);
					}
				}
			}
		}
	} catch ( error ) {
		problems.push( error.message );
	} finally {
		await save( admin, a, before );
	}
	return { rounds, problems };
}
