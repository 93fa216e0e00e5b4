/**
 * Whether a program is installed: on the PATH, or in the system folders Debian puts daemons in
 * (/usr/sbin, /sbin), which a non-login root shell's PATH may lack.
 */
const { spawnSync } = require( 'node:child_process' );

/**
 * @param {string} command The program's name.
 * @return {boolean} Whether it can be run.
 */
function hasCommand( command ) {
	return (
		spawnSync( 'sh', [ '-c', `command -v ${ command }` ], {
			stdio: 'ignore',
			env: {
				...process.env,
				PATH: `${ process.env.PATH }:/usr/sbin:/sbin`,
			},
		} ).status === 0
	);
}

module.exports = { hasCommand };
