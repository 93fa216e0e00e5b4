/**
 * The theme a new site on a project's WordPress gets: 7.1 ships Twenty Twenty-Five as its
 * default; the 6.5.5 minimum predates it and ships Twenty Twenty-Four. The 7.1 test site's demo
 * pages are drawn in Twenty Twenty-Four, its active theme, so a spec that means the default theme
 * (`test.use( { inDefaultTheme: true } )`, fixtures.ts) has its browser contexts switched to
 * Twenty Twenty-Five there with the theme cookie, and its REST calls with the same switch as a
 * query parameter (tests/e2e/mu-plugins/vitrine-test-switches.php). On the minimum the active
 * theme already is the default.
 */
import type { BrowserContext } from '@playwright/test';
import { MINIMUM_URL } from './env';
import { switchCookies } from './switches';

export type DefaultTheme = {
	/** The theme's folder, as template part ids name it (`twentytwentyfive//header`). */
	slug: 'twentytwentyfive' | 'twentytwentyfour';
	/** Whether a context switches to it, the test site's active theme being another. */
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
 * Makes a browser context see the default theme of its site.
 *
 * @param context The context (the administrator's, a visitor's…).
 * @param baseURL The project's site.
 */
export async function useDefaultTheme(
	context: BrowserContext,
	baseURL: string | undefined
) {
	const theme = defaultTheme( baseURL );
	if ( theme.switched ) {
		await context.addCookies( switchCookies( { theme: theme.slug } ) );
	}
}
