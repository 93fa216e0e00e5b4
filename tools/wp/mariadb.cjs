/**
 * A throwaway MariaDB server (Debian's `mariadb-server`) for the real-database test profile:
 * started on a local port in a data folder under .wp/mariadb/, stopped with the process that
 * started it. Sites get a database each on it.
 */
const { spawn, execFileSync } = require( 'node:child_process' );
const { existsSync, mkdirSync, rmSync } = require( 'node:fs' );
const { join, resolve } = require( 'node:path' );
const { hasCommand } = require( '../has-command.cjs' );

const ROOT = resolve( __dirname, '../..' );
const USER = 'vitrine';
const PASSWORD = 'vitrine';

/**
 * Starts a fresh server.
 *
 * @param {Object} options
 * @param {string} options.name Folder name under .wp/mariadb (one per concurrent user).
 * @param {number} options.port TCP port on 127.0.0.1.
 * @return {Promise<{host: string, user: string, password: string, createDatabase: (name: string) => void, stop: () => void, restart: () => Promise<void>}>} The server.
 */
async function startMariaDB( { name, port } ) {
	if ( ! hasCommand( 'mariadbd' ) || ! hasCommand( 'mariadb-install-db' ) ) {
		throw new Error(
			'MariaDB is not installed: apt-get install mariadb-server (the real-database profile needs it).'
		);
	}
	const home = join( ROOT, '.wp/mariadb', name );
	const data = join( home, 'data' );
	const socket = join( home, 'mariadb.sock' );
	rmSync( home, { recursive: true, force: true } );
	mkdirSync( home, { recursive: true } );
	// --user=root: CI runs as root, and mariadbd refuses root unless told so.
	const asRoot = process.getuid?.() === 0 ? [ '--user=root' ] : [];
	execFileSync(
		'mariadb-install-db',
		[
			'--no-defaults',
			`--datadir=${ data }`,
			'--auth-root-authentication-method=socket',
			'--skip-test-db',
			...asRoot,
		],
		{ stdio: 'pipe' }
	);
	const args = [
		'--no-defaults',
		`--datadir=${ data }`,
		`--socket=${ socket }`,
		`--port=${ port }`,
		'--bind-address=127.0.0.1',
		'--skip-log-bin',
		'--innodb-buffer-pool-size=128M',
		`--log-error=${ join( home, 'error.log' ) }`,
		...asRoot,
	];
	let server;
	const launch = () => {
		server = spawn( 'mariadbd', args, {
			stdio: 'ignore',
			detached: true,
		} );
	};
	const stop = () => {
		try {
			process.kill( -server.pid, 'SIGTERM' );
		} catch {
			// Already gone.
		}
	};
	process.once( 'exit', () => stop() );
	const sql = ( statement ) =>
		execFileSync(
			'mariadb',
			[
				'--no-defaults',
				`--socket=${ socket }`,
				'-uroot',
				'-e',
				statement,
			],
			{ stdio: 'pipe' }
		);
	const ready = async () => {
		const deadline = Date.now() + 20_000;
		for (;;) {
			if ( server.exitCode !== null ) {
				throw new Error(
					`MariaDB exited (${ server.exitCode }); see ${ home }/error.log`
				);
			}
			if ( existsSync( socket ) ) {
				try {
					sql( 'SELECT 1' );
					return;
				} catch {}
			}
			if ( Date.now() > deadline ) {
				stop();
				throw new Error(
					`MariaDB did not start; see ${ home }/error.log`
				);
			}
			await new Promise( ( done ) => setTimeout( done, 100 ) );
		}
	};
	launch();
	await ready();
	sql(
		`CREATE USER '${ USER }'@'127.0.0.1' IDENTIFIED BY '${ PASSWORD }'; GRANT ALL ON *.* TO '${ USER }'@'127.0.0.1';`
	);
	return {
		host: `127.0.0.1:${ port }`,
		user: USER,
		password: PASSWORD,
		createDatabase: ( database ) =>
			sql(
				`DROP DATABASE IF EXISTS \`${ database }\`; CREATE DATABASE \`${ database }\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;`
			),
		stop,
		// The same data, a new server process (the multi-server setup's database fault).
		restart: async () => {
			const exited = new Promise( ( done ) =>
				server.exitCode === null ? server.once( 'exit', done ) : done()
			);
			stop();
			await exited;
			launch();
			await ready();
		},
	};
}

module.exports = { startMariaDB };
