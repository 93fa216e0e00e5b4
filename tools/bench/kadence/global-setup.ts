/**
 * The capture site: WordPress 7.1 with Kadence Blocks linked in (tools/wp/sites.cjs) and the bench
 * switch that makes it the active block plugin for a visitor with the `vitrine_bench_kadence`
 * cookie (tools/wp/mu-plugins/vitrine-local.php). The admin logs in once.
 */
import { request } from '@playwright/test';
import { RequestUtils } from '@wordpress/e2e-test-utils-playwright';
import { CAPTURE_PORT, CAPTURE_URL, STORAGE_STATE } from './env';
import { createNativeSite, serveNative } from '../../wp/sites.cjs';

export default async function globalSetup() {
	const site = createNativeSite( {
		name: 'kadence-capture',
		port: CAPTURE_PORT,
		bench: true,
		kadence: true,
	} );
	if ( ! site.kadence ) {
		throw new Error(
			'Kadence Blocks is unavailable (see the line above): set VITRINE_KADENCE_ZIP to its zip.'
		);
	}
	const server = await serveNative( site, { port: CAPTURE_PORT } );
	const context = await request.newContext( { baseURL: CAPTURE_URL } );
	const requestUtils = new RequestUtils( context, {
		storageStatePath: STORAGE_STATE,
	} );
	await requestUtils.setupRest();
	await context.dispose();
	return () => server.stop();
}
