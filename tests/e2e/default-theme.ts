/**
 * The theme a new site on a project's WordPress gets: 7.1 ships Twenty Twenty-Five as its
 * default; the 6.5.5 minimum predates it and ships Twenty Twenty-Four. The 7.1 test site's demo
 * pages are drawn in Twenty Twenty-Four, its active theme, so a test that means the default theme
 * there switches its browser contexts to Twenty Twenty-Five with the theme cookie
 * (tests/e2e/mu-plugins/vitrine-test-switches.php), and its REST calls with the same switch as a
 * query parameter. On the minimum, the active theme already is the default.
 */
import type { BrowserContext } from '@playwright/test';
import { MINIMUM_URL } from './env';
import { switchCookies } from './utils';

export type DefaultTheme = {
	/** The theme's folder, as template part ids name it (`twentytwentyfive//header`). */
	slug: 'twentytwentyfive' | 'twentytwentyfour';
	/** Whether it is the test site's active theme, or a context switches to it. */
	switched: boolean;
	/** The query parameters that switch a REST call to it (none when it is the active theme). */
	params: Record< string, string >;
};

/**
 * The default theme of the WordPress a project's site runs.
 *
 * @param baseURL The project's site.
 */
export function defaultTheme( baseURL: string | undefined ): DefaultTheme {
	if ( baseURL === MINIMUM_URL ) {
		return { slug: 'twentytwentyfour', switched: false, params: {} };
	}
	return {
		slug: 'twentytwentyfive',
		switched: true,
		params: { vitrine_test_theme: 'twentytwentyfive' },
	};
}

/**
 * Makes browser contexts see the default theme of their site.
 *
 * @param theme    The default theme, from defaultTheme().
 * @param contexts The contexts (the administrator's, a visitor's…).
 */
export async function useDefaultTheme(
	theme: DefaultTheme,
	...contexts: BrowserContext[]
) {
	if ( ! theme.switched ) {
		return;
	}
	for ( const context of contexts ) {
		await context.addCookies( switchCookies( { theme: theme.slug } ) );
	}
}
