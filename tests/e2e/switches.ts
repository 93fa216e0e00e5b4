/**
 * The test site's per-context switches, as cookies (tests/e2e/mu-plugins/vitrine-test-switches.php).
 * Apart from utils/, so that fixtures.ts can use them without importing what imports it.
 */
import { BASE_URL } from './env';

/**
 * The cookies that set the test site's switches for a browser context
 * (tests/e2e/mu-plugins/vitrine-test-switches.php): WooCommerce on, the theme, the shop mode….
 *
 * @param switches Each switch's name (without `vitrine_test_`) and value.
 */
export function switchCookies( switches: Record< string, string > ) {
	return Object.entries( switches ).map( ( [ name, value ] ) => ( {
		name: `vitrine_test_${ name }`,
		value,
		url: BASE_URL,
	} ) );
}
