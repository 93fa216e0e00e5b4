/**
 * `npm run test:e2e:minimum`: the attack suite (SPEC §7) again, on the minimum the plugin header
 * claims (WordPress 6.5.5, booted by the same global setup), whose kses and editor read hostile
 * input differently from 7.1's. Its results go to a file of their own (artifacts/e2e-results-6.5.json,
 * tests/e2e/playwright.config.ts), which npm test adds to the main run's counts. Extra arguments
 * go to Playwright.
 */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';

const { WORDPRESS } = createRequire( import.meta.url )( './wp/sites.cjs' );

const { status } = spawnSync(
	'npx',
	[
		'playwright',
		'test',
		'--config',
		'tests/e2e/playwright.config.ts',
		'--project=security',
		'--no-deps',
		'security/attack.spec.ts',
		...process.argv.slice( 2 ),
	],
	{
		stdio: 'inherit',
		env: {
			...process.env,
			VITRINE_E2E_ON: WORDPRESS.minimum,
		},
	}
);
process.exit( status ?? 1 );
