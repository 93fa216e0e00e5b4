/**
 * PHP tests: Debian's phpunit against fresh, real WordPress sites made the same way as the e2e
 * site. By default on the minimum, WordPress 6.5.5, twice: on MariaDB (the real-database profile:
 * a server started here on a local port and stopped after) and on SQLite.
 *
 * `npm run test:php -- --wordpress=7.1` runs them on WordPress 7.1 with WooCommerce on MariaDB.
 * It is not in `npm test` yet: 7.1 serves some blocks' markup differently from 6.5 (a class on
 * paragraphs, attribute order, kses on skill circles), and the tests that compare served markup
 * with the fixtures the views hydrate must be brought over one by one (issue 15, see README).
 * Other arguments go to phpunit.
 */
import { spawnSync } from 'node:child_process';
import sites from './wp/sites.cjs';
import { startMariaDB } from './wp/mariadb.cjs';

const args = process.argv.slice( 2 );
const wanted = args.find( ( arg ) => arg.startsWith( '--wordpress=' ) );
const phpunitArgs = args.filter( ( arg ) => arg !== wanted );
const version = wanted ? wanted.split( '=' )[ 1 ] : sites.WORDPRESS.minimum;

const profiles =
	version === sites.WORDPRESS.current
		? [ { label: 'WordPress 7.1 + WooCommerce on MariaDB', mariadb: true } ]
		: [
				{ label: 'WordPress 6.5.5 on MariaDB', mariadb: true },
				{ label: 'WordPress 6.5.5 on SQLite', mariadb: false },
			];

let failed = 0;
for ( const profile of profiles ) {
	console.log( `\n${ profile.label }` );
	const mariadb = profile.mariadb
		? await startMariaDB( { name: 'phpunit', port: 8895 } )
		: null;
	try {
		const site = sites.createNativeSite( {
			name: `phpunit-${ version }-${ profile.mariadb ? 'mariadb' : 'sqlite' }`,
			port: 8891,
			version,
			shop: true,
			mariadb,
		} );
		const result = spawnSync(
			'phpunit',
			[ '-c', 'tests/php/phpunit.xml', ...phpunitArgs ],
			{
				cwd: sites.ROOT,
				stdio: 'inherit',
				env: { ...process.env, VITRINE_WP_DIR: site.siteDir },
			}
		);
		failed += result.status === 0 ? 0 : 1;
	} finally {
		mariadb?.stop();
	}
}
process.exit( failed ? 1 : 0 );
