/**
 * Nonces that age in a cache (docs/scaling.md, AP-1).
 *
 * A page Varnish serves carries no nonce at all (checks.mjs refuses one), so nothing in it can
 * expire. A logged-in page (never cached, but left open in a tab) can: its REST nonce is then
 * refused with `rest_cookie_invalid_nonce`, and api-fetch asks `admin-ajax.php?action=rest-nonce`
 * for a new one and retries once (tests/e2e/specs/shop.spec.ts proves the script does). This
 * shows that exchange holds across the two nodes: a day-old nonce refused by one, a new one from
 * the other, the retry accepted by the first.
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { administrator, rest, restNonce } from './session.mjs';

const AGED_NONCE = fileURLToPath(
	new URL( 'aged-nonce.php', import.meta.url )
);

/**
 * The administrator's REST nonce as a page printed it two ticks (about a day) ago.
 *
 * @param {string} siteDir The site.
 * @param {Object} admin   The administrator's session.
 */
function dayOldNonce( siteDir, admin ) {
	const cookie = [ ...admin.cookies ].find( ( [ name ] ) =>
		name.startsWith( 'wordpress_logged_in_' )
	)[ 1 ];
	return execFileSync(
		'php',
		[ AGED_NONCE, siteDir, decodeURIComponent( cookie ), '2' ],
		{ encoding: 'utf8', stdio: [ 'ignore', 'pipe', 'pipe' ] }
	).trim();
}

/**
 * @param {{url: string, nodes: Record<string, string>, site: {siteDir: string}}} setup The running setup.
 * @return {Promise<string[]>} What went wrong, if anything.
 */
export async function agedNonces( setup ) {
	const problems = [];
	const admin = await administrator( setup.url );
	const aged = dayOldNonce( setup.site.siteDir, admin );
	const { a, b } = setup.nodes;
	const first = await rest( admin, '/wp/v2/users/me', {
		base: a,
		nonce: aged,
	} );
	if (
		first.status !== 403 ||
		first.data?.code !== 'rest_cookie_invalid_nonce'
	) {
		problems.push(
			`a day-old nonce was answered ${ first.status } ${ first.data?.code }, not 403 rest_cookie_invalid_nonce`
		);
	}
	const fresh = await restNonce( admin, b );
	const retry = await rest( admin, '/wp/v2/users/me', {
		base: a,
		nonce: fresh,
	} );
	if ( retry.status !== 200 || retry.data?.id !== 1 ) {
		problems.push(
			`the retry with node b's new nonce was answered ${ retry.status } by node a`
		);
	}
	return problems;
}
