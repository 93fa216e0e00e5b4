/**
 * Packages without types of their own, read by tests/unit/browsers.test.ts: WordPress's list of
 * supported browsers (browserslist queries), and caniuse-lite's packed data for one feature with
 * the `feature()` that unpacks it (only what the test reads).
 */
declare module '@wordpress/browserslist-config' {
	const queries: string[];
	export default queries;
}

declare module 'caniuse-lite/data/features/dialog' {
	const packed: Record< string, unknown >;
	export default packed;
}

declare module 'caniuse-lite' {
	/**
	 * Unpacks one feature's data: per browser, per version, `y` (supported), `a` (partly) or `n`,
	 * with notes after a space.
	 * @param packed The feature's packed data.
	 */
	export function feature( packed: Record< string, unknown > ): {
		stats: Record< string, Record< string, string > >;
	};
}
