/**
 * Unpacks a zip with JavaScript (adm-zip), so the local sites and `npm start` need no `unzip`
 * command: a machine with Node and nothing else boots the demo.
 */
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

module.exports = { unzip };
