/**
 * wp-scripts' own configuration (one entry per block.json asset), plus the React JSX runtime
 * handle that WordPress 6.5 lacks and the sliders' shared scripts (see includes/assets.php).
 */
const CopyWebpackPlugin = require( 'copy-webpack-plugin' );

// Every block's server module (index.php beside its render.php) and the sliders' ship in build/,
// where plugin.php loads them by convention; wp-scripts copies only render files without this.
process.env.WP_COPY_PHP_FILES_TO_DIST = 'true';
const defaultConfig = require( '@wordpress/scripts/config/webpack.config' );

module.exports = {
	...defaultConfig,
	entry: () => ( {
		...defaultConfig.entry(),
		'runtime/react-jsx-runtime': './src/runtime/react-jsx-runtime.js',
		// Shared by the five sliders (their block.json files name these handles).
		'slider/motion': './src/slider/motion.ts',
		'slider/view': './src/slider/view.tsx',
		'slider/editor': './src/slider/editor.ts',
		// Printed inline in <head>: the colour mode's and kept skin's script by includes/head.php,
		// the dark styles by includes/color-mode.php.
		'view/head': './src/view/head.ts',
		'view/preloader': './src/view/preloader/inline.ts',
		// Printed inline at the end of the page by includes/islands.php: starts every view.
		'view/islands': './src/lifecycle/loader.ts',
		'view/sticky': './src/view/sticky/view.ts',
		'view/skins': './src/view/skins/view.ts',
		'view/mobile-menu': './src/view/mobile-menu/view.ts',
		// Shop helpers: extras beside WooCommerce's script, or its replacement (includes/shop.php).
		'view/shop-keep': './src/view/shop/keep.ts',
		'view/shop-woocommerce': './src/view/shop/woocommerce.ts',
		'view/shop-banner': './src/view/shop/banner.ts',
		'editor/extensions': './src/editor/sticky.tsx',
		// The patterns' button rows, loaded with core's Button block (includes/patterns.php).
		'patterns/actions': './src/patterns/actions.scss',
	} ),
	plugins: [
		...defaultConfig.plugins,
		// The sliders' table, read by their server module (build/slider/index.php).
		new CopyWebpackPlugin( {
			patterns: [
				{ from: 'src/slider/kinds.json', to: 'slider/' },
				// A script module for WordPress's Interactivity runtime (includes/mobile-menu.php).
				{
					from: 'src/view/mobile-menu/store.js',
					to: 'view/mobile-menu-store.js',
				},
			],
		} ),
	],
	resolve: {
		...defaultConfig.resolve,
		alias: {
			...defaultConfig.resolve.alias,
			// A private name, so the dependency-extraction plugin bundles the runtime for the
			// shim instead of turning it into the very handle the shim provides.
			'vitrine-bundled-jsx-runtime$':
				require.resolve( 'react/jsx-runtime' ),
		},
	},
};
