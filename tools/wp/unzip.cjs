/**
 * Unpacks a zip with JavaScript (adm-zip), so the local sites and `npm start` need no `unzip`
 * command: a machine with Node and nothing else boots the demo.
 */
const {
	existsSync,
	mkdirSync,
	renameSync,
	rmSync,
	writeFileSync,
} = require( 'fs' );
const { join } = require( 'path' );
const AdmZip = require( 'adm-zip' );

/**
 * Extracts every entry of a zip into a folder, replacing files already there.
 *
 * @param {string} zip    The zip's path.
 * @param {string} target The folder to extract into (made when missing).
 */
function unzip( zip, target ) {
	new AdmZip( zip ).extractAllTo( target, true );
}

/**
 * A folder filled once and kept (a WordPress tree, a package), marked ready by a file inside it.
 * It is filled under another name and renamed into place, so two processes that need it at once
 * (npm test runs its steps two at a time; a developer's `npm start` may run beside them) never
 * see it half made or remove each other's: the first rename wins and the other copy is dropped.
 *
 * @param {string}                   target The folder.
 * @param {(folder: string) => void} fill   Fills a new, empty folder (throws to give up).
 * @param {string}                   label  What the ready mark says (the zip it came from).
 * @return {string} The folder.
 */
function unpackOnce( target, fill, label ) {
	const ready = join( target, '.vitrine-ready' );
	if ( existsSync( ready ) ) {
		return target;
	}
	const partial = `${ target }.partial-${ process.pid }`;
	rmSync( partial, { recursive: true, force: true } );
	mkdirSync( partial, { recursive: true } );
	try {
		fill( partial );
		writeFileSync( join( partial, '.vitrine-ready' ), label );
		try {
			renameSync( partial, target );
		} catch {
			// Taken: by another process's copy (kept), or by a folder left by a run that stopped
			// half way, which has no mark and goes.
			if ( existsSync( ready ) ) {
				return target;
			}
			rmSync( target, { recursive: true, force: true } );
			renameSync( partial, target );
		}
	} catch ( error ) {
		if ( ! existsSync( ready ) ) {
			throw error;
		}
	} finally {
		rmSync( partial, { recursive: true, force: true } );
	}
	return target;
}

module.exports = { unzip, unpackOnce };
