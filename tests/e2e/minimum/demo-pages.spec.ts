/**
 * The minimum the plugin header claims, WordPress 6.5.5 on MariaDB (the global setup's second
 * site, in its default theme, Twenty Twenty-Four): every demo page a visitor opens loads with no
 * console error, no PHP notice (the fixtures' guards) and no axe violation. On this site's
 * project for site-wide tests, which runs after the attack suite there has deleted its posts, so
 * the post slider on the demo pages lists the demo's own.
 */
import { expect, test } from '../fixtures';

test( 'ST-3 SL-1 GA-1 on WordPress 6.5.5 with MariaDB every demo page loads clean: no console error, no PHP notice, axe finds nothing', async ( {
	a11yUtils,
	requestUtils,
	visitor,
} ) => {
	test.setTimeout( 180_000 );
	const pages: Array< { link: string } > = await requestUtils.rest( {
		path: '/wp/v2/pages',
		params: { per_page: 100, _fields: 'link' },
	} );
	expect( pages.length ).toBeGreaterThan( 10 );
	await visitor.emulateMedia( { reducedMotion: 'reduce' } );
	for ( const { link } of pages ) {
		await test.step( link, async () => {
			await visitor.goto( link );
			await a11yUtils.expectNoAxeViolations( visitor );
		} );
	}
} );
