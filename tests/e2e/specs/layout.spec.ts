/**
 * Every published page looks finished at a phone's, a tablet's and a laptop's width, in light and
 * dark mode: no sideways scroll, no control over text or over another control, no text out of its
 * block, no image without a size (tests/e2e/layout.ts), and no text below WCAG AA contrast (axe).
 * Reduced motion, so every block shows its settled state.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../fixtures';
import { BASE_URL } from '../env';
import { layoutProblems } from '../layout';

const WIDTHS = [ 390, 768, 1280 ];
/** The visitor's choice of dark under the light default (CM-2). */
const DARK = { name: 'client_light_mode_style_cookie', value: 'dark' };

for ( const width of WIDTHS ) {
	test( `SL-1 CM-1 every page at ${ width } px, light and dark: no sideways scroll, no covered text or control, no loose text, sized images, AA contrast`, async ( {
		visitor,
		requestUtils,
	} ) => {
		test.setTimeout( 300_000 );
		const pages: Array< { link: string } > = await requestUtils.rest( {
			path: '/wp/v2/pages',
			params: { per_page: 100, status: 'publish', _fields: 'link' },
		} );
		expect( pages.length ).toBeGreaterThan( 2 );
		await visitor.setViewportSize( { width, height: 800 } );
		await visitor.emulateMedia( { reducedMotion: 'reduce' } );
		const problems: string[] = [];
		for ( const mode of [ 'light', 'dark' ] ) {
			await visitor.context().clearCookies();
			if ( mode === 'dark' ) {
				await visitor
					.context()
					.addCookies( [ { ...DARK, url: BASE_URL } ] );
			}
			for ( const { link } of pages ) {
				await visitor.goto( link );
				await visitor.waitForLoadState( 'networkidle' );
				const where = `${ new URL( link ).pathname } (${ mode })`;
				for ( const problem of await layoutProblems( visitor ) ) {
					problems.push( `${ where }: ${ problem }` );
				}
				const contrast = await new AxeBuilder( { page: visitor } )
					.withRules( [ 'color-contrast' ] )
					.analyze();
				for ( const { nodes } of contrast.violations ) {
					for ( const node of nodes ) {
						problems.push(
							`${ where }: contrast below AA at ${ node.target.join( ' ' ) }`
						);
					}
				}
			}
		}
		expect( problems ).toEqual( [] );
	} );
}
