/**
 * Whether decorative motion may run: never under `prefers-reduced-motion: reduce`, and never
 * when the site turned animations off (Settings → Vitrine adds `vitrine-no-animations` to body).
 * @param win The window to ask (tests pass their own).
 */
export function motionAllowed( win: Window = window ): boolean {
	if ( win.document.body?.classList.contains( 'vitrine-no-animations' ) ) {
		return false;
	}
	const query = win.matchMedia?.( '(prefers-reduced-motion: reduce)' );
	return ! query?.matches;
}
