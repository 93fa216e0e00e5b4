/**
 * The bench's WordPress site (npm run bench, npm run profile): WordPress 7.1 on MariaDB (SQLite
 * when MariaDB is not installed, said so), no WP_DEBUG, the demo content, with WooCommerce and
 * Storefront for the shop pages' visitors and Kadence Blocks for its side-by-side pages.
 */
import sites from '../wp/sites.cjs';
import mariadbServer from '../wp/mariadb.cjs';

export const MARIADB_PORT = 8892;

/**
 * Starts the database and makes (or reuses) the site; the caller serves it.
 * @param {number} port Where the site will answer.
 * @return {Promise<{mariadb: Object|null, created: Object}>} The database (null: SQLite) and the site.
 */
export async function createBenchSite( port ) {
	// The database real hosts run: SQLite's translation layer would charge every query of
	// Vitrine's (and WordPress's) several times what MariaDB does, and blur the on ÷ off ratio.
	const mariadb = await mariadbServer
		.startMariaDB( { name: 'bench', port: MARIADB_PORT } )
		.catch( ( error ) => {
			console.log(
				`${ error.message } The bench runs on SQLite instead.`
			);
			return null;
		} );
	const created = sites.createNativeSite( {
		name: 'bench',
		port,
		debug: false,
		bench: true,
		mariadb,
		// WooCommerce and Storefront with the demo store, on for the shop pages' visitors only:
		// the test site's switches pick WooCommerce, the theme and the Shop scripts mode.
		shop: true,
		// Kadence Blocks, the peer measured side by side: active on its own pages only.
		kadence: true,
		testMuPlugins: 'tests/e2e/mu-plugins',
	} );
	return { mariadb, created };
}
