/**
 * What the administrator puts on the site through REST for a test: fixture posts, and the list
 * of published pages.
 */
import { readFileSync } from 'fs';
import path from 'path';
import type { RequestUtils } from '@wordpress/e2e-test-utils-playwright';
import { expect } from '../fixtures';
import { ROOT } from '../env';

/**
 * Every published page's address, as the REST API lists them (the demo's and the shop's), after
 * checking the site has more than a couple.
 *
 * @param requestUtils WordPress's REST helpers.
 */
async function publishedPageLinks(
	requestUtils: RequestUtils
): Promise< string[] > {
	const pages: Array< { link: string } > = await requestUtils.rest( {
		path: '/wp/v2/pages',
		params: { per_page: 100, status: 'publish', _fields: 'link' },
	} );
	expect( pages.length ).toBeGreaterThan( 2 );
	return pages.map( ( { link } ) => link );
}

/**
 * Publishes a post whose content is one of a block's saved-markup fixtures.
 *
 * @param requestUtils WordPress's REST helpers.
 * @param block        Block folder name, such as `counter`.
 * @param fixture      Fixture name, such as `hostile`.
 */
async function publishFixture(
	requestUtils: RequestUtils,
	block: string,
	fixture: string
) {
	const content = readFileSync(
		path.join(
			ROOT,
			`src/blocks/${ block }/test/fixtures/${ fixture }.html`
		),
		'utf8'
	);
	return requestUtils.createPost( {
		title: `${ block } ${ fixture }`,
		content,
		status: 'publish',
		date_gmt: new Date().toISOString(),
	} );
}

/** The `contentUtils` fixture (fixtures.ts): the steps above, with the administrator's REST. */
export class ContentUtils {
	constructor( private readonly requestUtils: RequestUtils ) {}

	publishedPageLinks() {
		return publishedPageLinks( this.requestUtils );
	}

	publishFixture( block: string, fixture: string ) {
		return publishFixture( this.requestUtils, block, fixture );
	}
}
