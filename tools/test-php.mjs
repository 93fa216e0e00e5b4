/**
 * PHP tests: Debian's phpunit against fresh, real WordPress sites made the same way as the e2e
 * site, on both versions we prove:
 * - WordPress 7.1 with WooCommerce and Storefront, on MariaDB (the real-database profile: a
 *   server started here on a local port and stopped after);
 * - WordPress 6.5.5, the minimum, on SQLite.
 * Where 7.1 is unavailable the run says so (one line from the resolver) and fails in CI; a local
 * run goes on with 6.5.5. `--wordpress=7.1` or `--wordpress=6.5` runs one; other arguments go to
 * phpunit.
 */
import { spawnSync } from 'node:child_process';
import sites from './wp/sites.cjs';
import { startMariaDB } from './wp/mariadb.cjs';

const args = process.argv.slice( 2 );
const wanted = args.find( ( arg ) => arg.startsWith( '--wordpress=' ) );
const phpunitArgs = args.filter( ( arg ) => arg !== wanted );

const profiles = [
	{
		label: 'WordPress 7.1 + WooCommerce on MariaDB',
		version: sites.WORDPRESS.current,
		mariadb: true,
	},
	{
		label: 'WordPress 6.5.5 on SQLite',
		version: sites.WORDPRESS.minimum,
		mariadb: false,
	},
].filter(
	( { version } ) => ! wanted || wanted === `--wordpress=${ version }`
);
if ( sites.newestAvailable() !== sites.WORDPRESS.current ) {
	if ( process.env.CI ) {
		console.error(
			'CI must run the PHP tests on WordPress 7.1 (see above).'
		);
		process.exit( 1 );
	}
	profiles.splice(
		0,
		profiles.length,
		...profiles.filter(
			( { version } ) => version !== sites.WORDPRESS.current
		)
	);
}

/** The network's tests run with the whole suite, or when a filter names them. */
const wantsNetwork =
	! phpunitArgs.length || /network/i.test( phpunitArgs.join( ' ' ) );

/**
 * The tests that need a WordPress network of more than 100 sites (tests/php/network/), on a
 * network made for them: a site without the demo, turned into a network, with 101 more sites
 * (each with its options table only: tools/wp/cli.php says why).
 *
 * @param {Object} mariadb The running database server.
 * @return {boolean} Whether they passed.
 */
function networkTests( mariadb ) {
	console.log(
		`\nWordPress ${ sites.WORDPRESS.current } network of 102 sites on MariaDB`
	);
	const network = sites.createNativeSite( {
		name: 'phpunit-network',
		port: 8892,
		mariadb,
		seed: false,
	} );
	const cli = `${ sites.ROOT }/tools/wp/cli.php`;
	for ( const step of [ [ 'network' ], [ 'network-sites', '102' ] ] ) {
		const made = spawnSync(
			'php',
			[ cli, step[ 0 ], network.siteDir, ...step.slice( 1 ) ],
			{ stdio: 'inherit' }
		);
		if ( made.status !== 0 ) {
			console.error( `Making the network failed at "${ step[ 0 ] }".` );
			return false;
		}
	}
	return phpunit( 'tests/php/network/phpunit.xml', network.siteDir );
}

/**
 * Runs Debian's phpunit with a configuration against a site.
 *
 * @param {string} config  The phpunit.xml, from the project's root.
 * @param {string} siteDir The WordPress the tests load.
 * @return {boolean} Whether they passed.
 */
function phpunit( config, siteDir ) {
	return (
		spawnSync( 'phpunit', [ '-c', config, ...phpunitArgs ], {
			cwd: sites.ROOT,
			stdio: 'inherit',
			env: { ...process.env, VITRINE_WP_DIR: siteDir },
		} ).status === 0
	);
}

let failed = 0;
for ( const profile of profiles ) {
	console.log( `\n${ profile.label }` );
	const mariadb = profile.mariadb
		? await startMariaDB( { name: 'phpunit', port: 8895 } )
		: null;
	try {
		const site = sites.createNativeSite( {
			name: `phpunit-${ profile.version }`,
			port: 8891,
			version: profile.version,
			shop: true,
			mariadb,
		} );
		failed += phpunit( 'tests/php/phpunit.xml', site.siteDir ) ? 0 : 1;
		if ( mariadb && wantsNetwork ) {
			failed += networkTests( mariadb ) ? 0 : 1;
		}
	} finally {
		mariadb?.stop();
	}
}
process.exit( failed ? 1 : 0 );
