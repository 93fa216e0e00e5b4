/**
 * wp-scripts' lint rules, with local WordPress copies and generated output ignored (ESLint 9
 * does not skip dot-folders, and .wp/ holds whole WordPress trees).
 */
const defaults = require( '@wordpress/scripts/config/eslint.config.cjs' );

module.exports = [
	{
		ignores: [
			'.wp/**',
			'build/**',
			'artifacts/**',
			'bench/**',
			'node_modules/**',
		],
	},
	...defaults,
	{
		files: [
			'tools/**/*.{js,cjs,mjs}',
			'tests/e2e/**/*.ts',
			'*.config.{js,cjs}',
			'webpack.config.js',
		],
		rules: {
			'no-console': 'off',
			'import/no-extraneous-dependencies': 'off',
		},
	},
	{
		files: [ '**/test/**/*.{ts,tsx}', 'tests/**/*.{ts,tsx}' ],
		languageOptions: {
			globals: {
				describe: 'readonly',
				it: 'readonly',
				expect: 'readonly',
				beforeEach: 'readonly',
				afterEach: 'readonly',
			},
		},
	},
];
