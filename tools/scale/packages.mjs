/**
 * The Debian packages the multi-server setup runs (npm run scale): installed when missing, as
 * root, without starting Debian's own services (the setup starts its own, on loopback ports,
 * with its own configuration).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import commands from '../has-command.cjs';

const { hasCommand } = commands;

/** A command the setup runs, and the package that brings it. */
export const NEEDED = [
	{ command: 'nginx', package: 'nginx' },
	{ command: 'php-fpm8.2', package: 'php8.2-fpm' },
	{ command: 'redis-server', package: 'redis-server' },
	{ command: 'varnishd', package: 'varnish' },
	{ command: 'mariadbd', package: 'mariadb-server' },
];

/** PHP extensions: phpredis makes the object cache faster (Redis Object Cache falls back to Predis). */
const EXTENSIONS = [
	{ extension: 'redis', package: 'php8.2-redis' },
	{ extension: 'mysqli', package: 'php8.2-mysql' },
];

function hasExtension( extension ) {
	return (
		spawnSync(
			'php',
			[ '-r', `exit(extension_loaded('${ extension }')?0:1);` ],
			{
				stdio: 'ignore',
			}
		).status === 0
	);
}

/**
 * What is missing, as Debian package names.
 *
 * @return {string[]} Packages to install.
 */
export function missingPackages() {
	return [
		...NEEDED.filter( ( need ) => ! hasCommand( need.command ) ).map(
			( need ) => need.package
		),
		...EXTENSIONS.filter(
			( need ) => ! hasExtension( need.extension )
		).map( ( need ) => need.package ),
	];
}

/**
 * Installs what is missing. As root only; otherwise says what to install, in one line.
 *
 * @param {(line: string) => void} log Progress lines.
 */
export function ensurePackages( log ) {
	const missing = missingPackages();
	if ( ! missing.length ) {
		return;
	}
	if ( process.getuid?.() !== 0 ) {
		throw new Error(
			`The multi-server setup needs Debian's ${ missing.join(
				', '
			) }: sudo apt-get install ${ missing.join( ' ' ) }`
		);
	}
	log( `Installing ${ missing.join( ', ' ) } from Debian's packages…` );
	// Debian starts a service when its package installs; these must not take the usual ports
	// (Redis's 6379, Varnish's 6081, nginx's 80): the setup runs its own copies.
	const policy = '/usr/sbin/policy-rc.d';
	const hadPolicy = existsSync( policy );
	if ( ! hadPolicy ) {
		writeFileSync( policy, '#!/bin/sh\nexit 101\n', { mode: 0o755 } );
	}
	try {
		const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
		execFileSync( 'apt-get', [ 'update', '-qq' ], {
			stdio: 'ignore',
			env,
		} );
		execFileSync(
			'apt-get',
			[ 'install', '-y', '-qq', '--no-install-recommends', ...missing ],
			{ stdio: 'ignore', env }
		);
	} finally {
		if ( ! hadPolicy ) {
			rmSync( policy, { force: true } );
		}
	}
	const still = missingPackages();
	if ( still.length ) {
		throw new Error( `Could not install ${ still.join( ', ' ) }` );
	}
}
