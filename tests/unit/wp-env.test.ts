/**
 * wp-env (Docker) gives a developer what the tests run: `.wp-env.json`'s development environment
 * is the WordPress, WooCommerce and Storefront releases the test tooling boots
 * (tools/wp/resolve.cjs), its tests environment the minimum the plugin claims (the bundled
 * 6.5.x, tools/wp/sites.cjs), and `@wordpress/env` is pinned. Docker cannot run on our machines,
 * so this is what stops the two from drifting apart.
 */
import { readFileSync } from 'fs';
import path from 'path';

const ROOT = path.resolve( __dirname, '../..' );
const { PACKAGES_WE_RUN } = require( '../../tools/wp/resolve.cjs' );
const { WORDPRESS } = require( '../../tools/wp/sites.cjs' );

const env = JSON.parse(
	readFileSync( path.join( ROOT, '.wp-env.json' ), 'utf8' )
);
const pkg = JSON.parse(
	readFileSync( path.join( ROOT, 'package.json' ), 'utf8' )
);
// The minimum's exact release, as the bundled Playground build names it.
const bundled: Record< string, string > = JSON.parse(
	readFileSync(
		path.join(
			path.dirname(
				require.resolve( '@wp-playground/wordpress-builds/package.json' )
			),
			'src/wordpress/wp-versions.json'
		),
		'utf8'
	)
);

describe( '.wp-env.json', () => {
	it( 'runs the WordPress, WooCommerce and Storefront releases the tests boot', () => {
		expect( env.core ).toBe( PACKAGES_WE_RUN.wordpress.url );
		expect( PACKAGES_WE_RUN.wordpress.url ).toContain(
			`wordpress-${ WORDPRESS.current }.zip`
		);
		expect( env.plugins ).toEqual( [ PACKAGES_WE_RUN.woocommerce.url ] );
		expect( env.themes ).toEqual( [ PACKAGES_WE_RUN.storefront.url ] );
		expect( env.mappings[ 'wp-content/plugins/vitrine' ] ).toBe( '.' );
		expect( env.config ).toMatchObject( {
			WP_DEBUG: true,
			SCRIPT_DEBUG: true,
		} );
	} );

	it( 'has a tests environment on the minimum release, without the shop', () => {
		const minimum = bundled[ WORDPRESS.minimum ];
		expect( minimum ).toMatch( /^6\.5\.\d+$/ );
		expect( env.env.tests.core ).toBe(
			`https://downloads.wordpress.org/release/wordpress-${ minimum }.zip`
		);
		expect( env.env.tests.plugins ).toEqual( [] );
	} );

	it( 'is started by the pinned @wordpress/env, and seeded by one script', () => {
		expect( pkg.devDependencies[ '@wordpress/env' ] ).toMatch(
			/^\d+\.\d+\.\d+$/
		);
		expect( pkg.scripts[ 'env:start' ] ).toBe(
			'wp-env start && npm run env:seed'
		);
		for ( const seed of [
			'tools/demo/seed.php',
			'/vitrine/demo/shop.php',
		] ) {
			expect( pkg.scripts[ 'env:seed' ] ).toContain( seed );
		}
	} );
} );
