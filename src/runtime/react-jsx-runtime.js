/**
 * React's own JSX runtime, bundled against WordPress's `window.React`. WordPress registers the
 * `react-jsx-runtime` handle only from 6.6; includes/assets.php registers this build on 6.5.
 */
window.ReactJSXRuntime = require( 'vitrine-bundled-jsx-runtime' );
