const base = require( '@wordpress/scripts/config/jest-unit.config' );

const babelTransform =
	require.resolve( '@wordpress/scripts/config/babel-transform' );

module.exports = {
	...base,
	roots: [ '<rootDir>/src', '<rootDir>/tests/unit' ],
	testMatch: [
		'**/test/*.test.[jt]s?(x)',
		'<rootDir>/tests/unit/**/*.test.[jt]s?(x)',
	],
	transform: { '\\.m?[jt]sx?$': babelTransform },
	// @wordpress/blocks and components pull in ESM-only packages (uuid, marked, and .mjs builds of
	// newer @wordpress packages); let Babel transform those, nested copies included.
	transformIgnorePatterns: [
		'/node_modules/(?!(.*/node_modules/)?(uuid|marked|parsel-js|@wordpress/(theme|ui))/)',
	],
};
