/**
 * A native WordPress site of a spec's own, on MariaDB: started before the spec's first test and
 * stopped after its last, so it never touches the shared test site. The release test uses it.
 */
import { existsSync, readFileSync } from 'fs';
import { test } from './fixtures';
import { createNativeSite, serveNative } from '../../tools/wp/sites.cjs';
import { startMariaDB } from '../../tools/wp/mariadb.cjs';

type NativeSiteOptions = Parameters< typeof createNativeSite >[ 0 ];

export interface OwnSite {
	/** The site's address, once it runs. */
	readonly url: string;
	/** The site's folder on disk. */
	readonly siteDir: string;
	/** What PHP logged (WP_DEBUG_LOG) since the site started: '' when nothing. */
	phpLog: () => string;
}

/**
 * Registers the hooks that boot and stop the site, and returns a handle to it.
 *
 * @param options         What createNativeSite needs, less the database, which this starts.
 * @param options.dbPort  The MariaDB port (each project its own, so projects can run together).
 * @param options.workers PHP server workers.
 */
export function ownSite(
	options: Omit< NativeSiteOptions, 'mariadb' > & {
		dbPort: number;
		workers?: number;
	}
): OwnSite {
	const { dbPort, workers = 2, ...siteOptions } = options;
	let site: Awaited< ReturnType< typeof serveNative > > | undefined;
	let mariadb: Awaited< ReturnType< typeof startMariaDB > > | undefined;
	test.beforeAll( async () => {
		mariadb = await startMariaDB( {
			name: siteOptions.name,
			port: dbPort,
		} );
		site = await serveNative(
			createNativeSite( { ...siteOptions, mariadb } ),
			{ port: siteOptions.port, workers }
		);
	} );
	test.afterAll( () => {
		site?.stop();
		mariadb?.stop();
	} );
	const running = () => {
		if ( ! site ) {
			throw new Error( `The ${ siteOptions.name } site is not running` );
		}
		return site;
	};
	return {
		get url() {
			return running().url;
		},
		get siteDir() {
			return running().siteDir;
		},
		phpLog() {
			const log = running().debugLog;
			return log && existsSync( log ) ? readFileSync( log, 'utf8' ) : '';
		},
	};
}
