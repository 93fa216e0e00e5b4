/**
 * PHP tests: Debian's phpunit against a fresh, real WordPress (6.5.5 on SQLite with Vitrine
 * active), made the same way as the e2e site.
 */
import { spawnSync } from 'node:child_process';
import sites from './wp/sites.cjs';

const site = sites.createNativeSite( { name: 'phpunit', port: 8891 } );
const result = spawnSync(
	'phpunit',
	[ '-c', 'tests/php/phpunit.xml', ...process.argv.slice( 2 ) ],
	{
		cwd: sites.ROOT,
		stdio: 'inherit',
		env: { ...process.env, VITRINE_WP_DIR: site.siteDir },
	}
);
process.exit( result.status ?? 1 );
